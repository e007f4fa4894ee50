import { and, asc, eq, inArray } from "drizzle-orm";
import { localizePath, type Locale, type LocaleSite } from "../../../../shared/i18n/locales.ts";
import { fallbackTranslator, type FallbackLangs } from "../../../../shared/i18n/translate.ts";
import type { Db } from "../../../../server/db/client.ts";
import { blogPosts, documentSets, faqs, features } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { publishedBy } from "../../../../server/domain/publishing/publication.ts";
import { sanitizeArticleHtml, sanitizeRichText } from "../../../../server/domain/content/sanitize-rich-text.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { htmlToLine } from "../../../../server/domain/content/html-to-text.ts";

/**
 * The help center's content (decision 033): the organization's FAQs, its help-center
 * posts grouped by document set, and its features — one language, with the translation rule of
 * spec public-site §3 (the locale's text when present and non-blank, else the base text). Only
 * published, displayed posts: a scheduled article joins at its publish time like everywhere else.
 */

/** The name of the group of help-center articles that belong to no document set. */
export const GENERAL_DOC_SET = "General";

/** `fallback`: the language of texts shown untranslated, by field, when any (decision 069). */
export type HelpCenterFaq = { id: number; question: string; answer: string; fallback?: FallbackLangs };
export type HelpCenterArticle = { id: number; title: string; url: string; excerpt: string; fallback?: FallbackLangs };
export type HelpCenterDocSet = {
  /** The set's slug; null for the articles of no set ("General"). */
  slug: string | null;
  name: string;
  /** The set's articles are read in order and shown with their numbers. */
  numbered: boolean;
  articles: HelpCenterArticle[];
  fallback?: FallbackLangs;
};
export type HelpCenterFeature = {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  fallback?: FallbackLangs;
};
export type HelpCenterContent = { faqs: HelpCenterFaq[]; doc_sets: HelpCenterDocSet[]; features: HelpCenterFeature[] };

/** The page's language: the requested one when the site offers it, else the site's default. */
export function helpCenterLocale(requested: string | undefined, site: LocaleSite & { defaultLocale: Locale }): Locale {
  return requested && (site.supportedLocales as string[]).includes(requested)
    ? (requested as Locale)
    : site.defaultLocale;
}

/** Plain text of sanitised HTML, cut at `max` characters on a word boundary. */
export function excerptOf(html: string, max = 160): string {
  const text = htmlToLine(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Help-center posts shown at `now` (the organization comes from the tenant scope at the query). */
const helpCenterPosts = (now: Date) =>
  and(eq(blogPosts.is_help_center, true), eq(blogPosts.display_this_post, true), publishedBy(now));

export async function getHelpCenterContent({
  db,
  organizationId,
  locale,
  site,
  now = new Date(),
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
  site: LocaleSite;
  now?: Date;
}): Promise<HelpCenterContent> {
  const [faqRows, postRows, featureRows] = await Promise.all([
    db.select().from(faqs).where(scoped(organizationId).where(faqs)).orderBy(asc(faqs.order), asc(faqs.id)),
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        title_translation: blogPosts.title_translation,
        description: blogPosts.description,
        description_translation: blogPosts.description_translation,
        doc_set: blogPosts.doc_set,
        doc_set_title: blogPosts.doc_set_title,
        is_numbered: blogPosts.is_numbered,
        help_center_order: blogPosts.help_center_order,
      })
      .from(blogPosts)
      .where(scoped(organizationId).where(blogPosts, helpCenterPosts(now)))
      .orderBy(asc(blogPosts.help_center_order), asc(blogPosts.doc_set_order), asc(blogPosts.id)),
    db
      .select()
      .from(features)
      .where(scoped(organizationId).where(features))
      .orderBy(asc(features.order), asc(features.id)),
  ]);

  const setSlugs = [...new Set(postRows.flatMap((row) => (row.doc_set ? [row.doc_set] : [])))];
  const setRows = setSlugs.length
    ? await db
        .select({
          slug: documentSets.slug,
          title: documentSets.title,
          title_translation: documentSets.title_translation,
        })
        .from(documentSets)
        .where(scoped(organizationId).where(documentSets, inArray(documentSets.slug, setSlugs)))
    : [];

  // Sets in the order of their first article (posts come sorted by help_center_order); the
  // articles of no set form "General", placed where its first article is.
  const groups = new Map<string, HelpCenterDocSet>();
  for (const row of postRows) {
    const key = row.doc_set ?? "";
    let group = groups.get(key);
    if (!group) {
      const set = row.doc_set ? setRows.find((candidate) => candidate.slug === row.doc_set) : undefined;
      const setText = fallbackTranslator(locale, site.defaultLocale);
      group = {
        slug: row.doc_set,
        name: row.doc_set
          ? setText.t("name", set?.title ?? row.doc_set_title ?? row.doc_set, set?.title_translation)
          : GENERAL_DOC_SET,
        numbered: false,
        articles: [],
        ...setText.marks(),
      };
      groups.set(key, group);
    }
    if (row.doc_set && row.is_numbered) group.numbered = true;
    const articleText = fallbackTranslator(locale, site.defaultLocale);
    group.articles.push({
      id: row.id,
      title: articleText.t("title", row.title, row.title_translation),
      url: localizePath(`/${row.slug}`, locale, site),
      excerpt: excerptOf(sanitizeRichText(articleText.t("excerpt", row.description, row.description_translation))),
      ...articleText.marks(),
    });
  }

  return {
    faqs: faqRows.map((row) => {
      const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
      return {
        id: row.id,
        question: t("question", row.question, row.question_translation),
        answer: sanitizeRichText(t("answer", row.answer, row.answer_translation)),
        ...marks(),
      };
    }),
    doc_sets: [...groups.values()],
    features: featureRows.map((row) => {
      const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
      return {
        id: row.id,
        title: t("title", row.title, row.title_translation),
        description: t("description", row.description, row.description_translation),
        icon: row.icon,
        ...marks(),
      };
    }),
  };
}

/** One help-center article to read inside the help center; another organization's id, or a post that is not in the help center, is not found. */
export async function getHelpCenterArticle({
  db,
  organizationId,
  id,
  locale,
  site,
  now = new Date(),
}: {
  db: Db;
  organizationId: number;
  id: number;
  locale: Locale;
  site: LocaleSite;
  now?: Date;
}): Promise<{ id: number; title: string; url: string; content_html: string; fallback?: FallbackLangs }> {
  const [row] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      title_translation: blogPosts.title_translation,
      content: blogPosts.content,
      content_translation: blogPosts.content_translation,
    })
    .from(blogPosts)
    .where(scoped(organizationId).where(blogPosts, helpCenterPosts(now), eq(blogPosts.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Article not found");
  const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
  return {
    id: row.id,
    title: t("title", row.title, row.title_translation),
    url: localizePath(`/${row.slug}`, locale, site),
    content_html: sanitizeArticleHtml(t("content", row.content, row.content_translation)),
    ...marks(),
  };
}
