import { describe, expect, it } from "vitest";
import { ContentCache } from "./content-cache.ts";

describe("ContentCache", () => {
  it("loads once per organization and key", async () => {
    const cache = new ContentCache({ maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get(1, "k", load), cache.get(1, "k", load)])).toEqual([1, 1]);
    expect(await cache.get(2, "k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("forgets one organization's entries when its tag is purged", async () => {
    const cache = new ContentCache({ maxEntries: 10 });
    await cache.get(1, "a", async () => "old");
    await cache.get(2, "a", async () => "other");
    cache.purge("org-1");
    expect(await cache.get(1, "a", async () => "new")).toBe("new");
    expect(await cache.get(2, "a", async () => "changed")).toBe("other");
  });

  it("does not keep failed loads", async () => {
    const cache = new ContentCache({ maxEntries: 10 });
    await expect(cache.get(1, "a", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get(1, "a", async () => "ok")).toBe("ok");
  });

  it("stays within its size", async () => {
    const cache = new ContentCache({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.get(1, key, async () => key);
    expect(cache.size).toBe(2);
  });

  it("clears only the entries built from a changed record, those of unknown origin, and all on an organization-wide change", async () => {
    const cache = new ContentCache({ maxEntries: 10 });
    const value = (key: string) => cache.get(1, key, async () => `${key}:${Math.random()}`);
    const about = await cache.get(
      1,
      "page:/about",
      async () => "about",
      () => ["sections:/about", "metrics"],
    );
    const services = await cache.get(
      1,
      "page:/services",
      async () => "services",
      () => ["sections:/services"],
    );
    await cache.get(
      1,
      "chrome",
      async () => "menus",
      () => [],
    );
    const unknown = await value("unknown");
    cache.purgeRecords(1, ["sections:/about"]);
    expect(await cache.get(1, "page:/about", async () => "about v2")).toBe("about v2");
    expect(about).toBe("about");
    expect(await cache.get(1, "page:/services", async () => "reloaded")).toBe(services);
    expect(await cache.get(1, "chrome", async () => "reloaded")).toBe("menus");
    expect(await value("unknown")).not.toBe(unknown);
    cache.purgeRecords(1, null);
    expect(await cache.get(1, "chrome", async () => "menus v2")).toBe("menus v2");
  });
});

describe("ContentCache and a request's tenant read before a purge", () => {
  it("builds a read model for a stale tenant without keeping it; a current tenant's is kept", async () => {
    const stale = { id: 1 };
    const current = { id: 1 };
    const cache = new ContentCache({ maxEntries: 10, isCurrent: (tenant) => tenant !== stale });
    expect(await cache.get(stale, "site", async () => "uploaded logo")).toBe("uploaded logo");
    expect(await cache.get(current, "site", async () => "logo put back")).toBe("logo put back");
    expect(await cache.get(1, "site", async () => "not loaded again")).toBe("logo put back");
    // A stale tenant is answered what current ones built (nothing older is kept).
    expect(await cache.get(stale, "site", async () => "uploaded logo")).toBe("logo put back");
  });
});
