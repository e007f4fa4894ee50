import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addPlan,
  basketTotals,
  debounce,
  parseStoredBasket,
  readStoredBasket,
  setQuantity,
  type BasketPlan,
} from "./basket.ts";

const starter: BasketPlan = {
  id: 1,
  name: "Starter",
  price: 1000,
  is_promotion: false,
  promotion_price: null,
  currency_symbol: "$",
};
const pro: BasketPlan = {
  id: 2,
  name: "Pro",
  price: 5000,
  is_promotion: true,
  promotion_price: 3500,
  currency_symbol: "$",
};

describe("parseStoredBasket", () => {
  it("accepts an array of items with plan and quantity", () => {
    const raw = JSON.stringify([
      { plan: starter, quantity: 2 },
      { plan: pro, quantity: 1 },
    ]);
    expect(parseStoredBasket(raw)).toEqual([
      { plan: starter, quantity: 2 },
      { plan: pro, quantity: 1 },
    ]);
  });

  it("treats no stored basket as an empty one", () => {
    expect(parseStoredBasket(null)).toEqual([]);
  });

  it("rejects malformed JSON, non-arrays and items without plan or quantity", () => {
    for (const raw of [
      "{not json",
      '{"plan":1}',
      '"basket"',
      JSON.stringify([{ plan: starter }]),
      JSON.stringify([{ quantity: 1 }]),
      JSON.stringify([{ plan: null, quantity: 1 }]),
      JSON.stringify([{ plan: { id: "1", name: "x" }, quantity: 1 }]),
      JSON.stringify([{ plan: starter, quantity: "2" }]),
      JSON.stringify([null]),
    ]) {
      expect(parseStoredBasket(raw), raw).toBeNull();
    }
  });

  it("normalises a stored plan's display fields and keeps its id", () => {
    const raw = JSON.stringify([{ plan: { id: 7, name: 42, price: "free", is_promotion: "yes" }, quantity: 1.7 }]);
    expect(readStoredBasket(raw)).toEqual([
      {
        plan: { id: 7, name: "", price: 0, is_promotion: false, promotion_price: null, currency_symbol: "$" },
        quantity: 1,
      },
    ]);
    expect(readStoredBasket("[1]")).toBeNull();
  });

  it("drops items whose quantity is zero or less", () => {
    const raw = JSON.stringify([
      { plan: starter, quantity: 0 },
      { plan: pro, quantity: -3 },
    ]);
    expect(parseStoredBasket(raw)).toEqual([]);
  });
});

describe("basket changes", () => {
  it("adds a new line, then counts up the same plan", () => {
    const once = addPlan([], starter);
    expect(once).toEqual([{ plan: starter, quantity: 1 }]);
    expect(addPlan(once, starter)).toEqual([{ plan: starter, quantity: 2 }]);
  });

  it("removes an item when its quantity is set to zero or less", () => {
    const items = addPlan(addPlan([], starter), pro);
    expect(setQuantity(items, 1, 0).map((i) => i.plan.id)).toEqual([2]);
    expect(setQuantity(items, 2, -1).map((i) => i.plan.id)).toEqual([1]);
    expect(setQuantity(items, 1, 4)[0]!.quantity).toBe(4);
  });
});

describe("basketTotals", () => {
  it("counts items and sums unit prices, promotion prices applied", () => {
    expect(
      basketTotals([
        { plan: starter, quantity: 2 },
        { plan: pro, quantity: 3 },
      ]),
    ).toEqual({ totalItems: 5, totalValue: 2 * 1000 + 3 * 3500 });
  });

  it("uses the regular price when a promotion has no promotion price", () => {
    expect(basketTotals([{ plan: { ...pro, promotion_price: null }, quantity: 1 }]).totalValue).toBe(5000);
  });

  it("is zero for an empty basket", () => {
    expect(basketTotals([])).toEqual({ totalItems: 0, totalValue: 0 });
  });
});

describe("debounce", () => {
  afterEach(() => vi.useRealTimers());

  it("runs once with the last arguments, 300 ms after the last call", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const save = debounce(fn, 300);
    save(1);
    vi.advanceTimersByTime(200);
    save(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });

  it("flush runs a pending call at once, and nothing when none is pending", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const save = debounce(fn, 300);
    save("a");
    save.flush();
    expect(fn).toHaveBeenCalledWith("a");
    save.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
