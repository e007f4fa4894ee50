import type { UiLocale } from "../../shared/i18n/ui-locales.ts";
import type { PlanView } from "../../shared/rules/pricing.ts";
import type { PlanCardTexts } from "../components/pricing/plan-card-texts.ts";
import type { FallbackLangs } from "../../shared/i18n/translate.ts";
import type { Media } from "../../shared/rules/media.ts";

/** What public pages render: already translated, sanitised and resolved to CSS values on the server. */

/** `fallback.label`: the label's language when it is shown untranslated (see `Fallback`). */
export type LinkView = { label: string; href: string; external: boolean; fallback?: FallbackLangs };

/**
 * On a view whose texts fell back to the base text: their language by field (`fallbackAttrs`
 * renders it as `lang`/`dir`). Absent when everything is translated.
 */
export type Fallback = { fallback?: FallbackLangs };

export type SubmenuView = LinkView & Fallback & { id: number; description: string | null; image: string | null };

/** A footer link; a menu item with submenu items brings them as its own column. */
export type FooterLinkView = LinkView & { children: LinkView[] };

export type MenuView = LinkView &
  Fallback & {
    id: number;
    image: string | null;
    description: string | null;
    children: SubmenuView[];
  };

export type HeaderView = {
  type: "default" | "transparent" | "fixed" | "mini" | "ring_card_mini";
  background: string;
  color: string;
  colorHover: string;
  maxWidth: string;
  logoHeight: number;
  itemsAreText: boolean;
};

export type FooterView = {
  variant: "default" | "compact" | "grid";
  background: string;
  color: string;
  colorHover: string;
};

export type MetricView = Fallback & {
  id: number;
  titleHtml: string;
  descriptionHtml: string;
  media: Media | null;
  isCardType: boolean;
  isTitleDisplayed: boolean;
  isImageRoundedFull: boolean;
  background: string;
};

export type TemplateSectionView = Fallback & {
  id: number;
  type: string;
  titleHtml: string;
  descriptionHtml: string;
  textStyleVariant: string;
  gridColumns: number;
  isSlider: boolean;
  isFullWidth: boolean;
  background: string | null;
  titleAlign: "left" | "center" | "right";
  isImageBottom: boolean;
  imageHeight: number;
  metrics: MetricView[];
  /** faq sections: the organization's FAQs (answers sanitised rich text). */
  faqs: FaqView[];
  /** team and testimonials sections: the people they show, in order. */
  people: PersonView[];
  /** The page's language, for the texts of controls such as the slider's buttons. */
  locale: string;
  /** pricing_plans sections: the organization's plans and the section's texts, translated. */
  plans?: PlanView[];
  planTexts?: PlanCardTexts;
};

export type FaqView = Fallback & { id: number; question: string; answerHtml: string };

/** A team member or a testimonial's author (plain texts; links already checked). */
export type PersonView = Fallback & {
  id: number;
  name: string;
  image: string | null;
  /** Job title (team), or job title and company (testimonial). */
  role: string;
  /** Department (team) or project type (testimonial). */
  detail: string | null;
  /** Description (team) or testimonial text. */
  text: string;
  /** 1-5 for testimonials, null for team members. */
  rating: number | null;
  isFeatured: boolean;
  links: { kind: "linkedin" | "twitter" | "github" | "portfolio"; href: string }[];
  skills: string[];
};

export type HeadingSectionView = Fallback & {
  id: number;
  /** The heading's name (first title part), as the error fallback names it. */
  name: string;
  /** h1 for the first heading section of a page, h2 for the others. */
  level: 1 | 2;
  titleParts: string[];
  descriptionHtml: string;
  buttonText: string | null;
  href: string | null;
  isTextLink: boolean;
  image: string | null;
  imageFirst: boolean;
  styleVariant: "default" | "clean";
  textStyleVariant: string;
  titleAlign: "left" | "center" | "right";
  background: string;
};

export type BreadcrumbView = { label: string; href: string };

/** Who is signed in on this site, as the page needs it (spec public-site §6); null when anonymous. */
export type ViewerView = {
  id: string;
  name: string;
  email: string;
  /** Admin of the organization of this site (not of any other). */
  isAdmin: boolean;
  /** The language of this person's admin screens and editors, not the page's. */
  uiLocale?: UiLocale;
  /** The time zone of this person's dates and times on admin screens (decision 080); absent: the browser's. */
  timeZone?: string;
} | null;
