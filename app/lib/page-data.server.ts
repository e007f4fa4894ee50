import { localizePath, sectionPagePath, type Locale, type LocaleSite } from "../../shared/locales.ts";
import { detectMedia, safeMediaUrl } from "../../shared/media.ts";
import { backgroundValue, colorValue } from "../../shared/palette.ts";
import type { ResolvedSettings } from "../../shared/settings.ts";
import { translate } from "../../shared/translate.ts";
import type { Db } from "../../server/db/client.ts";
import { listMenuItems } from "../../server/domain/navigation/list-menu-items.ts";
import { listHeadingSections } from "../../server/domain/sections/list-heading-sections.ts";
import { listTemplateSections } from "../../server/domain/sections/list-template-sections.ts";
import { listPricingPlans } from "../../server/domain/pricing/list-pricing-plans.ts";
import { planCardTexts } from "../components/pricing/plan-card-texts.ts";
import { imageHeightPx } from "./section-options.ts";
import type {
  FooterLinkView,
  FooterView,
  HeaderView,
  HeadingSectionView,
  MenuView,
  TemplateSectionView,
} from "./view-models.ts";

const MENU_WIDTHS: Record<string, string> = {
  lg: "1024px",
  xl: "1280px",
  "2xl": "1536px",
  "3xl": "1792px",
  "4xl": "2048px",
  "5xl": "2304px",
  "6xl": "2560px",
  "7xl": "2816px",
};
const LOGO_HEIGHTS: Record<string, number> = { "h-8": 32, "h-10": 40, "h-12": 48, "h-16": 64 };
export const IMAGE_HEIGHTS: Record<string, number> = {
  "h-32": 128,
  "h-40": 160,
  "h-48": 192,
  "h-56": 224,
  "h-64": 256,
  "h-72": 288,
  "h-80": 320,
  "h-96": 384,
};

/** A menu `url_name` as a link: external addresses stay, site paths get the language prefix. */
export function linkTo(
  urlName: string | null | undefined,
  locale: Locale,
  site: LocaleSite,
): { href: string; external: boolean } {
  const value = (urlName ?? "").trim();
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  if (/^(mailto|tel):/i.test(value)) return { href: value, external: true };
  const path = "/" + value.replace(/^\/+/, "");
  return { href: localizePath(path === "/home" ? "/" : path, locale, site), external: false };
}

export async function loadSiteChrome({
  db,
  organizationId,
  settings,
  locale,
}: {
  db: Db;
  organizationId: number;
  settings: ResolvedSettings;
  locale: Locale;
}) {
  const items = await listMenuItems({ db, organizationId });
  const menu: MenuView[] = items
    // A menu item named Profile is never shown.
    .filter((item) => item.is_displayed && item.display_name.trim().toLowerCase() !== "profile")
    .map((item) => ({
      id: item.id,
      label: translate(item.display_name, item.display_name_translation, locale),
      description: item.description ? translate(item.description, item.description_translation, locale) : null,
      image: item.image,
      ...linkTo(item.url_name, locale, settings),
      children: item.website_submenuitem
        .filter((sub) => sub.is_displayed !== false)
        .map((sub) => ({
          id: sub.id,
          label: translate(sub.name, sub.name_translation, locale),
          description: sub.description ? translate(sub.description, sub.description_translation, locale) : null,
          image: sub.image,
          ...linkTo(sub.url_name, locale, settings),
        })),
    }));
  const footerLinks: FooterLinkView[] = items
    .filter((item) => item.is_displayed_on_footer && item.display_name.trim().toLowerCase() !== "profile")
    .map((item) => ({
      label: translate(item.display_name, item.display_name_translation, locale),
      ...linkTo(item.url_name, locale, settings),
      children: item.website_submenuitem
        .filter((sub) => sub.is_displayed !== false)
        .map((sub) => ({
          label: translate(sub.name, sub.name_translation, locale),
          ...linkTo(sub.url_name, locale, settings),
        })),
    }));
  const { header: h, footer: f } = settings;
  const header: HeaderView = {
    type: h.type,
    background: backgroundValue(h.background, h.is_gradient, h.gradient, "#ffffff"),
    color: colorValue(h.color, "#374151"),
    colorHover: colorValue(h.color_hover, "#111827"),
    maxWidth: MENU_WIDTHS[h.menu_width] ?? "2816px",
    logoHeight: LOGO_HEIGHTS[h.logo_height] ?? 48,
    itemsAreText: h.menu_items_are_text,
  };
  const footer: FooterView = {
    variant: f.variant,
    background: backgroundValue(f.background, f.is_gradient, f.gradient, colorValue("neutral-900")),
    color: colorValue(f.color, colorValue("neutral-400")),
    colorHover: colorValue(f.color_hover, "#ffffff"),
  };
  return { menu, footerLinks, header, footer };
}

