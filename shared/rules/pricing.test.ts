import { describe, expect, it } from "vitest";
import { KNOWN_LOCALES } from "../i18n/locales.ts";
import { formatMinorUnits, formatPrice, unitPrice } from "./pricing.ts";

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

describe("formatMinorUnits", () => {
  it("writes every site language as Intl.NumberFormat does, without building one", () => {
    const amounts = [
      0, 5, 99, 100, 1250, 99_999, 100_000, 123_450, 999_999, 1_234_567, 12_345_678, 123_456_789, 10_000_000_000,
    ];
    for (const locale of [...KNOWN_LOCALES, "en-GB", "pt-BR"]) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const minor of [...amounts, ...amounts.filter(Boolean).map((amount) => -amount)])
        expect(formatMinorUnits(minor, locale), `${minor} in ${locale}`).toBe(intl.format(minor / 100));
    }
  });

  it("asks Intl for a language it has no table for, and for fractions of a minor unit", () => {
    expect(formatMinorUnits(123_456, "cs")).toBe(
      new Intl.NumberFormat("cs", { minimumFractionDigits: 2 }).format(1234.56),
    );
    expect(formatMinorUnits(1250.5, "en")).toBe("12.51");
  });
});

describe("unitPrice", () => {
  it("is the promotion price while the plan is on promotion", () => {
    expect(unitPrice({ price: 1000, is_promotion: true, promotion_price: 800 })).toBe(800);
    expect(unitPrice({ price: 1000, is_promotion: false, promotion_price: 800 })).toBe(1000);
  });
});
