import type { Locale } from "../../shared/i18n/locales.ts";
import type { PlanView } from "../../shared/rules/pricing.ts";
import { listPricingPlans } from "../../server/domain/pricing/list-pricing-plans.ts";
import type { RequestContext } from "../../server/context.ts";

/** The organization's current plans in one language, built once per organization (decision 011). */
export function loadPlans({
  services,
  db,
  tenant,
  locale,
}: Pick<RequestContext, "services" | "db" | "tenant"> & { locale: Locale }): Promise<PlanView[]> {
  return services.content.get(tenant, `plans:${locale}`, () =>
    listPricingPlans({ db, organizationId: tenant.id, locale, source: tenant.settings.defaultLocale }),
  );
}
