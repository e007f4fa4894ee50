import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountClient } from "../../../tests/setup/accounts.ts";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { makeAdmin } from "../../domain/accounts/make-admin.ts";
import { createOrganization, createTemplateSection } from "../../db/seed/factories.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let a: ReturnType<typeof accountClient>;
let orgA: number;
let orgB: number;

const valid = {
  name: "Ada Visitor",
  email: "ada@example.com",
  subject: "A question",
  message: "Hello,\nwhat does a workshop cost?",
  page_path: "/contact",
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  orgA = (await createOrganization({ db: t.db, name: "Org A", hosts: ["a.localhost"] })).id;
  orgB = (await createOrganization({ db: t.db, name: "Org B", hosts: ["b.localhost"] })).id;
  a = accountClient(t, "a.localhost");
  await a.register({ email: "admin-a@example.com" });
  await makeAdmin({ db: t.db, email: "admin-a@example.com", organization: "a.localhost" });
  await accountClient(t, "b.localhost").register({ email: "admin-b@example.com" });
  await makeAdmin({ db: t.db, email: "admin-b@example.com", organization: "b.localhost" });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("POST /api/contact", () => {
  it("stores the message for the host's organization and mails its admins only", async () => {
    const res = await a.post("/api/contact", { ...valid, organization_id: orgB });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ organization_id: orgA, name: "Ada Visitor", email: "ada@example.com" });
    const mail = await smtp.waitFor("admin-a@example.com", (m) => m.subject.includes("Ada Visitor"));
    expect(mail.text).toContain("what does a workshop cost?");
    expect(smtp.mails.some((m) => m.envelope.to.includes("admin-b@example.com") && m.subject.includes("contact"))).toBe(
      false,
    );
  });

  it("answers 404 for a section of another organization, storing nothing", async () => {
    const { section } = await createTemplateSection({
      db: t.db,
      organizationId: orgB,
      section: { url_page: "/contact", section_title: "B contact" },
    });
    const res = await a.post("/api/contact", { ...valid, section_id: section.id });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.section_id, section.id))).toEqual([]);
    const own = await accountClient(t, "b.localhost").post("/api/contact", { ...valid, section_id: section.id });
    expect(own.status).toBe(201);
  });

  it("never stores or mails markup", async () => {
    const res = await a.post("/api/contact", {
      ...valid,
      name: "<b>Eve</b>",
      message: '<script>alert(1)</script><img src=x onerror="alert(2)">Hi <a href="javascript:x()">there</a>',
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.name).toBe("Eve");
    expect(row!.message).not.toMatch(/[<>]/);
    expect(row!.message).toContain("Hi there");
    const mail = await smtp.waitFor("admin-a@example.com", (m) => m.subject.includes("Eve"));
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<img");
  });

  it("answers 400 naming the field for missing, oversized or malformed input", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: "" }, "name"],
      [{ ...valid, name: "<i></i>" }, "name"],
      [{ ...valid, email: "not-an-address" }, "email"],
      [{ ...valid, message: "   " }, "message"],
      [{ ...valid, message: "x".repeat(5001) }, "message"],
      [{ ...valid, name: 42 }, "name"],
      [{ email: "a@b.co", message: "hi" }, "name"],
      [{ ...valid, section_id: -1 }, "section_id"],
    ];
    for (const [body, field] of cases) {
      const res = await a.post("/api/contact", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).field).toBe(field);
    }
    // The answer the contact form shows (app/components/sections/contact-form.test.tsx stubs this one).
    const markupOnly = await a.post("/api/contact", { ...valid, name: "<i></i>" });
    expect(await markupOnly.json()).toEqual({
      error: "name: is required",
      field: "name",
      issues: [{ field: "name", code: "too_small", origin: "string", minimum: 1 }],
    });
    const notJson = await t.request("/api/contact", {
      method: "POST",
      host: "a.localhost",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("limits messages per visitor address (429 after 5 in 10 minutes)", async () => {
    const ip = "10.99.99.99";
    for (let i = 0; i < 5; i++) expect((await a.post("/api/contact", valid, { ip })).status).toBe(201);
    const res = await a.post("/api/contact", valid, { ip });
    expect(res.status).toBe(429);
  });
});
