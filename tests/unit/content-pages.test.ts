import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocumentSet, createPage, createPolicy, createPost } from "../../server/db/seed/content-factories.ts";
import { createHeadingSection, createOrganization } from "../../server/db/seed/factories.ts";
import { callLoader, loaderStatus } from "../setup/loader-context.ts";
import { createTestApp } from "../setup/test-app.ts";
import { unpack } from "../../app/view-models/packed.ts";
import { loader as robotsLoader } from "../../app/routes/seo/robots.ts";
import { loader as sitemapLoader } from "../../app/routes/seo/sitemap.ts";
import { loader as blogLoader } from "../../app/routes/site/blog.tsx";
import { loader as pageLoader } from "../../app/routes/site/page.tsx";
import { loader as policyLoader } from "../../app/routes/site/policy.tsx";

let t: Awaited<ReturnType<typeof createTestApp>>;
const A = "a.localhost";
const B = "b.localhost";

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOrganization({
    db: t.db,
    name: "Org A",
    type: "consulting",
    hosts: [A],
    settings: { language: "en", supported_locales: ["en", "es"] },
  });
  const b = await createOrganization({ db: t.db, name: "Org B", type: "finance", hosts: [B] });
  await createPage({
    db: t.db,
    organizationId: a.id,
    page: { slug: "about", title: "About us", title_translation: { es: "Sobre nosotros" }, description: "Who we are" },
  });
  await createHeadingSection({
    db: t.db,
    organizationId: a.id,
    heading: { url_page: "/about", name: "We are A", description_text: "<p>Since 2012.</p>" },
  });
  for (let n = 1; n <= 11; n++) {
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: {
        slug: `post-${n}`,
        title: `Post ${n}`,
        title_translation: { es: `Entrada ${n}` },
        description: `About ${n}`,
        content: `<p>Body ${n}</p>`,
        display_as_blog_post: true,
        author_name: "Ann Author",
        created_on: new Date(Date.UTC(2026, 0, n)),
      },
    });
  }
  await createPost({
    db: t.db,
    organizationId: a.id,
    post: {
      slug: "hostile",
      title: "Hostile",
      content:
        '<h2>Kept</h2><script>alert(1)</script><img src="javascript:alert(1)"><p onclick="x()">text</p><iframe src="https://evil"></iframe>',
    },
  });
  await createPost({
    db: t.db,
    organizationId: a.id,
    post: { slug: "hidden", title: "Hidden", content: "<p>x</p>", display_this_post: false },
  });
  await createDocumentSet({ db: t.db, organizationId: a.id, set: { slug: "guide", title: "The guide" } });
  for (const [order, slug] of ["guide-one", "guide-two", "guide-three"].entries()) {
    await createPost({
      db: t.db,
      organizationId: a.id,
      post: {
        slug,
        title: slug.replace("guide-", "Part "),
        content: "<p>Part</p>",
        type: "doc_set",
        is_numbered: true,
        doc_set: "guide",
        doc_set_order: order + 1,
      },
    });
  }
  await createPolicy({
    db: t.db,
    organizationId: a.id,
    policy: { kind: "privacy_policy", title: "Privacy", content: "<p>We keep little.</p><script>x</script>" },
  });
  await createPost({
    db: t.db,
    organizationId: b.id,
    post: { slug: "b-secret", title: "B only", content: "<p>B</p>", display_as_blog_post: true },
  });
});

afterAll(() => t.close());

const page = (host: string, path: string) => callLoader(t, pageLoader, host, path);
const blog = (host: string, path: string) => callLoader(t, blogLoader, host, path);
const seo = (data: { seo: Parameters<typeof unpack>[0] }) => unpack(data.seo) as Record<string, unknown>[];

