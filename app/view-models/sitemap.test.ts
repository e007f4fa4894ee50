import { describe, expect, it } from "vitest";
import { localizePath } from "../../shared/i18n/locales.ts";
import { slugOf } from "./content-data.server.ts";
import { buildSitemap, sitemapPaths } from "./sitemap.ts";

describe("slugOf", () => {
  it("reads one-segment paths made of lowercase letters, digits and hyphens", () => {
    expect(slugOf("/about")).toBe("about");
    expect(slugOf("/post-2-final")).toBe("post-2-final");
  });

  it("refuses anything a slug cannot be, so it is never looked up", () => {
    for (const path of ["/", "/About", "/a/b", "/-a", "/a-", "/a--b", "/%00", "/a%2Fb", "/é", `/${"a".repeat(201)}`]) {
      expect(slugOf(path), path).toBeNull();
    }
  });
});

describe("sitemap", () => {
  const index = {
    entries: [
      { slug: "about", updatedAt: "2026-03-01T10:00:00.000Z" },
      { slug: "post-1", updatedAt: "2026-05-02T10:00:00.000Z" },
    ],
    sectionPaths: [
      { path: "/home", updatedAt: "2026-01-01T00:00:00.000Z" },
      { path: "/about", updatedAt: "2026-04-01T00:00:00.000Z" },
    ],
    policies: [{ kind: "privacy_policy", updatedAt: "2026-02-01T00:00:00.000Z" }],
  };

  it("takes home, pages, posts, the blog and policies, each with its newest change", () => {
    expect(sitemapPaths(index)).toEqual([
      { path: "/", lastmod: "2026-01-01T00:00:00.000Z" },
      { path: "/about", lastmod: "2026-04-01T00:00:00.000Z" },
      { path: "/blog", lastmod: "2026-05-02T10:00:00.000Z" },
      { path: "/post-1", lastmod: "2026-05-02T10:00:00.000Z" },
      { path: "/privacy-policy", lastmod: "2026-02-01T00:00:00.000Z" },
    ]);
  });

  it("writes one url per path and language with hreflang alternates and x-default", () => {
    const site = { defaultLocale: "en", supportedLocales: ["en", "de"] } as const;
    const xml = buildSitemap({
      origin: "https://x.example",
      paths: [{ path: "/about", lastmod: "2026-04-01T00:00:00.000Z" }],
      locales: site.supportedLocales,
      defaultLocale: site.defaultLocale,
      localize: (path, locale) => localizePath(path, locale, site),
    });
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://x.example/about</loc><lastmod>2026-04-01</lastmod>");
    expect(xml).toContain("<loc>https://x.example/de/about</loc>");
    expect(xml).toContain('hreflang="de" href="https://x.example/de/about"');
    expect(xml).toContain('hreflang="x-default" href="https://x.example/about"');
  });
});

describe("sitemap and scheduled publishing", () => {
  const index = {
    entries: [
      { slug: "soon", updatedAt: "2026-05-02T10:00:00.000Z", publishAt: "2026-06-01T00:00:00.000Z" },
      { slug: "now", updatedAt: "2026-04-02T10:00:00.000Z", publishAt: "2026-04-01T00:00:00.000Z" },
    ],
    sectionPaths: [{ path: "/soon", updatedAt: "2026-05-01T00:00:00.000Z" }],
    policies: [],
  };

  it("leaves a page or post out (its sections' path too) until its publish time", () => {
    const before = sitemapPaths(index, new Date("2026-05-31T23:59:59.000Z")).map((entry) => entry.path);
    expect(before).not.toContain("/soon");
    expect(before).toContain("/now");
    const after = sitemapPaths(index, new Date("2026-06-01T00:00:00.000Z")).map((entry) => entry.path);
    expect(after).toContain("/soon");
  });
});

describe("sitemap and translations (decision 069)", () => {
  const site = { defaultLocale: "en" as const, supportedLocales: ["en", "es", "fr"] as const };
  const index = {
    entries: [{ slug: "post-1", updatedAt: "2026-05-02T10:00:00.000Z" }],
    sectionPaths: [{ path: "/home", updatedAt: "2026-01-01T00:00:00.000Z" }],
    policies: [],
    translated: { "/home": ["es"], "/post-1": [] },
  };

  it("lists an address in the default language and those its main content is translated into", () => {
    const paths = sitemapPaths(index);
    expect(paths).toEqual([
      { path: "/", lastmod: "2026-01-01T00:00:00.000Z", translated: ["es"] },
      { path: "/blog", lastmod: "2026-05-02T10:00:00.000Z" },
      { path: "/post-1", lastmod: "2026-05-02T10:00:00.000Z", translated: [] },
    ]);
    const xml = buildSitemap({
      origin: "https://x.test",
      paths,
      locales: site.supportedLocales,
      defaultLocale: "en",
      localize: (path, locale) => localizePath(path, locale, site),
    });
    expect(xml).toContain("<loc>https://x.test/es</loc>");
    expect(xml).not.toContain("<loc>https://x.test/fr</loc>");
    expect(xml).not.toContain('hreflang="fr" href="https://x.test/fr"');
    expect(xml).toContain("<loc>https://x.test/fr/blog</loc>");
    expect(xml).not.toContain("https://x.test/es/post-1");
    expect(xml).toContain("<loc>https://x.test/post-1</loc>");
  });
});
