import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./support/accounts.ts";
import { BRIGHTPATH, basePort, fetchRaw } from "./support/site.ts";

/**
 * Purge granularity (decision 044): an edit clears only the cached pages that show
 * the changed record; the others stay cached, and an organization-wide change still clears them all.
 */
const api = (path: string) => `http://127.0.0.1:${basePort()}${path}`;

async function adminToken(): Promise<string> {
  const login = await fetch(api("/api/auth/login"), {
    method: "POST",
    headers: { host: BRIGHTPATH, "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@brightpath.localhost", password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return login.headers.get("set-auth-token")!;
}

async function warm(path: string): Promise<void> {
  await fetchRaw(BRIGHTPATH, path);
  expect((await fetchRaw(BRIGHTPATH, path)).headers["x-cache"]).toBe("HIT");
}

type Section = { id: number; updated_at: string; section_title: string };

describe("an edit to one section", () => {
  it("leaves the cached pages that do not show it in the cache, and the pages that show it are fresh", async () => {
    for (const path of ["/about", "/services", "/contact"]) await warm(path);
    const list = await fetch(api(`/api/template-sections?url_page=/about&t=${Date.now()}`), {
      headers: { host: BRIGHTPATH },
    });
    const sections = (await list.json()) as Section[];
    const section = sections.find((candidate) => candidate.section_title.trim() !== "")!;
    expect(section).toBeDefined();
    const title = `Purged alone ${Date.now()}`;
    const token = await adminToken();
    const saved = await fetch(api(`/api/template-sections/${section.id}`), {
      method: "PUT",
      headers: {
        host: BRIGHTPATH,
        origin: `http://localhost:${basePort()}`,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ updated_at: section.updated_at, section_title: title }),
    });
    expect(saved.status).toBe(200);

    // The pages without the section are still answered from the cache…
    for (const path of ["/services", "/contact"]) {
      expect((await fetchRaw(BRIGHTPATH, path)).headers["x-cache"], path).toBe("HIT");
    }
    // …and the page with it is rendered again, with the edit.
    const about = await fetchRaw(BRIGHTPATH, "/about");
    expect(about.headers["x-cache"]).toBe("MISS");
    expect(about.body).toContain(title);
    expect((await fetchRaw(BRIGHTPATH, "/about")).headers["x-cache"]).toBe("HIT");
  });

  it("an organization-wide change (a menu item) still clears every page of the organization", async () => {
    for (const path of ["/services", "/contact"]) await warm(path);
    const token = await adminToken();
    const menus = await fetch(api(`/api/menu-items?t=${Date.now()}`), {
      headers: { host: BRIGHTPATH, authorization: `Bearer ${token}` },
    });
    expect(menus.status).toBe(200);
    type Item = { id: number; updated_at: string; display_name: string };
    const [item] = ((await menus.json()) as { menu_items: Item[] }).menu_items;
    const rename = (version: string, display_name: string) =>
      fetch(api(`/api/menu-items/${item!.id}`), {
        method: "PUT",
        headers: {
          host: BRIGHTPATH,
          origin: `http://localhost:${basePort()}`,
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ updated_at: version, display_name }),
      });
    const saved = await rename(item!.updated_at, `${item!.display_name} (renamed)`);
    expect(saved.status).toBe(200);
    for (const path of ["/services", "/contact"]) {
      const page = await fetchRaw(BRIGHTPATH, path);
      expect(page.headers["x-cache"], path).toBe("MISS");
      expect(page.body).toContain(`${item!.display_name} (renamed)`);
    }
    // Back as it was, for the specs after this one on the same server.
    const renamed = ((await saved.json()) as { menu_item: Item }).menu_item;
    expect((await rename(renamed.updated_at, item!.display_name)).status).toBe(200);
  });
});

/**
 * Organization-wide settings shown on every page (the logo, the site's name, its colours, the footer):
 * after a change, and after it is put back, every cached page type an anonymous visitor asks for
 * shows the saved value. Anonymous requests keep arriving while each save is committed, as on a live
 * site: a page rendered with the settings read just before the save must not stay in the cache.
 */
describe("organization-wide settings on cached pages", () => {
  const PAGES = ["/", "/services", "/blog", "/outlook-2027", "/basket", "/help-center", "/es/services"];
  type Organization = {
    organization: { id: number; name: string; updated_at: string };
    settings: Record<string, unknown>;
  };

  async function organization(token: string): Promise<Organization> {
    for (let id = 1; id <= 5; id += 1) {
      const response = await fetch(api(`/api/organizations/${id}?t=${Date.now()}`), {
        headers: { host: BRIGHTPATH, authorization: `Bearer ${token}` },
      });
      if (response.status === 200) return (await response.json()) as Organization;
    }
    throw new Error("the admin's organization answers none of ids 1–5");
  }

  /** Saves a settings patch while visitors keep asking for the pages, until the save answers. */
  async function saveWhileVisited(token: string, settings: Record<string, unknown>): Promise<void> {
    const current = await organization(token);
    let saving = true;
    const visitors = [0, 1, 2].map(async (offset) => {
      // With a query string: never answered from the page cache, so each one renders (and reads the settings).
      for (let index = offset; saving; index += 1) {
        await fetchRaw(BRIGHTPATH, `${PAGES[index % PAGES.length]!}?visit=${index}`);
      }
    });
    const saved = await fetch(api(`/api/organizations/${current.organization.id}`), {
      method: "PUT",
      headers: {
        host: BRIGHTPATH,
        origin: `http://localhost:${basePort()}`,
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ updated_at: current.organization.updated_at, settings }),
    }).finally(() => {
      saving = false;
    });
    await Promise.all(visitors);
    expect(saved.status, await saved.clone().text()).toBe(200);
  }

  const footerOf = (body: string) => /<footer[\s\S]*?<\/footer>/.exec(body)?.[0] ?? "";
  const primaryOf = (body: string) => /--site-primary:([^;"]+)/.exec(body)?.[1] ?? "";

  const CASES: {
    what: string;
    patch: Record<string, unknown>;
    restore: (settings: Record<string, unknown>, name: string) => Record<string, unknown>;
    shows: (body: string) => string;
    /** Pages that do not show it: the help center is a hidden area, without header or footer. */
    without?: string[];
  }[] = [
    {
      what: "the logo",
      patch: { logo: "/demo/globex-logo.svg" },
      restore: (settings) => ({ logo: settings.logo ?? null }),
      shows: (body) => (body.includes('src="/demo/globex-logo.svg"') ? "changed" : "original"),
      without: ["/help-center"],
    },
    {
      what: "the site's name",
      patch: { name: "Renamed Consulting Everywhere" },
      restore: (_settings, name) => ({ name }),
      shows: (body) => (body.includes("Renamed Consulting Everywhere") ? "changed" : "original"),
    },
    {
      what: "the colours",
      patch: { primary_color: "rose", primary_shade: 700 },
      restore: (settings) => ({
        primary_color: settings.primary_color ?? null,
        primary_shade: settings.primary_shade ?? null,
      }),
      shows: primaryOf,
    },
    {
      what: "the footer",
      patch: {
        footer_style: { type: "compact", background: "emerald-950", color: "emerald-200", color_hover: "white" },
      },
      restore: (settings) => ({ footer_style: settings.footer_style ?? null }),
      shows: footerOf,
      without: ["/help-center"],
    },
  ];

  for (const { what, patch, restore, shows, without = [] } of CASES) {
    it(`${what}: every page type shows the change, then the value put back`, async () => {
      const pages = PAGES.filter((path) => !without.includes(path));
      const token = await adminToken();
      const before = await organization(token);
      const original = new Map<string, string>();
      for (const path of pages) {
        await warm(path);
        original.set(path, shows((await fetchRaw(BRIGHTPATH, path)).body));
      }
      await saveWhileVisited(token, patch);
      try {
        for (const path of pages) {
          const page = await fetchRaw(BRIGHTPATH, path);
          expect(page.status, path).toBe(200);
          expect(shows(page.body), `${what} on ${path} after the change`).not.toBe(original.get(path));
          // Asked again (now from the cache): still the change.
          expect(shows((await fetchRaw(BRIGHTPATH, path)).body), path).toBe(shows(page.body));
        }
      } finally {
        await saveWhileVisited(token, restore(before.settings, before.organization.name));
      }
      for (const path of pages) {
        expect(shows((await fetchRaw(BRIGHTPATH, path)).body), `${what} on ${path} put back`).toBe(original.get(path));
        expect(shows((await fetchRaw(BRIGHTPATH, path)).body), path).toBe(original.get(path));
      }
    }, 60_000);
  }
});

describe("a page the cache does not answer", () => {
  it("is rendered and sent gzipped to a browser that accepts it, like a cached one", async () => {
    const rendered = await fetch(api(`/services?rendered=${Date.now()}`), {
      headers: { host: BRIGHTPATH, "accept-encoding": "gzip" },
    });
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get("x-cache")).toBeNull();
    expect(rendered.headers.get("content-encoding")).toBe("gzip");
    expect(rendered.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await rendered.text()).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/);
    // Without Accept-Encoding: the plain bytes.
    const plain = await fetchRaw(BRIGHTPATH, `/services?rendered=${Date.now()}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toMatch(/^<!DOCTYPE html>/);
  });
});