describe("content pages at /{slug}", () => {
  it("renders a page record with its sections, title, breadcrumbs and SEO head", async () => {
    const data = await page(A, "/about");
    expect(data.kind).toBe("page");
    const view = unpack(data.page!);
    expect(view.title).toBe("About us");
    expect(view.headings.map((h) => h.name)).toEqual(["We are A"]);
    expect(data.breadcrumbs.map((c) => c.label)).toEqual(["Home", "About us"]);
    const head = seo(data);
    expect(head).toContainEqual({ title: "About us | Org A" });
    expect(head).toContainEqual({ name: "description", content: "Who we are" });
    expect(head).toContainEqual({ tagName: "link", rel: "canonical", href: "http://a.localhost/about" });
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "es",
      href: "http://a.localhost/es/about",
    });
    expect(head).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "http://a.localhost/about",
    });
    expect(head.find((m) => m.property === "og:url")).toEqual({
      property: "og:url",
      content: "http://a.localhost/about",
    });
    expect(head.find((m) => m.name === "twitter:card")).toBeTruthy();
    const ld = head.map((m) => m["script:ld+json"] as { "@type": string } | undefined).filter(Boolean);
    expect(ld.map((item) => item!["@type"])).toEqual(["BreadcrumbList"]);
  });

  it("translates the page under a language prefix and points its canonical there", async () => {
    const data = await page(A, "/es/about");
    expect(unpack(data.page!).title).toBe("Sobre nosotros");
    expect(data.breadcrumbs.map((c) => c.label)).toEqual(["Inicio", "Sobre nosotros"]);
    expect(seo(data)).toContainEqual({ tagName: "link", rel: "canonical", href: "http://a.localhost/es/about" });
  });

  it("gives home the Organization JSON-LD", async () => {
    const data = await page(A, "/");
    const ld = seo(data).find((m) => m["script:ld+json"])?.["script:ld+json"] as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "Organization", name: "Org A", url: "http://a.localhost/" });
  });

  it("renders a post with author, date, BlogPosting JSON-LD and the blog in its breadcrumbs", async () => {
    const data = await page(A, "/post-3");
    expect(data.kind).toBe("post");
    const post = unpack(data.post!)!;
    expect(post).toMatchObject({ title: "Post 3", author: "Ann Author", contentHtml: "<p>Body 3</p>" });
    // A consulting business calls its blog "Insights" (business-type labels).
    expect(data.breadcrumbs.map((c) => c.label)).toEqual(["Home", "Insights", "Post 3"]);
    expect(data.breadcrumbs[1]!.href).toBe("/blog");
    const types = seo(data)
      .map((m) => (m["script:ld+json"] as { "@type": string } | undefined)?.["@type"])
      .filter(Boolean);
    expect(types).toEqual(["BlogPosting", "BreadcrumbList"]);
    // Its body has no Spanish: hreflang announces English only (decision 069), even on /es/post-3.
    for (const data of [await page(A, "/post-3"), await page(A, "/es/post-3")]) {
      const languages = seo(data)
        .filter((m) => m.rel === "alternate")
        .map((m) => m.hrefLang);
      expect(languages).toEqual(["en", "x-default"]);
    }
  });

  it("serves post HTML through the sanitiser: no scripts, handlers, iframes or javascript: images", async () => {
    const post = unpack((await page(A, "/hostile")).post!)!;
    expect(post.contentHtml).toContain("<h2>Kept</h2>");
    expect(post.contentHtml).not.toMatch(/script|onclick|iframe|javascript/i);
  });

  it("numbers the articles of a document set and links to the previous and next one", async () => {
    const post = unpack((await page(A, "/es/guide-two")).post!)!;
    expect(post.docSet).toMatchObject({
      title: "The guide",
      numbered: true,
      previous: { title: "Part one", href: "/es/guide-one" },
      next: { title: "Part three", href: "/es/guide-three" },
    });
    expect(post.docSet!.articles.map((a) => a.current)).toEqual([false, true, false]);
    const first = unpack((await page(A, "/guide-one")).post!)!;
    expect(first.docSet!.previous).toBeNull();
  });

  it("answers 404 for unknown, hidden and other organizations' slugs", async () => {
    expect(await loaderStatus(() => page(A, "/nope"))).toBe(404);
    expect(await loaderStatus(() => page(A, "/hidden"))).toBe(404);
    expect(await loaderStatus(() => page(A, "/b-secret"))).toBe(404);
    expect(await loaderStatus(() => page(B, "/b-secret"))).toBe(200);
  });

  it("answers 404, never 500, for absurd paths", async () => {
    const absurd = [
      `/${"a".repeat(10 * 1024)}`,
      "/%00",
      "/about%00",
      "/..%2F..%2Fetc%2Fpasswd",
      "/../../etc/passwd",
      "/zz/about",
      "/ja/about",
      "/%E0%A4%A",
      "/%ff%fe",
      "/about%2F..%2Fabout",
      "/ABOUT",
      "/about/nested/deeper",
    ];
    for (const path of absurd) expect(await loaderStatus(() => page(A, path)), path).toBe(404);
  });

  it("redirects the default language's prefix to the unprefixed address", async () => {
    expect(await loaderStatus(() => page(A, "/en/about"))).toBe(301);
  });
});

