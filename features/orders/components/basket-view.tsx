import { useSyncExternalStore } from "react";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { formatPrice, unitPrice, type PlanView } from "../../../shared/rules/pricing.ts";
import { basketStore } from "../browser/basket-store.ts";
import { MAX_QUANTITY, type BasketItem } from "../browser/basket.ts";
import { pricingTextsFrom, type PricingTemplates } from "../../../app/components/pricing/pricing-texts-from.ts";
import type { OrderTemplates } from "./order-texts-from.ts";
import { OrderRequestForm } from "./order-request-form.tsx";

type Line = { item: BasketItem; current: PlanView | null };

/** Totals per currency symbol, from the server's prices; unavailable plans count for nothing. */
function totalsOf(lines: Line[]) {
  const byCurrency = new Map<string, { totalItems: number; totalValue: number }>();
  for (const { item, current } of lines) {
    if (!current) continue;
    const entry = byCurrency.get(current.currency_symbol) ?? { totalItems: 0, totalValue: 0 };
    entry.totalItems += item.quantity;
    entry.totalValue += unitPrice(current) * item.quantity;
    byCurrency.set(current.currency_symbol, entry);
  }
  return [...byCurrency.entries()];
}

/** The basket's lines with quantity controls, removal and totals (spec public-site §2 /basket). */
export function BasketView({
  plans,
  texts,
  locale,
  homeHref,
}: {
  plans: PlanView[];
  /** pricingTemplates() and orderTemplates() of the page language, from the loader. */
  texts: { pricing: PricingTemplates; order: OrderTemplates };
  locale: string;
  homeHref: string;
}) {
  const items = useSyncExternalStore(basketStore.subscribe, basketStore.getSnapshot, basketStore.getServerSnapshot);
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const lines: Line[] = items.map((item) => ({ item, current: byId.get(item.plan.id) ?? null }));

  // The order request form follows the lines; it stays in the same place of the tree when the
  // basket empties after a request was sent, so its confirmation stays on screen.
  const orderItems = lines.filter((line) => line.current !== null).map((line) => line.item);
  return (
    <>
      <BasketLines lines={lines} texts={texts.pricing} locale={locale} homeHref={homeHref} />
      <OrderRequestForm items={orderItems} texts={texts.order} locale={locale} />
    </>
  );
}

function BasketLines({
  lines,
  texts,
  locale,
  homeHref,
}: {
  lines: Line[];
  texts: PricingTemplates;
  locale: string;
  homeHref: string;
}) {
  const t = pricingTextsFrom(texts);
  const money = (minor: number, symbol: string) => formatPrice(minor, symbol, locale);
  if (lines.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-dashed border-gray-300 p-10 text-center" data-basket-empty="">
        <p className="text-lg text-gray-700">{t.empty}</p>
        <a
          href={homeHref}
          className="mt-4 inline-block rounded-lg bg-primary px-4 py-2.5 font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t.browsePlans}
        </a>
      </div>
    );
  }

  const totals = totalsOf(lines);
  const control =
    "inline-flex size-9 items-center justify-center rounded-md border border-gray-300 bg-white text-lg text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-40";
  return (
    <>
      <ul className="mt-8 divide-y divide-gray-200 rounded-xl border border-gray-200" aria-label={t.basketTitle}>
        {lines.map(({ item, current }) => {
          const name = current?.name ?? item.plan.name;
          const stored = unitPrice(item.plan);
          const price = current ? unitPrice(current) : null;
          const changed = current !== null && price !== stored;
          return (
            <li key={item.plan.id} className="flex flex-wrap items-center gap-4 p-4" data-basket-line={item.plan.id}>
              <div className="min-w-48 flex-1">
                <p className="font-semibold text-gray-900" {...fieldLang(current, "name")}>
                  {name}
                </p>
                {current ? (
                  <p className="text-sm text-gray-700">
                    {t.unitPrice}: {money(price!, current.currency_symbol)}
                    {price !== current.price && (
                      <>
                        {" "}
                        <s className="text-gray-600">{money(current.price, current.currency_symbol)}</s>
                      </>
                    )}
                  </p>
                ) : (
                  <p className="text-sm font-medium text-red-700">{t.unavailable}</p>
                )}
                {changed && (
                  <p className="text-sm text-amber-800">
                    {t.priceChanged(money(stored, item.plan.currency_symbol), money(price!, current.currency_symbol))}
                  </p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  className={control}
                  aria-label={t.decrease(name)}
                  onClick={() => basketStore.setQuantity(item.plan.id, item.quantity - 1)}
                >
                  −
                </button>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_QUANTITY}
                  aria-label={t.quantity(name)}
                  className="h-9 w-16 rounded-md border border-gray-300 px-2 text-center"
                  value={item.quantity}
                  onChange={(event) => {
                    const value = event.currentTarget.valueAsNumber;
                    // An empty field while typing is not yet a choice; 0 removes the line.
                    if (Number.isFinite(value)) basketStore.setQuantity(item.plan.id, value);
                  }}
                />
                <button
                  type="button"
                  className={control}
                  aria-label={t.increase(name)}
                  disabled={item.quantity >= MAX_QUANTITY}
                  onClick={() => basketStore.setQuantity(item.plan.id, item.quantity + 1)}
                >
                  +
                </button>
              </div>
              <p className="w-28 text-end font-medium text-gray-900">
                {current ? money(price! * item.quantity, current.currency_symbol) : "—"}
              </p>
              <button
                type="button"
                className="text-sm font-medium text-gray-700 underline hover:text-red-700 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                aria-label={t.remove(name)}
                onClick={() => basketStore.remove(item.plan.id)}
              >
                {t.removeShort}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 ms-auto max-w-xs space-y-3 text-end" data-basket-totals="">
        {totals.map(([symbol, total]) => (
          <dl key={symbol} className="space-y-1">
            <div className="flex justify-between gap-6 text-gray-700">
              <dt>{t.totalItems}</dt>
              <dd data-total-items="">{total.totalItems}</dd>
            </div>
            <div className="flex justify-between gap-6 text-lg font-semibold text-gray-900">
              <dt>{t.totalValue}</dt>
              <dd data-total-value="">{money(total.totalValue, symbol)}</dd>
            </div>
          </dl>
        ))}
        {totals.length > 1 && <p className="text-sm text-gray-600">{t.mixedCurrencies}</p>}
      </div>
    </>
  );
}
