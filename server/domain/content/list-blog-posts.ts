import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts } from "../../db/schema/index.ts";
import { publishedBy } from "../publishing/publication.ts";
import { sanitizeFields } from "./sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The posts of the blog index (and of article sliders): flagged display_as_blog_post, displayed,
 * published by `now`, newest first.
 */
export async function listBlogPosts({
  db,
  organizationId,
  now = new Date(),
}: {
  db: Db;
  organizationId: number;
  now?: Date;
}) {
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      description: blogPosts.description,
      description_translation: blogPosts.description_translation,
      main_photo: blogPosts.main_photo,
      author_name: blogPosts.author_name,
      is_company_author: blogPosts.is_company_author,
      type: blogPosts.type,
      created_on: blogPosts.created_on,
    })
    .from(blogPosts)
    .where(
      scoped(organizationId).where(
        blogPosts,
        eq(blogPosts.display_as_blog_post, true),
        eq(blogPosts.display_this_post, true),
        publishedBy(now),
      ),
    )
    .orderBy(desc(blogPosts.created_on), desc(blogPosts.id));
  return rows.map((row) => sanitizeFields(row, ["description", "description_translation"]));
}
