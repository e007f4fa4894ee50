// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { HistoryPanel } from "./history-panel.tsx";

/**
 * The History panel in the person's UI language: actions, "by", the change sentences,
 * counts (Intl.PluralRules), dates (Intl.DateTimeFormat in that language) and the Restore button.
 */

const revision = (id: number, action: string, created_at: string, changes: unknown[], after: unknown) => ({
  id,
  entity: "template_section",
  entity_id: "4",
  action,
  summary: "",
  title: "Servicios",
  actor: { id: "u1", name: "Ana" },
  created_at,
  changes,
  request_id: `r${id}`,
  before: null,
  after,
});

const revisions = [
  revision(
    2,
    "update",
    "2026-03-05T14:30:00.000Z",
    [
      { field: "section_title", before: "Viejo", after: "Servicios" },
      { field: "is_card_type", before: false, after: true },
      { field: "website_metric", before: [], after: [1, 2, 3] },
    ],
    { section_title: "Servicios", is_card_type: true, website_metric: [1, 2, 3] },
  ),
  revision(1, "create", "2026-03-01T09:00:00.000Z", [], { section_title: "Viejo" }),
];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    fakeApi((url) =>
      url.startsWith("/api/revisions")
        ? new Response(JSON.stringify(revisions), { status: 200, headers: { "content-type": "application/json" } })
        : new Response("{}", { status: 404 }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EN = { locale: "en" } as const;

describe.each(["es", "ar"] as const)("the History panel in %s", (locale: UiLocale) => {
  const o = { locale };

  it("lists versions with translated actions, people, sentences, counts and dates", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UiLanguageProvider locale={locale} timeZone="Asia/Tokyo">
          <HistoryPanel entity="template_section" entityId={4} />
        </UiLanguageProvider>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: m.editors_versions({}, o) });
    const panel = list.closest("section")!;
    expect(within(panel).getByRole("heading", { name: m.editor_history({}, o) })).toBeTruthy();
    const [newest, oldest] = within(list).getAllByRole("button");
    expect(newest!.textContent).toContain(m.editors_changed({}, o));
    expect(newest!.textContent).toContain(m.editors_current({}, o));
    expect(newest!.textContent).toContain(m.editors_byPerson({ person: "Ana" }, o));
    // In the person's zone (decision 080): the list and the Restore button's name alike.
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Tokyo" });
    expect(newest!.textContent).toContain(date.format(new Date("2026-03-05T14:30:00.000Z")));
    expect(oldest!.textContent).toContain(m.editors_created({}, o));

    // The selected (newest) version's changes, one sentence each; three metrics counted in the language.
    const title = m.editors_fieldTitle({}, o);
    expect(panel.textContent).toContain(
      m.editors_changedFromTo(
        {
          label: title,
          before: m.editors_quoted({ text: "Viejo" }, o),
          after: m.editors_quoted({ text: "Servicios" }, o),
        },
        o,
      ),
    );
    expect(panel.textContent).toContain(m.editors_turnedOn({ label: m.editors_fieldCardStyle({}, o) }, o));
    const category = new Intl.PluralRules(locale).select(3);
    expect(category).not.toBe("one");
    const three = new Intl.NumberFormat(locale).format(3);
    expect(panel.textContent).toContain(
      (category === "few" ? m.editors_itemsFew : category === "many" ? m.editors_itemsMany : m.editors_itemsOther)(
        { count: three },
        o,
      ),
    );
    // Restore names the record and the selected version's date, in the person's words.
    const restore = within(panel).getByRole("button", {
      name: m.editors_restoreAsOf(
        {
          entity: m.editors_entitySection({}, o),
          title: "Servicios",
          time: date.format(new Date("2026-03-05T14:30:00.000Z")),
        },
        o,
      ),
    });
    expect(restore.textContent).toContain(m.editors_restore({}, o));

    const english = [
      m.editors_changed,
      m.editors_created,
      m.editors_current,
      m.editors_thisVersion,
      m.editors_restore,
      m.editors_fieldTitle,
      m.editors_fieldCardStyle,
      m.editors_previewOfVersion,
      m.editors_versions,
      m.editor_history,
    ]
      .map((message): string => message({}, EN))
      .concat(["changed from", "turned on", "items", "by Ana"]);
    const readable = [
      panel.textContent ?? "",
      ...[...panel.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? ""),
    ].join("\n");
    expect(english.filter((text) => readable.includes(text))).toEqual([]);
  });
});
