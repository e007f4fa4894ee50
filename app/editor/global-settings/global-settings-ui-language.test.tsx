// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { EditorRequest } from "../editor-requests.ts";
import { inUiLanguage, readable, serveApi } from "../shared/ui-language-fixture.tsx";
import GlobalSettingsModal from "./global-settings-modal.tsx";

/**
 * Global Settings in the person's UI language: the dialog, its tabs, the General fields, a list
 * with its buttons, item fields and translation badges, and the consent-record count come from the
 * catalogue, and none of their English texts is left.
 */

const organization = {
  organization: { id: 7, name: "Acme", type: "consulting", updated_at: "2026-11-23T05:00:00.000Z" },
  settings: { name: "Acme", type: "consulting", font_family: "Inter", supported_locales: ["en", "fr"], language: "en" },
  website_hero: null,
  features: [],
  faqs: [{ id: 1, question: "Q1", answer: "A1", order: 0, question_translation: {}, answer_translation: {} }],
  banners: [],
  blog_posts: [],
  products: [],
  pricing_plans: [],
  menu_items: [],
  submenu_items: [],
  cookie_categories: [],
  cookie_services: [],
  cookie_consent_records: [{ id: 1 }, { id: 2 }],
  list_versions: {},
};

/** The question of FAQ 1 has no French yet: its switcher shows the badge. */
const coverage = {
  defaultLocale: "en",
  pages: [],
  locales: [{ locale: "fr", total: 1, current: 0, stale: 0, missing: 1, percent: 0 }],
  items: [
    {
      kind: "faqs",
      id: "1",
      field: "question",
      locale: "fr",
      state: "missing",
      page: null,
      label: "Q1",
      excerpt: "Q1",
    },
  ],
};

serveApi((url, method) => {
  if (url === "/api/organizations/7" && method === "GET") return organization;
  if (url.startsWith("/api/organizations/7/translations")) return coverage;
});

function open(locale: UiLocale, request: EditorRequest & { kind: "global-settings" }) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        site: { organizationId: 7, defaultLocale: "en", supportedLocales: ["en", "fr"] },
        viewer: { id: 1 },
      }),
      HydrateFallback: () => null,
      Component: () => inUiLanguage(locale, <GlobalSettingsModal request={request} onClose={vi.fn()} />),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

/** An English text standing on its own ("Cancel", not the start of Spanish "Cancelar"). */
function englishLeft(text: string, english: string): boolean {
  const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, "u").test(text);
}

// Texts whose translation differs from the English in both languages (Spanish keeps "General", "Blog").
const ENGLISH_EVERYWHERE = [
  "Global Settings",
  "Settings and lists that apply to your whole site.",
  "Settings sections",
  "Hero Section",
  "Products",
  "Features",
  "FAQs",
  "Meeting Types",
  "Domains",
  "Cancel",
  "Save",
];

describe.each(["es", "ar"] as const)("Global Settings in %s", (locale) => {
  const o = { locale };

  it("shows the dialog, its tabs and the General fields in the person's language", async () => {
    open(locale, { kind: "global-settings", tab: "general" });
    await screen.findByRole("heading", { name: m.editors_gsTabGeneral({}, o), level: 3 });
    expect(screen.getByText(m.editors_gsTitle({}, o))).toBeTruthy();
    const tabs = screen.getByRole("tablist", { name: m.editors_gsSectionsLabel({}, o) });
    expect(within(tabs).getByRole("tab", { name: m.editors_gsTabMeetingTypes({}, o) })).toBeTruthy();
    expect(screen.getByText(m.editors_gsTabGeneralSub({}, o))).toBeTruthy();
    expect(screen.getByLabelText(m.editors_gsFontFamily({}, o))).toBeTruthy();
    expect(screen.getByLabelText(m.editors_gsBaseUrl({}, o))).toBeTruthy();
    expect(screen.getByText(m.editors_gsSupportedLanguages({}, o))).toBeTruthy();
    expect(screen.getByText(m.editors_gsLogoHint({}, o))).toBeTruthy();
    // The business type reads in the person's language, not as its stored key.
    expect(screen.getByRole("combobox", { name: m.editors_gsBusinessType({}, o) }).textContent).toBe(
      m.platform_businessConsulting({}, o),
    );

    await waitFor(() => {
      const text = readable();
      for (const english of [
        ...ENGLISH_EVERYWHERE,
        "Base URL",
        "Font family",
        "Supported languages",
        "Default language",
        "Business type",
        "Choose from gallery",
        "Shown in your site's header",
        "Your organization's name",
        "consulting",
      ])
        expect(englishLeft(text, english), english).toBe(false);
    });
  });

  it("shows a list, its item's fields and translation badges, and the consent count in the person's language", async () => {
    open(locale, { kind: "global-settings", tab: "faqs" });
    const list = await screen.findByRole("region", { name: new RegExp(m.editors_gsTabFaqs({}, o)) });
    expect(
      within(list).getByText(m.editors_gsCount({ count: new Intl.NumberFormat(locale).format(1) }, o)),
    ).toBeTruthy();
    expect(within(list).getByRole("button", { name: m.editors_gsAddFaq({}, o) })).toBeTruthy();
    expect(within(list).getByRole("button", { name: m.editors_gsMoveDown({ name: "Q1" }, o) })).toBeTruthy();
    expect(within(list).getByRole("button", { name: m.editors_gsDeleteNamed({ name: "Q1" }, o) })).toBeTruthy();

    fireEvent.click(within(list).getByRole("button", { name: "Q1" }));
    expect(within(list).getByLabelText(new RegExp(`^${m.editors_gsFieldQuestion({}, o)}`))).toBeTruthy();
    expect(within(list).getByLabelText(m.editors_gsFieldAnswer({}, o))).toBeTruthy();
    // The saved states of the item: French is missing, said in the person's language.
    const switcher = within(list).getAllByRole("group", { name: m.fields_translations({}, o) })[0]!;
    await within(switcher).findByText(m.fields_stateMissing({}, o));

    fireEvent.mouseDown(screen.getByRole("tab", { name: m.editors_gsTabCookies({}, o) }));
    await screen.findByText(m.editors_gsConsentRecords({ count: new Intl.NumberFormat(locale).format(2) }, o));
    expect(screen.getByText(m.editors_gsNoCookieCategories({}, o))).toBeTruthy();
    expect(screen.getByRole("button", { name: m.editors_gsAddCookieService({}, o) })).toBeTruthy();

    await waitFor(() => {
      const text = readable();
      for (const english of [
        ...ENGLISH_EVERYWHERE,
        "Add FAQ",
        "Move Q1",
        "Delete Q1",
        "Question",
        "Answer",
        "Missing",
        "Consent records",
        "No cookie categories yet.",
        "Add cookie service",
        "A service is filed under a saved category",
      ])
        expect(englishLeft(text, english), english).toBe(false);
    });
  });
});
