import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { createOrganization } from "../../../server/db/seed/factories.ts";
import { domains, organizations } from "../../../server/db/schema/index.ts";

/** The front door's `ask` (decision 066): who gets a certificate, and who may ask. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serve>;
let base = "";

async function site(name: string, slug: string, status: "draft" | "live" | "suspended" | "deleted") {
  const org = await createOrganization({ db: t.db, name, slug, hosts: [`${slug}.sites.test`] });
  await t.db.update(organizations).set({ status }).where(eq(organizations.id, org.id));
  return org.id;
}

async function custom(organizationId: number, host: string, status: "pending" | "active" | "failing") {
  await t.db
    .insert(domains)
    .values({ organization_id: organizationId, host, kind: "custom", status, verification_token: "x" });
}

const ask = async (domain: string) =>
  (await t.request(`/internal/tls-allowed?domain=${encodeURIComponent(domain)}`, { host: "127.0.0.1:9000" })).status;

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_HOST: "app.sites.test", SITES_DOMAIN: "sites.test" });
  const live = await site("Live", "live", "live");
  const draft = await site("Draft", "draft", "draft");
  const paused = await site("Paused", "paused", "suspended");
  const gone = await site("Gone", "gone", "deleted");
  await custom(live, "www.live.example", "active");
  await custom(live, "failing.live.example", "failing");
  await custom(live, "pending.live.example", "pending");
  await custom(draft, "www.draft.example", "active");
  await custom(paused, "www.paused.example", "active");
  await custom(gone, "www.gone.example", "active");
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("GET /internal/tls-allowed", () => {
  it("allows the platform's own host and the platform hosts of sites that are not deleted", async () => {
    expect(await ask("app.sites.test")).toBe(200);
    expect(await ask("live.sites.test")).toBe(200);
    expect(await ask("draft.sites.test")).toBe(200);
    expect(await ask("paused.sites.test")).toBe(200);
    expect(await ask("gone.sites.test")).toBe(404);
    expect(await ask("nobody.sites.test")).toBe(404);
  });

  it("allows verified custom domains of live and draft sites only", async () => {
    expect(await ask("www.live.example")).toBe(200);
    expect(await ask("WWW.Live.Example.")).toBe(200);
    expect(await ask("failing.live.example")).toBe(200);
    expect(await ask("www.draft.example")).toBe(200);
    expect(await ask("pending.live.example")).toBe(404);
    expect(await ask("www.paused.example")).toBe(404);
    expect(await ask("www.gone.example")).toBe(404);
  });

  it("refuses names nobody added, and nonsense", async () => {
    for (const domain of ["random.example", "", "a b", "x".repeat(300), "127.0.0.1"]) {
      expect(await ask(domain), domain).toBe(404);
    }
    expect((await t.request("/internal/tls-allowed", { host: "x" })).status).toBe(404);
  });

  it("answers a loopback peer over a real socket, on any host header, and never caches", async () => {
    const res = await fetch(`${base}/internal/tls-allowed?domain=www.live.example`, {
      headers: { host: "www.evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("is not reachable through a proxy: a forwarded request is a 404, even for an allowed name", async () => {
    for (const headers of [
      { "x-forwarded-for": "127.0.0.1" },
      { via: "1.1 caddy" },
      { forwarded: "for=127.0.0.1" },
      { "x-forwarded-host": "app.sites.test" },
    ] as Record<string, string>[]) {
      const res = await fetch(`${base}/internal/tls-allowed?domain=www.live.example`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
    }
  });
});
