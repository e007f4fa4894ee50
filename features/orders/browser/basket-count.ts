import { parseStoredBasket } from "./basket-storage.ts";

/** localStorage key of the basket (spec public-site §7). */
export const BASKET_STORAGE_KEY = "basket";
/** Fired on window by the basket code after it saves, so the header badge follows in the same tab. */
export const BASKET_CHANGED_EVENT = "tessera:basket-changed";

/**
 * Total quantity of a stored basket. A stored basket counts only if it is an array whose items
 * have a plan and a quantity (the basket's own rule); anything else counts as empty.
 */
export function basketQuantity(raw: string | null): number {
  if (!raw) return 0;
  return (parseStoredBasket(raw) ?? []).reduce((total, item) => total + item.quantity, 0);
}
