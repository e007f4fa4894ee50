import { asc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts, documentSets } from "../../db/schema/index.ts";
import { publishedBy } from "../publishing/publication.ts";
import { sanitizeArticleHtml, sanitizeFields } from "./sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type ContentRecord = Omit<typeof blogPosts.$inferSelect, "created_at">;

export type DocSetArticle = {
  slug: string;
  title: string;
  title_translation: Record<string, string>;
  doc_set_order: number | null;
};

export type FoundContent = {
  record: ContentRecord;
  /** For a post of a document set: the set and its articles in reading order. */
  docSet: {
    slug: string;
    title: string;
    title_translation: Record<string, string>;
    articles: DocSetArticle[];
  } | null;
};

/** A stored post or page with its HTML fields sanitised (articles' allow-list, rich text for the description). */
export function sanitizeContentRecord(row: typeof blogPosts.$inferSelect): ContentRecord {
  const { created_at: _created, ...rest } = row;
  return {
    ...rest,
    content: rest.content === null ? null : sanitizeArticleHtml(rest.content),
    content_translation: Object.fromEntries(
      Object.entries(rest.content_translation).map(([locale, html]) => [locale, sanitizeArticleHtml(html)]),
    ),
    ...sanitizeFields({ description: rest.description, description_translation: rest.description_translation }, [
      "description",
      "description_translation",
    ]),
  };
}

/**
 * The displayed, published page or post of an organization at `slug`, with its HTML sanitised, or
 * null. Another organization's slug is simply not found. `includeScheduled` (admins only) also
 * finds a post whose publish time lies ahead; `includeHidden` (the editor) one not displayed.
 */
export async function findContent({
  db,
  organizationId,
  slug,
  now = new Date(),
  includeScheduled = false,
  includeHidden = false,
}: {
  db: Db;
  organizationId: number;
  slug: string;
  now?: Date;
  includeScheduled?: boolean;
  includeHidden?: boolean;
}): Promise<FoundContent | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      scoped(organizationId).where(
        blogPosts,
        eq(blogPosts.slug, slug),
        ...(includeHidden ? [] : [eq(blogPosts.display_this_post, true)]),
        ...(includeScheduled ? [] : [publishedBy(now)]),
      ),
    )
    .limit(1);
  if (!row) return null;
  const record = sanitizeContentRecord(row);
  if (record.type !== "doc_set" || !record.doc_set) return { record, docSet: null };

  const [set, articles] = await Promise.all([
    db
      .select({ slug: documentSets.slug, title: documentSets.title, title_translation: documentSets.title_translation })
      .from(documentSets)
      .where(scoped(organizationId).where(documentSets, eq(documentSets.slug, record.doc_set)))
      .limit(1),
    db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        title_translation: blogPosts.title_translation,
        doc_set_order: blogPosts.doc_set_order,
      })
      .from(blogPosts)
      .where(
        scoped(organizationId).where(
          blogPosts,
          eq(blogPosts.doc_set, record.doc_set),
          eq(blogPosts.display_this_post, true), // A scheduled article joins its set's list at its time (the one being read always shows).
          or(publishedBy(now), eq(blogPosts.slug, record.slug)),
        ),
      )
      .orderBy(asc(blogPosts.doc_set_order), asc(blogPosts.id)),
  ]);
  const title = set[0]?.title ?? record.doc_set_title ?? record.doc_set;
  return {
    record,
    docSet: {
      slug: record.doc_set,
      title,
      title_translation: set[0]?.title_translation ?? {},
      articles,
    },
  };
}
