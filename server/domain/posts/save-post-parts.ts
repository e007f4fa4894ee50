import { desc, eq } from "drizzle-orm";
import { blogPosts, documentSets, revisions } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { SLUG_TAKEN_MESSAGE } from "../../../shared/rules/post-rules.ts";
import { sanitizeArticleHtml, sanitizeFields } from "../content/sanitize-rich-text.ts";
import { sanitizeContentRecord } from "../content/find-content.ts";
import { toWirePost } from "../content/post-wire.ts";
import type { Tx } from "../changes/entities.ts";
import { isUniqueViolation } from "../changes/entities.ts";
import type { PostColumns } from "./post-columns.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Rich text saved clean whatever a client sends (script, event handlers, `javascript:` links,
 * iframes never stored): the article allow-list for the body, the rich-text one for the description.
 */
export function sanitizePostColumns(columns: PostColumns): PostColumns {
  const clean: PostColumns = { ...columns };
  if (typeof clean.content === "string") clean.content = sanitizeArticleHtml(clean.content);
  if (clean.content_translation) {
    clean.content_translation = Object.fromEntries(
      Object.entries(clean.content_translation).map(([locale, html]) => [locale, sanitizeArticleHtml(html)]),
    );
  }
  return sanitizeFields(clean, ["description", "description_translation"]);
}

/** Another post or page of the organization already has `slug`: 409 naming the field. */
export async function assertSlugFree(tx: Tx, organizationId: number, slug: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(scoped(organizationId).where(blogPosts, eq(blogPosts.slug, slug)))
    .limit(1);
  if (taken && taken.id !== exceptId) {
    throw new AppError("conflict", SLUG_TAKEN_MESSAGE, { code: "slug_taken", field: "slug" });
  }
}

/** Runs a write; a unique-slug race lost at commit time is the same clear 409. */
export async function withSlugConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", SLUG_TAKEN_MESSAGE, { code: "slug_taken", field: "slug" });
    }
    throw error;
  }
}

/**
 * 'Create New Set' in the editor names a set by slug only: the set is created with the post (its
 * title the post's display title, else the slug), so it is listed by GET /api/document-sets.
 */
export async function ensureDocumentSet(tx: Tx, organizationId: number, slug: string, title: string | null) {
  await tx
    .insert(documentSets)
    .values(scoped(organizationId).values(documentSets, { slug, title: title?.trim() || slug }))
    .onConflictDoNothing({ target: [documentSets.organization_id, documentSets.slug] });
}

/**
 * A post as the editor reads it (any state: hidden, scheduled), with who saved it last, so that
 * the editor can warn when someone else saved it a moment ago.
 */
export async function loadEditablePost({
  db,
  organizationId,
  where,
}: {
  db: Db;
  organizationId: number;
  where: { id: number } | { slug: string };
}) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      scoped(organizationId).where(
        blogPosts,
        "id" in where ? eq(blogPosts.id, where.id) : eq(blogPosts.slug, where.slug),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [last] = await db
    .select({ actor_id: revisions.actor_id, actor_name: revisions.actor_name, at: revisions.created_at })
    .from(revisions)
    .where(
      scoped(organizationId).where(revisions, eq(revisions.entity, "post"), eq(revisions.entity_id, String(row.id))),
    )
    .orderBy(desc(revisions.id))
    .limit(1);
  return {
    ...toWirePost(sanitizeContentRecord(row)),
    last_change: last ? { actor_id: last.actor_id, actor_name: last.actor_name, at: last.at.toISOString() } : null,
  };
}

export type EditablePost = NonNullable<Awaited<ReturnType<typeof loadEditablePost>>>;
