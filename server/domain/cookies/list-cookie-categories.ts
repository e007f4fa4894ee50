import { asc, eq } from "drizzle-orm";
import { isEssentialCategoryName, type CookieCategoryView } from "../../../shared/rules/cookie-consent.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { fallbackTranslator } from "../../../shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { cookieCategories, cookieServices } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The organization's cookie categories in order, each with its active services, translated for
 * `locale`. Inactive services are not offered, so a visitor can neither see nor consent to them.
 */
export async function listCookieCategories({
  db,
  organizationId,
  locale,
  source,
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
  /** The site's default language, the language of untranslated texts (marked as `fallback`). */
  source?: Locale;
}): Promise<CookieCategoryView[]> {
  const [categories, services] = await Promise.all([
    db
      .select({
        id: cookieCategories.id,
        name: cookieCategories.name,
        name_translation: cookieCategories.name_translation,
        description: cookieCategories.description,
        description_translation: cookieCategories.description_translation,
      })
      .from(cookieCategories)
      .where(scoped(organizationId).where(cookieCategories))
      .orderBy(asc(cookieCategories.order), asc(cookieCategories.id)),
    db
      .select({
        id: cookieServices.id,
        category_id: cookieServices.category_id,
        name: cookieServices.name,
        name_translation: cookieServices.name_translation,
        description: cookieServices.description,
        description_translation: cookieServices.description_translation,
        script_url: cookieServices.script_url,
      })
      .from(cookieServices)
      .where(scoped(organizationId).where(cookieServices, eq(cookieServices.active, true)))
      .orderBy(asc(cookieServices.order), asc(cookieServices.id)),
  ]);
  return categories.map((category) => {
    const { t, marks } = fallbackTranslator(locale, source);
    return {
      id: category.id,
      name: t("name", category.name, category.name_translation),
      description: t("description", category.description, category.description_translation),
      description_en: category.description,
      is_essential: isEssentialCategoryName(category.name),
      cookie_service: services
        .filter((service) => service.category_id === category.id)
        .map((service) => {
          const serviceText = fallbackTranslator(locale, source);
          return {
            id: service.id,
            name: serviceText.t("name", service.name, service.name_translation),
            description: serviceText.t("description", service.description, service.description_translation),
            active: true,
            script_url: service.script_url,
            ...serviceText.marks(),
          };
        }),
      ...marks(),
    };
  });
}
