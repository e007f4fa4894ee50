/** localStorage key of the basket (spec public-site §7). */
export const BASKET_STORAGE_KEY = "basket";
/** Fired on window by the basket code after it saves, so the header badge follows in the same tab. */
export const BASKET_CHANGED_EVENT = "tessera:basket-changed";

/**
 * Total quantity of a stored basket. A stored basket counts only if it is an array whose items
 * have a plan and a quantity; anything else (missing, malformed JSON, wrong shape) counts as empty.
 */
export function basketQuantity(raw: string | null): number {
  if (!raw) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(parsed)) return 0;
  let total = 0;
  for (const item of parsed) {
    if (typeof item !== "object" || item === null || !("plan" in item) || !("quantity" in item)) return 0;
    const quantity = Number((item as { quantity: unknown }).quantity);
    if (item.plan == null || !Number.isFinite(quantity)) return 0;
    // A quantity of zero or less means the item is gone.
    if (quantity > 0) total += Math.floor(quantity);
  }
  return total;
}
