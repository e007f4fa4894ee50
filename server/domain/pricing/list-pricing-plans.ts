import { asc, eq } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { PlanView } from "../../../shared/rules/pricing.ts";
import { translate } from "../../../shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { pricingPlans } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The organization's displayed plans in order, translated for `locale` (plain text, no markup). */
export async function listPricingPlans({
  db,
  organizationId,
  locale,
}: {
  db: Db;
  organizationId: number;
  locale: Locale;
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
    return {
      id: row.id,
      name: translate(row.name, row.name_translation, locale),
      description: translate(row.description, row.description_translation, locale),
      features: Array.isArray(localized) && localized.length > 0 ? localized : row.features,
      price: row.price,
      is_promotion: row.is_promotion,
      promotion_price: row.promotion_price,
      currency_symbol: row.currency_symbol || "$",
    };
  });
}
