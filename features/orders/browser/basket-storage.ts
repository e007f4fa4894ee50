import type { PlanView } from "../../../shared/rules/pricing.ts";

/**
 * The basket as localStorage keeps it (spec public-site §3, §4), and the one rule for reading it
 * back. Kept apart from the basket's other rules: the header badge needs only this.
 */
export type BasketPlan = Pick<
  PlanView,
  "id" | "name" | "price" | "is_promotion" | "promotion_price" | "currency_symbol"
>;
export type BasketItem = { plan: BasketPlan; quantity: number };

/** One line holds at most this many of a plan; anything above is a typo, not an order. */
export const MAX_QUANTITY = 999;

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
    const { plan, quantity } = entry as { plan?: { id?: unknown }; quantity?: unknown };
    // A plan needs its id; its other fields are display data, checked by the basket (toPlan).
    if (typeof plan !== "object" || !plan || !Number.isSafeInteger(plan.id)) return null;
    if (typeof quantity !== "number" || !Number.isFinite(quantity)) return null;
    if (quantity > 0) items.push({ plan: plan as BasketPlan, quantity: Math.min(MAX_QUANTITY, Math.floor(quantity)) });
  }
  return items;
}
