import { localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import { safeMediaUrl } from "../../shared/rules/media.ts";
import { fallbackTranslator } from "../../shared/i18n/translate.ts";
import type { Db } from "../../server/db/client.ts";
import { findContent } from "../../server/domain/content/find-content.ts";
import { getPolicy, type PolicyKind } from "../../server/domain/content/get-policy.ts";
import { listBlogPosts } from "../../server/domain/content/list-blog-posts.ts";
import { listSitePaths, type SitePathEntry, type SitePaths } from "../../server/domain/content/list-site-paths.ts";
import { isScheduled } from "../../server/domain/publishing/publication.ts";
import { contentLabels, formatDate } from "../labels/content-labels.ts";
import type { PolicyView, PostSummaryView, PostView } from "./content-views.ts";

export { isScheduled };

/** Posts per page of the blog index. */
export const BLOG_PAGE_SIZE = 9;

export type SiteIndex = SitePaths & { bySlug: Map<string, SitePathEntry>; sectionPathSet: Set<string> };

/** The organization's addresses with content (read model, one per organization; see listSitePaths). */
export async function loadSiteIndex({ db, organizationId }: { db: Db; organizationId: number }): Promise<SiteIndex> {
  const paths = await listSitePaths({ db, organizationId });
  return {
    ...paths,
    bySlug: new Map(paths.entries.map((entry) => [entry.slug, entry])),
    sectionPathSet: new Set(paths.sectionPaths.map((entry) => entry.path)),
  };
}

/**
 * The slug of a one-segment content path (`/about` → `about`), or null for anything a slug cannot
 * be: nested paths, empty or over-long segments, characters outside lowercase letters, digits and
 * hyphens (spec editing-tools §5) — such paths are never looked up.
 */
export function slugOf(path: string): string | null {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path);
  return match && match[1]!.length <= 200 ? match[1]! : null;
}

function authorOf(record: { author_name: string | null; is_company_author: boolean }, siteName: string) {
  return record.is_company_author ? siteName : record.author_name?.trim() || null;
}

export async function loadPostView({
  db,
  organizationId,
  slug,
  locale,
  site,
  siteName,
  includeScheduled = false,
}: {
  db: Db;
  organizationId: number;
  slug: string;
  locale: Locale;
  site: LocaleSite;
  siteName: string;
  /** Admins preview a post before its publish time; such a view is never cached. */
  includeScheduled?: boolean;
}): Promise<(PostView & { isPage: boolean; displayAsBlogPost: boolean; description: string }) | null> {
  const now = new Date();
  const found = await findContent({ db, organizationId, slug, now, includeScheduled });
  if (!found) return null;
  const { record, docSet } = found;
  let docSetView: PostView["docSet"] = null;
  if (docSet) {
    const articles = docSet.articles.map((article) => {
      const articleText = fallbackTranslator(locale, site.defaultLocale);
      return {
        title: articleText.t("title", article.title, article.title_translation),
        href: localizePath(`/${article.slug}`, locale, site),
        current: article.slug === record.slug,
        ...articleText.marks(),
      };
    });
    const index = articles.findIndex((article) => article.current);
    const link = ({ current: _current, ...rest }: (typeof articles)[number]) => rest;
    const previous = index > 0 ? articles[index - 1]! : null;
    const next = index >= 0 && index < articles.length - 1 ? articles[index + 1]! : null;
    const setText = fallbackTranslator(locale, site.defaultLocale);
    docSetView = {
      title: setText.t("title", docSet.title, docSet.title_translation),
      numbered: record.is_numbered,
      articles,
      previous: previous && link(previous),
      next: next && link(next),
      ...setText.marks(),
    };
  }
  const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
  const descriptionHtml = t("description", record.description, record.description_translation);
  const title = t("title", record.title, record.title_translation);
  const contentHtml = record.content === null ? "" : t("content", record.content, record.content_translation);
  const createdOn = record.created_on.toISOString();
  return {
    slug: record.slug,
    scheduledFor: isScheduled(record.publish_at, now) ? record.publish_at!.toISOString() : null,
    isPage: record.content === null,
    displayAsBlogPost: record.display_as_blog_post,
    title,
    // The meta description is written in the site's language: under another language the page's own
    // translated description says it in the visitor's (English descriptions under /es; decision 037).
    description:
      (record.description_translation?.[locale]?.trim() ? "" : (record.meta_description ?? "").trim()) ||
      descriptionHtml.replace(/<[^>]+>/g, "").trim(),
    descriptionHtml,
    contentHtml,
    type: ["default", "minimal", "landing", "doc_set"].includes(record.type) ? record.type : "default",
    mainPhoto: safeMediaUrl(record.main_photo),
    author: record.is_with_author ? authorOf(record, siteName) : null,
    createdOn,
    createdOnText: formatDate(createdOn, locale),
    docSet: docSetView,
    ...marks(),
  };
}

export async function loadBlogPosts({
  db,
  organizationId,
  locale,
  site,
  siteName,
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
  site: LocaleSite;
  siteName: string;
}): Promise<PostSummaryView[]> {
  const rows = await listBlogPosts({ db, organizationId });
  return rows.map((row) => {
    const createdOn = row.created_on.toISOString();
    const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
    return {
      slug: row.slug,
      title: t("title", row.title, row.title_translation),
      descriptionHtml: t("description", row.description, row.description_translation),
      href: localizePath(`/${row.slug}`, locale, site),
      mainPhoto: safeMediaUrl(row.main_photo),
      author: authorOf(row, siteName),
      createdOn,
      createdOnText: formatDate(createdOn, locale),
      ...marks(),
    };
  });
}

export const POLICY_PATHS: Record<string, PolicyKind> = {
  "/privacy-policy": "privacy_policy",
  "/cookie-policy": "cookie_policy",
};

export async function loadPolicyView({
  db,
  organizationId,
  kind,
  locale,
  source,
}: {
  db: Db;
  organizationId: number;
  kind: PolicyKind;
  locale: Locale;
  /** The site's default language: a text shown untranslated is marked with it. */
  source?: Locale;
}): Promise<PolicyView | null> {
  const policy = await getPolicy({ db, organizationId, kind });
  if (!policy) return null;
  const labels = contentLabels(locale);
  const fallbackTitle = kind === "privacy_policy" ? labels.privacyPolicy : labels.cookiePolicy;
  const { t, marks } = fallbackTranslator(locale, source);
  return {
    title: t("title", policy.title, policy.title_translation) || fallbackTitle,
    contentHtml: t("content", policy.content, policy.content_translation),
    updatedOnText: formatDate(policy.updated_at.toISOString(), locale),
    labels,
    ...marks(),
  };
}
