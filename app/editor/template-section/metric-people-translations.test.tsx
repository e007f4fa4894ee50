// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/" }
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../tests/setup/fake-api.ts";
import type { MetricItem } from "./metric-item.ts";
import { SectionMetricManager, STORED_METRIC } from "./metric-fixture.tsx";
import { CustomerFormView, TeamFormView, type Profile } from "./people-forms.tsx";
import { PeopleManager } from "./people-manager.tsx";

/**
 * The translations of a metric's and a person's texts in their editors (decision 069): a language
 * switcher under each translatable field; a language chosen there edits that language's text, which
 * is saved with the record (a metric's when the input is left, as its title is; a person's with the
 * form), and the missing and stale badges come from the saved states.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let metric: MetricItem;
let profile: Profile;
let patches: Record<string, unknown>[];
let confirmed: unknown[];

/** The saved states of metric 41 as the coverage API derives them from what is stored. */
function metricCoverage() {
  const items = [];
  if (!metric.title_translation?.es) {
    items.push({ kind: "metrics", id: "41", field: "title", locale: "es", state: "missing", page: null, label: "" });
  }
  items.push({ kind: "metrics", id: "41", field: "description", locale: "fr", state: "stale", page: null, label: "" });
  return {
    defaultLocale: "en",
    pages: [],
    locales: [{ locale: "es" }, { locale: "fr" }].map((l) => ({
      ...l,
      total: 2,
      current: 0,
      stale: 0,
      missing: 0,
      percent: 0,
    })),
    items: items.map((item) => ({ ...item, excerpt: "" })),
  };
}

/** The saved states of profile 7: its team job title's French translation is stale. */
function profileCoverage() {
  const stale = profile.team?.job_title_translation?.fr
    ? [{ kind: "profiles", id: "7", field: "team.job_title", locale: "fr", state: "stale", page: "/team", section: 5 }]
    : [];
  return { ...metricCoverage(), items: stale.map((item) => ({ ...item, label: "Ana Ruiz", excerpt: "" })) };
}

