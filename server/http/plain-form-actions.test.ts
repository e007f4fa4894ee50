import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChatTexts } from "../../features/live-support/components/live-chat/live-chat-texts.ts";
import { orderTexts } from "../../features/orders/components/order-texts.ts";
import { createTestApp } from "../../tests/setup/test-app.ts";
import { actionArgs } from "../../tests/setup/loader-context.ts";
import { createOrganization } from "../db/seed/factories.ts";
import type { PlanView } from "../../shared/rules/pricing.ts";
import { basketAction } from "../../app/routes/site/basket-action.server.ts";
import { consentAction } from "../../app/routes/site/consent-action.server.ts";
import { startConversationAction } from "../../app/routes/site/conversation-action.server.ts";
import { loadManagedBooking, manageBookingAction } from "../../app/routes/site/manage-booking.server.ts";
import { bookingTexts, fill } from "../../features/meetings/components/booking/booking-texts.ts";
import { contactAction } from "../../app/routes/site/contact-action.server.ts";

/**
 * The actions of the forms that work without scripts (decision 055), against the real API in
 * process: bad input is a 4xx with words a visitor can read, never a 500.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = "plain.localhost";

beforeAll(async () => {
  t = await createTestApp();
  await createOrganization({ db: t.db, name: "Plain forms", hosts: [HOST] });
});

afterAll(async () => {
  await t?.close();
});

/** A form post to `path` on this file's site and the context React Router would hand its action. */
const post = (path: string, body: BodyInit, contentType?: string) => actionArgs(t, HOST, path, body, { contentType });

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** The status and body of what an action answered (data() or a thrown data()). */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown; headers?: Headers }> {
  let result: unknown;
  try {
    result = await run();
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) return { status: result.status, body: null, headers: result.headers };
  const value = result as { type?: string; data: unknown; init?: { status?: number } | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  throw new Error(`unexpected answer ${String(result)}`);
}

describe("the cookie choice's action", () => {
  it("refuses a body that is not a form, and a choice it does not know, with a 400", async () => {
    const broken = await post("/cookie-settings", "--x\r\nbroken", "multipart/form-data; boundary=y");
    expect((await answer(() => consentAction(broken))).status).toBe(400);
    const unknown = await post("/cookie-settings", form({ choice: "maybe" }));
    const refused = await answer(() => consentAction(unknown));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "Choose Accept all, Reject all or Save settings." });
  });

  it("records a choice, sets the script's cookie and never goes back to another site", async () => {
    const accepted = await post("/cookie-settings", form({ choice: "accept", back: "//evil.example/x" }));
    const redirected = await answer(() => consentAction(accepted));
    expect(redirected.status).toBe(303);
    expect(redirected.headers!.get("location")).toBe("/");
    const cookies = redirected.headers!.getSetCookie();
    expect(cookies.some((cookie) => /^cookies_accepted=true; Max-Age=31536000; Path=\//.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("consent_id="))).toBe(true);
  });
});

describe("the help center's conversation action", () => {
  const texts = liveChatTexts("en");

  it("answers a missing message, name or e-mail with a 400 and the widget's words", async () => {
    const wrongIntent = await answer(async () =>
      startConversationAction(await post("/help-center", form({ intent: "x" }))),
    );
    expect(wrongIntent.status).toBe(400);

    const cases: [Record<string, string>, string, string][] = [
      [{ name: "Ann", email: "ann@example.com", message: "  " }, texts.missingMessage, "message"],
      [{ name: "", email: "ann@example.com", message: "Hello" }, texts.missingName, "name"],
      [{ name: "Ann", email: "not-an-address", message: "Hello" }, texts.invalidEmail, "email"],
    ];
    for (const [fields, message, field] of cases) {
      const refused = await answer(async () =>
        startConversationAction(await post("/help-center", form({ intent: "start-conversation", ...fields }))),
      );
      expect(refused.status, field).toBe(400);
      expect(refused.body).toMatchObject({ error: { message, field }, values: { message: fields.message } });
    }
  });
});

describe("the basket's action", () => {
  const plans = [{ id: 7, name: "Basic", price: 1000 }] as PlanView[];
  const run = async (fields: Record<string, string>) =>
    answer(async () => basketAction({ ...(await post("/basket", form(fields))), plans, locale: "en" }));

  it("refuses an unknown intent, a malformed plan or quantity (400) and a plan not offered (404)", async () => {
    expect((await run({ intent: "x", plan_id: "7" })).status).toBe(400);
    expect((await run({ intent: "add", plan_id: "seven" })).status).toBe(400);
    expect((await run({ intent: "add", plan_id: "7", quantity: "0" })).status).toBe(400);
    const gone = await run({ intent: "add", plan_id: "8" });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: orderTexts("en").unavailable });
    expect((await run({ intent: "add", plan_id: "7" })).body).toMatchObject({ line: { planId: 7, quantity: 1 } });
  });

  it("passes the API's readable refusal of an order without a valid e-mail, keeping what was typed", async () => {
    const refused = await run({ intent: "order", plan_id: "7", quantity: "1", name: "Ann", email: "nope" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body).toMatchObject({ line: { planId: 7 }, values: { name: "Ann", email: "nope" } });
    expect((refused.body as { error: string }).error).toMatch(/e-?mail/i);
  });

  it("words the API's refusal in the page's language after the field's label (decision 082)", async () => {
    const order = { intent: "order", plan_id: "7", quantity: "1" };
    const spanish = await answer(async () =>
      basketAction({
        ...(await post("/es/basket", form({ ...order, name: "Ana", email: "nope" }))),
        plans,
        locale: "es",
      }),
    );
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({
      error: "Correo electrónico: Introduzca una dirección de correo electrónico válida",
    });
    const english = await run({ ...order, name: "Ann", email: "nope" });
    expect(english.body).toMatchObject({ error: "email: Please enter a valid email address." });
  });
});

