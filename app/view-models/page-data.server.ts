import { sectionPagePath, type Locale, type LocaleSite } from "../../shared/i18n/locales.ts";
import { backgroundValue, colorValue } from "../../shared/style/palette.ts";
import type { ResolvedSettings } from "../../shared/rules/settings.ts";
import { fallbackLang, fallbackTranslator, translate } from "../../shared/i18n/translate.ts";
import type { Db } from "../../server/db/client.ts";
import { listMenuItems } from "../../server/domain/navigation/list-menu-items.ts";
import { listHeadingSections } from "../../server/domain/sections/list-heading-sections.ts";
import { listHeroes } from "../../server/domain/heroes/list-heroes.ts";
import { heroView } from "./hero-view.ts";
import { attachSectionData } from "../../server/domain/sections/attach-section-data.ts";
import { listTemplateSections } from "../../server/domain/sections/list-template-sections.ts";
import { listPricingPlans } from "../../server/domain/pricing/list-pricing-plans.ts";
import { planCardTexts } from "../components/pricing/plan-card-texts.ts";
import { headingSectionView, linkTo, templateSectionView } from "./section-views.ts";
import { pageBodyOrder, type BodyEntryType } from "../../shared/rules/page-body-order.ts";
import type { FooterLinkView, FooterView, HeaderView, MenuView } from "./view-models.ts";

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

export { linkTo };

/** `linkTo` of a link already known to pass the rule. */
function checkedLink(...args: Parameters<typeof linkTo>): { href: string; external: boolean } {
  const link = linkTo(...args);
  return { href: link.href ?? "/", external: link.external };
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
  // A stored link the link rule refuses (older data) is left out of the menus: no bad href is rendered.
  const items = (await listMenuItems({ db, organizationId }))
    .filter((item) => linkTo(item.url_name, locale, settings).href !== null)
    .map((item) => ({
      ...item,
      website_submenuitem: item.website_submenuitem.filter(
        (sub) => linkTo(sub.url_name, locale, settings).href !== null,
      ),
    }));
  const menu: MenuView[] = items
    // A menu item named Profile is never shown.
    .filter((item) => item.is_displayed && item.display_name.trim().toLowerCase() !== "profile")
    .map((item) => {
      const { t, marks } = fallbackTranslator(locale, settings.defaultLocale);
      return {
        id: item.id,
        label: t("label", item.display_name, item.display_name_translation),
        description: item.description ? t("description", item.description, item.description_translation) : null,
        image: item.image,
        ...checkedLink(item.url_name, locale, settings),
        children: item.website_submenuitem
          .filter((sub) => sub.is_displayed !== false)
          .map((sub) => {
            const subText = fallbackTranslator(locale, settings.defaultLocale);
            return {
              id: sub.id,
              label: subText.t("label", sub.name, sub.name_translation),
              description: sub.description
                ? subText.t("description", sub.description, sub.description_translation)
                : null,
              image: sub.image,
              ...checkedLink(sub.url_name, locale, settings),
              ...subText.marks(),
            };
          }),
        ...marks(),
      };
    });
  const footerLinks: FooterLinkView[] = items
    .filter((item) => item.is_displayed_on_footer && item.display_name.trim().toLowerCase() !== "profile")
    .map((item) => ({
      label: translate(item.display_name, item.display_name_translation, locale),
      ...checkedLink(item.url_name, locale, settings),
      ...labelFallback(item.display_name, item.display_name_translation, locale, settings.defaultLocale),
      children: item.website_submenuitem
        .filter((sub) => sub.is_displayed !== false)
        .map((sub) => ({
          label: translate(sub.name, sub.name_translation, locale),
          ...checkedLink(sub.url_name, locale, settings),
          ...labelFallback(sub.name, sub.name_translation, locale, settings.defaultLocale),
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

/** Heroes, heading and template sections of one page (unprefixed path), translated for `locale`. */
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
  const [heroes, headings, withData] = await Promise.all([
    listHeroes({ db, organizationId, urlPage }),
    listHeadingSections({ db, organizationId, urlPage }),
    listTemplateSections({ db, organizationId, urlPage }).then((sections) =>
      attachSectionData({ db, organizationId, sections }),
    ),
  ]);
  // pricing_plans sections show the organization's plans (read only when the page has one).
  const plans = withData.some((s) => s.section_type === "pricing_plans")
    ? await listPricingPlans({ db, organizationId, locale, source: site.defaultLocale })
    : [];
  // The owner's Page Layout order (decision 043); the spec's body order only breaks ties.
  const layout = pageBodyOrder([
    ...heroes.map((hero) => ({ type: "hero" as const, id: hero.id, order: hero.display_order })),
    ...headings.map((heading) => ({ type: "heading_section" as const, id: heading.id, order: heading.order })),
    ...withData.map((section) => ({ type: "template_section" as const, id: section.id, order: section.order })),
  ]);
  // The first hero or heading section in that order holds the page's h1; the others take h2.
  const first = layout.find((entry) => entry.type !== "template_section");
  const level = (type: BodyEntryType, id: number) => (first?.type === type && first.id === id ? 0 : 1);
  return {
    layout,
    heroes: heroes.map((hero) => heroView(hero, level("hero", hero.id), locale, site)),
    headings: headings.map((heading) =>
      headingSectionView(heading, level("heading_section", heading.id), locale, site),
    ),
    sections: withData.map((section) => ({
      ...templateSectionView(section, locale, site.defaultLocale),
      ...(section.section_type === "pricing_plans" ? { plans, planTexts: planCardTexts(locale) } : {}),
    })),
  };
}

/** `{ fallback: { label } }` for a footer link whose label is shown untranslated, else nothing. */
function labelFallback(
  base: string,
  translations: Record<string, string> | null | undefined,
  locale: Locale,
  source: Locale,
): { fallback?: { label: string } } {
  const lang = fallbackLang(base, translations, locale, source);
  return lang ? { fallback: { label: lang } } : {};
}
