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
});
