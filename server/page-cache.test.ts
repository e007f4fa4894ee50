import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const page = (organizationId: number, text = "<html>" + "x".repeat(2000) + "</html>") => ({
  organizationId,
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(text),
});

describe("PageCache", () => {
  it("keys by host and path, so tenants and languages never share an entry", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    cache.set(PageCache.key("a.localhost", "/"), page(1, "A"));
    cache.set(PageCache.key("b.localhost", "/"), page(2, "B"));
    cache.set(PageCache.key("a.localhost", "/es"), page(1, "A-es"));
    expect(cache.get(PageCache.key("a.localhost", "/"))?.body?.toString()).toBe("A");
    expect(cache.get(PageCache.key("b.localhost", "/"))?.body?.toString()).toBe("B");
    expect(cache.get(PageCache.key("a.localhost", "/es"))?.body?.toString()).toBe("A-es");
    expect(cache.get(PageCache.key("a.localhost", "/fr"))).toBeUndefined();
  });

  it("keeps a page apart for visitors who made a cookie choice (theirs has no plain consent banner)", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    cache.set(PageCache.key("a.localhost", "/"), page(1, "with banner"));
    expect(cache.get(PageCache.key("a.localhost", "/", true))).toBeUndefined();
    cache.set(PageCache.key("a.localhost", "/", true), page(1, "chosen"));
    expect(cache.get(PageCache.key("a.localhost", "/"))?.body?.toString()).toBe("with banner");
    expect(cache.get(PageCache.key("a.localhost", "/", true))?.body?.toString()).toBe("chosen");
    // An organization's purge clears both copies.
    expect(cache.purge("org-1")).toBe(2);
  });

  it("clears one organization by tag org-{id}, leaving the others", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    cache.set(PageCache.key("a", "/"), page(1));
    cache.set(PageCache.key("a", "/x"), page(1));
    cache.set(PageCache.key("b", "/"), page(2));
    expect(cache.purge("org-1")).toBe(2);
    expect(cache.get(PageCache.key("a", "/"))).toBeUndefined();
    expect(cache.get(PageCache.key("b", "/"))).toBeDefined();
    expect(cache.purge("nonsense")).toBe(0);
    expect(cache.purge("all")).toBe(1);
  });

  it("drops the oldest entries beyond its size", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 2 });
    cache.set("k1", page(1));
    cache.set("k2", page(1));
    cache.set("k3", page(1));
    expect(cache.size).toBe(2);
    expect(cache.get("k1")).toBeUndefined();
  });

  it("stores a gzip copy and a stable ETag", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 2 });
    const entry = cache.set("k", page(1))!;
    expect(gunzipSync(entry.gzip!).equals(page(1).body)).toBe(true);
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.set("k", page(1))!.etag).toBe(entry.etag);
  });

  it("keeps a page worth compressing gzipped only, and makes its plain copy once a client needs it", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    const entry = cache.set("k", page(1))!;
    expect(entry.body).toBeUndefined();
    const gzippedOnly = entry.bytes;
    expect(cache.bytes).toBe(gzippedOnly);
    cache.withPlain("k", entry);
    expect(entry.body!.equals(page(1).body)).toBe(true);
    expect(entry.bytes).toBe(gzippedOnly + page(1).body.length);
    expect(cache.bytes).toBe(entry.bytes);
    // Once made, it is kept: a second call adds nothing.
    cache.withPlain("k", entry);
    expect(cache.bytes).toBe(entry.bytes);
    // A small page is not compressed: its body is kept as it is.
    expect(cache.set("small", page(1, "<p>hi</p>"))!.body?.toString()).toBe("<p>hi</p>");
  });

  it("makes the plain pieces of a nonce page from its gzip pieces", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    const text = `<script nonce="abc123">${"let x = 1;".repeat(300)}</script><p>${"é".repeat(500)}</p><script nonce="abc123"></script>`;
    const entry = cache.set("n", {
      ...page(1, text),
      headers: { "content-type": "text/html", "content-security-policy": "script-src 'nonce-abc123'" },
      nonce: "abc123",
    })!;
    expect(entry.template!.parts).toBeUndefined();
    cache.withPlain("n", entry);
    expect(
      Buffer.concat(
        entry.template!.parts!.flatMap((part, i) => (i ? [Buffer.from("abc123"), part] : [part])),
      ).toString(),
    ).toBe(text);
    expect(cache.bytes).toBe(entry.bytes);
  });

  it("does nothing when disabled", () => {
    const cache = new PageCache({ enabled: false, maxEntries: 10 });
    expect(cache.set("k", page(1))).toBeUndefined();
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps no page rendered before a purge of its organization (the render is stale)", () => {
    const cache = new PageCache({ enabled: true, maxEntries: 10 });
    const before = cache.generation(1);
    const otherBefore = cache.generation(2);
    cache.purge("org-1");
    expect(cache.set("a", page(1), before)).toBeUndefined();
    expect(cache.get("a")).toBeUndefined();
    // Another organization's purge does not spoil this one's render; a fresh token works.
    expect(cache.set("b", page(2), otherBefore)).toBeDefined();
    expect(cache.set("a", page(1), cache.generation(1))).toBeDefined();
    const beforeAll = cache.generation(2);
    cache.purge("all");
    expect(cache.set("c", page(2), beforeAll)).toBeUndefined();
  });

  describe("byte budget (PAGE_CACHE_MB)", () => {
    // Random text barely compresses: the gzip copy counts about as much as the body.
    const random = (n: number) => randomBytes(n).toString("base64").slice(0, n);
    // Room for four pages of 10,000 characters and a half.
    const fourAndAHalf = () => {
      const one = new PageCache({ enabled: true, maxEntries: 10 }).set("k0", page(1, random(10_000)))!.bytes;
      return Math.floor(one * 4.5);
    };

    it("never holds more bytes than its budget, counting the gzip copy", () => {
      const budget = fourAndAHalf();
      const cache = new PageCache({ enabled: true, maxEntries: 1000, maxBytes: budget });
      for (let i = 0; i < 40; i++) {
        const entry = cache.set(`k${i}`, page(1, random(10_000)))!;
        expect(entry.bytes).toBeGreaterThan(entry.gzip!.length);
        expect(cache.bytes).toBeLessThanOrEqual(budget);
      }
      // The newest four fit.
      expect(cache.size).toBe(4);
      expect(cache.has("k39")).toBe(true);
      expect(cache.has("k35")).toBe(false);
      const total = ["k36", "k37", "k38", "k39"].reduce((sum, key) => sum + cache.get(key)!.bytes, 0);
      expect(cache.bytes).toBe(total);
    });

    it("counts the gzip pieces of a page cut at its nonce", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 1000, maxBytes: 1_000_000 });
      const text = `<script nonce="abc123">${random(5_000)}</script><script nonce="abc123"></script>`;
      const entry = cache.set("n", {
        ...page(1, text),
        headers: { "content-type": "text/html", "content-security-policy": "script-src 'nonce-abc123'" },
        nonce: "abc123",
      })!;
      expect(entry.template?.deflated?.length).toBe(3);
      const pieces = entry.template!.deflated!.flat().reduce((sum, piece) => sum + piece.length, 0);
      expect(entry.bytes).toBeGreaterThanOrEqual(pieces);
      // The plain text is not kept beside them until a client without gzip asks.
      expect(entry.bytes).toBeLessThan(text.length + pieces);
    });

    it("holds a long inline stylesheet once for all the pages that carry it, and counts it in none", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 1000, maxBytes: 10_000_000 });
      const css = random(20_000);
      const nonced = (content: string) => ({
        ...page(1, `<style>${css}</style><script nonce="n0nce">${content}</script><p>${content}</p>`),
        headers: { "content-type": "text/html", "content-security-policy": "script-src 'nonce-n0nce'" },
        nonce: "n0nce",
      });
      const a = cache.set("a", nonced("first page"))!;
      const b = cache.set("b", nonced("second page"))!;
      const sharedOf = (entry: typeof a) => entry.template!.deflated![0]![1]!;
      expect(sharedOf(a)).toBe(sharedOf(b));
      // Random text barely compresses: were the stylesheet counted, each entry would be over 20 KB.
      expect(a.bytes).toBeLessThan(5_000);
      expect(cache.bytes).toBe(a.bytes + b.bytes);
      // A client without gzip gets the whole page back, stylesheet included.
      cache.withPlain("b", b);
      expect(b.template!.parts![0]!.toString()).toBe(`<style>${css}</style><script nonce="`);
    });

    it("evicts the least recently used page first: a hit keeps a page", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 1000, maxBytes: fourAndAHalf() });
      for (const key of ["a", "b", "c", "d"]) cache.set(key, page(1, random(10_000)));
      // "a" is the oldest filled, but the most recently read.
      expect(cache.get("a")).toBeDefined();
      cache.set("e", page(1, random(10_000)));
      expect(cache.has("a")).toBe(true);
      expect(cache.has("b")).toBe(false);
      expect(cache.has("c")).toBe(true);
      cache.set("f", page(1, random(10_000)));
      expect(cache.has("c")).toBe(false);
      expect(cache.has("a")).toBe(true);
    });

    it("keeps no page larger than the whole budget, and gives the bytes back on purge", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 1000, maxBytes: 20_000 });
      cache.set("small", page(1, random(2_000)));
      expect(cache.set("huge", page(1, random(30_000)))).toBeUndefined();
      expect(cache.has("small")).toBe(true);
      cache.set("other", page(2, random(2_000)));
      cache.purge("org-1");
      expect(cache.bytes).toBe(cache.get("other")!.bytes);
      cache.purge("all");
      expect(cache.bytes).toBe(0);
    });
  });

  describe("purge by records (decision 044)", () => {
    it("clears only the pages that show a changed record, and those of unknown dependencies", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 100 });
      cache.set("about", { ...page(1), dependsOn: ["sections:/about", "metrics"] });
      cache.set("services", { ...page(1), dependsOn: ["sections:/services"] });
      cache.set("unknown", page(1));
      cache.set("other-org", { ...page(2), dependsOn: ["sections:/about"] });
      expect(cache.purgeRecords(1, ["sections:/about"])).toBe(2);
      expect(cache.has("about")).toBe(false);
      expect(cache.has("unknown")).toBe(false);
      expect(cache.has("services")).toBe(true);
      expect(cache.has("other-org")).toBe(true);
      // An organization-wide change (null) clears every page of the organization.
      expect(cache.purgeRecords(1, null)).toBe(1);
      expect(cache.has("other-org")).toBe(true);
    });

    it("keeps no page of the organization rendered before a record purge", () => {
      const cache = new PageCache({ enabled: true, maxEntries: 100 });
      const before = cache.generation(1);
      cache.purgeRecords(1, ["posts"]);
      expect(cache.set("x", { ...page(1), dependsOn: ["sections:/x"] }, before)).toBeUndefined();
    });
  });
});
