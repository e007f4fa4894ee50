import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts, documentSets } from "../../db/schema/index.ts";
import { publishedBy } from "../publishing/publication.ts";
import { sanitizeContentRecord } from "./find-content.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The organization's displayed, published posts (not pages), newest first, sanitised; optionally the blog's only. */
export async function listPosts({
  db,
  organizationId,
  blogOnly = false,
  now = new Date(),
}: {
  db: Db;
  organizationId: number;
  blogOnly?: boolean;
  now?: Date;
}) {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      scoped(organizationId).where(
        blogPosts,
        eq(blogPosts.display_this_post, true),
        publishedBy(now),
        ...(blogOnly ? [eq(blogPosts.display_as_blog_post, true)] : []),
      ),
    )
    .orderBy(desc(blogPosts.created_on), desc(blogPosts.id));
  return rows.filter((row) => row.content !== null).map(sanitizeContentRecord);
}

/** The organization's document sets, by title. */
export async function listDocumentSets({ db, organizationId }: { db: Db; organizationId: number }) {
  return db
    .select({
      id: documentSets.id,
      slug: documentSets.slug,
      title: documentSets.title,
      title_translation: documentSets.title_translation,
      description: documentSets.description,
    })
    .from(documentSets)
    .where(scoped(organizationId).where(documentSets))
    .orderBy(asc(documentSets.title));
}