function alignment(center: boolean, right: boolean): "left" | "center" | "right" {
  return center ? "center" : right ? "right" : "left";
}

/** Heading and template sections of one page (unprefixed path), translated for `locale`. */
export async function loadPageSections({
  db,
  organizationId,
  path,
  locale,
  site,
}: {
  db: Db;
  organizationId: number;
  path: string;
  locale: Locale;
  site: LocaleSite;
}) {
  const urlPage = sectionPagePath(path);
  const [headings, sections] = await Promise.all([
    listHeadingSections({ db, organizationId, urlPage }),
    listTemplateSections({ db, organizationId, urlPage }),
  ]);
  // pricing_plans sections show the organization's plans (read only when the page has one).
  const plans = sections.some((s) => s.section_type === "pricing_plans")
    ? await listPricingPlans({ db, organizationId, locale })
    : [];
  const headingViews: HeadingSectionView[] = headings.map((heading, index) => ({
    id: heading.id,
    name: translate(heading.name, heading.name_translation, locale),
    level: index === 0 ? 1 : 2,
    titleParts: [
      translate(heading.name, heading.name_translation, locale),
      translate(heading.name_part_2, heading.name_part_2_translation, locale),
      translate(heading.name_part_3, heading.name_part_3_translation, locale),
    ].filter((part) => part.trim() !== ""),
    descriptionHtml: translate(heading.description_text, heading.description_text_translation, locale),
    buttonText: translate(heading.button_text, heading.button_text_translation, locale) || null,
    href: heading.url ? linkTo(heading.url, locale, site).href : null,
    isTextLink: heading.is_text_link,
    image: safeMediaUrl(heading.image),
    imageFirst: heading.image_first,
    styleVariant: heading.style_variant === "clean" ? "clean" : "default",
    textStyleVariant: heading.text_style_variant,
    titleAlign:
      heading.title_alignment === "center" ? "center" : heading.title_alignment === "right" ? "right" : "left",
    background: backgroundValue(heading.background_color, heading.is_gradient, heading.gradient, "#ffffff"),
  }));
  const sectionViews: TemplateSectionView[] = sections.map((section) => ({
    id: section.id,
    type: section.section_type,
    titleHtml: translate(section.section_title, section.section_title_translation, locale),
    descriptionHtml: translate(section.section_description, section.section_description_translation, locale),
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
    metrics: section.website_metric.map((metric) => ({
      id: metric.id,
      titleHtml: translate(metric.title, metric.title_translation, locale),
      descriptionHtml: translate(metric.description, metric.description_translation, locale),
      media: detectMedia(metric.image),
      isCardType: metric.is_card_type,
      isTitleDisplayed: metric.is_title_displayed,
      isImageRoundedFull: metric.is_image_rounded_full,
      background: backgroundValue(metric.background_color, metric.is_gradient, metric.gradient, "#ffffff"),
    })),
    locale,
    ...(section.section_type === "pricing_plans" ? { plans, planTexts: planCardTexts(locale) } : {}),
  }));
  return { headings: headingViews, sections: sectionViews };
}
