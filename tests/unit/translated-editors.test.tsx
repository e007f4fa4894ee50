import "../setup/node-dom.ts";
import "../setup/editor-dom.ts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { accountClient, nextIp } from "../setup/accounts.ts";
import { createTestApp } from "../setup/test-app.ts";
import { createOrganization } from "../../server/db/seed/factories.ts";
import { makeAdmin } from "../../server/domain/accounts/make-admin.ts";
import HeadingSectionEditor from "../../app/editor/heading-section/heading-section-editor.tsx";
import PostEditor from "../../app/editor/post/post-editor.tsx";
import { UiLanguageProvider } from "../../app/components/ui/ui-language.tsx";
import type { UiLocale } from "../../shared/i18n/ui-locales.ts";
import { m } from "../../shared/i18n/paraglide/messages.js";

/**
 * The translated fields of the heading and post editors against the real API (decision 069): the
 * badges come from the server's states, the source shows beside the translation, Mark as still
 * correct clears the badge, and a translation typed in the editor is saved with the record and
 * read back when the editor opens again. The kit's texts follow the person's UI language.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let orgId = 0;
let cookie = "";
let headingId = 0;

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: string, path: string, body?: unknown) {
  const res = await t.request(path, {
    method,
    host: "localhost",
    headers: {
      origin: "http://localhost",
      "x-forwarded-for": nextIp(),
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Body) : {} };
}

/** The browser's fetch, signed in as the admin, answered by the test app. */
async function browserFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers);
  const answer = await t.request(url.pathname + url.search, {
    method: request.method,
    host: "localhost",
    headers: { ...headers, origin: "http://localhost", "x-forwarded-for": nextIp(), cookie },
    ...(request.method === "GET" || request.method === "HEAD" ? {} : { body: await request.text() }),
  });
  return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgId = (
    await createOrganization({
      db: t.db,
      name: "Acme",
      hosts: ["localhost"],
      settings: { language: "en", supported_locales: ["en", "es", "fr"] },
    })
  ).id;
  const site = accountClient(t, "localhost");
  await site.register({ email: "admin@example.com" });
  await makeAdmin({ db: t.db, email: "admin@example.com", organization: "localhost" });
  cookie = await site.signIn("admin@example.com");
  vi.stubGlobal("fetch", browserFetch);
  vi.stubGlobal("WebSocket", undefined);
}, 60_000);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

