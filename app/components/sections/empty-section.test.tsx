import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { EMPTY_SECTION_TEXT, EmptySectionPlaceholder } from "./empty-section.tsx";
import { TemplateSection } from "./template-section.tsx";

const empty: TemplateSectionView = {
  id: 42,
  type: "general",
  titleHtml: "<strong>Our numbers</strong>",
  descriptionHtml: "",
  textStyleVariant: "default",
  gridColumns: 3,
  isSlider: false,
  isFullWidth: false,
  background: null,
  titleAlign: "left",
  isImageBottom: false,
  imageHeight: 192,
  metrics: [],
  faqs: [],
  people: [],
  locale: "en",
};

describe("an empty section stays editable", () => {
  // A render may start loading the section chunks (lazyComponent); they must have loaded before the
  // file ends, or Vitest reports an import after its environment was torn down.
  afterAll(async () => {
    await Promise.all([
      import("./more-sections.tsx"),
      import("../pricing/pricing-plans-section.tsx"),
      import("./empty-section.tsx"),
    ]);
  });

  it("renders nothing for visitors", () => {
    expect(renderToString(<TemplateSection section={empty} />)).toBe("");
  });

  it("is a placeholder for admins, marked as the section so the overlay's Edit button finds it", async () => {
    // The placeholder is its own chunk: load it once, as the server does at start.
    renderToString(<TemplateSection section={empty} isAdmin />);
    await import("./empty-section.tsx");
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderToString(<TemplateSection section={empty} isAdmin />);
    expect(html).toContain('data-template-section="42"');
    expect(html).toContain("Our numbers");
    expect(html).toContain(EMPTY_SECTION_TEXT.replace("'", "&#x27;"));
  });

  it("offers its Edit and Delete", () => {
    const html = renderToString(<EmptySectionPlaceholder section={empty} />);
    expect(html).toContain('aria-label="Edit empty section: Our numbers"');
    expect(html).toContain('aria-label="Delete empty section: Our numbers"');
  });
});
