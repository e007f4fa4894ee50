import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient, jsonApi } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { DEMO_PASSWORD } from "../db/seed/accounts.ts";
import { seedDemoContent } from "../db/seed/demo.ts";

/**
 * One link rule for every stored link (shared/rules/links.ts, decision 032): each field that stores an
 * address visitors click or load answers 400 naming the field for anything but https://, http://,
 * mailto:, tel: or a path on this site, and keeps what it had; a good link is saved.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = "";
type Json = Record<string, unknown> & { id: number };
const host = "localhost";

const BAD = [
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example/x",
  "javascript:alert(1)",
  "http:/x",
  "/\t/evil.example",
  "data:text/html,<b>x</b>",
];
const GOOD = ["https://example.com/a", "mailto:hello@example.com", "tel:+15551234567", "/contact#form"];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
  cookie = await accountClient(t, host).signIn("admin@brightpath.localhost", DEMO_PASSWORD);
});
afterAll(() => t.close());

// As an editor that has just loaded the record: each write carries its current version (decision 031).
const call = jsonApi<Json & { error?: string; field?: string }>(
  () => t,
  () => cookie,
  host,
);
const first = async (path: string, where: (item: Json) => boolean = () => true) =>
  ((await call("GET", path)).body as unknown as Json[]).find(where)!;

type Case = {
  name: string;
  field: string;
  /** The write of `value` into the field, and the read that shows what is stored. */
  setup: () => Promise<{
    write: (value: string) => Promise<Awaited<ReturnType<typeof call>>>;
    read: () => Promise<unknown>;
  }>;
};

const CASES: Case[] = [
  {
    name: "heading section button URL",
    field: "url",
    setup: async () => {
      const heading = await first("/api/template-heading-sections?url_page=/home");
      return {
        write: (url) => call("PUT", `/api/template-heading-sections/${heading.id}`, { url }),
        read: async () => (await first("/api/template-heading-sections?url_page=/home")).url,
      };
    },
  },
  {
    name: "heading section image",
    field: "image",
    setup: async () => {
      const heading = await first("/api/template-heading-sections?url_page=/home");
      return {
        write: (image) => call("PUT", `/api/template-heading-sections/${heading.id}`, { image }),
        read: async () => (await first("/api/template-heading-sections?url_page=/home")).image,
      };
    },
  },
  {
    name: "hero button URL",
    field: "button_style.url",
    setup: async () => {
      const hero = await first("/api/heroes");
      return {
        write: (url) => call("PUT", `/api/heroes/${hero.id}`, { button_style: { url } }),
        read: async () => ((await call("GET", `/api/heroes/${hero.id}`)).body.button_style as Json).url,
      };
    },
  },
  {
    name: "metric image",
    field: "image",
    setup: async () => {
      const metric = await first("/api/metrics");
      return {
        write: (image) => call("PATCH", `/api/metrics/${metric.id}`, { image }),
        read: async () => (await first("/api/metrics", (item) => item.id === metric.id)).image,
      };
    },
  },
  {
    name: "menu item image",
    field: "image",
    setup: async () => {
      const readItem = async () => ((await call("GET", "/api/menu-items")).body.menu_items as Json[])[0]!;
      const item = await readItem();
      return {
        write: (image) => call("PUT", `/api/menu-items/${item.id}`, { image }),
        read: async () => (await readItem()).image,
      };
    },
  },
  {
    name: "team profile link",
    field: "team.linkedin_url",
    setup: async () => {
      const profile = await first("/api/profiles", (item) => item.team !== null);
      const readTeam = async () => (await first("/api/profiles", (item) => item.id === profile.id)).team as Json;
      return {
        write: async (linkedin_url) =>
          call("PATCH", `/api/profiles/${profile.id}`, { team: { ...(await readTeam()), linkedin_url } }),
        read: async () => (await readTeam()).linkedin_url,
      };
    },
  },
  {
    name: "post main photo",
    field: "media_config.main_photo",
    setup: async () => {
      const post = await first("/api/posts");
      return {
        write: (main_photo) => call("PATCH", `/api/posts/${post.slug}`, { media_config: { main_photo } }),
        read: async () => ((await call("GET", `/api/posts/${post.slug}`)).body.media_config as Json).main_photo,
      };
    },
  },
  ...(["logo", "base_url"] as const).map((key): Case => ({
    name: `site ${key}`,
    field: `settings.${key}`,
    setup: async () => {
      const path = "/api/organizations/1";
      return {
        write: (value) => call("PUT", path, { settings: { [key]: value } }),
        read: async () => ((await call("GET", path)).body.settings as Json)[key],
      };
    },
  })),
  ...(
    [
      ["banners", "content.link.url", (url: string) => ({ content: { text: "Hi", link: { url, label: "Go" } } })],
      ["products", "url", (url: string) => ({ name: "Plan", url })],
      ["products", "image", (image: string) => ({ name: "Plan", image })],
    ] as const
  ).map(([list, field, item]): Case => ({
    name: `${list} ${field}`,
    field: `${list}.0.${field}`,
    setup: async () => {
      const path = "/api/organizations/1";
      const readList = async () => (await call("GET", path)).body[list] as Json[];
      return {
        // A one-item list replaces the stored one: the first write (a good link) makes the item.
        write: async (value) => call("PUT", path, { [list]: [{ ...((await readList())[0] ?? {}), ...item(value) }] }),
        read: async () => JSON.stringify((await readList())[0] ?? null),
      };
    },
  })),
];

describe("every stored link follows the link rule", () => {
  for (const { name, field, setup } of CASES) {
    it(`${name}: good links are saved, anything else is a 400 naming ${field}`, async () => {
      const { write, read } = await setup();
      for (const value of GOOD) {
        const res = await write(value);
        expect(res.body.error, `${name} ${value}`).toBeUndefined();
        expect(res.status).toBe(200);
      }
      const stored = await read();
      for (const value of BAD) {
        const res = await write(value);
        expect(res.status, `${name} ${JSON.stringify(value)}`).toBe(400);
        expect(res.body.field, `${name} ${JSON.stringify(value)}`).toBe(field);
        expect(res.body.error).toContain("must be an https://, http://, mailto: or tel: address");
      }
      expect(await read()).toEqual(stored);
    });
  }

  it("a menu slug stays a path on this site: `//host` and `/\\host` are normalised to slugs, never stored as-is", async () => {
    const item = ((await call("GET", "/api/menu-items")).body.menu_items as Json[])[0]!;
    for (const [sent, stored] of [
      ["//evil.example/x", "evilexample/x"],
      ["/\\evil.example", "evilexample"],
      ["javascript:alert(1)", "javascriptalert1"],
    ]) {
      const res = await call("PUT", `/api/menu-items/${item.id}`, { url_name: sent });
      expect(res.status).toBe(200);
      expect(res.body.url_name ?? (res.body.menu_item as Json | undefined)?.url_name).toBe(stored);
    }
    const org = await call("PUT", "/api/organizations/1", {
      menu_items: [{ id: item.id, url_name: "//evil.example" }],
    });
    expect(org.status).toBe(400);
    expect(org.body.field).toBe("menu_items.0.url_name");
  });
});
