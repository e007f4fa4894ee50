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
    expect(cache.get(PageCache.key("a.localhost", "/"))?.body.toString()).toBe("A");
    expect(cache.get(PageCache.key("b.localhost", "/"))?.body.toString()).toBe("B");
    expect(cache.get(PageCache.key("a.localhost", "/es"))?.body.toString()).toBe("A-es");
    expect(cache.get(PageCache.key("a.localhost", "/fr"))).toBeUndefined();
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
    expect(gunzipSync(entry.gzip!).toString()).toBe(entry.body.toString());
    expect(entry.etag).toMatch(/^"[\w-]+"$/);
    expect(cache.set("k", page(1))!.etag).toBe(entry.etag);
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
});
