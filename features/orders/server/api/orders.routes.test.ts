import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { orderRequests, revisions } from "../../../../server/db/schema/index.ts";
import { makeAdmin } from "../../../../server/domain/accounts/make-admin.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { createPricingPlans } from "../../../../server/db/seed/visitor-widgets.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let a: ReturnType<typeof accountClient>;
let orgA: number;
let plansA: { id: number }[];
let planB: { id: number };
let adminCookie: string;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  const orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  plansA = await createPricingPlans({
    db: t.db,
    organizationId: orgA,
    plans: [
      { name: "Sprint", price: 490000 },
      { name: "Review", price: 750000, is_promotion: true, promotion_price: 590000 },
      { name: "Hidden", price: 100, is_displayed: false },
    ],
  });
  planB = (await createPricingPlans({ db: t.db, organizationId: orgB, plans: [{ name: "B plan", price: 100 }] }))[0]!;
  a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  adminCookie = await a.signIn("admin-a@example.com");
  await accountClient(t, "b.localhost").register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const visitor = { name: "Ada Buyer", email: "Ada@Example.com", company: "Acme", message: "Start in May, please." };

describe("POST /api/orders", () => {
  it("re-prices the basket on the server, stores the request with a revision and mails the host's admins", async () => {
    const res = await a.post("/api/orders", {
      ...visitor,
      // The browser's prices and totals are not part of the request: whatever it sends, the server prices.
      total: 1,
      items: [
        { plan_id: plansA[0]!.id, quantity: 2, price: 1 },
        { plan_id: plansA[1]!.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.total).toBe(2 * 490000 + 590000);
    const [row] = await t.db.select().from(orderRequests).where(eq(orderRequests.id, body.id));
    expect(row).toMatchObject({ organization_id: orgA, email: "ada@example.com", company: "Acme", status: "new" });
    expect(row!.lines.map((line) => [line.name, line.quantity, line.unit_price])).toEqual([
      ["Sprint", 2, 490000],
      ["Review", 1, 590000],
    ]);
    const [revision] = await t.db
      .select()
      .from(revisions)
      .where(eq(revisions.entity_id, String(body.id)));
    expect(revision).toMatchObject({ entity: "order_request", action: "create", actor_name: "Visitor: Ada Buyer" });
    const mail = await smtp.waitFor("admin-a@example.com", (m) => m.subject.includes(`#${body.id}`));
    expect(mail.text).toContain("2 × Sprint at $4900.00 = $9800.00");
    expect(mail.text).toContain("Total: $15700.00");
    // A link in a mail opens nothing unless it is absolute: the site's address the request came to.
    expect(mail.text).toContain("http://a.localhost/admin/orders");
    expect(mail.html).toContain('href="http://a.localhost/admin/orders"');
    expect(smtp.mails.some((m) => m.envelope.to.includes("admin-b@example.com") && m.subject.includes("Order"))).toBe(
      false,
    );
  });

  it("answers 404 for a plan of another organization or one not on sale, storing nothing", async () => {
    const before = await t.db.select().from(orderRequests);
    for (const planId of [planB.id, plansA[2]!.id, 999999]) {
      const res = await a.post("/api/orders", { ...visitor, items: [{ plan_id: planId, quantity: 1 }] });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("Plan not found");
    }
    expect(await t.db.select().from(orderRequests)).toHaveLength(before.length);
  });

  it("answers 400 JSON naming the field for hostile or missing input, and never stores markup", async () => {
    const item = [{ plan_id: plansA[0]!.id, quantity: 1 }];
    const cases: [Record<string, unknown>, string][] = [
      [{ ...visitor, items: item, name: "" }, "name"],
      [{ ...visitor, items: item, name: "<b></b>" }, "name"],
      [{ ...visitor, items: item, email: "nope" }, "email"],
      [{ ...visitor, items: [] }, "items"],
      [{ ...visitor }, "items"],
      [{ ...visitor, items: [{ plan_id: plansA[0]!.id, quantity: 0 }] }, "items"],
      [{ ...visitor, items: [{ plan_id: plansA[0]!.id, quantity: 1e9 }] }, "items"],
      [{ ...visitor, items: [{ plan_id: "1; drop table", quantity: 1 }] }, "items"],
      [{ ...visitor, items: Array.from({ length: 60 }, () => item[0]) }, "items"],
      [{ ...visitor, items: item, message: "x".repeat(5001) }, "message"],
    ];
    for (const [body, field] of cases) {
      const res = await a.post("/api/orders", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(String((await res.json()).field).split(".")[0]).toBe(field);
    }
    const notJson = await t.request("/api/orders", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json" },
      body: "[",
    });
    expect(notJson.status).toBe(400);
    const res = await a.post("/api/orders", {
      ...visitor,
      name: "<img src=x onerror=alert(1)>Eve",
      message: "<script>x()</script>Hello",
      items: item,
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.id, (await res.json()).id));
    expect(row!.name).toBe("Eve");
    expect(row!.message).not.toMatch(/[<>]/);
  });

  it("limits order requests per visitor address (429 after 5 in an hour)", async () => {
    const ip = "10.88.88.88";
    const body = { ...visitor, items: [{ plan_id: plansA[0]!.id, quantity: 1 }] };
    for (let i = 0; i < 5; i++) expect((await a.post("/api/orders", body, { ip })).status).toBe(201);
    const res = await a.post("/api/orders", body, { ip });
    expect(res.status).toBe(429);
  });
});

describe("GET /api/orders and PATCH /api/orders/{id}", () => {
  it("lists the organization's requests to its admins and changes a status against the version loaded", async () => {
    expect((await a.get("/api/orders")).status).toBe(401);
    const list = await a.get("/api/orders", { cookie: adminCookie });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { id: number; organization_id: number; updated_at: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.organization_id).toBe(orgA);
    const first = rows[0]!;
    const patch = (body: unknown) =>
      t.request(`/api/orders/${first.id}`, {
        method: "PATCH",
        host: "a.localhost",
        headers: { "content-type": "application/json", origin: "http://a.localhost", cookie: adminCookie },
        body: JSON.stringify(body),
      });
    const done = await patch({ status: "handled", updated_at: first.updated_at });
    expect(done.status).toBe(200);
    expect((await done.json()).status).toBe("handled");
    // The version it was based on is gone now: 409, nothing changed.
    const stale = await patch({ status: "cancelled", updated_at: first.updated_at });
    expect(stale.status).toBe(409);
    expect((await patch({ status: "shipped", updated_at: first.updated_at })).status).toBe(400);
  });
});
