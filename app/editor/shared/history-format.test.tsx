import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HistoryChanges } from "./history-changes.tsx";
import { changeLines, changeSummary, fieldLabel, isVisibleRevision, previewLines } from "./history-format.ts";

describe("History speaks the owner's language", () => {
  it("says 'Title changed from … to …', without field names or markup", () => {
    expect(changeSummary("update", [{ field: "section_title", before: "<p>Old</p>", after: "<p>New</p>" }])).toBe(
      "Title changed from “Old” to “New”",
    );
    expect(changeSummary("update", [{ field: "is_card_type", before: false, after: true }])).toBe(
      "Card style turned on",
    );
    expect(changeSummary("update", [{ field: "button_text", before: "", after: "Go" }])).toBe(
      "Button text set to “Go”",
    );
    expect(fieldLabel("seo_title")).toBe("Seo title");
    expect(fieldLabel("section_title_translation")).toBe("Title (translations)");
  });

  it("spells out style objects setting by setting, never as JSON", () => {
    const lines = changeLines([
      { field: "title_style", before: { size: "4xl", color: "gray-900" }, after: { size: "5xl", color: "gray-900" } },
    ]);
    expect(lines).toEqual([{ kind: "text", sentence: "Title style: size changed from “4xl” to “5xl”" }]);
    expect(JSON.stringify(lines)).not.toContain('{\\"');
  });

  it("shows images as thumbnails and colours as swatches", () => {
    const html = renderToString(
      <HistoryChanges
        action="update"
        changes={[
          { field: "image", before: "/demo/a.svg", after: "/demo/b.svg" },
          { field: "background_color", before: "white", after: "blue-500" },
        ]}
      />,
    );
    expect(html).toContain('src="/demo/a.svg"');
    expect(html).toContain('src="/demo/b.svg"');
    expect(html).toMatch(/style="background:[^"]+"/);
    expect(html).toContain("Background colour changed from");
    expect(html).not.toContain("background_color");
  });

  it("leaves out changes nobody could see", () => {
    expect(isVisibleRevision({ action: "update", changes: [{ field: "updated_at", before: "a", after: "b" }] })).toBe(
      false,
    );
    expect(
      isVisibleRevision({
        action: "update",
        changes: [{ field: "description", before: "<p>Same</p>", after: "Same" }],
      }),
    ).toBe(false);
    expect(isVisibleRevision({ action: "update", changes: [{ field: "title", before: "A", after: "B" }] })).toBe(true);
    expect(isVisibleRevision({ action: "create", changes: [] })).toBe(true);
  });

  it("previews a version with labels and plain values", () => {
    expect(previewLines({ id: 3, section_title: "<b>Hi</b>", gradient: { from: "blue-400", to: "teal-400" } })).toEqual(
      [
        { label: "Title", value: "Hi" },
        { label: "Gradient", value: "from blue-400, to teal-400" },
      ],
    );
  });
});
