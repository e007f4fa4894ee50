import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { faqs, features } from "../../../../server/db/schema/index.ts";
import { createDocumentSet, createPost } from "../../../../server/db/seed/content-factories.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, number> = {};

type Content = {
  faqs: { id: number; question: string; answer: string }[];
  doc_sets: {
    slug: string | null;
    name: string;
    numbered: boolean;
    articles: { id: number; title: string; url: string; excerpt: string }[];
  }[];
  features: { title: string; description: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOrganization({
    db: t.db,
    name: "Org A",
    hosts: ["a.localhost"],
    settings: { language: "en", supported_locales: ["en", "es"] },
  });
  const b = await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] });
  await createDocumentSet({
    db: t.db,
    organizationId: a.id,
    set: { slug: "getting-started", title: "Getting started", title_translation: { es: "Primeros pasos" } },
  });
  const article = (slug: string, extra: Record<string, unknown>) => ({
    slug,
    title: `Title ${slug}`,
    description: `<p>About ${slug}</p>`,
    content: `<p>Body ${slug}</p><script>alert(1)</script>`,
    is_help_center: true,
    ...extra,
  });
  // Inserted out of order: the answer follows help_center_order.
  ids.second = (
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: article("second", { help_center_order: 2, doc_set: "getting-started", type: "doc_set", is_numbered: true }),
    })
  ).id;
  ids.first = (
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: article("first", {
        help_center_order: 1,
        doc_set: "getting-started",
        type: "doc_set",
        is_numbered: true,
        title_translation: { es: "Primero", fr: "Premier" },
        content_translation: { es: "<p>Cuerpo</p>", fr: "   " },
      }),
    })
  ).id;
  ids.loose = (
    await createPost({ db: t.db, organizationId: a.id, post: article("loose", { help_center_order: 3 }) })
  ).id;
  ids.notHelp = (
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: article("blog-only", { is_help_center: false }),
    })
  ).id;
  ids.scheduled = (
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: article("later", { help_center_order: 0, publish_at: new Date(Date.now() + 86_400_000) }),
    })
  ).id;
  ids.hidden = (
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: article("hidden", { display_this_post: false }),
    })
  ).id;
  ids.otherOrg = (await createPost({ db: t.db, organizationId: b.id, post: article("b-article", {}) })).id;
  await t.db.insert(faqs).values([
    {
      organization_id: a.id,
      question: "Second?",
      answer: "<p>Two</p>",
      order: 2,
    },
    {
      organization_id: a.id,
      question: "First?",
      question_translation: { es: "¿Primero?", fr: "" },
      answer: '<p onclick="x()">One</p><img src=x onerror=alert(1)>',
      order: 1,
    },
    { organization_id: b.id, question: "B's question?", answer: "<p>B</p>" },
  ]);
  await t.db.insert(features).values([
    { organization_id: a.id, title: "Fast", title_translation: { es: "Rápido" }, description: "Quick.", order: 1 },
    { organization_id: b.id, title: "B feature", description: "B." },
  ]);
});

afterAll(() => t.close());

const get = async (path: string, host = "a.localhost") => t.request(path, { host });

describe("GET /api/help-center", () => {
  it("answers the host's FAQs, help-center articles by document set and features, in order", async () => {
    const res = await get("/api/help-center");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Content;
    expect(body.faqs.map((faq) => faq.question)).toEqual(["First?", "Second?"]);
    expect(body.faqs[0]!.answer).toBe("<p>One</p>");
    expect(body.doc_sets.map((set) => [set.name, set.numbered, set.articles.map((a) => a.title)])).toEqual([
      ["Getting started", true, ["Title first", "Title second"]],
      ["General", false, ["Title loose"]],
    ]);
    expect(body.doc_sets[0]!.articles[0]).toEqual({
      id: ids.first,
      title: "Title first",
      url: "/first",
      excerpt: "About first",
    });
    expect(body.features).toEqual([{ id: expect.any(Number), title: "Fast", description: "Quick.", icon: null }]);
    const text = JSON.stringify(body);
    for (const foreign of ["B's question", "B feature", "b-article", "blog-only", "later", "hidden"]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("speaks the requested language with the fallback rule, and links under its prefix", async () => {
    const body = (await (await get("/api/help-center?locale=es")).json()) as Content;
    expect(body.faqs.map((faq) => faq.question)).toEqual(["¿Primero?", "Second?"]);
    expect(body.doc_sets[0]!.name).toBe("Primeros pasos");
    expect(body.doc_sets[0]!.articles.map((a) => [a.title, a.url])).toEqual([
      ["Primero", "/es/first"],
      ["Title second", "/es/second"],
    ]);
    expect(body.features[0]!.title).toBe("Rápido");
    // A language the site does not offer is its default: base texts, no prefix.
    const fr = (await (await get("/api/help-center?locale=fr")).json()) as Content;
    expect(fr.faqs[0]!.question).toBe("First?");
    expect(fr.doc_sets[0]!.articles[0]!.url).toBe("/first");
  });

  it("answers another organization only its own content", async () => {
    const body = (await (await get("/api/help-center", "b.localhost")).json()) as Content;
    expect(body.faqs.map((faq) => faq.question)).toEqual(["B's question?"]);
    expect(body.doc_sets.flatMap((set) => set.articles.map((a) => a.title))).toEqual(["Title b-article"]);
    expect(body.features.map((f) => f.title)).toEqual(["B feature"]);
  });

  it("refuses bad input with a JSON 400", async () => {
    for (const query of ["locale=english", "locale=<x>", "other=1"]) {
      const res = await get(`/api/help-center?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("error");
    }
  });
});

describe("GET /api/help-center/articles/{id}", () => {
  it("answers a help-center article's sanitised content in the requested language", async () => {
    const res = await get(`/api/help-center/articles/${ids.first}?locale=es`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: ids.first,
      title: "Primero",
      url: "/es/first",
      content_html: "<p>Cuerpo</p>",
    });
    const en = await (await get(`/api/help-center/articles/${ids.first}`)).json();
    expect(en.content_html).toBe("<p>Body first</p>");
  });

  it("is 404 for another organization's article and posts outside the help center", async () => {
    for (const id of [ids.otherOrg, ids.notHelp, ids.scheduled, ids.hidden, 999_999]) {
      const res = await get(`/api/help-center/articles/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toHaveProperty("error");
    }
    expect((await get(`/api/help-center/articles/${ids.otherOrg}`, "b.localhost")).status).toBe(200);
  });

  it("refuses an id that is not one", async () => {
    for (const id of ["abc", "0", "-1", "1.5"]) {
      expect((await get(`/api/help-center/articles/${id}`)).status).toBe(400);
    }
  });
});
