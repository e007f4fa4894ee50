import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { TenantResolver } from "./tenant-resolver.ts";

type Row = { id: number; name: string; type: string; settings: Record<string, unknown>; primaryHost: string };

/** A database whose host lookups answer when the test says so: the query "runs" until then. */
function slowDatabase() {
  const pending: ((rows: Row[]) => void)[] = [];
  let queries = 0;
  const chain = {
    from: () => chain,
    innerJoin: () => chain,
    where: () => chain,
    limit: () => {
      queries += 1;
      return new Promise<Row[]>((resolve) => pending.push(resolve));
    },
  };
  return {
    db: { select: () => chain } as unknown as Db,
    answer: (row: Row) => pending.shift()!([row]),
    queries: () => queries,
  };
}

const row = (logo: string): Row => ({
  id: 7,
  name: "Seven",
  type: "consulting",
  settings: { logo },
  primaryHost: "seven.example",
});

describe("TenantResolver and purges", () => {
  it("keeps a tenant read before any purge, and it is current", async () => {
    const database = slowDatabase();
    const resolver = new TenantResolver(database.db);
    const first = resolver.resolve("seven.example");
    database.answer(row("/old.svg"));
    const tenant = (await first)!;
    expect(resolver.isCurrent(tenant)).toBe(true);
    expect(await resolver.resolve("seven.example")).toBe(tenant);
    expect(database.queries()).toBe(1);
    // A purge of another organization changes nothing for it.
    resolver.purge("org-8");
    expect(resolver.isCurrent(tenant)).toBe(true);
  });

  it("does not keep a tenant whose query was answered before a purge that came while it ran", async () => {
    const database = slowDatabase();
    const resolver = new TenantResolver(database.db);
    const inFlight = resolver.resolve("seven.example");
    // The settings change is committed and purged while the query (which read the old row) runs.
    resolver.purge("org-7");
    database.answer(row("/uploaded.png"));
    const stale = (await inFlight)!;
    expect(stale.settings.logo).toBe("/uploaded.png");
    expect(resolver.isCurrent(stale)).toBe(false);
    // The next request reads the organization again.
    const next = resolver.resolve("seven.example");
    expect(database.queries()).toBe(2);
    database.answer(row("/old.svg"));
    const fresh = (await next)!;
    expect(fresh.settings.logo).toBe("/old.svg");
    expect(resolver.isCurrent(fresh)).toBe(true);
  });

  it("a tenant a request holds stops being current when its organization is purged", async () => {
    const database = slowDatabase();
    const resolver = new TenantResolver(database.db);
    const first = resolver.resolve("seven.example");
    database.answer(row("/old.svg"));
    const tenant = (await first)!;
    resolver.purge("org-7");
    expect(resolver.isCurrent(tenant)).toBe(false);
    const again = (async () => {
      const other = await resolver.resolve("seven.example");
      return other;
    })();
    database.answer(row("/new.svg"));
    expect(resolver.isCurrent((await again)!)).toBe(true);
    resolver.purge("all");
    expect(resolver.isCurrent((await again)!)).toBe(false);
  });

  it("a tenant it did not read is current (tests build their own)", () => {
    const resolver = new TenantResolver(slowDatabase().db);
    expect(resolver.isCurrent({ id: 1 })).toBe(true);
  });
});
