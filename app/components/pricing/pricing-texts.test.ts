import { describe, expect, it } from "vitest";
import { pricingTexts } from "./pricing-texts.ts";

describe("the basket's texts", () => {
  it("are the same English as before, also for languages outside the catalogue", () => {
    for (const locale of ["en", "hi"]) {
      const t = pricingTexts(locale);
      expect(t.basketTitle).toBe("Your basket");
      expect(t.intro).toBe(
        "Plans you choose from our pricing are kept here, in this browser. Check the quantities, then send us an order request: we confirm it by e-mail within one working day.",
      );
      expect(t.quantity("Pro")).toBe("Quantity of Pro");
      expect(t.decrease("Pro")).toBe("One less Pro");
      expect(t.remove("Pro")).toBe("Remove Pro");
      expect(t.priceChanged("€10", "€12")).toBe("The price changed from €10 to €12.");
      expect(t.mixedCurrencies).toBe("Plans in different currencies are totalled separately.");
    }
  });

  it("are translated in Arabic and the other languages that read English before", () => {
    expect(pricingTexts("ar").basketTitle).toBe("سلتك");
    expect(pricingTexts("ar").priceChanged("10 €", "12 €")).toBe("تغيّر السعر من 10 € إلى 12 €.");
    expect(pricingTexts("ja").empty).toBe("バスケットは空です。");
    expect(pricingTexts("it").increase("Pro")).toBe("Un Pro in più");
  });
});
