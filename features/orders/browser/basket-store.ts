import { BASKET_CHANGED_EVENT, BASKET_STORAGE_KEY } from "./basket-count.ts";
import { addPlan, BASKET_SAVE_DEBOUNCE_MS, debounce, readStoredBasket, setQuantity } from "./basket.ts";
import type { BasketItem, BasketPlan } from "./basket.ts";

/**
 * The visitor's basket in this tab: read once from localStorage, changed in memory, saved after a
 * 300 ms debounce (spec §4). A stored basket that is not valid is cleared; storage that fails is
 * logged and cleared; neither is ever shown as an error.
 */
let items: BasketItem[] | null = null;
const listeners = new Set<() => void>();
const EMPTY: BasketItem[] = [];

/** Storage errors are logged (spec §4); a stored value that is not a basket is dropped silently. */
function clearStored(reason?: unknown) {
  if (reason !== undefined) console.warn("The basket could not be stored", reason);
  try {
    window.localStorage.removeItem(BASKET_STORAGE_KEY);
  } catch {
    // Storage itself is unavailable: there is nothing to clear.
  }
}

function load(): BasketItem[] {
  if (items) return items;
  try {
    const parsed = readStoredBasket(window.localStorage.getItem(BASKET_STORAGE_KEY));
    if (parsed === null) clearStored();
    items = parsed ?? [];
  } catch (error) {
    clearStored(error);
    items = [];
  }
  return items;
}

const save = debounce((next: BasketItem[]) => {
  try {
    window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    clearStored(error);
  }
  window.dispatchEvent(new CustomEvent(BASKET_CHANGED_EVENT));
}, BASKET_SAVE_DEBOUNCE_MS);

function update(next: BasketItem[]) {
  items = next;
  save(next);
  for (const listener of listeners) listener();
}

// Another tab changed the basket: read it again.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== BASKET_STORAGE_KEY && event.key !== null) return;
    items = null;
    for (const listener of listeners) listener();
  });
  // Leaving the page within the debounce would lose the last change.
  window.addEventListener("pagehide", () => save.flush());
}

export const basketStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): BasketItem[] => load(),
  getServerSnapshot: (): BasketItem[] => EMPTY,
  add: (plan: BasketPlan) => update(addPlan(load(), plan)),
  setQuantity: (planId: number, quantity: number) => update(setQuantity(load(), planId, quantity)),
  remove: (planId: number) => update(setQuantity(load(), planId, 0)),
  /** Empties the basket (its order request was sent). */
  clear: () => update([]),
};
