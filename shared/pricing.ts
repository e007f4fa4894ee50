/** A plan as visitors see it (spec public-site §3 "Plan"), already translated. Prices in minor units. */
export type PlanView = {
  id: number;
  name: string;
  description: string;
  features: string[];
  price: number;
  is_promotion: boolean;
  promotion_price: number | null;
  currency_symbol: string;
};

export const DEFAULT_CURRENCY_SYMBOL = "$";

/** The price a buyer pays, in minor units: the promotion price while the plan is on promotion. */
export function unitPrice(plan: Pick<PlanView, "price" | "is_promotion" | "promotion_price">): number {
  return plan.is_promotion && plan.promotion_price != null ? plan.promotion_price : plan.price;
}

/** Minor units as the spec shows them: divided by 100, after the currency symbol (`$12.50`). */
export function formatPrice(minor: number, currencySymbol: string | null | undefined, locale = "en"): string {
  return `${currencySymbol || DEFAULT_CURRENCY_SYMBOL}${priceFormat(locale).format(minor / 100)}`;
}

/**
 * One formatter per language: `toLocaleString` with options builds a new `Intl.NumberFormat` on every
 * call, which a page of pricing tables and a basket paid for on each full render.
 */
const priceFormats = new Map<string, Intl.NumberFormat>();
function priceFormat(locale: string): Intl.NumberFormat {
  let format = priceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (priceFormats.size >= 64) priceFormats.clear();
    priceFormats.set(locale, format);
  }
  return format;
}