describe("the mailed booking link's action and loader", () => {
  const texts = bookingTexts("en");
  const run = async (fields: Record<string, string>) => {
    const args = await post("/book", form(fields));
    return answer(async () => manageBookingAction(args, await args.request.formData(), texts));
  };

  it("refuses a malformed link or a move without a time with a 400 in the page's words", async () => {
    for (const fields of [
      { intent: "cancel", booking_id: "x", token: "t" },
      { intent: "cancel", booking_id: "1", token: "" },
    ]) {
      expect(await run(fields)).toMatchObject({ status: 400, body: { manage: "refused", error: texts.notFound } });
    }
    expect(await run({ intent: "reschedule", booking_id: "1", token: "t" })).toMatchObject({
      status: 400,
      body: { manage: "refused", error: texts.pickTime },
    });
  });

  it("passes the API's refusal of a forged token as a 404, and the loader says the link opens nothing", async () => {
    expect(await run({ intent: "cancel", booking_id: "1", token: "forged" })).toMatchObject({
      status: 404,
      body: { manage: "refused", error: texts.notFound },
    });
    const { context } = await post("/book", form({}));
    const request = new Request(`http://${HOST}/book?booking=1&token=forged&action=cancel`, {
      headers: { host: HOST },
    });
    expect(await loadManagedBooking({ request, context }, texts)).toMatchObject({
      booking: null,
      error: fill(texts.linkError, { error: texts.notFound }),
    });
    const host = new Request(`http://${HOST}/book?booking=1&token=x&action=host`, { headers: { host: HOST } });
    expect(await loadManagedBooking({ request: host, context }, texts)).toBeNull();
  });
});

describe("the contact form's action in the page's language (decision 082)", () => {
  const send = async (fields: Record<string, string>) =>
    answer(async () => contactAction(await post("/contact", form({ intent: "contact", message: "Hola", ...fields }))));

  it("words the API's refusal in Spanish on a Spanish page, after the field's label", async () => {
    const refused = await send({ name: "Ana", email: "nope", locale: "es" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      contact: {
        error: { message: "Correo electrónico: Introduzca una dirección de correo electrónico válida", field: "email" },
        values: { name: "Ana", email: "nope" },
      },
    });
    const long = await send({ name: "x".repeat(101), email: "ana@example.com", locale: "es" });
    expect(long.body).toMatchObject({
      contact: { error: { message: "Nombre: Demasiado largo. Máximo de caracteres: 100", field: "name" } },
    });
  });

  it("keeps the API's English text on an English page", async () => {
    const refused = await send({ name: "Ann", email: "nope", locale: "en" });
    expect(refused.body).toMatchObject({
      contact: { error: { message: "email: Please enter a valid email address.", field: "email" } },
    });
  });
});
