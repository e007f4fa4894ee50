import { unitPrice, type PlanView } from "../../shared/pricing.ts";

/** Basket rules (spec public-site §3, §4): items are a plan plus a quantity; totals from unit prices. */

export type BasketPlan = Pick<
  PlanView,
  "id" | "name" | "price" | "is_promotion" | "promotion_price" | "currency_symbol"
>;
export type BasketItem = { plan: BasketPlan; quantity: number };
export type BasketTotals = { totalItems: number; totalValue: number };

/** Saved this long after the last change (spec §9). */
export const BASKET_SAVE_DEBOUNCE_MS = 300;
/** One line holds at most this many of a plan; anything above is a typo, not an order. */
export const MAX_QUANTITY = 999;

/** A stored plan needs an id; the rest is display data, normalised (prices are re-read on /basket). */
function toPlan(value: unknown): BasketPlan | null {
  if (typeof value !== "object" || value === null) return null;
  const plan = value as Record<string, unknown>;
  if (!Number.isSafeInteger(plan.id)) return null;
  const minor = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);
  return {
    id: plan.id as number,
    name: typeof plan.name === "string" ? plan.name.slice(0, 200) : "",
    price: minor(plan.price) ?? 0,
    is_promotion: plan.is_promotion === true,
    promotion_price: minor(plan.promotion_price),
    currency_symbol: typeof plan.currency_symbol === "string" ? plan.currency_symbol.slice(0, 8) : "$",
  };
}

/**
 * A stored basket, or null when it is not one. Accepted only if it is an array whose items have a
 * plan and a quantity; items with a quantity of zero or less are dropped (they mean "removed").
 */
export function parseStoredBasket(raw: string | null): BasketItem[] | null {
  if (raw == null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const items: BasketItem[] = [];
  for (const entry of parsed) {
    if (typeof entry !== "object" || entry === null) return null;
    const { plan: stored, quantity } = entry as { plan?: unknown; quantity?: unknown };
    const plan = toPlan(stored);
    if (!plan || typeof quantity !== "number" || !Number.isFinite(quantity)) return null;
    if (quantity > 0) items.push({ plan, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) });
  }
  return items;
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
