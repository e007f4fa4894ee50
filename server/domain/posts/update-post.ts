import { and, eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { nextVersion, postEntity } from "../changes/entities.ts";
import { postColumnsFrom, type PostWriteInput } from "./post-columns.ts";
import {
  assertSlugFree,
  ensureDocumentSet,
  loadEditablePost,
  sanitizePostColumns,
  withSlugConflict,
} from "./save-post-parts.ts";

/**
 * Updates the post or page at `slug` of the host's organization with the fields sent (another
 * organization's slug: 404, nothing changed). `expectedVersion` is the `updated_at` the editor
 * loaded: stale → 409 with the current record. A new slug must be free in the organization.
 */
export async function updatePost({
  ctx,
  slug,
  input,
  expectedVersion,
}: {
  ctx: ChangeContext;
  slug: string;
  input: PostWriteInput;
  expectedVersion?: string | null;
}) {
  const [target] = await ctx.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.organization_id, ctx.organizationId), eq(blogPosts.slug, slug)))
    .limit(1);
  if (!target) throw new AppError("not_found", "Post not found", { code: "not_found" });
  const columns = sanitizePostColumns(postColumnsFrom(input));
  await withSlugConflict(() =>
    applyChange({
      ctx,
      entity: postEntity,
      id: target.id,
      action: "update",
      summary: `update ${Object.keys(columns).join(", ") || "nothing"}`,
      expectedVersion,
      change: async (tx, before) => {
        if (columns.slug && columns.slug !== before?.slug) {
          await assertSlugFree(tx, ctx.organizationId, columns.slug, target.id);
        }
        if (columns.doc_set) {
          const title =
            columns.doc_set_title !== undefined ? columns.doc_set_title : (before?.doc_set_title as string | null);
          await ensureDocumentSet(tx, ctx.organizationId, columns.doc_set, title ?? null);
        }
        await tx
          .update(blogPosts)
          .set({ ...columns, updated_at: nextVersion(blogPosts.updated_at) })
          .where(and(eq(blogPosts.organization_id, ctx.organizationId), eq(blogPosts.id, target.id)));
      },
    }),
  );
  return (await loadEditablePost({ db: ctx.db, organizationId: ctx.organizationId, where: { id: target.id } }))!;
}
