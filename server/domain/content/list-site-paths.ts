import { eq, max, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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
  /**
   * The languages each address's main content is translated into (decision 069), by unprefixed
   * path (`/home`, `/about`, `/privacy-policy`): hreflang and the sitemap announce an address in
   * another language than the default only when it is listed here. Main content: a section page's
   * hero title, heading names and section titles (and a page record's title); a post's body; a
   * policy's text. One translated title is enough: a page with none is not that language's page.
   */
  translated: Record<string, string[]>;
};

/** The locales of a `_translation` map with a non-blank text, computed by the database. */
function localesOf(column: AnyPgColumn): SQL<string[] | null> {
  return sql<string[] | null>`(select array_agg(e.key) from jsonb_each_text(${column}) e where btrim(e.value) <> '')`;
}

/**
 * Every address of an organization's site that has content: the slug index a request is checked
 * against before anything else is loaded (an unknown path costs no query and fills no cache), and
 * the source of the sitemap.
 */
export async function listSitePaths({ db, organizationId }: { db: Db; organizationId: number }): Promise<SitePaths> {
  const [posts, headingPaths, templatePaths, policyRows, heroPaths, titles] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        isPage: sql<boolean>`${blogPosts.content} is null`,
        updatedAt: blogPosts.updated_at,
        publishAt: blogPosts.publish_at,
        // A page's title; a post's body (its title alone does not make it a translated post).
        locales: sql<
          string[] | null
        >`case when ${blogPosts.content} is null then ${localesOf(blogPosts.title_translation)} else ${localesOf(blogPosts.content_translation)} end`,
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
      .select({ kind: policies.kind, updatedAt: policies.updated_at, locales: localesOf(policies.content_translation) })
      .from(policies)
      .where(scoped(organizationId).where(policies)),
    db
      .select({ path: websiteHero.url_page, updatedAt: max(websiteHero.updated_at) })
      .from(websiteHero)
      .where(scoped(organizationId).where(websiteHero))
      .groupBy(websiteHero.url_page),
    // The main titles of section pages, with the languages each is translated into.
    Promise.all([
      db
        .select({ path: websiteHero.url_page, locales: localesOf(websiteHero.title_translation) })
        .from(websiteHero)
        .where(scoped(organizationId).where(websiteHero)),
      db
        .select({ path: headingSections.url_page, locales: localesOf(headingSections.name_translation) })
        .from(headingSections)
        .where(scoped(organizationId).where(headingSections)),
      db
        .select({ path: templateSections.url_page, locales: localesOf(templateSections.section_title_translation) })
        .from(templateSections)
        .where(scoped(organizationId).where(templateSections)),
    ]),
  ]);
  const translated = new Map<string, Set<string>>();
  const addTranslated = (path: string, locales: string[] | null) => {
    const known = translated.get(path) ?? new Set<string>();
    for (const locale of locales ?? []) known.add(locale);
    translated.set(path, known);
  };
  for (const row of titles.flat()) addTranslated(row.path, row.locales);
  for (const post of posts) addTranslated(`/${post.slug}`, post.locales);
  for (const row of policyRows) {
    addTranslated(row.kind === "cookie_policy" ? "/cookie-policy" : "/privacy-policy", row.locales);
  }
  const sectionPaths = new Map<string, string>();
  for (const row of [...headingPaths, ...templatePaths, ...heroPaths]) {
    const at = row.updatedAt ? new Date(row.updatedAt).toISOString() : new Date(0).toISOString();
    const known = sectionPaths.get(row.path);
    if (!known || known < at) sectionPaths.set(row.path, at);
  }
  return {
    entries: posts.map((post) => ({
      slug: post.slug,
      kind: post.isPage ? "page" : "post",
      id: post.id,
      updatedAt: post.updatedAt.toISOString(),
      publishAt: post.publishAt ? post.publishAt.toISOString() : null,
    })),
    sectionPaths: [...sectionPaths].map(([path, updatedAt]) => ({ path, updatedAt })),
    policies: policyRows.map((row) => ({ kind: row.kind, updatedAt: row.updatedAt.toISOString() })),
    translated: Object.fromEntries([...translated].map(([path, locales]) => [path, [...locales].sort()])),
  };
}
