/**
 * Section records (as the API and the loaders read them) to what the page renders: translated,
 * resolved to CSS values, media detected. Browser-safe, so the page loader and the freshness
 * refetch (template-section-updated) build identical views.
 */
import { localizePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import { linkKind } from "../../shared/rules/links.ts";
import { detectMedia, safeMediaUrl } from "../../shared/rules/media.ts";
import { backgroundValue } from "../../shared/style/palette.ts";
import { clampRating, type CustomerObject, type TeamObject } from "../../shared/rules/people.ts";
import { fallbackLang, fallbackTranslator, translate } from "../../shared/i18n/translate.ts";
import type { Gradient, Translations } from "../../shared/i18n/types.ts";
import { imageHeightPx } from "./section-options.ts";
import type { HeadingSectionView, PersonView, TemplateSectionView } from "./view-models.ts";

/**
 * A stored link (a menu `url_name` slug, or a heading/hero/banner URL) as an href: outside addresses
 * stay, site paths get the language prefix. Anything the link rule (shared/rules/links.ts) refuses — older
 * data stored before it, `//host`, `/\\host`, `javascript:` — is no link at all (`href: null`).
 */
export function linkTo(
  urlName: string | null | undefined,
  locale: Locale,
  site: LocaleSite,
): { href: string | null; external: boolean } {
  const value = (urlName ?? "").trim();
  const candidate =
    value === "" ? "/" : /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("/") ? value : `/${value}`;
  const kind = linkKind(candidate);
  if (kind === null) return { href: null, external: false };
  if (kind !== "path") return { href: candidate, external: true };
  return { href: localizePath(candidate === "/home" ? "/" : candidate, locale, site), external: false };
}

type MetricRecord = {
  id: number;
  title: string;
  title_translation: Translations;
  description: string;
  description_translation: Translations;
  image: string | null;
  is_image_rounded_full: boolean;
  is_title_displayed: boolean;
  is_card_type: boolean;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
};

export type TemplateSectionRecord = {
  id: number;
  section_type: string;
  section_title: string;
  section_title_translation: Translations;
  section_description: string;
  section_description_translation: Translations;
  text_style_variant: string;
  grid_columns: number;
  is_slider: boolean;
  is_full_width: boolean;
  is_gradient: boolean;
  gradient: Gradient | null;
  background_color: string | null;
  is_section_title_aligned_center: boolean;
  is_section_title_aligned_right: boolean;
  is_image_bottom: boolean;
  image_metrics_height: string;
  website_metric: MetricRecord[];
  faq_items?: {
    id: number;
    question: string;
    question_translation: Translations;
    answer: string;
    answer_translation: Translations;
  }[];
  team_members?: { id: number; full_name: string; team: TeamObject }[];
  testimonials?: { id: number; full_name: string; customer: CustomerObject }[];
};

export type HeadingSectionRecord = {
  id: number;
  name: string;
  name_translation: Translations;
  name_part_2: string | null;
  name_part_2_translation: Translations;
  name_part_3: string | null;
  name_part_3_translation: Translations;
  description_text: string;
  description_text_translation: Translations;
  button_text: string | null;
  button_text_translation: Translations;
  url: string | null;
  is_text_link: boolean;
  image: string | null;
  image_first: boolean;
  style_variant: string;
  text_style_variant: string;
  title_alignment: string;
  background_color: string;
  is_gradient: boolean;
  gradient: Gradient | null;
};

function alignment(center: boolean, right: boolean): "left" | "center" | "right" {
  return center ? "center" : right ? "right" : "left";
}

/** An outside profile link, only when it is a plain http(s) address. */
function safeLink(url: string | null | undefined): string | null {
  const value = safeMediaUrl(url);
  return value && /^https?:\/\//i.test(value) ? value : null;
}

function teamPerson(
  member: { id: number; full_name: string; team: TeamObject },
  locale: Locale,
  source: Locale | undefined,
): PersonView {
  const team = member.team;
  const name = team.pseudonym?.trim() || member.full_name;
  const { t, mark, marks } = fallbackTranslator(locale, source);
  const skills = localizedSkills(team, locale);
  mark("skills", skills.fellBack);
  return {
    id: member.id,
    name,
    image: safeMediaUrl(team.image),
    role: t("role", team.job_title, team.job_title_translation),
    detail: team.department ? t("detail", team.department, team.department_translation) : null,
    text: t("text", team.description ?? team.bio ?? "", team.description_translation),
    rating: null,
    isFeatured: Boolean(team.is_featured),
    links: [
      { kind: "linkedin" as const, href: safeLink(team.linkedin_url) },
      { kind: "twitter" as const, href: safeLink(team.twitter_url) },
      { kind: "github" as const, href: safeLink(team.github_url) },
      { kind: "portfolio" as const, href: safeLink(team.portfolio_url) },
    ].filter((link): link is { kind: "linkedin" | "twitter" | "github" | "portfolio"; href: string } =>
      Boolean(link.href),
    ),
    skills: skills.list.slice(0, 6),
    ...marks(),
  };
}

/** The skills in `locale`, and whether they are the base list shown untranslated. */
function localizedSkills(team: TeamObject, locale: Locale): { list: string[]; fellBack: boolean } {
  const skills = team.skills ?? [];
  const localized = team.skills_translation?.[locale];
  return Array.isArray(localized) && localized.length === skills.length
    ? { list: localized, fellBack: false }
    : { list: skills, fellBack: skills.length > 0 };
}

function testimonialPerson(
  entry: { id: number; full_name: string; customer: CustomerObject },
  locale: Locale,
  source: Locale | undefined,
): PersonView {
  const customer = entry.customer;
  const { t, marks } = fallbackTranslator(locale, source);
  return {
    id: entry.id,
    name: customer.pseudonym?.trim() || entry.full_name,
    image: safeMediaUrl(customer.image),
    // The job title in the page's language; a company name is the same in every language.
    role: [customer.job_title && t("role", customer.job_title, customer.job_title_translation), customer.company]
      .filter(Boolean)
      .join(", "),
    detail: customer.project_type ?? null,
    text: t("text", customer.testimonial_text, customer.testimonial_text_translation),
    rating: clampRating(customer.rating),
    isFeatured: Boolean(customer.is_featured),
    links: safeLink(customer.linkedin_url) ? [{ kind: "linkedin", href: safeLink(customer.linkedin_url)! }] : [],
    skills: [],
    ...marks(),
  };
}

/** `source` is the site's default language, the language of untranslated texts (marked on the view). */
export function templateSectionView(
  section: TemplateSectionRecord,
  locale: Locale,
  source?: Locale,
): TemplateSectionView {
  const { t, marks } = fallbackTranslator(locale, source);
  return {
    id: section.id,
    type: section.section_type,
    titleHtml: t("title", section.section_title, section.section_title_translation),
    descriptionHtml: t("description", section.section_description, section.section_description_translation),
    textStyleVariant: section.text_style_variant,
    gridColumns: Math.min(5, Math.max(1, section.grid_columns)),
    isSlider: section.is_slider,
    isFullWidth: section.is_full_width,
    background:
      section.is_gradient || section.background_color
        ? backgroundValue(section.background_color, section.is_gradient, section.gradient)
        : null,
    titleAlign: alignment(section.is_section_title_aligned_center, section.is_section_title_aligned_right),
    isImageBottom: section.is_image_bottom,
    imageHeight: imageHeightPx(section.image_metrics_height),
    metrics: section.website_metric.map((metric) => {
      const metricText = fallbackTranslator(locale, source);
      return {
        id: metric.id,
        titleHtml: metricText.t("title", metric.title, metric.title_translation),
        descriptionHtml: metricText.t("description", metric.description, metric.description_translation),
        media: detectMedia(metric.image),
        isCardType: metric.is_card_type,
        isTitleDisplayed: metric.is_title_displayed,
        isImageRoundedFull: metric.is_image_rounded_full,
        background: backgroundValue(metric.background_color, metric.is_gradient, metric.gradient, "#ffffff"),
        ...metricText.marks(),
      };
    }),
    faqs: (section.faq_items ?? []).map((faq) => {
      const faqText = fallbackTranslator(locale, source);
      return {
        id: faq.id,
        question: faqText.t("question", faq.question, faq.question_translation),
        answerHtml: faqText.t("answer", faq.answer, faq.answer_translation),
        ...faqText.marks(),
      };
    }),
    people: [
      ...(section.team_members ?? []).map((member) => teamPerson(member, locale, source)),
      ...(section.testimonials ?? []).map((entry) => testimonialPerson(entry, locale, source)),
    ],
    locale,
    ...marks(),
  };
}

/** `index` 0 is the page's h1. */
export function headingSectionView(
  heading: HeadingSectionRecord,
  index: number,
  locale: Locale,
  site: LocaleSite,
): HeadingSectionView {
  const { t, mark, marks } = fallbackTranslator(locale, site.defaultLocale);
  const name = t("name", heading.name, heading.name_translation);
  // Title parts are marked by their place among the shown parts (`part0`…), as the page renders them.
  const titleParts = [
    [heading.name, heading.name_translation],
    [heading.name_part_2, heading.name_part_2_translation],
    [heading.name_part_3, heading.name_part_3_translation],
  ]
    .map(([base, translations]) => ({
      text: translate(base as string, translations as Translations, locale),
      lang: fallbackLang(base as string, translations as Translations, locale, site.defaultLocale),
    }))
    .filter((part) => part.text.trim() !== "");
  // A title shown wholly untranslated is marked once, on the heading element itself.
  const whole = titleParts.length > 0 && titleParts.every((part) => part.lang);
  if (whole) mark("title", true);
  else titleParts.forEach((part, index) => mark(`part${index}`, Boolean(part.lang)));
  const descriptionHtml = t("description", heading.description_text, heading.description_text_translation);
  const buttonText = t("button", heading.button_text, heading.button_text_translation) || null;
  return {
    id: heading.id,
    name,
    level: index === 0 ? 1 : 2,
    titleParts: titleParts.map((part) => part.text),
    descriptionHtml,
    buttonText,
    href: heading.url ? linkTo(heading.url, locale, site).href : null,
    isTextLink: heading.is_text_link,
    image: safeMediaUrl(heading.image),
    imageFirst: heading.image_first,
    styleVariant: heading.style_variant === "clean" ? "clean" : "default",
    textStyleVariant: heading.text_style_variant,
    titleAlign:
      heading.title_alignment === "center" ? "center" : heading.title_alignment === "right" ? "right" : "left",
    background: backgroundValue(heading.background_color, heading.is_gradient, heading.gradient, "#ffffff"),
    ...marks(),
  };
}
