import { describe, expect, it } from "vitest";
import { basketQuantity } from "./basket-count.ts";

describe("basketQuantity", () => {
  it("sums the quantities of a stored basket", () => {
    const basket = [
      { plan: { id: 1, price: 900 }, quantity: 2 },
      { plan: { id: 2, price: 100 }, quantity: 3 },
    ];
    expect(basketQuantity(JSON.stringify(basket))).toBe(5);
  });

  it("counts nothing for items with a quantity of zero or less", () => {
    expect(
      basketQuantity(
        JSON.stringify([
          { plan: { id: 1 }, quantity: 0 },
          { plan: { id: 2 }, quantity: -1 },
        ]),
      ),
    ).toBe(0);
  });

  it("treats a missing, malformed or wrongly shaped basket as empty", () => {
    expect(basketQuantity(null)).toBe(0);
    expect(basketQuantity("")).toBe(0);
    expect(basketQuantity("{not json")).toBe(0);
    expect(basketQuantity(JSON.stringify({ plan: 1, quantity: 2 }))).toBe(0);
    expect(basketQuantity(JSON.stringify([{ quantity: 2 }]))).toBe(0);
    expect(basketQuantity(JSON.stringify([{ plan: { id: 1 } }]))).toBe(0);
    expect(basketQuantity(JSON.stringify([{ plan: { id: 1 }, quantity: "many" }]))).toBe(0);
  });
});
