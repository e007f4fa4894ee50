import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../tests/setup/accounts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { DEMO_PASSWORD } from "../db/seed/accounts.ts";
import { seedDemoContent } from "../db/seed/demo.ts";
import { domains, headingSections, templateSections, websiteHero } from "../db/schema/index.ts";
import { SECTION_NAMES } from "../domain/organizations/get-organization-section.ts";

/**
 * What GET returns, PUT accepts (decision 032): every read an editor loads, on both demo
 * organizations, is sent back unchanged through the write the editor saves it with. Each write must
 * answer 200 and a following read must show nothing changed (versions aside). The body of a write is
 * the loaded record narrowed to the fields the operation's OpenAPI body declares: what an editor
 * holds after loading, not fields the write never takes.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Json = Record<string, unknown>;
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Json }> } }>>;
  components: { schemas: Record<string, Json> };
};
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
  doc = (await (await t.request("/api/openapi.json", { host: "localhost" })).json()) as Doc;
});
afterAll(() => t.close());

/** The top-level properties a write's JSON body declares (following `$ref`s). */
function bodyKeys(method: string, path: string): string[] {
  const operation = doc.paths[path]?.[method];
  let schema = operation?.requestBody?.content["application/json"]?.schema;
  while (schema && typeof schema.$ref === "string") {
    schema = doc.components.schemas[schema.$ref.split("/").pop()!];
  }
  const keys = Object.keys((schema?.properties as Json | undefined) ?? {});
  if (keys.length === 0) throw new Error(`${method} ${path}: the document declares no body properties`);
  return keys;
}

const pick = (record: Json, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));

/** Versions and who saved last: a save records those even when it changes nothing else. */
const VERSION_KEYS = new Set(["updated_at", "version", "last_change"]);

/** A read with its versions removed, for "nothing changed". */
function withoutVersions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutVersions);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VERSION_KEYS.has(key))
        .map(([key, inner]) => [key, withoutVersions(inner)]),
    );
  }
  return value;
}

