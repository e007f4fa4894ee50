import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

type Label = (inputs: object, options: { locale: UiLocale }) => string;

/**
 * What a record is called on the admin pages, in the person's UI language: the translation
 * coverage list names tables (`website_hero`), the audit log names entities (`hero`).
 */
const KINDS: Record<string, Label> = {
  // Tables of the translation coverage list.
  website_hero: (_: object, ui: { locale: UiLocale }) => m.admin_kindHero({}, ui),
  heading_sections: (_: object, ui: { locale: UiLocale }) => m.admin_kindHeadingSection({}, ui),
  template_sections: (_: object, ui: { locale: UiLocale }) => m.admin_kindSection({}, ui),
  metrics: (_: object, ui: { locale: UiLocale }) => m.admin_kindMetric({}, ui),
  blog_posts: (_: object, ui: { locale: UiLocale }) => m.admin_kindPost({}, ui),
  policies: (_: object, ui: { locale: UiLocale }) => m.admin_kindPolicy({}, ui),
  menu_items: (_: object, ui: { locale: UiLocale }) => m.admin_kindMenuItem({}, ui),
  submenu_items: (_: object, ui: { locale: UiLocale }) => m.admin_kindSubmenuItem({}, ui),
  features: (_: object, ui: { locale: UiLocale }) => m.admin_kindFeature({}, ui),
  faqs: (_: object, ui: { locale: UiLocale }) => m.admin_kindFaq({}, ui),
  banners: (_: object, ui: { locale: UiLocale }) => m.admin_kindBanner({}, ui),
  products: (_: object, ui: { locale: UiLocale }) => m.admin_kindProduct({}, ui),
  pricing_plans: (_: object, ui: { locale: UiLocale }) => m.admin_kindPricingPlan({}, ui),
  cookie_categories: (_: object, ui: { locale: UiLocale }) => m.admin_kindCookieCategory({}, ui),
  cookie_services: (_: object, ui: { locale: UiLocale }) => m.admin_kindCookieService({}, ui),
  meeting_types: (_: object, ui: { locale: UiLocale }) => m.admin_kindMeetingType({}, ui),
  profiles: (_: object, ui: { locale: UiLocale }) => m.admin_kindProfile({}, ui),
};

/** The audit log's entities (the keys of ENTITY_LABELS in audit-view.ts). */
export const ENTITY_KINDS: Record<string, Label> = {
  metric: (_: object, ui: { locale: UiLocale }) => m.admin_kindMetric({}, ui),
  template_section: (_: object, ui: { locale: UiLocale }) => m.admin_kindSection({}, ui),
  heading_section: (_: object, ui: { locale: UiLocale }) => m.admin_kindHeadingSection({}, ui),
  page_layout: (_: object, ui: { locale: UiLocale }) => m.admin_kindPageLayout({}, ui),
  hero: (_: object, ui: { locale: UiLocale }) => m.admin_kindHeroSection({}, ui),
  post: (_: object, ui: { locale: UiLocale }) => m.admin_kindPost({}, ui),
  profile: (_: object, ui: { locale: UiLocale }) => m.admin_kindProfile({}, ui),
  menu_item: (_: object, ui: { locale: UiLocale }) => m.admin_kindMenuItem({}, ui),
  submenu_item: (_: object, ui: { locale: UiLocale }) => m.admin_kindSubmenuItem({}, ui),
  organization_settings: (_: object, ui: { locale: UiLocale }) => m.admin_kindSettings({}, ui),
  organization_list: (_: object, ui: { locale: UiLocale }) => m.admin_kindSettingsList({}, ui),
  media: (_: object, ui: { locale: UiLocale }) => m.admin_kindImage({}, ui),
  translation: (_: object, ui: { locale: UiLocale }) => m.admin_kindTranslation({}, ui),
};

/** A coverage list's record kind ("Hero", "Sección hero"); an unknown table reads as itself. */
export function kindLabel(kind: string, locale: UiLocale): string {
  return KINDS[kind]?.({}, { locale }) ?? kind;
}

/** An audit entity ("Hero section", "Sección hero"); an unknown one reads as itself. */
export function entityLabel(entity: string, locale: UiLocale): string {
  return ENTITY_KINDS[entity]?.({}, { locale }) ?? entity;
}
