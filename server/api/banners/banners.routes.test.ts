import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { bannerDismissals } from "../../db/schema/index.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { createBanners } from "../../db/seed/showcase-factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: ReturnType<typeof accountClient>;
let orgA: number;
const ids: Record<string, number> = {};
let cookie = "";

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  const orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  const day = 86_400_000;
  const [closed, permanent, services, ended, disabled] = await createBanners({
    db: t.db,
    organizationId: orgA,
    items: [
      { type: "closed", dismissal_duration: "2 days", content: { text: "Dismiss me" } },
      { type: "permanent", content: { text: "Always here" } },
      { page_paths: ["/services"], content: { text: "Services only" } },
      { end_date_promotion: new Date(Date.now() - day), content: { text: "Ended" } },
      { is_enabled: false, content: { text: "Off" } },
    ],
  });
  const [foreign] = await createBanners({
    db: t.db,
    organizationId: orgB,
    items: [{ type: "closed", content: { text: "B banner" } }],
  });
  Object.assign(ids, {
    closed: closed!.id,
    permanent: permanent!.id,
    services: services!.id,
    ended: ended!.id,
    disabled: disabled!.id,
    foreign: foreign!.id,
  });
  a = accountClient(t, "a.localhost");
  await a.register({ email: "user-a@example.com" });
  cookie = await a.signIn("user-a@example.com");
});

afterAll(() => t.close());

const texts = (body: { banners: { content: { text?: string } }[] }) => body.banners.map((b) => b.content.text);

describe("GET /api/banners", () => {
  it("lists the host's enabled, running banners of the page, nothing of another organization", async () => {
    const home = await (await a.get("/api/banners?path=/")).json();
    expect(texts(home)).toEqual(["Dismiss me", "Always here"]);
    const services = await (await a.get("/api/banners?path=/es/services")).json();
    expect(texts(services)).toEqual(["Dismiss me", "Always here", "Services only"]);
  });

  it("answers 400 naming the field for a path that is not a site path", async () => {
    const res = await a.get("/api/banners?path=http://evil.example");
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe("path");
  });
});

describe("POST /api/banners/{id}/dismiss", () => {
  it("needs a session (anonymous visitors keep dismissals in the browser)", async () => {
    const res = await a.post(`/api/banners/${ids.closed}/dismiss`);
    expect(res.status).toBe(401);
  });

  it("dismisses for the user and organization for the banner's duration", async () => {
    const before = Date.now();
    const res = await a.post(`/api/banners/${ids.closed}/dismiss`, {}, { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.id).toBe(ids.closed);
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + 2 * 86_400_000);
    expect(body.expiresAt).toBeLessThan(Date.now() + 2 * 86_400_000 + 1000);
    const mine = await (await a.get("/api/banners?path=/", { cookie })).json();
    expect(texts(mine)).toEqual(["Always here"]);
    expect(mine.dismissed.map((d: { id: number }) => d.id)).toEqual([ids.closed]);
    // Still shown to everybody else.
    expect(texts(await (await a.get("/api/banners?path=/")).json())).toContain("Dismiss me");
  });

  it("answers 404 for another organization's banner and writes nothing", async () => {
    const res = await a.post(`/api/banners/${ids.foreign}/dismiss`, {}, { cookie });
    expect(res.status).toBe(404);
    const rows = await t.db
      .select()
      .from(bannerDismissals)
      .where(and(eq(bannerDismissals.organization_id, orgA), eq(bannerDismissals.banner_id, ids.foreign!)));
    expect(rows).toEqual([]);
    const all = await t.db.select().from(bannerDismissals);
    expect(all.every((row) => row.banner_id !== ids.foreign)).toBe(true);
  });

  it("answers 400 for a bad id and for a permanent banner", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await a.post(`/api/banners/${id}/dismiss`, {}, { cookie });
      expect(res.status, id).toBe(400);
      expect((await res.json()).field, id).toBe("id");
    }
    const permanent = await a.post(`/api/banners/${ids.permanent}/dismiss`, {}, { cookie });
    expect(permanent.status).toBe(400);
  });
});
