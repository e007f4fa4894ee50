import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../../../../tests/setup/test-database.ts";
import type { Db } from "../../../../../server/db/client.ts";
import { createPage, createPost } from "../../../../../server/db/seed/content-factories.ts";
import { createHeadingSection, createOrganization } from "../../../../../server/db/seed/factories.ts";
import { createFaqs } from "../../../../../server/db/seed/showcase-factories.ts";
import { reindexOrganization } from "./reindex-organization.ts";
import { searchSite } from "./search-site.ts";
import { markedToSegments, plainSnippet } from "./snippet.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
let orgA: number;
let orgB: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = fixturesOf(database);
  orgA = (await createOrganization({ db, name: "A", settings: { supported_locales: ["en", "de", "ja", "pl"] } })).id;
  orgB = (await createOrganization({ db, name: "B", settings: { supported_locales: ["en"] } })).id;
  await createPost({
    db,
    organizationId: orgA,
    post: {
      slug: "invoices",
      title: "Downloading invoices",
      title_translation: { de: "Rechnungen herunterladen", ja: "請求書のダウンロード" },
      content: "<p>Every month we <strong>email</strong> your invoice. You can download older invoices in Billing.</p>",
      content_translation: {
        de: "<p>Jeden Monat senden wir Ihnen die Rechnung. Ältere Rechnungen finden Sie unter Abrechnung.</p>",
        ja: "<p>毎月請求書をメールでお送りします。</p>",
      },
      is_help_center: true,
    },
  });
  await createPost({
    db,
    organizationId: orgA,
    post: {
      slug: "team-news",
      title: "Team news",
      content: "<p>Our team grew. We also changed how the invoice email looks.</p>",
    },
  });
  await createPost({
    db,
    organizationId: orgA,
    post: {
      slug: "future-launch",
      title: "Launching the rocket feature",
      content: "<p>The rocket feature is here.</p>",
      publish_at: new Date(Date.now() + 60 * 60_000),
    },
  });
  await createPost({
    db,
    organizationId: orgA,
    post: {
      slug: "gift-cards",
      title: "Gift cards",
      title_translation: { de: "Geschenkkarten" },
      content: "<p>Gift cards never expire.</p>",
    },
  });
  await createPage({ db, organizationId: orgA, page: { slug: "about", title: "About us" } });
  await createHeadingSection({
    db,
    organizationId: orgA,
    heading: { url_page: "/about", name: "Gardening experts since 1990", description_text: "We grow tomatoes." },
  });
  await createFaqs({
    db,
    organizationId: orgA,
    items: [{ question: "How do I cancel my subscription?", answer: "<p>Open Billing and press Cancel.</p>" }],
  });
  await createPost({
    db,
    organizationId: orgB,
    post: { slug: "secret", title: "Submarine manual", content: "<p>Only B knows about the submarine.</p>" },
  });
  await reindexOrganization({ db, organizationId: orgA });
  await reindexOrganization({ db, organizationId: orgB });
});

afterAll(async () => {
  await database?.drop();
});

