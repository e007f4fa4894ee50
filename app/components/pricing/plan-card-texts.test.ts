import { describe, expect, it } from "vitest";
import { planCardTexts } from "./plan-card-texts.ts";

describe("the plan cards' texts", () => {
  it("are the spec's English by default and for languages outside the catalogue", () => {
    expect(planCardTexts("en")).toEqual({
      addToBasket: "Add to basket",
      added: "{name} added to your basket ({count}).",
      was: "was",
      viewBasket: "View basket",
    });
    expect(planCardTexts("xx").addToBasket).toBe("Add to basket");
  });

  it("are translated in every UI language, keeping the placeholders for the browser", () => {
    expect(planCardTexts("pl").addToBasket).toBe("Dodaj do koszyka");
    expect(planCardTexts("ja").viewBasket).toBe("バスケットを見る");
    expect(planCardTexts("ar").added).toBe("تمت إضافة {name} إلى سلتك ({count}).");
    expect(planCardTexts("es").added).toBe("{name} añadido a su cesta ({count}).");
  });
});
