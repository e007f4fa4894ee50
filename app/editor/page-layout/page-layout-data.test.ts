import { describe, expect, it } from "vitest";
import { canSave, layoutBody, moveItem, sectionKey, sectionTypeLabel, type LayoutSection } from "./page-layout-data.ts";

const section = (
  id: number,
  type: LayoutSection["type"],
  sectionType: LayoutSection["data"]["section_type"] = null,
): LayoutSection => ({
  id,
  type,
  title: `S${id}`,
  order: id,
  data: { section_type: sectionType },
});

describe("page layout", () => {
  it("labels sections by type, headings as headings", () => {
    expect(sectionTypeLabel(section(1, "heading_section"))).toBe("Heading");
    expect(sectionTypeLabel(section(1, "hero"))).toBe("Hero");
    expect(sectionTypeLabel(section(1, "template_section", "brand"))).toBe("Brands");
    expect(sectionTypeLabel(section(1, "template_section", "faq"))).toBe("FAQ");
    expect(sectionTypeLabel(section(1, "template_section", "pricing_plans"))).toBe("Pricing Plans");
    expect(sectionTypeLabel(section(1, "template_section", null))).toBe("General");
  });

  it("sends every section with its position as order", () => {
    const list = moveItem(
      [section(1, "heading_section"), section(1, "template_section"), section(2, "template_section")],
      2,
      0,
    );
    expect(list.map(sectionKey)).toEqual(["template_section:2", "heading_section:1", "template_section:1"]);
    expect(layoutBody(list, 7)).toEqual({
      organization_id: 7,
      sections: [
        { id: 2, type: "template_section", order: 0 },
        { id: 1, type: "heading_section", order: 1 },
        { id: 1, type: "template_section", order: 2 },
      ],
    });
  });

  it("disables Save while saving or loading or with no sections", () => {
    expect(canSave({ saving: false, loading: false, count: 2 })).toBe(true);
    expect(canSave({ saving: true, loading: false, count: 2 })).toBe(false);
    expect(canSave({ saving: false, loading: true, count: 2 })).toBe(false);
    expect(canSave({ saving: false, loading: false, count: 0 })).toBe(false);
  });
});
