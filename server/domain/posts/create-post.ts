import { blogPosts } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { slugFromTitle, slugProblem } from "../../../shared/rules/post-rules.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { postEntity } from "../changes/entities.ts";
import { postColumnsFrom, type PostWriteInput } from "./post-columns.ts";
import {
  assertSlugFree,
  ensureDocumentSet,
  loadEditablePost,
  sanitizePostColumns,
  withSlugConflict,
} from "./save-post-parts.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Creates a post of the host's organization (spec editing-tools §2.1, §3): the slug is the one
 * sent or generated from the title, unique in the organization; rich text is sanitised; a new
 * document set named by the post is created with it. One revision, one `content-changed`.
 */
export async function createPost({ ctx, input }: { ctx: ChangeContext; input: PostWriteInput & { title: string } }) {
  const slug = input.slug ?? slugFromTitle(input.title);
  const problem = slugProblem(slug);
  if (problem) throw new AppError("bad_request", `slug: ${problem}`, { code: "invalid", field: "slug" });
  const columns = sanitizePostColumns(postColumnsFrom({ ...input, slug }));
  const result = await withSlugConflict(() =>
    applyChange({
      ctx,
      entity: postEntity,
      id: null,
      action: "create",
      summary: `create post ${slug}`,
      change: async (tx) => {
        await assertSlugFree(tx, ctx.organizationId, slug, null);
        if (columns.doc_set)
          await ensureDocumentSet(tx, ctx.organizationId, columns.doc_set, columns.doc_set_title ?? null);
        const [row] = await tx
          .insert(blogPosts)
          .values(
            scoped(ctx.organizationId).values(blogPosts, { content: "", ...columns, title: columns.title!, slug }),
          )
          .returning({ id: blogPosts.id });
        return { id: row!.id };
      },
    }),
  );
  return (await loadEditablePost({
    db: ctx.db,
    organizationId: ctx.organizationId,
    where: { id: Number(result.id) },
  }))!;
}
