import { describe, expect, it } from "vitest";
import { BUSINESS_TYPES } from "../../shared/rules/settings.ts";
import { BUSINESS_TYPE_LABELS, UI_LOCALES, businessTypeLabels, indexPathLabels } from "./business-labels.ts";

describe("business-type labels of the product and blog indexes", () => {
  it("cover all twenty business types of spec §1 in each of the ten UI languages of §2", () => {
    expect(BUSINESS_TYPES).toHaveLength(20);
    expect(Object.keys(BUSINESS_TYPE_LABELS).sort()).toEqual([...BUSINESS_TYPES].sort());
    expect(UI_LOCALES).toEqual(["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja"]);
    for (const type of BUSINESS_TYPES) {
      for (const locale of UI_LOCALES) {
        const [products, blog] = BUSINESS_TYPE_LABELS[type]![locale];
        expect(products.trim(), `${type}/${locale}`).not.toBe("");
        expect(blog.trim(), `${type}/${locale}`).not.toBe("");
      }
    }
  });

  it("translates every label (only words the languages share may repeat English)", () => {
    for (const type of BUSINESS_TYPES) {
      const table = BUSINESS_TYPE_LABELS[type]!;
      for (const locale of ["ru", "zh", "ja"] as const) {
        expect(table[locale][0]).not.toBe(table.en[0]);
        expect(table[locale][1]).not.toBe(table.en[1]);
      }
    }
  });

  it("differ by business type", () => {
    expect(businessTypeLabels("consulting", "en")).toEqual({ products: "Services", blog: "Insights" });
    expect(businessTypeLabels("finance", "de")).toEqual({ products: "Produkte", blog: "Marktberichte" });
    expect(businessTypeLabels("real_estate", "ja")).toEqual({ products: "物件", blog: "不動産ニュース" });
  });

  it("fall back to generic labels for an unknown type, and to English outside the UI languages", () => {
    expect(businessTypeLabels("unknown", "fr")).toEqual({ products: "Produits", blog: "Blog" });
    expect(businessTypeLabels(null, "en")).toEqual({ products: "Products", blog: "Blog" });
    expect(businessTypeLabels("legal", "nl")).toEqual({ products: "Practice Areas", blog: "Legal Insights" });
    expect(businessTypeLabels("__proto__", "en")).toEqual({ products: "Products", blog: "Blog" });
  });

  it("map the /products and /blog paths", () => {
    expect(indexPathLabels("education", "es")).toEqual({ "/products": "Cursos", "/blog": "Blog de aprendizaje" });
  });
});