/** A heading whose Spanish name went stale: translated, then its English name edited. */
async function staleHeading(): Promise<number> {
  const created = await call("POST", "/api/template-heading-sections", {
    name: "Our services",
    name_translation: { es: "Nuestros servicios" },
    description_text: "We help",
    url_page: "/home",
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await call("PUT", `/api/template-heading-sections/${created.body.id}`, {
    name: "Our services today",
    updated_at: created.body.updated_at,
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return created.body.id as number;
}

/** An editor inside the app's root route (its site) and the person's UI language. */
function openEditor(editor: ReactNode, locale: UiLocale = "en") {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ id: "root", path: "/", Component: () => editor }], {
    hydrationData: {
      loaderData: {
        root: { site: { organizationId: orgId, defaultLocale: "en", supportedLocales: ["en", "es", "fr"] } },
      },
    },
  });
  render(
    <UiLanguageProvider locale={locale}>
      <RouterProvider router={router} />
    </UiLanguageProvider>,
  );
  return onClose;
}

const heading = (onClose = vi.fn()) => (
  <HeadingSectionEditor request={{ kind: "heading-section", mode: "edit", id: headingId }} onClose={onClose} />
);
/** The language switcher of one field (`data-translated-field` names the record's field). */
const languages = (field: string) =>
  within(
    within(document.querySelector<HTMLElement>(`[data-translated-field="${field}"]`)!).getByRole("group", {
      name: "Translations",
    }),
  );

describe("translated fields in the editors, against the API", () => {
  it("shows the server's missing and stale badges, the source beside, and Mark as still correct clears the badge", async () => {
    headingId = await staleHeading();
    openEditor(heading());
    await screen.findByRole("textbox", { name: "Heading name" }, { timeout: 10_000 });
    const names = await waitFor(() => languages("name"), { timeout: 10_000 });
    await names.findByRole("button", { name: "ES (Español) Stale" }, { timeout: 10_000 });
    names.getByRole("button", { name: "FR (Français) Missing" });
    fireEvent.click(names.getByRole("button", { name: "ES (Español) Stale" }));
    // The stale language's text, and the English source beside it.
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Heading name \(Español\)/ }).value).toBe(
      "Nuestros servicios",
    );
    const spanish = screen.getByRole("textbox", { name: /Heading name \(Español\)/ });
    expect(document.getElementById(spanish.getAttribute("aria-describedby")!)!.textContent).toContain(
      "Our services today",
    );
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Mark as still correct: Heading name (Español)" })),
    );
    await names.findByRole("button", { name: "ES (Español)" }, { timeout: 10_000 });
    const coverage = await call(
      "GET",
      `/api/organizations/${orgId}/translations?kind=heading_sections&record=${headingId}`,
    );
    expect((coverage.body.items as Body[]).filter((item) => item.field === "name" && item.locale === "es")).toEqual([]);
  }, 30_000);

  it("saves a translation typed in the heading editor with the heading, and shows it when opened again", async () => {
    const onClose = vi.fn();
    openEditor(heading(onClose));
    const descriptions = await waitFor(() => languages("description_text"), { timeout: 10_000 });
    fireEvent.click(await descriptions.findByRole("button", { name: "FR (Français) Missing" }, { timeout: 10_000 }));
    fireEvent.change(screen.getByRole("textbox", { name: /Description text \(Français\)/ }), {
      target: { value: "Nous aidons" },
    });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update" })));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    // Closed: unmount it before reading through the API, so the refetch its save started cannot land
    // outside act() while the test awaits (React warns, and the test fails on a loaded machine).
    cleanup();
    const saved = await call("GET", `/api/template-heading-sections/${headingId}`);
    expect(saved.body.description_text_translation).toEqual({ fr: "Nous aidons" });
    expect(saved.body.name_translation).toEqual({ es: "Nuestros servicios" });

    openEditor(heading());
    const again = await waitFor(() => languages("description_text"), { timeout: 10_000 });
    // Saved: no longer missing.
    fireEvent.click(await again.findByRole("button", { name: "FR (Français)" }, { timeout: 10_000 }));
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Description text \(Français\)/ }).value).toBe(
      "Nous aidons",
    );
  }, 30_000);

  it("saves a post's title translation through the post's own save", async () => {
    const created = await call("POST", "/api/posts", { title: "Guide", slug: "guide", content: "<p>Body</p>" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const assign = vi.fn();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    openEditor(<PostEditor request={{ kind: "post", mode: "edit", slug: "guide" }} onClose={vi.fn()} />);
    const titles = await waitFor(() => languages("title"), { timeout: 10_000 });
    fireEvent.click(await titles.findByRole("button", { name: "ES (Español) Missing" }, { timeout: 10_000 }));
    fireEvent.change(screen.getByRole("textbox", { name: /Title \(Español\)/ }), { target: { value: "Guía" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Update" })));
    await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 10_000 });
    cleanup();
    const saved = await call("GET", "/api/posts/guide");
    expect(saved.body.title_translation).toEqual({ es: "Guía" });
  }, 30_000);

  it.each([
    ["es", "Traducciones", "Falta", "Desactualizada", "Marcar como todavía correcta"],
    ["ar", "الترجمات", "مفقودة", "قديمة", "تعليم على أنها لا تزال صحيحة"],
  ] as const)(
    "speaks the person's UI language (%s)",
    async (locale, group, missing, stale, confirm) => {
      const id = await staleHeading();
      openEditor(
        <HeadingSectionEditor request={{ kind: "heading-section", mode: "edit", id }} onClose={vi.fn()} />,
        locale,
      );
      const names = await waitFor(
        () =>
          within(
            within(document.querySelector<HTMLElement>('[data-translated-field="name"]')!).getByRole("group", {
              name: group,
            }),
          ),
        { timeout: 10_000 },
      );
      await waitFor(() => expect(names.getByRole("button", { name: /^FR/ }).textContent).toContain(missing), {
        timeout: 10_000,
      });
      const spanish = names.getByRole("button", { name: /^ES/ });
      expect(spanish.textContent).toContain(stale);
      fireEvent.click(spanish);
      // The field's own label is in the person's language too.
      const field = m.fields_secHeadingName({}, { locale });
      expect(screen.getByRole("button", { name: new RegExp(`^${confirm}: ${field}`) }).textContent).toBe(confirm);
    },
    30_000,
  );
});
