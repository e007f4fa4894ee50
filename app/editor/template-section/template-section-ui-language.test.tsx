// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import TemplateSectionEditor from "./template-section-editor.tsx";

/**
 * The template section editor in the person's UI language: its title, labels, type
 * names, preview caption, metric toolbar and the title rule at the field come from the catalogue,
 * and none of their English texts is left.
 */

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

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

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal("WebSocket", undefined);
  vi.stubGlobal(
    "fetch",
    fakeApi(async (url, init) => {
      if (url === "/api/template-sections/5" && init.method === "GET") return answer(200, row);
      if (url.startsWith("/api/metrics")) return answer(200, []);
      return answer(404, { error: "not found" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Text and the attributes people read (accessible names, placeholders, tooltips) of the page. */
function readable(): string {
  const attributes = [...document.body.querySelectorAll("*")].flatMap((element) =>
    ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
  );
  return [document.body.textContent ?? "", ...attributes].join("\n");
}

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
      <UiLanguageProvider locale={locale}>
        <QueryClientProvider client={new QueryClient()}>
          <TemplateSectionEditor request={{ kind: "template-section", mode: "edit", id: 5 }} onClose={vi.fn()} />
        </QueryClientProvider>
      </UiLanguageProvider>,
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
