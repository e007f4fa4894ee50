import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../../../server/db/client.ts";
import {
  blogPosts,
  faqs,
  headingSections,
  metrics,
  templateSectionMetrics,
  templateSections,
  websiteHero,
} from "../../../../../server/db/schema/index.ts";
import { translate } from "../../../../../shared/i18n/translate.ts";
import type { Translations } from "../../../../../shared/i18n/types.ts";
import { htmlToText } from "./search-config.ts";
import { scoped } from "../../../../../server/db/tenant-scope.ts";

export type SearchKind = "page" | "post" | "article" | "faq";

/** One searchable record in one language, before it is parsed into a tsvector. */
export type SearchDocument = {
  kind: SearchKind;
  recordId: string;
  locale: string;
  title: string;
  body: string;
  /** Unprefixed site path. */
  url: string;
  visibleFrom: Date | null;
};

/** Where a FAQ is read: the help center's FAQ view (the /help-center page opens the entry by its anchor). */
export const faqUrl = (id: number | string) => `/help-center#faq-${id}`;

type Texts = { base: string | null | undefined; translations: Translations | null | undefined };

/** Titles and descriptions may hold inline markup too: every part is read as plain text. */
const text = (locale: string, ...parts: Texts[]) =>
  parts
    .map(({ base, translations }) => htmlToText(translate(base, translations, locale)))
    .filter(Boolean)
    .join(" ");

/** A title is one line, whatever breaks its markup holds. */
const titleText = (locale: string, part: Texts) => text(locale, part).replace(/\s*\n\s*/g, " ");

/** Parts that are read apart (a hero's title and its description): one line each. */
const lines = (locale: string, ...parts: Texts[]) =>
  parts
    .map((part) => text(locale, part))
    .filter(Boolean)
    .join("\n");

/**
 * Every searchable record of an organization, in each of `locales`, with the spec's translation
 * rule (the locale's text when present and non-blank, else the base text): displayed posts (help
 * center posts are "article"), displayed pages with the text of their sections, and the FAQs.
 * Scheduled records are included with their publish time; searches compare it with the clock.
 */
export async function collectSearchDocuments({
  db,
  organizationId,
  locales,
}: {
  db: Db;
  organizationId: number;
  locales: readonly string[];
}): Promise<SearchDocument[]> {
  const [posts, faqRows, headings, templates, heroes] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        title_translation: blogPosts.title_translation,
        description: blogPosts.description,
        description_translation: blogPosts.description_translation,
        content: blogPosts.content,
        content_translation: blogPosts.content_translation,
        is_help_center: blogPosts.is_help_center,
        publish_at: blogPosts.publish_at,
      })
      .from(blogPosts)
      .where(scoped(organizationId).where(blogPosts, eq(blogPosts.display_this_post, true))),
    db
      .select({
        id: faqs.id,
        question: faqs.question,
        question_translation: faqs.question_translation,
        answer: faqs.answer,
        answer_translation: faqs.answer_translation,
      })
      .from(faqs)
      .where(scoped(organizationId).where(faqs))
      .orderBy(asc(faqs.order), asc(faqs.id)),
    db.select().from(headingSections).where(scoped(organizationId).where(headingSections)),
    db.select().from(templateSections).where(scoped(organizationId).where(templateSections)),
    db
      .select({
        url_page: websiteHero.url_page,
        title: websiteHero.title,
        title_translation: websiteHero.title_translation,
        description: websiteHero.description,
        description_translation: websiteHero.description_translation,
      })
      .from(websiteHero)
      .where(scoped(organizationId).where(websiteHero)),
  ]);
  const sectionIds = templates.map((section) => section.id);
  const metricRows =
    sectionIds.length === 0
      ? []
      : await db
          .select({
            section_id: templateSectionMetrics.section_id,
            title: metrics.title,
            title_translation: metrics.title_translation,
            description: metrics.description,
            description_translation: metrics.description_translation,
          })
          .from(templateSectionMetrics)
          .innerJoin(metrics, scoped(organizationId).where(metrics, eq(metrics.id, templateSectionMetrics.metric_id)))
          .where(
            scoped(organizationId).where(
              templateSectionMetrics,
              inArray(templateSectionMetrics.section_id, sectionIds),
            ),
          )
          .orderBy(asc(templateSectionMetrics.order));

  const documents: SearchDocument[] = [];
  const pageText = (urlPage: string, locale: string) =>
    [
      ...heroes
        .filter((hero) => hero.url_page === urlPage)
        .map((hero) =>
          lines(
            locale,
            { base: hero.title, translations: hero.title_translation },
            { base: hero.description, translations: hero.description_translation },
          ),
        ),
      ...headings
        .filter((heading) => heading.url_page === urlPage)
        .sort((a, b) => a.order - b.order)
        .map((heading) =>
          text(
            locale,
            { base: heading.name, translations: heading.name_translation },
            { base: heading.name_part_2, translations: heading.name_part_2_translation },
            { base: heading.name_part_3, translations: heading.name_part_3_translation },
            { base: heading.description_text, translations: heading.description_text_translation },
          ),
        ),
      ...templates
        .filter((section) => section.url_page === urlPage)
        .sort((a, b) => a.order - b.order)
        .flatMap((section) => [
          text(
            locale,
            { base: section.section_title, translations: section.section_title_translation },
            { base: section.section_description, translations: section.section_description_translation },
          ),
          ...metricRows
            .filter((metric) => metric.section_id === section.id)
            .map((metric) =>
              text(
                locale,
                { base: metric.title, translations: metric.title_translation },
                { base: metric.description, translations: metric.description_translation },
              ),
            ),
        ]),
    ]
      .filter(Boolean)
      .join("\n");

  for (const locale of locales) {
    for (const post of posts) {
      const title = titleText(locale, { base: post.title, translations: post.title_translation });
      const description = text(locale, { base: post.description, translations: post.description_translation });
      if (post.content === null) {
        // A page: its body is its sections (spec editing-tools §3).
        const body = [description, pageText(`/${post.slug}`, locale)].filter(Boolean).join("\n");
        documents.push({
          kind: "page",
          recordId: String(post.id),
          locale,
          title: title || post.slug,
          body,
          url: `/${post.slug}`,
          visibleFrom: post.publish_at,
        });
        continue;
      }
      const content = text(locale, { base: post.content, translations: post.content_translation });
      documents.push({
        kind: post.is_help_center ? "article" : "post",
        recordId: String(post.id),
        locale,
        title: title || post.slug,
        body: [description, content].filter(Boolean).join("\n"),
        url: `/${post.slug}`,
        visibleFrom: post.publish_at,
      });
    }
    const home = pageText("/home", locale);
    if (home) {
      // The home page's title is its hero's title (never the hero's description run into it).
      const hero = heroes.find((row) => row.url_page === "/home");
      const heroTitle = hero ? titleText(locale, { base: hero.title, translations: hero.title_translation }) : "";
      documents.push({
        kind: "page",
        recordId: "home",
        locale,
        title: (heroTitle || home.split("\n")[0]!).slice(0, 120),
        body: home,
        url: "/",
        visibleFrom: null,
      });
    }
    for (const faq of faqRows) {
      const question = titleText(locale, { base: faq.question, translations: faq.question_translation });
      if (!question) continue;
      documents.push({
        kind: "faq",
        recordId: String(faq.id),
        locale,
        title: question,
        body: text(locale, { base: faq.answer, translations: faq.answer_translation }),
        url: faqUrl(faq.id),
        visibleFrom: null,
      });
    }
  }
  return documents;
}
