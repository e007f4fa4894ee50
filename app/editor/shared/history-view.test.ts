import { describe, expect, it } from "vitest";
import { canRestore, previewFields, previewValue, refreshEventFor } from "./history-view.ts";

describe("previewFields", () => {
  it("shows the state the revision produced, without bookkeeping columns", () => {
    const fields = previewFields({
      before: { id: 1, section_title: "Old" },
      after: { id: 1, organization_id: 2, section_title: "<b>New</b>", grid_columns: 3, updated_at: "x" },
    });
    expect(fields).toEqual([
      { field: "section_title", value: "New" },
      { field: "grid_columns", value: "3" },
    ]);
  });

  it("shows the state before a deletion (what a restore brings back)", () => {
    expect(previewFields({ before: { title: "Gone" }, after: null })).toEqual([{ field: "title", value: "Gone" }]);
    expect(previewFields({ before: null, after: null })).toEqual([]);
  });
});

describe("previewValue", () => {
  it("writes empties and objects readably and shortens long texts", () => {
    expect(previewValue(null)).toBe("(empty)");
    expect(previewValue("<p> </p>")).toBe("(empty)");
    expect(previewValue({ from: "blue-400" })).toBe('{"from":"blue-400"}');
    expect(previewValue("x".repeat(400))).toHaveLength(300);
  });
});

describe("canRestore", () => {
  it("offers restore for older versions and for a deletion", () => {
    expect(canRestore({ action: "update" }, 0)).toBe(false);
    expect(canRestore({ action: "update" }, 1)).toBe(true);
    expect(canRestore({ action: "delete" }, 0)).toBe(true);
  });
});

describe("refreshEventFor", () => {
  it("names the public page's refetch event of each entity", () => {
    expect(refreshEventFor("template_section")).toBe("template-section-updated");
    expect(refreshEventFor("metric")).toBe("template-section-updated");
    expect(refreshEventFor("heading_section")).toBe("template-heading-section-updated");
    expect(refreshEventFor("page_layout")).toBeNull();
  });
});
