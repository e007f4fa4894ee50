import { unitPrice } from "../../../shared/rules/pricing.ts";
import { MAX_QUANTITY, parseStoredBasket, type BasketItem, type BasketPlan } from "./basket-storage.ts";

export { MAX_QUANTITY, parseStoredBasket, type BasketItem, type BasketPlan } from "./basket-storage.ts";

/** Basket rules (spec public-site §3, §4): items are a plan plus a quantity; totals from unit prices. */

export type BasketTotals = { totalItems: number; totalValue: number };

/** Saved this long after the last change (spec §9). */
export const BASKET_SAVE_DEBOUNCE_MS = 300;

/** A stored plan's display fields, made safe to show (prices are re-read from the server on /basket). */
function toPlan(value: BasketPlan): BasketPlan {
  const plan = value as unknown as Record<string, unknown>;
  const minor = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);
  return {
    id: value.id,
    name: typeof plan.name === "string" ? plan.name.slice(0, 200) : "",
    price: minor(plan.price) ?? 0,
    is_promotion: plan.is_promotion === true,
    promotion_price: minor(plan.promotion_price),
    currency_symbol: typeof plan.currency_symbol === "string" ? plan.currency_symbol.slice(0, 8) : "$",
  };
}

/** A stored basket with its plans normalised, or null when it is not a basket (see parseStoredBasket). */
export function readStoredBasket(raw: string | null): BasketItem[] | null {
  return parseStoredBasket(raw)?.map((item) => ({ plan: toPlan(item.plan), quantity: item.quantity })) ?? null;
}

/** Sets a plan's quantity; zero or less removes the item. */
export function setQuantity(items: readonly BasketItem[], planId: number, quantity: number): BasketItem[] {
  const next = Number.isFinite(quantity) ? Math.min(MAX_QUANTITY, Math.floor(quantity)) : 0;
  if (next <= 0) return items.filter((item) => item.plan.id !== planId);
  return items.map((item) => (item.plan.id === planId ? { ...item, quantity: next } : item));
}

/** Adds one of a plan (a new line, or one more on its line), with the plan as shown now. */
export function addPlan(items: readonly BasketItem[], plan: BasketPlan): BasketItem[] {
  const snapshot: BasketPlan = {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    is_promotion: plan.is_promotion,
    promotion_price: plan.promotion_price,
    currency_symbol: plan.currency_symbol,
  };
  const existing = items.find((item) => item.plan.id === plan.id);
  if (!existing) return [...items, { plan: snapshot, quantity: 1 }];
  return items.map((item) =>
    item.plan.id === plan.id ? { plan: snapshot, quantity: Math.min(MAX_QUANTITY, item.quantity + 1) } : item,
  );
}

/** totalItems and totalValue (minor units), promotion prices applied. */
export function basketTotals(items: readonly BasketItem[]): BasketTotals {
  let totalItems = 0;
  let totalValue = 0;
  for (const item of items) {
    if (item.quantity <= 0) continue;
    totalItems += item.quantity;
    totalValue += unitPrice(item.plan) * item.quantity;
  }
  return { totalItems, totalValue };
}

/** Calls `fn` once, `ms` after the last call; `flush` runs a pending call now. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const debounced = (...args: A) => {
    pending = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    run();
  };
  return debounced;
}
