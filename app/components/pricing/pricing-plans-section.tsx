import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { formatPrice, unitPrice, type PlanView } from "../../../shared/rules/pricing.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { sectionTextStyle } from "../../view-models/section-styles.ts";
import { useHydrated } from "../../browser/use-hydrated.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import type { RootData } from "../../root.tsx";
import { renderSection } from "../sections/section-error-boundary.tsx";
import { SectionShell } from "../sections/section-shell.tsx";
import type { PlanCardTexts } from "./plan-card-texts.ts";
import { AddPlanWithoutScripts } from "../../../features/orders/components/basket-without-scripts.tsx";

/**
 * The pricing_plans section: the organization's plans as cards, each with an "Add to basket"
 * button. The markup is the same for every visitor (cacheable); the basket changes only on click.
 */
export function PricingPlansSection({ section }: { section: TemplateSectionView }) {
  const plans = section.plans ?? [];
  const texts = section.planTexts;
  if (plans.length === 0 || !texts) return null;
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <PlanGrid plans={plans} locale={section.locale} t={texts} />
      </SectionShell>
    );
  });
}

function PlanGrid({ plans, locale, t }: { plans: PlanView[]; locale: string; t: PlanCardTexts }) {
  const [status, setStatus] = useState("");
  // This section hydrates when its own chunk arrives; a click before that would be lost, so the
  // buttons are disabled until then (they look the same: the wait is a moment on a normal line).
  const hydrated = useHydrated();
  const root = useRouteLoaderData<RootData>("root");
  const basketHref = root ? localizePath("/basket", root.locale, root.site) : "/basket";
  const columns = plans.length >= 3 ? "lg:grid-cols-3" : plans.length === 2 ? "md:grid-cols-2" : "";
  return (
    <>
      <noscript>
        <style>{"[data-needs-script]{display:none}"}</style>
      </noscript>
      <ul className={`mx-auto grid max-w-6xl gap-6 ${columns}`}>
        {plans.map((plan) => {
          const price = unitPrice(plan);
          const onPromotion = price !== plan.price;
          const headingId = `plan-${plan.id}-name`;
          return (
            <li
              key={plan.id}
              aria-labelledby={headingId}
              className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
              data-plan={plan.id}
            >
              <h3 id={headingId} className="text-xl font-semibold text-gray-900" {...fieldLang(plan, "name")}>
                {plan.name}
              </h3>
              {plan.description && (
                <p className="mt-2 text-gray-600" {...fieldLang(plan, "description")}>
                  {plan.description}
                </p>
              )}
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-3xl font-bold tracking-tight text-gray-900">
                  {formatPrice(price, plan.currency_symbol, locale)}
                </span>
                {onPromotion && (
                  <span className="text-sm text-gray-600">
                    {t.was} <s>{formatPrice(plan.price, plan.currency_symbol, locale)}</s>
                  </span>
                )}
              </p>
              {plan.features.length > 0 && (
                <ul className="mt-4 space-y-2 text-sm text-gray-700" {...fieldLang(plan, "features")}>
                  {plan.features.map((feature, index) => (
                    <li key={index} className="flex gap-2">
                      <span aria-hidden="true" className="text-primary">
                        {"✓"}
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              <button
                type="button"
                data-needs-script=""
                className="mt-6 inline-flex items-center justify-center rounded-lg bg-primary px-4 py-2.5 font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
                aria-describedby={headingId}
                disabled={!hydrated}
                onClick={async () => {
                  // The basket's code loads on the first click: home's JavaScript stays small.
                  const { basketStore } = await import("../../../features/orders/browser/basket-store.ts");
                  basketStore.add(plan);
                  const count = basketStore.getSnapshot().reduce((total, item) => total + item.quantity, 0);
                  setStatus(t.added.replace("{name}", plan.name).replace("{count}", String(count)));
                }}
              >
                {t.addToBasket}
              </button>
              {/* Without scripts the card's button (it needs the script's basket) gives way to a form. */}
              <noscript>
                <AddPlanWithoutScripts
                  planId={plan.id}
                  basketHref={basketHref}
                  label={t.addToBasket}
                  describedBy={headingId}
                />
              </noscript>
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-6 min-h-6 text-center text-sm text-gray-700">
        {status && (
          <>
            {status}{" "}
            <a className="font-medium text-primary underline" href={basketHref}>
              {t.viewBasket}
            </a>
          </>
        )}
      </p>
    </>
  );
}
