import { describe, expect, it } from "vitest";
import { formatPrice, unitPrice } from "./pricing.ts";

describe("formatPrice", () => {
  it("divides minor units by 100 and writes them after the symbol, in the page's language", () => {
    expect(formatPrice(1250, "$")).toBe("$12.50");
    expect(formatPrice(123456, "€", "de")).toBe("€1.234,56");
    expect(formatPrice(0, null)).toBe("$0.00");
    // The formatter kept per language gives the same text again, and languages do not mix.
    expect(formatPrice(1250, "$", "de")).toBe("$12,50");
    expect(formatPrice(1250, "$")).toBe("$12.50");
  });

  it("refuses a malformed language tag as toLocaleString did", () => {
    expect(() => formatPrice(100, "$", "not a locale!")).toThrow(RangeError);
  });
});

describe("unitPrice", () => {
  it("is the promotion price while the plan is on promotion", () => {
    expect(unitPrice({ price: 1000, is_promotion: true, promotion_price: 800 })).toBe(800);
    expect(unitPrice({ price: 1000, is_promotion: false, promotion_price: 800 })).toBe(1000);
  });
});
