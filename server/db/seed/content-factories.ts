import type { Db } from "../client.ts";
import { blogPosts, documentSets, policies } from "../schema/index.ts";
import { crossTenant } from "../tenant-scope.ts";

/** Builders for pages, posts, document sets and policies, shared by the demo seed and the tests. */

export type PostInput = Omit<typeof blogPosts.$inferInsert, "organization_id">;

export async function createPost({ db, organizationId, post }: { db: Db; organizationId: number; post: PostInput }) {
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(blogPosts)
    .values({ ...post, organization_id: organizationId })
    .returning();
  return row!;
}

/** A page is a blog_post record with no content (spec editing-tools §3); its body is its sections. */
export async function createPage({
  db,
  organizationId,
  page,
}: {
  db: Db;
  organizationId: number;
  page: Omit<PostInput, "content" | "display_as_blog_post">;
}) {
  return createPost({ db, organizationId, post: { ...page, content: null, display_as_blog_post: false } });
}

export async function createDocumentSet({
  db,
  organizationId,
  set,
}: {
  db: Db;
  organizationId: number;
  set: Omit<typeof documentSets.$inferInsert, "organization_id">;
}) {
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(documentSets)
    .values({ ...set, organization_id: organizationId })
    .returning();
  return row!;
}

export async function createPolicy({
  db,
  organizationId,
  policy,
}: {
  db: Db;
  organizationId: number;
  policy: Omit<typeof policies.$inferInsert, "organization_id">;
}) {
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(policies)
    .values({ ...policy, organization_id: organizationId })
    .returning();
  return row!;
}
