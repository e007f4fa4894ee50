// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { inUiLanguage, readable, serveApi } from "../shared/ui-language-fixture.tsx";
import TemplateSectionEditor from "./template-section-editor.tsx";

/**
 * The template section editor in the person's UI language: its title, labels, type
 * names, preview caption, metric toolbar and the title rule at the field come from the catalogue,
 * and none of their English texts is left.
 */

const row = {
  id: 5,
  url_page: "/home",
  section_title: "",
  section_description: "",
  section_type: "general",
  grid_columns: 3,
  updated_at: "v1",
  website_metric: [],
};

serveApi((url, method) => {
  if (url === "/api/template-sections/5" && method === "GET") return row;
  if (url.startsWith("/api/metrics")) return [];
});

const ENGLISH = [
  "Template Section",
  "Update this section of the page",
  "Section settings",
  "Section type",
  "General Content",
  "Layout",
  "Section title",
  "Section description",
  "Live preview",
  "Preview ·",
  "3 columns",
  "Metrics (0)",
  "Create Metric",
  "Add Existing",
  "No metrics in this section yet.",
  "Please enter a section title",
];

describe.each(["es", "ar"] as const)("the template section editor in %s", (locale) => {
  const o = { locale };

  it("shows its texts and the title rule in the person's language", async () => {
    render(
      inUiLanguage(
        locale,
        <TemplateSectionEditor request={{ kind: "template-section", mode: "edit", id: 5 }} onClose={vi.fn()} />,
      ),
    );
    const title = await screen.findByRole<HTMLInputElement>("textbox", {
      name: new RegExp(m.fields_secSectionTitle({}, o)),
    });
    expect(screen.getByText(m.fields_secTemplateTitle({}, o))).toBeTruthy();
    expect(screen.getByRole("toolbar", { name: m.fields_secSectionSettings({}, o) })).toBeTruthy();
    expect(screen.getByText(m.fields_secNoMetrics({}, o))).toBeTruthy();
    const three = { count: new Intl.NumberFormat(locale).format(3) };
    // Three is "other" in Spanish and "few" in Arabic (Intl.PluralRules).
    const columns = locale === "es" ? m.fields_secColumnsOther(three, o) : m.fields_secColumnsFew(three, o);
    expect(document.body.textContent).toContain(
      m.fields_secPreviewCaption({ type: m.fields_secTypeGeneral({}, o), columns }, o),
    );

    // A general section needs a title: the rule is said at the field, in the person's language.
    fireEvent.change(title, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: m.editor_update({}, o) }));
    await screen.findByText(m.fields_secNeedSectionTitle({}, o));

    await waitFor(() => {
      const text = readable();
      for (const english of ENGLISH) expect(text, english).not.toContain(english);
    });
  });
});
