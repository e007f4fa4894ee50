import { eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { blogPosts, headingSections, policies, templateSections, websiteHero } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type SitePathEntry = {
  slug: string;
  kind: "page" | "post";
  id: number;
  /** ISO date-time of the last change (sitemap `lastmod`). */
  updatedAt: string;
  /**
   * ISO publish time when one was set (scheduled publishing): before it, the address exists for
   * admins only. Kept in the index so that a cached index turns public by the clock alone.
   */
  publishAt: string | null;
};

export type SitePaths = {
  /** Displayed pages and posts by slug. */
  entries: SitePathEntry[];
  /** Unprefixed paths that carry heading or template sections (home is `/home`), with their last change. */
  sectionPaths: { path: string; updatedAt: string }[];
  /** Policy kinds the organization has written, with their last change. */
  policies: { kind: string; updatedAt: string }[];
};

/**
 * Every address of an organization's site that has content: the slug index a request is checked
 * against before anything else is loaded (an unknown path costs no query and fills no cache), and
 * the source of the sitemap.
 */
export async function listSitePaths({ db, organizationId }: { db: Db; organizationId: number }): Promise<SitePaths> {
  const [posts, headingPaths, templatePaths, policyRows, heroPaths] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        content: blogPosts.content,
        updatedAt: blogPosts.updated_at,
        publishAt: blogPosts.publish_at,
      })
      .from(blogPosts)
      .where(scoped(organizationId).where(blogPosts, eq(blogPosts.display_this_post, true))),
    db
      .select({ path: headingSections.url_page, updatedAt: max(headingSections.updated_at) })
      .from(headingSections)
      .where(scoped(organizationId).where(headingSections))
      .groupBy(headingSections.url_page),
    db
      .select({ path: templateSections.url_page, updatedAt: max(templateSections.updated_at) })
      .from(templateSections)
      .where(scoped(organizationId).where(templateSections))
      .groupBy(templateSections.url_page),
    db
      .select({ kind: policies.kind, updatedAt: policies.updated_at })
      .from(policies)
      .where(scoped(organizationId).where(policies)),
    db
      .select({ path: websiteHero.url_page, updatedAt: max(websiteHero.updated_at) })
      .from(websiteHero)
      .where(scoped(organizationId).where(websiteHero))
      .groupBy(websiteHero.url_page),
  ]);
  const sectionPaths = new Map<string, string>();
  for (const row of [...headingPaths, ...templatePaths, ...heroPaths]) {
    const at = row.updatedAt ? new Date(row.updatedAt).toISOString() : new Date(0).toISOString();
    const known = sectionPaths.get(row.path);
    if (!known || known < at) sectionPaths.set(row.path, at);
  }
  return {
    entries: posts.map((post) => ({
      slug: post.slug,
      kind: post.content === null ? "page" : "post",
      id: post.id,
      updatedAt: post.updatedAt.toISOString(),
      publishAt: post.publishAt ? post.publishAt.toISOString() : null,
    })),
    sectionPaths: [...sectionPaths].map(([path, updatedAt]) => ({ path, updatedAt })),
    policies: policyRows.map((row) => ({ kind: row.kind, updatedAt: row.updatedAt.toISOString() })),
  };
}
