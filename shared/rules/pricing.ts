import type { FallbackLangs } from "../i18n/translate.ts";

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
  /** The language of `name`, `description` or `features` when shown untranslated (absent when none is). */
  fallback?: FallbackLangs;
};

export const DEFAULT_CURRENCY_SYMBOL = "$";

/** The price a buyer pays, in minor units: the promotion price while the plan is on promotion. */
export function unitPrice(plan: Pick<PlanView, "price" | "is_promotion" | "promotion_price">): number {
  return plan.is_promotion && plan.promotion_price != null ? plan.promotion_price : plan.price;
}

/** Minor units as the spec shows them: divided by 100, after the currency symbol (`$12.50`). */
export function formatPrice(minor: number, currencySymbol: string | null | undefined, locale = "en"): string {
  return `${currencySymbol || DEFAULT_CURRENCY_SYMBOL}${formatMinorUnits(minor, locale)}`;
}

/**
 * How each language writes a number with two decimals: decimal mark, grouping mark, and the digits
 * a number needs before it is grouped at all (Spanish, Italian and Polish leave 1234,50 whole).
 * These are the CLDR data Node's ICU uses for `Intl.NumberFormat(locale, { minimumFractionDigits: 2,
 * maximumFractionDigits: 2 })`, and a test holds them equal to it. Written out rather than asked
 * of `Intl`: the first `Intl.NumberFormat` a browser builds loads its number data, ≈ 25 ms of a
 * desktop's main thread and four times that on a phone, in the middle of hydrating a pricing section
 * (the largest task of home's start-up); and the server and every browser now write the same
 * characters, whatever ICU each has. Hindi groups by two after the first three digits.
 */
type NumberSymbols = { decimal: string; group: string; minimumGrouping: 1 | 2; indian?: true };
const COMMA_DOT: NumberSymbols = { decimal: ".", group: ",", minimumGrouping: 1 };
const DOT_COMMA: NumberSymbols = { decimal: ",", group: ".", minimumGrouping: 1 };
const SPACE_COMMA: NumberSymbols = { decimal: ",", group: "\u00a0", minimumGrouping: 1 };
const NUMBER_SYMBOLS: Record<string, NumberSymbols> = {
  en: COMMA_DOT,
  zh: COMMA_DOT,
  ja: COMMA_DOT,
  ko: COMMA_DOT,
  ar: COMMA_DOT,
  hi: { ...COMMA_DOT, indian: true },
  es: { ...DOT_COMMA, minimumGrouping: 2 },
  it: { ...DOT_COMMA, minimumGrouping: 2 },
  de: DOT_COMMA,
  pt: DOT_COMMA,
  nl: DOT_COMMA,
  da: DOT_COMMA,
  tr: DOT_COMMA,
  fr: { ...SPACE_COMMA, group: "\u202f" },
  ru: SPACE_COMMA,
  sv: SPACE_COMMA,
  no: SPACE_COMMA,
  fi: SPACE_COMMA,
  uk: SPACE_COMMA,
  pl: { ...SPACE_COMMA, minimumGrouping: 2 },
};

function grouped(digits: string, symbols: NumberSymbols): string {
  if (digits.length < 4 || (symbols.minimumGrouping === 2 && digits.length < 5)) return digits;
  const groups: string[] = [digits.slice(-3)];
  const size = symbols.indian ? 2 : 3;
  for (let end = digits.length - 3; end > 0; end -= size) groups.unshift(digits.slice(Math.max(0, end - size), end));
  return groups.join(symbols.group);
}

/** `minor` / 100 with two decimals, written as `locale` writes numbers. */
export function formatMinorUnits(minor: number, locale = "en"): string {
  const symbols = NUMBER_SYMBOLS[locale] ?? NUMBER_SYMBOLS[locale.split("-")[0]!];
  // Negative amounts (each language marks them its own way) are not prices: Intl writes them.
  if (!symbols || !Number.isSafeInteger(minor) || minor < 0) return priceFormat(locale).format(minor / 100);
  const whole = String(Math.floor(minor / 100));
  const cents = String(minor % 100).padStart(2, "0");
  return `${grouped(whole, symbols)}${symbols.decimal}${cents}`;
}

/**
 * Other languages, and amounts that are not whole minor units or are negative: one formatter per language
 * (`toLocaleString` with options builds a new `Intl.NumberFormat` on every call).
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
