import { describe, expect, it } from "vitest";
import { deriveSectionType, SECTION_TYPES } from "./section-types.ts";

describe("deriveSectionType", () => {
  it("keeps a known section_type whatever the flags say", () => {
    for (const type of SECTION_TYPES) expect(deriveSectionType({ section_type: type, is_brand: true })).toBe(type);
  });

  it("takes the first legacy flag that is set, in the spec's order", () => {
    expect(deriveSectionType({ is_reviews_section: true })).toBe("reviews");
    expect(deriveSectionType({ is_help_center_section: true })).toBe("help_center");
    expect(deriveSectionType({ is_real_estate_modal: true })).toBe("real_estate");
    expect(deriveSectionType({ is_brand: true })).toBe("brand");
    expect(deriveSectionType({ is_article_slider: true })).toBe("article_slider");
    expect(deriveSectionType({ is_contact_section: true })).toBe("contact");
    expect(deriveSectionType({ is_faq_section: true })).toBe("faq");
    expect(deriveSectionType({ is_pricingplans_section: true })).toBe("pricing_plans");
    expect(deriveSectionType({ is_faq_section: true, is_brand: true, is_contact_section: true })).toBe("brand");
    expect(deriveSectionType({ section_type: null, is_pricingplans_section: true, is_reviews_section: true })).toBe(
      "reviews",
    );
  });

  it("is general without a type or flag, or with an unknown type", () => {
    expect(deriveSectionType({})).toBe("general");
    expect(deriveSectionType({ section_type: "" })).toBe("general");
    expect(deriveSectionType({ section_type: "nonsense" })).toBe("general");
    expect(deriveSectionType({ section_type: "nonsense", is_faq_section: true })).toBe("faq");
  });
});
