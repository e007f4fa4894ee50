import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { DEMO_PASSWORD } from "../../db/seed/accounts.ts";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { domains, revisions } from "../../db/schema/index.ts";
import { LIST_NAMES } from "../../domain/organizations/organization-lists.ts";

/**
 * Global Settings sends back what it loaded (the general settings and every list whole): on both
 * demo tenants that round trip must pass the strict validation and change nothing (no revision).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent({ db: t.db });
});
afterAll(() => t.close());

const GENERAL = ["name", "type", "base_url", "base_url_local", "font_family", "supported_locales", "language"];
const LISTS = LIST_NAMES;

for (const [host, slug] of [
  ["localhost", "brightpath"],
  ["globex.localhost", "globex"],
] as const) {
  it(`takes ${host}'s data back as loaded: 200 and no revision`, async () => {
    const client = accountClient(t, host);
    const cookie = await client.signIn(`admin@${slug}.localhost`, DEMO_PASSWORD);
    const [domain] = await t.db.select().from(domains).where(eq(domains.host, host));
    const loaded = await client.get(`/api/organizations/${domain!.organization_id}`, { cookie });
    expect(loaded.status).toBe(200);
    const data = (await loaded.json()) as Record<string, unknown>;
    const settings = Object.fromEntries(
      Object.entries(data.settings as Record<string, unknown>).filter(([key]) => GENERAL.includes(key)),
    );
    // With the versions GET answered, as an editor sends them back (decision 030).
    const body = {
      settings,
      updated_at: (data.organization as { updated_at: string }).updated_at,
      list_versions: data.list_versions,
      ...Object.fromEntries(LISTS.map((list) => [list, data[list]])),
    };
    const before = (await t.db.select({ id: revisions.id }).from(revisions)).length;
    const res = await t.request(`/api/organizations/${domain!.organization_id}`, {
      method: "PUT",
      host,
      headers: { "content-type": "application/json", origin: `http://${host}`, cookie },
      body: JSON.stringify(body),
    });
    expect(((await res.json()) as { error?: string }).error).toBeUndefined();
    expect(res.status).toBe(200);
    const added = (await t.db.select().from(revisions).orderBy(revisions.id)).slice(before);
    expect(added.map((revision) => `${revision.entity} ${revision.entity_id}: ${revision.summary}`)).toEqual([]);
  });
}
