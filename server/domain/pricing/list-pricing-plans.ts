import { asc, eq } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { PlanView } from "../../../shared/rules/pricing.ts";
import { fallbackTranslator } from "../../../shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { pricingPlans } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * The organization's displayed plans in order, translated for `locale` (plain text, no markup).
 * `source` is the site's default language: texts shown untranslated are marked with it.
 */
export async function listPricingPlans({
  db,
  organizationId,
  locale,
  source,
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
  source?: Locale;
}): Promise<PlanView[]> {
  const rows = await db
    .select({
      id: pricingPlans.id,
      name: pricingPlans.name,
      name_translation: pricingPlans.name_translation,
      description: pricingPlans.description,
      description_translation: pricingPlans.description_translation,
      features: pricingPlans.features,
      features_translation: pricingPlans.features_translation,
      price: pricingPlans.price,
      is_promotion: pricingPlans.is_promotion,
      promotion_price: pricingPlans.promotion_price,
      currency_symbol: pricingPlans.currency_symbol,
    })
    .from(pricingPlans)
    .where(scoped(organizationId).where(pricingPlans, eq(pricingPlans.is_displayed, true)))
    .orderBy(asc(pricingPlans.order), asc(pricingPlans.id));
  return rows.map((row) => {
    const localized = row.features_translation[locale];
    const featuresTranslated = Array.isArray(localized) && localized.length > 0;
    const { t, mark, marks } = fallbackTranslator(locale, source);
    const name = t("name", row.name, row.name_translation);
    const description = t("description", row.description, row.description_translation);
    // The feature list is translated as a whole: the base list stands in for a missing one.
    mark("features", !featuresTranslated && row.features.length > 0);
    return {
      id: row.id,
      name,
      description,
      features: featuresTranslated ? localized : row.features,
      price: row.price,
      is_promotion: row.is_promotion,
      promotion_price: row.promotion_price,
      currency_symbol: row.currency_symbol || "$",
      ...marks(),
    };
  });
}