for (const [host, slug] of [
  ["localhost", "brightpath"],
  ["globex.localhost", "globex"],
] as const) {
  describe(`${host}: every editor read goes back through its write unchanged`, () => {
    let cookie = "";
    let organizationId = 0;
    const client = () => accountClient(t, host);
    const read = async (path: string) => {
      const res = await client().get(path, { cookie });
      expect(res.status, `GET ${path}`).toBe(200);
      return (await res.json()) as never;
    };
    const write = async (method: string, path: string, body: unknown) => {
      const res = await t.request(path, {
        method,
        host,
        headers: { "content-type": "application/json", origin: `http://${host}`, cookie },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { error?: string };
      expect(answer.error, `${method} ${path}`).toBeUndefined();
      expect(res.status, `${method} ${path}`).toBe(200);
      return answer as unknown;
    };
    /** GET, write back, GET again: the two reads agree. */
    const roundTrip = async (readPath: string, send: (loaded: never) => Promise<unknown>) => {
      const before = await read(readPath);
      await send(before);
      expect(withoutVersions(await read(readPath)), readPath).toEqual(withoutVersions(before));
    };
    /** The pages that hold sections or heroes, as the editors open them. */
    const pages = async () => {
      const rows = [
        ...(await t.db
          .select({ page: templateSections.url_page })
          .from(templateSections)
          .where(eq(templateSections.organization_id, organizationId))),
        ...(await t.db
          .select({ page: headingSections.url_page })
          .from(headingSections)
          .where(eq(headingSections.organization_id, organizationId))),
        ...(await t.db
          .select({ page: websiteHero.url_page })
          .from(websiteHero)
          .where(eq(websiteHero.organization_id, organizationId))),
      ];
      return [...new Set(rows.map((row) => row.page))];
    };

    beforeAll(async () => {
      cookie = await client().signIn(`admin@${slug}.localhost`, DEMO_PASSWORD);
      const [domain] = await t.db.select().from(domains).where(eq(domains.host, host));
      organizationId = domain!.organization_id;
    });

    it("organization settings (general, header, footer, page chrome)", async () => {
      await roundTrip(`/api/organizations/${organizationId}`, (loaded: Json) =>
        write("PUT", `/api/organizations/${organizationId}`, {
          settings: loaded.settings,
          // The version the editor loaded, as Global Settings sends it (decision 031).
          updated_at: (loaded.organization as Json).updated_at,
        }),
      );
    });

    it("organization lists and the website hero (Global Settings)", async () => {
      const path = `/api/organizations/${organizationId}`;
      const keys = bodyKeys("put", "/organizations/{id}").filter((key) => key !== "settings" && key !== "updated_at");
      await roundTrip(path, (loaded: Json) => write("PUT", path, pick(loaded, keys)));
    });

    it("each Global Settings tab as it reloads", async () => {
      const keys = bodyKeys("put", "/organizations/{id}");
      for (const section of SECTION_NAMES) {
        await roundTrip(`/api/organizations/${organizationId}/sections/${section}`, async (loaded: Json) => {
          const body = pick(loaded, keys);
          if (body.settings !== undefined) body.updated_at = (loaded.organization as Json).updated_at;
          if (Object.keys(body).length > 0) await write("PUT", `/api/organizations/${organizationId}`, body);
        });
      }
    });

    it("menu items and submenu items", async () => {
      const menuKeys = bodyKeys("put", "/menu-items/{id}");
      const submenuKeys = bodyKeys("put", "/submenu-items/{id}");
      await roundTrip("/api/menu-items", async (loaded: { menu_items: Json[] }) => {
        expect(loaded.menu_items.length).toBeGreaterThan(0);
        for (const item of loaded.menu_items) {
          await write("PUT", `/api/menu-items/${item.id}`, pick(item, menuKeys));
          for (const submenu of item.website_submenuitem as Json[]) {
            await write("PUT", `/api/submenu-items/${submenu.id}`, pick(submenu, submenuKeys));
          }
        }
      });
    });

    it("template sections, heading sections, heroes and page layouts of every page", async () => {
      const sectionKeys = bodyKeys("put", "/template-sections/{id}");
      const headingKeys = bodyKeys("put", "/template-heading-sections/{id}");
      const heroKeys = bodyKeys("put", "/heroes/{id}");
      for (const page of await pages()) {
        const query = `url_page=${encodeURIComponent(page)}`;
        await roundTrip(`/api/template-sections?${query}`, async (loaded: Json[]) => {
          for (const section of loaded)
            await write("PUT", `/api/template-sections/${section.id}`, pick(section, sectionKeys));
        });
        await roundTrip(`/api/template-heading-sections?${query}`, async (loaded: Json[]) => {
          for (const heading of loaded) {
            await write("PUT", `/api/template-heading-sections/${heading.id}`, pick(heading, headingKeys));
          }
        });
        await roundTrip(`/api/heroes?${query}`, async (loaded: Json[]) => {
          for (const hero of loaded) {
            await roundTrip(`/api/heroes/${hero.id}`, (one: Json) =>
              write("PUT", `/api/heroes/${hero.id}`, pick(one, heroKeys)),
            );
          }
        });
        await roundTrip(`/api/page-layout?${query}`, async (loaded: { sections: Json[] }) => {
          if (loaded.sections.length === 0) return;
          const sections = loaded.sections.map(({ id, type, order }) => ({ id, type, order }));
          await write("PUT", "/api/page-layout", { sections, version: (loaded as Json).version });
        });
      }
      // Dozens of writes per page on a shared 2-core machine.
    }, 90_000);

    it("metrics (the library)", async () => {
      const keys = bodyKeys("patch", "/metrics/{id}");
      await roundTrip("/api/metrics", async (loaded: Json[]) => {
        expect(loaded.length).toBeGreaterThan(0);
        for (const metric of loaded) await write("PATCH", `/api/metrics/${metric.id}`, pick(metric, keys));
      });
    });

    it("profiles (team and testimonials)", async () => {
      // The team manager saves `team`, the testimonial manager `customer`: one object per save.
      await roundTrip("/api/profiles", async (loaded: Json[]) => {
        expect(loaded.some((profile) => profile.team !== null || profile.customer !== null)).toBe(true);
        for (const profile of loaded) {
          let version = profile.updated_at;
          for (const kind of ["team", "customer"] as const) {
            if (profile[kind] === null) continue;
            const saved = (await write("PATCH", `/api/profiles/${profile.id}`, {
              [kind]: profile[kind],
              updated_at: version,
            })) as Json;
            version = saved.updated_at;
          }
        }
      });
    });

    it("posts and pages (the post editor)", async () => {
      const keys = bodyKeys("patch", "/posts/{slug}");
      const posts = (await read("/api/posts")) as Json[];
      expect(posts.length).toBeGreaterThan(0);
      for (const { slug: postSlug } of posts) {
        await roundTrip(`/api/posts/${postSlug}`, (loaded: Json) =>
          write("PATCH", `/api/posts/${postSlug}`, pick(loaded, keys)),
        );
      }
    });
  });
}
