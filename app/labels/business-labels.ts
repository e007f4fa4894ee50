import type { Locale } from "../../shared/i18n/locales.ts";
import * as m from "../../shared/i18n/paraglide/messages.js";

/** The ten UI languages of spec public-site §2; other languages read English. */
export const UI_LOCALES = ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja"] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** The product and blog index paths whose breadcrumb labels depend on the business type. */
export const PRODUCTS_PATH = "/products";
export const BLOG_PATH = "/blog";

type Pair = readonly [products: string, blog: string];
type Labels = (option: { locale: UiLocale }) => Pair;

/** The labels of any other type. */
const GENERIC: Labels = (o) => [m.business_generic_products({}, o), m.business_generic_blog({}, o)];

/** Spec public-site §1 business types: [products index, blog index], from the catalogue (business_*). */
const BY_TYPE: Record<string, Labels> = {
  immigration: (o) => [m.business_immigration_products({}, o), m.business_immigration_blog({}, o)],
  legal: (o) => [m.business_legal_products({}, o), m.business_legal_blog({}, o)],
  finance: (o) => [m.business_finance_products({}, o), m.business_finance_blog({}, o)],
  education: (o) => [m.business_education_products({}, o), m.business_education_blog({}, o)],
  job: (o) => [m.business_job_products({}, o), m.business_job_blog({}, o)],
  beauty: (o) => [m.business_beauty_products({}, o), m.business_beauty_blog({}, o)],
  medical: (o) => [m.business_medical_products({}, o), m.business_medical_blog({}, o)],
  services: (o) => [m.business_services_products({}, o), m.business_services_blog({}, o)],
  real_estate: (o) => [m.business_real_estate_products({}, o), m.business_real_estate_blog({}, o)],
  construction: (o) => [m.business_construction_products({}, o), m.business_construction_blog({}, o)],
  software: (o) => [m.business_software_products({}, o), m.business_software_blog({}, o)],
  marketing: (o) => [m.business_marketing_products({}, o), m.business_marketing_blog({}, o)],
  consulting: (o) => [m.business_consulting_products({}, o), m.business_consulting_blog({}, o)],
  automotive: (o) => [m.business_automotive_products({}, o), m.business_automotive_blog({}, o)],
  hospitality: (o) => [m.business_hospitality_products({}, o), m.business_hospitality_blog({}, o)],
  retail: (o) => [m.business_retail_products({}, o), m.business_retail_blog({}, o)],
  healthcare: (o) => [m.business_healthcare_products({}, o), m.business_healthcare_blog({}, o)],
  transportation: (o) => [m.business_transportation_products({}, o), m.business_transportation_blog({}, o)],
  technology: (o) => [m.business_technology_products({}, o), m.business_technology_blog({}, o)],
  platform: (o) => [m.business_platform_products({}, o), m.business_platform_blog({}, o)],
};

/** Spec public-site §1 business types × §2 UI languages: [products index, blog index]. */
export const BUSINESS_TYPE_LABELS: Record<string, Record<UiLocale, Pair>> = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(BY_TYPE).map(([type, labels]) => [
    type,
    Object.fromEntries(UI_LOCALES.map((locale) => [locale, labels({ locale })])) as Record<UiLocale, Pair>,
  ]),
);

function uiLocale(locale: Locale | string): UiLocale {
  return (UI_LOCALES as readonly string[]).includes(locale) ? (locale as UiLocale) : "en";
}

/** The labels of the product and blog index pages for a business type, in a UI language. */
export function businessTypeLabels(type: string | null | undefined, locale: Locale | string) {
  const lang = uiLocale(locale);
  const labels = (type && Object.hasOwn(BY_TYPE, type) ? BY_TYPE[type] : undefined) ?? GENERIC;
  const [products, blog] = labels({ locale: lang });
  return { products, blog };
}

/** Breadcrumb label overrides (unprefixed path → label) for the business type's index pages. */
export function indexPathLabels(type: string | null | undefined, locale: Locale | string): Record<string, string> {
  const { products, blog } = businessTypeLabels(type, locale);
  return { [PRODUCTS_PATH]: products, [BLOG_PATH]: blog };
}
