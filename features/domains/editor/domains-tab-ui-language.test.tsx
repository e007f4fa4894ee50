// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiLanguageProvider } from "../../../app/components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import { DomainsTab } from "./domains-tab.tsx";

/**
 * Global Settings → Domains in the person's UI language: statuses, buttons, the DNS
 * records table, the copy buttons and the field's own message, with none of the English left.
 */

const domain = (fields: Record<string, unknown>) => ({
  id: 1,
  host: "acme.localhost",
  display_host: "acme.localhost",
  kind: "platform",
  status: "active",
  primary: true,
  verified_at: null,
  last_checked_at: null,
  failing_since: null,
  records: [],
  ...fields,
});
const domains = [
  domain({}),
  domain({
    id: 2,
    host: "shop.example",
    display_host: "shop.example",
    kind: "custom",
    status: "failing",
    primary: false,
    records: [{ type: "TXT", name: "_tessera.shop.example", value: "tessera-verification=tok" }],
  }),
];

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    fakeApi((url) =>
      url === "/api/organizations/7/domains"
        ? new Response(JSON.stringify({ domains }), { status: 200, headers: { "content-type": "application/json" } })
        : new Response("{}", { status: 404 }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EN = { locale: "en" } as const;
const ENGLISH = [
  m.editors_domainActive,
  m.editors_domainFailing,
  m.editors_primary,
  m.editors_platformAddress,
  m.editors_verify,
  m.editors_remove,
  m.editors_addDomain,
  m.editors_addDomainHint,
  m.editors_domainFailingText,
  m.editors_setRecords,
  m.editors_recordType,
  m.editors_recordName,
  m.editors_recordValue,
  m.editors_domains,
  m.editors_domainEnter,
].map((message) => message({}, EN));

describe.each(["es", "ar"] as const)("the Domains tab in %s", (locale: UiLocale) => {
  const o = { locale };

  it("shows statuses, actions, records and messages translated, and no English", async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <UiLanguageProvider locale={locale}>
          <DomainsTab organizationId={7} />
        </UiLanguageProvider>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: m.editors_domains({}, o) });
    const [platform, custom] = within(list).getAllByRole("listitem");
    expect(within(platform!).getByText(m.editors_domainActive({}, o))).toBeTruthy();
    expect(within(platform!).getByText(m.editors_platformAddress({}, o))).toBeTruthy();
    expect(within(custom!).getByText(m.editors_domainFailing({}, o))).toBeTruthy();
    expect(within(custom!).getByText(m.editors_domainFailingText({}, o))).toBeTruthy();
    expect(within(custom!).getByRole("button", { name: m.editors_copyRecordValue({ type: "TXT" }, o) })).toBeTruthy();
    expect(within(custom!).getByRole("columnheader", { name: m.editors_recordValue({}, o) })).toBeTruthy();

    // An empty name is refused at the field, in the person's words.
    fireEvent.click(screen.getByRole("button", { name: m.editors_addDomain({}, o) }));
    expect((await screen.findByRole("alert")).textContent).toBe(m.editors_domainEnter({}, o));

    const readable = [
      container.textContent ?? "",
      ...[...container.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label") ?? ""),
    ].join("\n");
    expect(ENGLISH.filter((text) => readable.includes(text))).toEqual([]);
    expect(readable).not.toMatch(/Copy|record value|Verify|Make primary/);
  });
});