beforeEach(() => {
  metric = {
    ...STORED_METRIC,
    title_translation: {},
    description_translation: { fr: "<p>Rapide, <strong>vraiment</strong></p>" },
  } as MetricItem;
  profile = { id: 7, full_name: "Ana Ruiz", email: "ana@example.com", team: null, customer: null, updated_at: "v1" };
  patches = [];
  confirmed = [];
  localStorage.clear();
  vi.stubGlobal("WebSocket", undefined);
  vi.stubGlobal(
    "fetch",
    fakeApi(async (url, init) => {
      if (url === "/api/metrics/41" && init.method === "PATCH") {
        const { updated_at: _version, ...fields } = JSON.parse(init.body ?? "{}") as Record<string, unknown>;
        patches.push(fields);
        metric = { ...metric, ...fields, updated_at: `v${patches.length + 1}` } as MetricItem;
        return json(200, metric);
      }
      if (url.startsWith("/api/metrics")) return json(200, []);
      if (url === "/api/template-sections/5") return json(200, { id: 5, website_metric: [metric] });
      if (url === "/api/organizations/7/translations?kind=metrics&record=41") return json(200, metricCoverage());
      if (url === "/api/organizations/7/translations?kind=profiles&record=7") return json(200, profileCoverage());
      if (url === "/api/organizations/7/translations/confirm" && init.method === "POST") {
        confirmed.push(JSON.parse(init.body ?? "{}"));
        return json(200, { changed: true, revisionId: 1 });
      }
      if (url.startsWith("/api/organizations/7/translations")) return json(200, { ...metricCoverage(), items: [] });
      if (url === "/api/profiles" && init.method === "GET") return json(200, [profile]);
      if (url === "/api/profiles/7" && init.method === "PATCH") {
        const { updated_at: _version, ...change } = JSON.parse(init.body ?? "{}") as Record<string, unknown>;
        patches.push(change);
        profile = { ...profile, ...change, updated_at: `v${patches.length + 1}` };
        return json(200, { ...profile, email: undefined });
      }
      return json(404, { error: "Not found" });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor inside a site whose languages are English (default), Spanish and French. */
function inSite(children: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: { organizationId: 7, defaultLocale: "en", supportedLocales: ["en", "es", "fr"] } }),
      HydrateFallback: () => null,
      Component: () => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const fieldOf = (name: string) => document.querySelector<HTMLElement>(`[data-translated-field="${name}"]`)!;

describe("a metric's translations on its card", () => {
  it("edits the Spanish title where the badge says it is missing, saves it when left, and the badge goes", async () => {
    inSite(<SectionMetricManager metric={metric} />);
    await screen.findByDisplayValue("Speed");
    const title = within(fieldOf("title"));
    const spanish = await title.findByRole("button", { name: "ES (Español) Missing" });
    fireEvent.click(spanish);
    const input = title.getByRole<HTMLInputElement>("textbox", { name: /Metric title \(Español\)/ });
    // The source text is beside the translation.
    expect(title.getByText("Speed", { selector: "span" })).toBeTruthy();
    fireEvent.change(input, { target: { value: "Rapidez" } });
    expect(patches).toEqual([]);
    await act(async () => fireEvent.blur(input));
    await waitFor(() => expect(patches).toEqual([{ title_translation: { es: "Rapidez" } }]));
    expect(metric.title_translation).toEqual({ es: "Rapidez" });
    // The saved states are read again: Spanish is no longer missing.
    await waitFor(() => expect(title.getByRole("button", { name: "ES (Español)" })).toBeTruthy());
    expect(title.getByRole<HTMLInputElement>("textbox", { name: /Español/ }).value).toBe("Rapidez");
  });

  it("saves a Spanish description beside the French one's markup, and marks the stale French one as still correct", async () => {
    inSite(<SectionMetricManager metric={metric} />);
    await screen.findByDisplayValue("Speed");
    const description = within(fieldOf("description"));
    fireEvent.click(await description.findByRole("button", { name: "FR (Français) Stale" }));
    expect(description.getByRole<HTMLTextAreaElement>("textbox", { name: /Français/ }).value).toBe("Rapide, vraiment");
    await act(async () =>
      fireEvent.click(
        description.getByRole("button", { name: "Mark as still correct: Metric description (Français)" }),
      ),
    );
    await waitFor(() => expect(confirmed).toEqual([{ kind: "metrics", id: "41", field: "description", locale: "fr" }]));

    fireEvent.click(description.getByRole("button", { name: /^ES \(Español\)/ }));
    const spanish = description.getByRole<HTMLTextAreaElement>("textbox", { name: /Español/ });
    fireEvent.change(spanish, { target: { value: "Rápido" } });
    await act(async () => fireEvent.blur(spanish));
    await waitFor(() =>
      expect(patches).toEqual([
        { description_translation: { fr: "<p>Rapide, <strong>vraiment</strong></p>", es: "Rápido" } },
      ]),
    );
  });
});

describe("a person's translations in the team and testimonial forms", () => {
  it("saves the Spanish job title and description typed under the team form's fields", async () => {
    inSite(<TeamFormView profile={profile} sectionId={5} onSaved={async () => {}} />);
    await screen.findByRole("textbox", { name: /^Job title/ });
    const jobTitle = within(fieldOf("team.job_title"));
    fireEvent.change(screen.getByRole("textbox", { name: /^Job title/ }), { target: { value: "Designer" } });
    fireEvent.click(jobTitle.getByRole("button", { name: "ES (Español)" }));
    fireEvent.change(jobTitle.getByRole("textbox", { name: /Job title \(Español\)/ }), {
      target: { value: "Diseñadora" },
    });
    const description = within(fieldOf("team.description"));
    fireEvent.click(description.getByRole("button", { name: "FR (Français)" }));
    fireEvent.change(description.getByRole("textbox", { name: /Description \(Français\)/ }), {
      target: { value: "Elle dessine." },
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save Team Member" })));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      team: {
        job_title: "Designer",
        job_title_translation: { es: "Diseñadora" },
        description_translation: { fr: "Elle dessine." },
        assigned_sections: [5],
      },
    });
  });

  it("keeps a testimonial's stored translations and saves the one added", async () => {
    profile = {
      ...profile,
      customer: { is_customer: true, testimonial_text: "Great work", testimonial_text_translation: { fr: "Super" } },
    };
    inSite(<CustomerFormView profile={profile} sectionId={5} onSaved={async () => {}} />);
    await screen.findByDisplayValue("Great work");
    const text = within(fieldOf("customer.testimonial_text"));
    fireEvent.click(text.getByRole("button", { name: "ES (Español)" }));
    fireEvent.change(text.getByRole("textbox", { name: /Español/ }), { target: { value: "Gran trabajo" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save Testimonial" })));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({
      customer: { testimonial_text: "Great work", testimonial_text_translation: { fr: "Super", es: "Gran trabajo" } },
    });
  });

  it("shows a team member's stale French job title with its source, and marks it as still correct", async () => {
    profile = {
      ...profile,
      team: { is_team_member: true, job_title: "Lead designer", job_title_translation: { fr: "Designer" } },
    };
    inSite(<TeamFormView profile={profile} sectionId={5} onSaved={async () => {}} />);
    await screen.findByDisplayValue("Lead designer");
    const jobTitle = within(fieldOf("team.job_title"));
    // The badge comes from the profile's saved states; Spanish has no badge (nothing stored as missing).
    fireEvent.click(await jobTitle.findByRole("button", { name: "FR (Français) Stale" }));
    expect(jobTitle.getByRole("button", { name: "ES (Español)" })).toBeTruthy();
    expect(jobTitle.getByRole<HTMLInputElement>("textbox", { name: /Job title \(Français\)/ }).value).toBe("Designer");
    expect(jobTitle.getByText("Lead designer", { selector: "span" })).toBeTruthy();
    await act(async () =>
      fireEvent.click(jobTitle.getByRole("button", { name: "Mark as still correct: Job title (Français)" })),
    );
    await waitFor(() =>
      expect(confirmed).toEqual([{ kind: "profiles", id: "7", field: "team.job_title", locale: "fr" }]),
    );
    // The department, another field of the same person, has no stale mark.
    expect(within(fieldOf("team.department")).getByRole("button", { name: "FR (Français)" })).toBeTruthy();
  });

  it("opens the person a Translations page link names, on the field's language", async () => {
    profile = {
      ...profile,
      team: { is_team_member: true, job_title: "Lead designer", job_title_translation: { fr: "Designer" } },
    };
    inSite(
      <PeopleManager
        kind="team"
        sectionId={5}
        onChanged={() => {}}
        focus={{ field: "team.job_title", locale: "fr", record: 7 }}
      />,
    );
    // The list loads, then the person's form loads the profile as a record.
    const input = await screen.findByRole<HTMLInputElement>(
      "textbox",
      { name: /Job title \(Français\)/ },
      { timeout: 5000 },
    );
    expect(input.value).toBe("Designer");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(fieldOf("team.job_title")).getByRole("button", { name: "FR (Français) Stale" })).toBeTruthy();
  });
});
