import { asc, eq } from "drizzle-orm";
import { isEssentialCategoryName, type CookieCategoryView } from "../../../shared/rules/cookie-consent.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { translate } from "../../../shared/i18n/translate.ts";
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
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
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
  return categories.map((category) => ({
    id: category.id,
    name: translate(category.name, category.name_translation, locale),
    description: translate(category.description, category.description_translation, locale),
    description_en: category.description,
    is_essential: isEssentialCategoryName(category.name),
    cookie_service: services
      .filter((service) => service.category_id === category.id)
      .map((service) => ({
        id: service.id,
        name: translate(service.name, service.name_translation, locale),
        description: translate(service.description, service.description_translation, locale),
        active: true,
        script_url: service.script_url,
      })),
  }));
}