describe("the blog index", () => {
  it("lists blog posts newest first, nine to a page, in the page's language", async () => {
    const first = unpack((await blog(A, "/blog")).view);
    expect(first.title).toBe("Insights");
    expect(first.posts.map((p) => p.slug)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `post-${n}`));
    expect(first).toMatchObject({ page: 1, pageCount: 2, previousHref: null, nextHref: "/blog?page=2" });
    const second = unpack((await blog(A, "/es/blog?page=2")).view);
    expect(second.title).toBe("Perspectivas");
    expect(second.posts.map((p) => p.title)).toEqual(["Entrada 2", "Entrada 1"]);
    expect(second.previousHref).toBe("/es/blog");
    expect(second.labels.pageOf).toBe("Página {page} de {total}");
  });

  it("names the blog after the business type and shows only the organization's own posts", async () => {
    const other = unpack((await blog(B, "/blog")).view);
    expect(other.title).toBe("Market Insights");
    expect(other.posts.map((p) => p.slug)).toEqual(["b-secret"]);
  });

  it("answers 404 for pages that do not exist and absurd page numbers", async () => {
    for (const query of [
      "?page=3",
      "?page=0",
      "?page=abc",
      "?page=-1",
      "?page=1&page=2",
      `?page=${"9".repeat(5000)}`,
    ]) {
      expect(await loaderStatus(() => blog(A, `/blog${query}`)), query).toBe(404);
    }
    expect(await loaderStatus(() => blog(A, "/zz/blog"))).toBe(404);
    expect(await loaderStatus(() => blog(A, "/en/blog"))).toBe(301);
    // Other query parameters are ignored.
    expect(await loaderStatus(() => blog(A, `/blog?utm=${"%00".repeat(500)}`))).toBe(200);
  });
});

describe("policies", () => {
  it("renders the organization's policy, sanitised, and 404s a policy it has not written", async () => {
    const data = await callLoader(t, policyLoader, A, "/privacy-policy");
    const view = unpack(data.policy);
    expect(view.title).toBe("Privacy");
    expect(view.contentHtml).toBe("<p>We keep little.</p>");
    expect(await loaderStatus(() => callLoader(t, policyLoader, A, "/cookie-policy"))).toBe(404);
    expect(await loaderStatus(() => callLoader(t, policyLoader, B, "/privacy-policy"))).toBe(404);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every page and post of the organization, in each language its main content is written in, with lastmod", async () => {
    const response = await callLoader(t, sitemapLoader, A, "/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/about", "/post-1", "/guide-three", "/blog", "/privacy-policy"]) {
      expect(xml).toContain(`<loc>http://a.localhost${path}</loc>`);
    }
    // Translated (the page's title; home has no translatable content; the blog): Spanish too.
    for (const path of ["/", "/about", "/blog"]) {
      expect(xml).toContain(`<loc>http://a.localhost/es${path === "/" ? "" : path}</loc>`);
    }
    // A post whose body, or a policy whose text, has no Spanish is no Spanish page (decision 069).
    for (const path of ["/post-1", "/guide-three", "/privacy-policy"]) {
      expect(xml).not.toContain(`http://a.localhost/es${path}<`);
      expect(xml).not.toContain(`http://a.localhost/es${path}"`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain("b-secret");
    expect(xml).not.toContain("/hidden");
  });

  it("names the tenant's own sitemap in robots.txt", async () => {
    const text = await (await callLoader(t, robotsLoader, B, "/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: http://b.localhost/sitemap.xml");
  });
});
