import { eq, max } from "drizzle-orm";
import { blogPosts } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { PAGE_MESSAGES, pageSlugProblem } from "../../../shared/rules/pages.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { postEntity, type Tx } from "../changes/entities.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { assertWithinQuota, type QuotaEnv } from "../../../features/platform/server/domain/quotas.ts";

export type NewPage = { title: string; slug: string; description: string };

/** The page fields as the modal shows them afterwards (spec §3 "Page"). */
export type PageRecord = {
  id: number;
  title: string;
  slug: string;
  description: string;
  content: null;
  order: number;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  section_id: number | null;
  updated_at: string;
};

async function slugTaken(db: Tx | ChangeContext["db"], organizationId: number, slug: string) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(scoped(organizationId).where(blogPosts, eq(blogPosts.slug, slug)))
    .limit(1);
  return Boolean(row);
}

/** Whether `slug` could be a new page's address, and if not, why (the modal's words). */
export async function checkPageSlug({
  db,
  organizationId,
  slug,
}: {
  db: ChangeContext["db"];
  organizationId: number;
  slug: string;
}): Promise<{ available: boolean; error?: string }> {
  const problem = pageSlugProblem(slug);
  if (problem) return { available: false, error: problem };
  if (await slugTaken(db, organizationId, slug)) return { available: false, error: PAGE_MESSAGES.slugTaken };
  return { available: true };
}

/**
 * Creates a content page (a blog_post record without content, spec §3 and §5): shown, not a blog
 * post, in no section, ordered after the organization's last record. Its body is the sections of
 * `/{slug}`, added afterwards. The slug must be free in the organization (409 otherwise); the
 * unique index settles a race between two creations of the same slug. With `quotas` (the API's
 * environment), a site at its pages quota is refused (403 quota_exceeded) inside the write.
 */
export async function createPage({
  ctx,
  page,
  quotas,
}: {
  ctx: ChangeContext;
  page: NewPage;
  quotas?: QuotaEnv;
}): Promise<PageRecord> {
  const problem = pageSlugProblem(page.slug);
  if (problem) throw new AppError("bad_request", problem, { field: "slug" });
  const result = await applyChange({
    ctx,
    // A page is a blog_post record: one entity with the post editor, so its history is one list.
    entity: postEntity,
    id: null,
    action: "create",
    summary: "create page",
    change: async (tx) => {
      if (quotas) await assertWithinQuota(tx, ctx.organizationId, "pages", quotas);
      if (await slugTaken(tx, ctx.organizationId, page.slug)) {
        throw new AppError("conflict", PAGE_MESSAGES.slugTaken, { code: "slug_taken", field: "slug" });
      }
      const [highest] = await tx
        .select({ order: max(blogPosts.order) })
        .from(blogPosts)
        .where(scoped(ctx.organizationId).where(blogPosts));
      const inserted = await tx
        .insert(blogPosts)
        .values(
          scoped(ctx.organizationId).values(blogPosts, {
            title: page.title,
            slug: page.slug,
            description: page.description,
            meta_description: page.description || null,
            content: null,
            order: (highest?.order ?? 0) + 1,
            display_this_post: true,
            display_as_blog_post: false,
            section_id: null,
          }),
        )
        .onConflictDoNothing()
        .returning({ id: blogPosts.id });
      if (!inserted[0]) {
        throw new AppError("conflict", PAGE_MESSAGES.slugTaken, { code: "slug_taken", field: "slug" });
      }
      return { id: inserted[0].id };
    },
  });
  const after = result.after!;
  return {
    id: after.id as number,
    title: after.title as string,
    slug: after.slug as string,
    description: after.description as string,
    content: null,
    order: after.order as number,
    display_this_post: after.display_this_post as boolean,
    display_as_blog_post: after.display_as_blog_post as boolean,
    section_id: (after.section_id as number | null) ?? null,
    updated_at: after.updated_at as string,
  };
}
