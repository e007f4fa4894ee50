import { getTableColumns, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../../../../server/db/schema/index.ts";
import { meetingTypes, organizations } from "../../../../../server/db/schema/index.ts";
import { createOrganization } from "../../../../../server/db/seed/factories.ts";
import { asOrganization } from "../../../../../server/db/tenant-context.ts";
import { organizationSettingsSchema } from "../../../../../shared/rules/settings.ts";
import type { Locale } from "../../../../../shared/i18n/locales.ts";
import { callLoader, loaderStatus } from "../../../../../tests/setup/loader-context.ts";
import { createTestApp } from "../../../../../tests/setup/test-app.ts";
import { unpack } from "../../../../../app/view-models/packed.ts";
import { loader as blogLoader } from "../../../../../app/routes/site/blog.tsx";
import { loader as bookLoader } from "../../../../../app/routes/site/book.tsx";
import { loader as pageLoader } from "../../../../../app/routes/site/page.tsx";
import { loader as policyLoader } from "../../../../../app/routes/site/policy.tsx";
import { getHelpCenterContent } from "../../../../help-center/server/domain/help-center-content.ts";
import { searchSite } from "../../../../help-center/server/domain/search/search-site.ts";
import { settingsForNewSite, untranslatedLocales } from "../../../shared/looks.ts";
import { fillStarterSite, type StarterSiteInput } from "./fill-starter-site.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = "acme.localhost";
const NAME = "Acme Studio";
const EMAIL = "hello@acme-studio.test";
let organizationId: number;
let fillMs = 0;
const warmMs: number[] = [];
const OTHER_HOSTS = ["nube.localhost", "jansen.localhost"];

/** What the demo businesses are made of: none of it may appear in a new site. */
const DEMO_WORDS = [
  "Brightpath",
  "Globex",
  "Maria Keller",
  "Tomás Ferreira",
  "Elena Rossi",
  "Jonas Weber",
  "Amélie Laurent",
  "Daniel Kim",
  "Elena Bianchi",
  "James Okafor",
  "Maria Lopez",
  "Maria López",
  "Sofia Rossi",
  "Tom Becker",
  "Aiko Tanaka",
  "Lena Fischer",
  "Sam Carter",
  "Priya Nair",
  "Diego Rossi",
  "Emma Walsh",
  "Lisbon",
  "Lisboa",
  ".example",
];

beforeAll(async () => {
  t = await createTestApp();
  const site = {
    name: NAME,
    businessType: "beauty" as const,
    defaultLocale: "en" as Locale,
    locales: ["en", "es", "nl"] as Locale[],
    look: "globex" as const,
    contactEmail: EMAIL,
  };
  const organization = await createOrganization({
    db: t.db,
    name: NAME,
    type: site.businessType,
    hosts: [HOST],
    settings: settingsForNewSite(site),
  });
  organizationId = organization.id;
  const input: StarterSiteInput = { organizationId, ...site };
  const started = performance.now();
  // As the create-site use case will: one transaction for the organization, its events emitted in it.
  await asOrganization(organizationId, () =>
    t.services.dispatcher.transaction(t.services.db, (tx, emit) => fillStarterSite(tx, input, emit)),
  );
  fillMs = performance.now() - started;
  // A second and third site, once the code paths are warm: a Spanish software business with
  // Japanese, and a Dutch-first site (a language the kit does not speak, so English text).
  for (const [index, other] of [
    {
      name: "Nube Software",
      businessType: "software" as const,
      defaultLocale: "es" as Locale,
      locales: ["es", "ja"] as Locale[],
    },
    {
      name: "Bakkerij Jansen",
      businessType: "retail" as const,
      defaultLocale: "nl" as Locale,
      locales: ["nl", "de"] as Locale[],
    },
  ].entries()) {
    const created = await createOrganization({
      db: t.db,
      name: other.name,
      type: other.businessType,
      hosts: [OTHER_HOSTS[index]!],
      settings: settingsForNewSite({ ...other, look: "neutral", contactEmail: EMAIL }),
    });
    const begin = performance.now();
    await asOrganization(created.id, () =>
      t.services.dispatcher.transaction(t.services.db, (tx, emit) =>
        fillStarterSite(tx, { organizationId: created.id, ...other, look: "neutral", contactEmail: EMAIL }, emit),
      ),
    );
    warmMs.push(performance.now() - begin);
  }
  // A yardstick for the figure on a busy machine: 50 one-row inserts in one transaction.
  const yardstick = performance.now();
  await asOrganization(organizationId, () =>
    t.services.db.transaction(async (tx) => {
      for (let n = 0; n < 50; n++) {
        await tx.insert(schema.faqs).values({ organization_id: organizationId, question: `q${n}`, answer: "a" });
      }
      tx.rollback();
    }),
  ).catch(() => {});
  const yardstickMs = performance.now() - yardstick;
  console.info(
    `starter kit fill on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: first ${fillMs.toFixed(0)} ms, then ${warmMs.map((ms) => ms.toFixed(0)).join(" ms, ")} ms ` +
      `(50 one-row inserts in a transaction: ${yardstickMs.toFixed(0)} ms)`,
  );
  // The search index is a job the fill's event planned.
  await t.services.jobs.settle();
});

afterAll(() => t?.close());

const page = (path: string) => callLoader(t, pageLoader, HOST, path);

describe("the starter kit", () => {
  it("gives valid settings that flag the language it could not write", async () => {
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
    const settings = organizationSettingsSchema.parse(row!.settings);
    expect(settings).toMatchObject({ language: "en", supported_locales: ["en", "es", "nl"], font_family: "Lora" });
    expect(untranslatedLocales(settings)).toEqual(["nl"]);
    expect(untranslatedLocales(settingsForNewSite({ ...site("es"), locales: ["es", "en"] }))).toEqual([]);
  });

  it("makes home and every page in each language, in that language", async () => {
    const home = unpack((await page("/")).page!);
    expect(home.headings[0]!.name).toBe("Care that");
    expect(home.headings[0]!.descriptionHtml).toContain(NAME);
    const homeEs = unpack((await page("/es")).page!);
    expect(homeEs.headings[0]!.name).toBe("Un cuidado que");
    for (const slug of ["services", "about", "contact"]) {
      const en = unpack((await page(`/${slug}`)).page!);
      const es = unpack((await page(`/es/${slug}`)).page!);
      const nl = unpack((await page(`/nl/${slug}`)).page!);
      expect(en.title).toBeTruthy();
      expect(es.title).not.toBe(en.title);
      expect(es.headings[0]!.name).not.toBe(en.headings[0]!.name);
      // Outside the kit's languages: the default language's text.
      expect(nl.title).toBe(en.title);
    }
    expect(unpack((await page("/es/about")).page!).title).toBe("Sobre nosotros");
    expect(unpack((await page("/about")).page!).headings[0]!.name).toBe(`About ${NAME}`);
  });

  it("shows three sections on home, with the business type's services", async () => {
    const home = unpack((await page("/")).page!) as unknown as Record<string, unknown>;
    const sections = home.sections as { section_title?: string; title?: string }[];
    expect(sections).toHaveLength(3);
    expect(JSON.stringify(sections)).toContain("Treatments");
    const es = JSON.stringify(unpack((await page("/es")).page!));
    expect(es).toContain("Tratamientos");
    expect(es).not.toContain("Treatments");
  });

  it("writes a blog with a first post, and both policies", async () => {
    const post = unpack((await page("/es/welcome")).post!)!;
    expect(post.title).toBe("Bienvenido a nuestro nuevo sitio web");
    expect(post.contentHtml).toContain(NAME);
    const blog = await callLoader(t, blogLoader, HOST, "/blog");
    expect(JSON.stringify(blog)).toContain("Welcome to our new website");
    for (const path of ["/privacy-policy", "/cookie-policy", "/es/privacy-policy", "/nl/cookie-policy"]) {
      expect(await loaderStatus(() => callLoader(t, policyLoader, HOST, path))).toBe(200);
    }
    const privacy = unpack((await callLoader(t, policyLoader, HOST, "/es/privacy-policy")).policy);
    expect(JSON.stringify(privacy)).toContain("Política de privacidad");
    expect(JSON.stringify(privacy)).toContain(EMAIL);
  });

  it("fills the help center with FAQs and three articles, searchable once the index job ran", async () => {
    const site = { defaultLocale: "en" as Locale, supportedLocales: ["en", "es", "nl"] as Locale[] };
    const es = await asOrganization(organizationId, () =>
      getHelpCenterContent({ db: t.services.db, organizationId, locale: "es", site }),
    );
    expect(es.faqs).toHaveLength(4);
    expect(es.faqs[0]!.question).toBe("¿Cómo puedo contactar con ustedes?");
    expect(es.doc_sets.flatMap((set) => set.articles)).toHaveLength(3);
    const hits = await asOrganization(organizationId, () =>
      searchSite({ db: t.services.db, organizationId, locale: "es", query: "reservar" }),
    );
    expect(hits.length).toBeGreaterThan(0);
    const faq = await searchSite({ db: t.services.db, organizationId, locale: "en", query: "cancel booking" });
    expect(faq.map((hit) => hit.kind)).toContain("faq");
  });

  it("makes one meeting type with Monday to Friday hours", async () => {
    const types = await t.db.select().from(meetingTypes).where(eq(meetingTypes.organization_id, organizationId));
    expect(types).toHaveLength(1);
    expect(Object.keys(types[0]!.weekly_hours).sort()).toEqual(["fri", "mon", "thu", "tue", "wed"]);
    expect(types[0]!.weekly_hours.mon).toEqual([{ start: "09:00", end: "17:00" }]);
    expect(types[0]!.time_zone).toBe("Europe/London");
    const book = await callLoader(t, bookLoader, HOST, "/es/book");
    expect(book.types.map((type) => type.name)).toEqual(["Llamada de presentación"]);
  });

  it("writes menus and a cookie list", async () => {
    const root = await t.request("/api/cookies/categories?locale=es", { host: HOST });
    expect(root.status).toBe(200);
    const cookies = JSON.stringify(await root.json());
    expect(cookies).toContain("Esenciales");
    const menus = await t.db
      .select()
      .from(schema.menuItems)
      .where(eq(schema.menuItems.organization_id, organizationId));
    expect(menus.map((item) => item.url_name)).toEqual(
      expect.arrayContaining(["services", "about", "blog", "help-center", "contact", "book", "privacy-policy"]),
    );
  });

  it("leaks nothing of the demo businesses into any row of the new site", async () => {
    const text = await allRowsOf(organizationId);
    expect(text.length).toBeGreaterThan(10_000);
    for (const word of DEMO_WORDS) expect(text, word).not.toContain(word);
    expect(text).toContain(NAME);
  });

  it("writes a site whose default language is not English in that language", async () => {
    const home = unpack((await callLoader(t, pageLoader, OTHER_HOSTS[0]!, "/")).page!);
    expect(home.headings[0]!.name).toBe("Tecnología");
    const ja = unpack((await callLoader(t, pageLoader, OTHER_HOSTS[0]!, "/ja/about")).page!);
    expect(ja.title).toBe("私たちについて");
    expect(ja.headings[0]!.name).toBe("Nube Software について");
  });

  it("writes English for a default language the kit does not speak, and flags it", async () => {
    const about = unpack((await callLoader(t, pageLoader, OTHER_HOSTS[1]!, "/about")).page!);
    expect(about.title).toBe("About us");
    const de = unpack((await callLoader(t, pageLoader, OTHER_HOSTS[1]!, "/de/about")).page!);
    expect(de.title).toBe("Über uns");
    const [row] = await t.db
      .select({ settings: organizations.settings })
      .from(organizations)
      .where(eq(organizations.name, "Bakkerij Jansen"));
    expect(untranslatedLocales(row!.settings)).toEqual(["nl"]);
  });

  it("writes in the caller's transaction: a failure after the fill leaves no row behind", async () => {
    const doomed = await createOrganization({ db: t.db, name: "Doomed", type: "legal", hosts: ["doomed.localhost"] });
    const input = { ...site("en"), name: "Doomed", organizationId: doomed.id, contactEmail: EMAIL };
    await expect(
      asOrganization(doomed.id, () =>
        t.services.dispatcher.transaction(t.services.db, async (tx, emit) => {
          await fillStarterSite(tx, input, emit);
          throw new Error("the rest of create-site failed");
        }),
      ),
    ).rejects.toThrow("the rest of create-site failed");
    const text = await allRowsOf(doomed.id);
    expect(text).not.toContain("Introductory call");
    expect(text).not.toContain("Privacy Policy");
  });

  it("refuses to fill another organization than the one the work is for", async () => {
    const input = { ...site("en"), organizationId: organizationId + 1000, contactEmail: EMAIL };
    await expect(
      asOrganization(organizationId, () => t.services.db.transaction((tx) => fillStarterSite(tx, input))),
    ).rejects.toThrow(/inside work for/);
  });

  it("fills in well under two seconds on PGlite (reported, not asserted)", () => {
    expect(fillMs).toBeGreaterThan(0);
    expect(warmMs).toHaveLength(2);
  });
});

function site(defaultLocale: Locale) {
  return {
    name: NAME,
    businessType: "legal" as const,
    defaultLocale,
    locales: [defaultLocale],
    look: "neutral" as const,
  };
}

/** Every row of every table with an organization column, for one organization, as one text. */
async function allRowsOf(id: number): Promise<string> {
  const parts: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const columns = getTableColumns(table) as Record<string, unknown>;
    const column = columns.organization_id ?? columns.organizationId;
    if (!column) continue;
    const rows = await t.db
      .select()
      .from(table)
      .where(eq(column as never, id));
    parts.push(JSON.stringify(rows));
  }
  const [org] = await t.db.select().from(organizations).where(eq(organizations.id, id));
  parts.push(JSON.stringify(org));
  return parts.join("\n");
}