describe("searchSite", () => {
  it("ranks a title match above a body-only match and marks the matched words", async () => {
    const hits = await searchSite({ db, organizationId: orgA, locale: "en", query: "invoices" });
    expect(hits.map((hit) => hit.url)).toEqual(["/invoices", "/team-news"]);
    expect(hits[0]!.kind).toBe("article");
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
    // English stemming: "invoices" finds "invoice" too; the snippet marks both forms.
    const marked = hits[1]!.snippet.filter((segment) => segment.match).map((segment) => segment.text);
    expect(marked).toContain("invoice");
    expect(hits[0]!.snippet.every((segment) => !segment.text.includes("<"))).toBe(true);
  });

  it("stems per locale: German words find their inflected forms only with the German configuration", async () => {
    const hits = await searchSite({ db, organizationId: orgA, locale: "de", query: "Rechnung" });
    expect(hits[0]?.url).toBe("/invoices");
    expect(hits[0]?.title).toBe("Rechnungen herunterladen");
    // Polish has no PostgreSQL stemmer: `simple` still finds the exact (untranslated) word.
    const pl = await searchSite({ db, organizationId: orgA, locale: "pl", query: "invoices" });
    expect(pl.map((hit) => hit.url)).toEqual(["/invoices"]);
  });

  it("finds Japanese text through two-character pieces", async () => {
    const hits = await searchSite({ db, organizationId: orgA, locale: "ja", query: "請求書" });
    expect(hits[0]?.url).toBe("/invoices");
    expect(hits[0]!.snippet.some((segment) => segment.match)).toBe(true);
  });

  it("indexes pages by their sections, and FAQs", async () => {
    expect((await searchSite({ db, organizationId: orgA, locale: "en", query: "tomatoes" }))[0]?.url).toBe("/about");
    const faq = await searchSite({ db, organizationId: orgA, locale: "en", query: "cancel subscription" });
    expect(faq[0]).toMatchObject({ kind: "faq", title: "How do I cancel my subscription?" });
  });

  it("tolerates typos in titles when full text finds nothing", async () => {
    const hits = await searchSite({ db, organizationId: orgA, locale: "en", query: "submarine" });
    expect(hits).toEqual([]);
    const typo = await searchSite({ db, organizationId: orgA, locale: "en", query: "downlaoding invoises" });
    expect(typo[0]?.url).toBe("/invoices");
  });

  it("leaves a scheduled post out until its publish time", async () => {
    expect(await searchSite({ db, organizationId: orgA, locale: "en", query: "rocket" })).toEqual([]);
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const hits = await searchSite({ db, organizationId: orgA, locale: "en", query: "rocket", now: later });
    expect(hits[0]?.url).toBe("/future-launch");
  });

  it("never answers another organization's content", async () => {
    expect(await searchSite({ db, organizationId: orgA, locale: "en", query: "submarine manual" })).toEqual([]);
    expect((await searchSite({ db, organizationId: orgB, locale: "en", query: "submarine" }))[0]?.url).toBe("/secret");
    expect(await searchSite({ db, organizationId: orgB, locale: "en", query: "invoices" })).toEqual([]);
  });

  it("marks a title or text shown untranslated with the source language, and nothing translated", async () => {
    const search = (query: string, source?: string) =>
      searchSite({ db, organizationId: orgA, locale: "de", query, source });
    const [untranslated] = await search("Team", "en");
    expect(untranslated).toMatchObject({ url: "/team-news", title: "Team news" });
    expect(untranslated!.fallback).toEqual({ title: "en", snippet: "en" });
    const [titleOnly] = await search("Geschenkkarten", "en");
    expect(titleOnly).toMatchObject({ url: "/gift-cards", title: "Geschenkkarten" });
    expect(titleOnly!.fallback).toEqual({ snippet: "en" });
    const [translated] = await search("Rechnungen", "en");
    expect(translated).toMatchObject({ url: "/invoices" });
    expect(translated).not.toHaveProperty("fallback");
    // Found through a typo of the title, too.
    const [typo] = await search("Teamm news", "en");
    expect(typo).toMatchObject({ url: "/team-news", fallback: { title: "en", snippet: "en" } });
    // Without a source, or in the source language itself, nothing is marked.
    expect((await search("Team"))[0]).not.toHaveProperty("fallback");
    const [own] = await searchSite({ db, organizationId: orgA, locale: "en", query: "Team", source: "en" });
    expect(own).toMatchObject({ url: "/team-news" });
    expect(own).not.toHaveProperty("fallback");
  });

  it("reindexing writes only what changed", async () => {
    const again = await reindexOrganization({ db, organizationId: orgA });
    expect(again.written).toBe(0);
    expect(again.total).toBeGreaterThan(0);
  });
});

describe("snippet segments", () => {
  it("splits the markers into plain segments", () => {
    expect(markedToSegments("a \u0002b\u0003 c")).toEqual([
      { text: "a ", match: false },
      { text: "b", match: true },
      { text: " c", match: false },
    ]);
  });
  it("marks query words in plain text, case-insensitively", () => {
    expect(plainSnippet("Reset your Password here", "password")).toEqual([
      { text: "Reset your ", match: false },
      { text: "Password", match: true },
      { text: " here", match: false },
    ]);
  });
});
