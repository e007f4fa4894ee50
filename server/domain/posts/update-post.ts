import { eq } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext, type ChangeSpec } from "../changes/apply-change.ts";
import { nextVersion, postEntity } from "../changes/entities.ts";
import { postColumnsFrom, type PostColumns, type PostWriteInput } from "./post-columns.ts";
import {
  assertSlugFree,
  ensureDocumentSet,
  loadEditablePost,
  sanitizePostColumns,
  withSlugConflict,
} from "./save-post-parts.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The change of some columns of one post: the post editor (`PATCH /api/posts/{slug}`) and a post
 * sent in the `blog_posts` list of `PUT /api/organizations/{id}` both apply it (one road per record).
 */
export function postUpdateChange({
  organizationId,
  postId,
  columns: sent,
  expectedVersion,
}: {
  organizationId: number;
  postId: number;
  columns: PostColumns;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  const columns = sanitizePostColumns(sent);
  return {
    entity: postEntity,
    id: postId,
    action: "update",
    summary: `update ${Object.keys(columns).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx, before) => {
      if (columns.slug && columns.slug !== before?.slug) {
        await assertSlugFree(tx, organizationId, columns.slug, postId);
      }
      if (columns.doc_set) {
        const title =
          columns.doc_set_title !== undefined ? columns.doc_set_title : (before?.doc_set_title as string | null);
        await ensureDocumentSet(tx, organizationId, columns.doc_set, title ?? null);
      }
      await tx
        .update(blogPosts)
        .set({ ...columns, updated_at: nextVersion(blogPosts.updated_at) })
        .where(scoped(organizationId).where(blogPosts, eq(blogPosts.id, postId)));
    },
  };
}

/** The deletion of a post (a post dropped from the `blog_posts` list); its last revision restores it. */
export function postDeleteChange({
  organizationId,
  postId,
  expectedVersion,
}: {
  organizationId: number;
  postId: number;
  expectedVersion: string | null | undefined;
}): ChangeSpec {
  return {
    entity: postEntity,
    id: postId,
    action: "delete",
    summary: "delete post",
    expectedVersion,
    change: async (tx) => {
      await tx.delete(blogPosts).where(scoped(organizationId).where(blogPosts, eq(blogPosts.id, postId)));
    },
  };
}

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
  expectedVersion: string | null | undefined;
}) {
  const [target] = await ctx.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(scoped(ctx.organizationId).where(blogPosts, eq(blogPosts.slug, slug)))
    .limit(1);
  if (!target) throw new AppError("not_found", "Post not found", { code: "not_found" });
  const columns = postColumnsFrom(input);
  await withSlugConflict(() =>
    applyChange({
      ctx,
      ...postUpdateChange({ organizationId: ctx.organizationId, postId: target.id, columns, expectedVersion }),
    }),
  );
  return (await loadEditablePost({ db: ctx.db, organizationId: ctx.organizationId, where: { id: target.id } }))!;
}
