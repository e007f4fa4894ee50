import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../tests/setup/test-app.ts";
import { formatDateTime } from "../../../shared/i18n/date-time.ts";
import { conversations, pricingPlans, profiles } from "../../db/schema/index.ts";
import { createUserWithPassword } from "../../db/seed/accounts.ts";
import { createOrganization } from "../../db/seed/factories.ts";

/**
 * Mails to a site's staff speak each recipient's UI language (decision 083): the one on their
 * profile, else the site's default language, else English; Arabic right to left; times in the
 * recipient's time zone. Delivered through a real SMTP server on loopback.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let orgA: number;

async function admin(organizationId: number, email: string, uiLocale: string | null, timeZone: string | null = null) {
  const user = await createUserWithPassword({
    db: t.db,
    organizationId,
    email,
    name: email.split("@")[0]!,
    password: "Passw0rd-ok",
    role: "admin",
  });
  await t.db.update(profiles).set({ ui_locale: uiLocale, time_zone: timeZone }).where(eq(profiles.user_id, user.id));
}

const post = (host: string, path: string, body: unknown) =>
  t.request(path, {
    host,
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://${host}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ TRUST_PROXY: "true", SMTP_URL: smtp.url });
  orgA = (await createOrganization({ db: t.db, name: "Panadería Sol", hosts: ["a.localhost"] })).id;
  await admin(orgA, "es@a.localhost", "es", "America/Mexico_City");
  await admin(orgA, "ar@a.localhost", "ar");
  await admin(orgA, "none@a.localhost", null);
  // A French site: an admin who chose no language reads its default language.
  const orgF = (
    await createOrganization({
      db: t.db,
      name: "Boulangerie",
      hosts: ["f.localhost"],
      settings: { language: "fr", supported_locales: ["fr", "en"] },
    })
  ).id;
  await admin(orgF, "none@f.localhost", null);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contact = { name: "Ada", email: "ada@example.com", subject: "Precio", message: "¿Cuánto cuesta?" };

describe("staff mails in the recipient's language", () => {
  it("mails a contact message to a Spanish admin in Spanish and to an Arabic admin right to left", async () => {
    expect((await post("a.localhost", "/api/contact", contact)).status).toBe(201);

    const es = await smtp.waitFor("es@a.localhost", (m) => m.text.includes("¿Cuánto cuesta?"));
    expect(es.subject).toBe("Nuevo mensaje de contacto de Ada: Precio");
    expect(es.text).toContain("Un visitante de Panadería Sol ha enviado un mensaje.");
    expect(es.text).toContain("Correo electrónico: ada@example.com");
    expect(es.html).not.toContain('dir="rtl"');

    const ar = await smtp.waitFor("ar@a.localhost", (m) => m.text.includes("¿Cuánto cuesta?"));
    expect(ar.subject).toBe("رسالة تواصل جديدة من Ada: Precio");
    expect(ar.html).toMatch(/^<div dir="rtl">/);
    expect(ar.text).toContain("أرسل أحد زوار Panadería Sol رسالة.");

    const en = await smtp.waitFor("none@a.localhost", (m) => m.text.includes("¿Cuánto cuesta?"));
    expect(en.subject).toBe("New contact message from Ada: Precio");
    expect(en.html).not.toContain('dir="rtl"');
  });

  it("falls back to the site's default language for an admin who chose none", async () => {
    expect((await post("f.localhost", "/api/contact", { ...contact, message: "Bonjour" })).status).toBe(201);
    const fr = await smtp.waitFor("none@f.localhost", (m) => m.text.includes("Bonjour"));
    expect(fr.subject).toBe("Nouveau message de contact de Ada : Precio");
  });

  it("mails an order request to a Spanish admin in Spanish", async () => {
    const [plan] = await t.db
      .insert(pricingPlans)
      .values({ organization_id: orgA, name: "Pan", price: 250, is_displayed: true, currency_symbol: "€" })
      .returning({ id: pricingPlans.id });
    const response = await post("a.localhost", "/api/orders", {
      name: "Bruno",
      email: "bruno@example.com",
      items: [{ plan_id: plan!.id, quantity: 2 }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const es = await smtp.waitFor("es@a.localhost", (m) => m.subject.includes(`${id}`) && m.text.includes("Bruno"));
    expect(es.subject).toBe(`Solicitud de pedido n.º ${id} de Bruno`);
    expect(es.text).toContain("2 × Pan a €2.50 = €5.00");
    expect(es.text).toContain("Total: €5.00");
    expect(es.text).toContain("Todas las solicitudes de pedido: http://a.localhost/admin/orders");
    const ar = await smtp.waitFor("ar@a.localhost", (m) => m.text.includes("Bruno"));
    expect(ar.html).toMatch(/^<div dir="rtl">/);
  });

  it("tells the admins of an unanswered visitor in their language, the time in their time zone", async () => {
    const waitingSince = new Date(Date.now() - 20 * 60_000);
    await t.db.insert(conversations).values({
      organization_id: orgA,
      visitor_name: "Carmen",
      visitor_email: "carmen@example.com",
      waiting_since: waitingSince,
      last_message: "¿Hay alguien?",
      origin: "http://a.localhost",
    });
    await t.services.conversationJobs.run(new Date());
    const es = await smtp.waitFor("es@a.localhost", (m) => m.text.includes("¿Hay alguien?"));
    expect(es.subject).toMatch(/^Carmen lleva 20 min esperando una respuesta$/);
    const local = formatDateTime(waitingSince, { locale: "es", timeZone: "America/Mexico_City", style: "time" });
    // The zone matters: Mexico City is never at UTC's time.
    expect(local).not.toBe(formatDateTime(waitingSince, { locale: "es", timeZone: "UTC", style: "time" }));
    expect(es.text).toContain(`Esperando desde ${local}. Nadie ha respondido todavía.`);
    expect(es.html).toContain(">Abrir la bandeja de entrada</a>");
    const ar = await smtp.waitFor("ar@a.localhost", (m) => m.text.includes("¿Hay alguien?"));
    expect(ar.html).toMatch(/^<div dir="rtl">/);
    expect(ar.html).toContain("لم يرد أحد بعد.");
  });
});
