import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/rules/auth-rules.ts";
import { liveChatTexts } from "../../features/live-support/components/live-chat/live-chat-texts.ts";
import {
  DEMO,
  freshAccount,
  registerWithApi,
  sessionCookie,
  signedInState,
  signInWithApi,
} from "./support/accounts.ts";
import { bookingTexts, fill } from "../../features/meetings/components/booking/booking-texts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage } from "./support/browser.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, GLOBEX, siteUrl } from "./support/site.ts";

/**
 * The visitor forms with scripts off (decision 055): each posts to its page's route action, which
 * calls the same API as the form's script and renders the result — the spec's texts, the error
 * next to its field, what was typed (never a password). Every page here runs no script at all.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function pageWithoutScripts(options: Parameters<typeof newPage>[1] = {}) {
  const recorded = await newPage(browser, { ...options, javaScriptEnabled: false });
  // Nothing may run: a page that still needed a script to answer would fail here, not pass by luck.
  const ran: string[] = [];
  recorded.page.on("request", (request) => {
    if (request.resourceType() === "script") ran.push(request.url());
  });
  return { ...recorded, ran };
}

/** Submits by the button, as a person does, and waits for the answer page. */
async function submit(page: Page, button: string) {
  // The next page's load event: waitForLoadState("load") is already met by the page the form is on,
  // so a busy machine read that page again before the answer arrived (seen in CI).
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: button }).click()]);
}

/** The input a field's error points at (aria-describedby holds the alert's id). */
async function describedBy(page: Page, label: string): Promise<string | null> {
  const ids = await page.getByLabel(label, { exact: true }).getAttribute("aria-describedby");
  if (!ids) return null;
  for (const id of ids.split(/\s+/)) {
    const text = await page
      .locator(`[id="${id}"][role="alert"]`)
      .textContent()
      .catch(() => null);
    if (text) return text;
  }
  return null;
}

describe("login without scripts", () => {
  it("refuses a wrong password with the spec's text, keeps the e-mail, then signs in and goes to redirectTo", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/login?redirectTo=/blog"));
    await submit(page, "Log in");
    expect(await page.getByRole("alert").textContent()).toContain(AUTH_MESSAGES.fillAllFields);
    expect(await describedBy(page, "Email")).toContain(AUTH_MESSAGES.fillAllFields);

    await page.getByLabel("Email", { exact: true }).fill(DEMO.brightpathUser.email);
    await page.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
    await submit(page, "Log in");
    expect(await page.getByRole("alert").textContent()).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(DEMO.brightpathUser.email);
    // The password is never sent back into the page.
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("");
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeUndefined();

    await page.getByLabel("Password", { exact: true }).fill(DEMO.brightpathUser.password);
    await submit(page, "Log in");
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeTruthy();
    expect(ran).toEqual([]);
    await page.close();
  }, 30_000);

  it("refuses a login posted from another site with a readable page (the page actions' origin check)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const answer = await context.request.post(siteUrl(BRIGHTPATH, "/login"), {
      form: { email: DEMO.brightpathUser.email, password: DEMO.brightpathUser.password },
      headers: { origin: "http://evil.example" },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(answer.status()).toBe(400);
    expect(await answer.text()).toContain("This form came from another site, so nothing was done with it.");
    expect(await sessionCookie(context, BRIGHTPATH)).toBeUndefined();
    await context.close();
  });
});

describe("registration without scripts", () => {
  it("shows the first error at its field, then registers, signs in and goes on to the profile", async () => {
    const account = freshAccount("nojs");
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/register"));
    await page.getByLabel("Username", { exact: true }).fill(account.username);
    await page.getByLabel("Email", { exact: true }).fill("not-an-address");
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await submit(page, "Create account");
    expect(await describedBy(page, "Email")).toContain(AUTH_MESSAGES.invalidEmail);
    expect(await page.getByLabel("Username", { exact: true }).inputValue()).toBe(account.username);

    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await submit(page, "Create account");
    await page.getByRole("status").filter({ hasText: AUTH_MESSAGES.registered }).waitFor();
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeTruthy();
    // The same 2 s as the script's redirect, by the answer's Refresh header.
    await page.waitForURL((url) => url.pathname === "/account/profile", { timeout: 10_000 });
    await page.getByText(account.email).filter({ visible: true }).first().waitFor();
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);
});

describe("password reset without scripts", () => {
  it("mails the link; the link's page sets the new password, refuses a mismatch, and the new one signs in", async () => {
    const account = freshAccount("nojs-reset");
    const setup = await browser.newContext();
    await registerWithApi(setup, BRIGHTPATH, account);
    await setup.close();

    const since = new Date();
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/reset-password"));
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await submit(page, "Send reset link");
    await page.getByRole("status").filter({ hasText: AUTH_MESSAGES.resetEmailSent }).waitFor();

    const mail = await waitForMail({ to: account.email, subject: /Brightpath Consulting/, since });
    const link = linkIn(mail, "reset-password");
    expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
    const newPassword = `${account.password}-New2`;
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill(`${newPassword}x`);
    await submit(page, "Set new password");
    expect(await describedBy(page, "Confirm new password")).toContain("Passwords do not match.");

    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await submit(page, "Set new password");
    await page.getByRole("status").filter({ hasText: AUTH_MESSAGES.passwordChanged }).waitFor();

    await page.goto(siteUrl(BRIGHTPATH, "/login"));
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await submit(page, "Log in");
    expect(new URL(page.url()).pathname).toBe("/account");
    expect(ran).toEqual([]);
    await page.close();
  }, 40_000);
});

describe("the account's password change without scripts", () => {
  it("refuses a wrong current password at its field, then changes it", async () => {
    const account = freshAccount("nojs-change");
    const setup = await browser.newContext();
    await registerWithApi(setup, BRIGHTPATH, account);
    await setup.close();
    const { page } = await pageWithoutScripts({
      storageState: await signedInState(browser, { host: BRIGHTPATH, ...account }),
    });
    await page.goto(siteUrl(BRIGHTPATH, "/account"));
    const newPassword = `${account.password}-Changed3`;
    await page.getByLabel("Current password", { exact: true }).fill("Wrong-password-9");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await submit(page, "Change password");
    expect(await describedBy(page, "Current password")).toContain("Your current password is not correct.");

    await page.getByLabel("Current password", { exact: true }).fill(account.password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await submit(page, "Change password");
    await page.getByRole("status").filter({ hasText: "Your password has been changed." }).waitFor();
    await page.close();
  }, 30_000);
});

describe("the contact form without scripts", () => {
  it("shows the server's reason and keeps what was typed, then sends: success shown in the section, mailed to the admin", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(GLOBEX, "/"));
    const form = () => page.locator('[data-section-type="contact"] form');
    const send = () =>
      Promise.all([page.waitForEvent("load"), form().getByRole("button", { name: "Send message" }).click()]);
    await form().getByLabel("Name").fill("<i></i>");
    await form().getByLabel("Email").fill("visitor@example.com");
    await form().getByLabel("Message").fill("Sent without any script.");
    await send();
    expect(await form().getByRole("alert").textContent()).toContain("name: is required");
    expect(await form().getByLabel("Message").inputValue()).toBe("Sent without any script.");
    expect(await form().getByLabel("Name").getAttribute("aria-invalid")).toBe("true");

    // Only the name is typed again: the e-mail and the message the answer kept are sent.
    const since = new Date();
    const name = `No-script visitor ${Date.now()}`;
    await form().getByLabel("Name").fill(name);
    await send();
    expect(await form().getByRole("status").textContent()).toContain("Your message has been sent");
    const mail = await waitForMail({ to: DEMO.globexAdmin.email, subject: name, since });
    expect(mail.text).toContain("Sent without any script.");
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);
});

describe("booking without scripts", () => {
  it("chooses a type by its link and a time by its button, books it and mails the guest; a taken time is refused", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/book"));
    await Promise.all([page.waitForURL(/[?&]type=\d+/), page.getByRole("link", { name: /Discovery call/ }).click()]);
    const first = page.getByRole("radio").first();
    const time = await first.getAttribute("value");
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await axeWithoutScripts(page)).toEqual([]);
    const email = `nojs-guest-${Date.now()}@example.com`;
    const since = new Date();
    await first.check();
    await page.getByLabel("Name").fill("Plain Guest");
    await page.getByLabel("Email").fill(email);
    await submit(page, "Book");
    await page.getByRole("status").filter({ hasText: "You are booked" }).waitFor();
    expect(await page.getByRole("status").textContent()).toContain(email);
    await waitForMail({ to: email, subject: "Booking confirmed", since });

    // The same time from another visitor, through the plain form's own post.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");
    const answer = await other.request.post(page.url(), {
      form: {
        meeting_type_id: new URL(page.url()).searchParams.get("type")!,
        scheduled_at: time!,
        customer_name: "Second Guest",
        customer_email: `nojs-second-${Date.now()}@example.com`,
      },
      headers: { origin },
      failOnStatusCode: false,
    });
    expect(answer.status()).toBe(409);
    expect(await answer.text()).toContain("This time is no longer available. Please choose another time.");
    expect(ran).toEqual([]);
    await other.close();
    await page.close();
  }, 60_000);
});

/** Reads an API answer with the context's own cookies, as the visitor (or the signed-in staff). */
async function apiGet<T>(context: BrowserContext, host: string, path: string): Promise<T> {
  const answer = await context.request.get(siteUrl(host, path));
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

const ORIGIN = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

describe("the cookie choice without scripts", () => {
  it("shows the plain banner until a choice, records Reject all through the API and sets the script's cookie", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/blog"));
    const banner = page.locator("[data-plain-consent]");
    expect(await banner.getByRole("heading", { name: "Cookies on this site" }).isVisible()).toBe(true);
    await Promise.all([
      page.waitForLoadState("load"),
      banner.getByRole("button", { name: "Reject all", exact: true }).click(),
    ]);
    // Back on the page chosen on, without the banner.
    expect(new URL(page.url()).pathname).toBe("/blog");
    expect(await page.locator("[data-plain-consent]").count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "cookies_accepted")?.value).toBe("false");
    const categories = await apiGet<{ is_essential: boolean; cookie_service: { id: number }[] }[]>(
      page.context(),
      BRIGHTPATH,
      "/api/cookies/categories",
    );
    const essential = categories.filter((c) => c.is_essential).flatMap((c) => c.cookie_service.map((s) => s.id));
    expect(await apiGet(page.context(), BRIGHTPATH, "/api/cookies/consent")).toMatchObject({
      consent_given: false,
      services: essential,
    });
    // Another page, from the cache too: still no banner once chosen.
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    expect(await page.locator("[data-plain-consent]").count()).toBe(0);
    expect(ran).toEqual([]);
    await page.close();
  }, 30_000);

  it("saves chosen services on /cookie-settings (essentials always kept) and goes back", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await Promise.all([
      page.waitForURL(/\/cookie-settings\?back=/),
      page.locator("[data-plain-consent]").getByRole("link", { name: "Settings" }).click(),
    ]);
    const boxes = page.locator('input[type="checkbox"][name="service"]');
    expect(await boxes.count(), "a category beside the essential one").toBeGreaterThan(0);
    expect(await axeWithoutScripts(page)).toEqual([]);
    const chosen = Number(await boxes.first().getAttribute("value"));
    await boxes.first().check();
    await submit(page, "Save settings");
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await page.context().cookies()).find((cookie) => cookie.name === "cookies_accepted")?.value).toBe("true");
    const consent = await apiGet<{ consent_given: boolean; services: number[] }>(
      page.context(),
      BRIGHTPATH,
      "/api/cookies/consent",
    );
    expect(consent.consent_given).toBe(true);
    expect(consent.services).toContain(chosen);
    expect(ran).toEqual([]);
    await page.close();
  }, 45_000);
});

describe("starting a conversation without scripts", () => {
  it("starts a ticket the staff see in the inbox and says replies come by e-mail; refusals are the widget's words", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/help-center"));
    expect(await axeWithoutScripts(page)).toEqual([]);
    const section = page.locator("#live-support");
    const email = `nojs-chat-${Date.now()}@example.com`;
    await section.getByLabel("Your name").fill("Plain Visitor");
    await section.getByLabel("Your e-mail address").fill("plain@visitor");
    await section.getByLabel("Your message").fill("Started without any script.");
    await submit(page, "Start the conversation");
    expect(await page.locator("#live-support").getByRole("alert").textContent()).toBe(liveChatTexts("en").invalidEmail);
    expect(await page.locator("#live-support").getByLabel("Your message").inputValue()).toBe(
      "Started without any script.",
    );
    expect(await page.locator("#live-support").getByLabel("Your e-mail address").getAttribute("aria-invalid")).toBe(
      "true",
    );

    await page.locator("#live-support").getByLabel("Your e-mail address").fill(email);
    await submit(page, "Start the conversation");
    const status = page.locator("#live-support").getByRole("status");
    expect(await status.textContent()).toContain(`We reply by e-mail to ${email}`);
    expect(ran).toEqual([]);

    // The staff's inbox has it, with the message.
    const staff = await browser.newContext();
    await signInWithApi(staff, DEMO.brightpathAdmin);
    type Listed = { id: number; visitor: { name: string; email: string } };
    const listed = await apiGet<Listed[]>(staff, BRIGHTPATH, "/api/conversations");
    const started = listed.find((conversation) => conversation.visitor.email === email);
    expect(started?.visitor.name).toBe("Plain Visitor");
    const detail = await apiGet<{ messages: { body?: string; text?: string }[] }>(
      staff,
      BRIGHTPATH,
      `/api/conversations/${started!.id}`,
    );
    expect(JSON.stringify(detail.messages)).toContain("Started without any script.");
    await staff.close();
    await page.close();
  }, 45_000);
});

describe("the order request without scripts", () => {
  it("a pricing card's button posts the plan to /basket, whose form sends the request to the admins", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    const card = page.locator("[data-plan]").first();
    const planId = Number(await card.getAttribute("data-plan"));
    const planName = (await card.getByRole("heading").textContent())!.trim();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/basket"),
      card.getByRole("button", { name: "Add to basket" }).click(),
    ]);
    expect(await page.locator(`[data-basket-line="${planId}"]`).textContent()).toContain(planName);
    expect(await page.locator("[data-order-form] form").count()).toBe(1);
    expect(await axeWithoutScripts(page)).toEqual([]);

    // The API's refusal, with what was typed kept.
    const form = page.locator("[data-order-form] form");
    await form.getByLabel("Name").fill("Plain Orderer");
    // The browser's own check lets it through (no dot needed); the API's does not.
    await form.getByLabel("E-mail").fill("plain@orderer");
    await Promise.all([
      page.waitForLoadState("load"),
      form.getByRole("button", { name: "Send order request" }).click(),
    ]);
    expect(await page.getByRole("alert").textContent()).toContain("Please enter a valid email address.");
    expect(await page.locator("[data-order-form] form").getByLabel("Name").inputValue()).toBe("Plain Orderer");

    const name = `Plain Orderer ${Date.now().toString(36)}`;
    const since = new Date();
    await page.locator("[data-order-form] form").getByLabel("Name").fill(name);
    await page.locator("[data-order-form] form").getByLabel("E-mail").fill("plain-orderer@example.com");
    await Promise.all([
      page.waitForLoadState("load"),
      page.locator("[data-order-form] form").getByRole("button", { name: "Send order request" }).click(),
    ]);
    const sent = page.locator("[data-order-sent]");
    const id = Number(await sent.getAttribute("data-order-sent"));
    expect(await sent.textContent()).toContain(`Request number ${id}. We will answer at plain-orderer@example.com`);
    expect(ran).toEqual([]);

    await waitForMail({ to: DEMO.brightpathAdmin.email, subject: `Order request #${id} from ${name}`, since });
    const admin = await browser.newContext();
    await signInWithApi(admin, DEMO.brightpathAdmin);
    type Order = { id: number; name: string; items?: unknown; lines?: { plan_id: number; quantity: number }[] };
    const order = (await apiGet<Order[]>(admin, BRIGHTPATH, "/api/orders")).find((o) => o.id === id);
    expect(order?.name).toBe(name);
    expect(JSON.stringify(order)).toContain(`"plan_id":${planId}`);
    await admin.close();
    await page.close();
  }, 60_000);
});

/**
 * axe on what a browser without scripts shows. axe itself is a script, and a page with scripts off
 * runs none, so the page's HTML as that browser parsed it (`<noscript>` content as elements) is
 * audited in a second page that runs scripts: the same markup and style sheets, the `<noscript>`
 * wrappers as plain elements and the page's own scripts left out (nothing hydrates).
 */
async function axeWithoutScripts(page: Page) {
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<noscript\b([^>]*)>/gi, "<div data-was-noscript$1>")
    .replace(/<\/noscript>/gi, "</div>");
  const context = await browser.newContext();
  const copy = await context.newPage();
  const address = page.url();
  await copy.route(
    (url) => url.href === address,
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(address);
  // What the browser without scripts showed is all there, forms and all.
  expect(await copy.locator("form").count()).toBe(await page.locator("form").count());
  try {
    return await checkAccessibility(copy);
  } finally {
    await context.close();
  }
}

type Booked = { id: number; status: string; scheduled_at: string };

/** A guest's booking of the demo's Discovery call, made through the API as the script makes it. */
async function bookThroughApi(locale: string | null, email: string, dayOffset: number): Promise<Booked> {
  const context = await browser.newContext();
  const { meeting_types } = await apiGet<{ meeting_types: { id: number; name: string; time_zone: string }[] }>(
    context,
    BRIGHTPATH,
    "/api/meetings/types",
  );
  const type = meeting_types.find((entry) => entry.name === "Discovery call") ?? meeting_types[0]!;
  const from = new Date(Date.now() + dayOffset * 86_400_000).toISOString();
  const query = new URLSearchParams({ meeting_type_id: String(type.id), from, time_zone: type.time_zone });
  const { slots } = await apiGet<{ slots: { start: string }[] }>(context, BRIGHTPATH, `/api/meetings/slots?${query}`);
  // A time other tests are unlikely to take (they book the first free one).
  const slot = slots[Math.floor(Math.random() * slots.length)]!;
  const answer = await context.request.post(siteUrl(BRIGHTPATH, "/api/meetings/bookings"), {
    data: {
      meeting_type_id: type.id,
      scheduled_at: slot.start,
      customer_name: "Link Guest",
      customer_email: email,
      time_zone: "Europe/Berlin",
      ...(locale ? { locale } : {}),
    },
    headers: { origin: ORIGIN },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { booking } = (await answer.json()) as { booking: Booked };
  await context.close();
  return booking;
}

/** The booking as the API tells its guest (the link's token). */
async function bookingNow(link: string): Promise<Booked> {
  const url = new URL(link);
  const context = await browser.newContext();
  const token = encodeURIComponent(url.searchParams.get("token")!);
  const path = `/api/meetings/bookings/${url.searchParams.get("booking")}?token=${token}`;
  const { booking } = await apiGet<{ booking: Booked }>(context, BRIGHTPATH, path);
  await context.close();
  return booking;
}

describe("the mailed booking link without scripts", () => {
  it("cancels the booking: the page says so, the API has it cancelled, the guest gets the mail, the link is dead", async () => {
    const texts = bookingTexts("en");
    const email = `nojs-cancel-${Date.now()}@example.com`;
    const since = new Date();
    const booked = await bookThroughApi(null, email, 3);
    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const cancel = linkIn(mail, "action=cancel")!;
    expect(cancel, mail.text).toBeTruthy();

    const { page, ran } = await pageWithoutScripts();
    await page.goto(cancel);
    const plain = page.locator("[data-plain-manage]");
    expect(await plain.getByTestId("booking-status").textContent()).toBe("Confirmed");
    expect(await axeWithoutScripts(page)).toEqual([]);
    await submit(page, texts.cancelBooking);
    expect(await page.getByRole("status").filter({ hasText: texts.cancelledDone }).count()).toBe(1);
    expect(await page.getByTestId("booking-status").textContent()).toBe("Cancelled");
    // (Playwright's getByText skips what is inside <noscript>; a filter reads it.)
    expect(await page.locator("p").filter({ hasText: texts.cancelledNote }).count()).toBe(1);
    expect(await page.getByRole("button", { name: texts.cancelBooking }).count()).toBe(0);
    expect((await bookingNow(cancel)).status).toBe("cancelled");
    expect(booked.status).not.toBe("cancelled");
    await waitForMail({ to: email, subject: "Booking cancelled", since });

    // A move posted after (another tab still showing the times): the cancelled booking refuses it
    // in the page's words.
    const again = await page.context().request.post(cancel, {
      form: {
        intent: "reschedule",
        booking_id: String(booked.id),
        token: new URL(cancel).searchParams.get("token")!,
        scheduled_at: booked.scheduled_at,
      },
      headers: { origin: ORIGIN },
      failOnStatusCode: false,
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(texts.notPossible);
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);

  it("moves the booking under /fr to a time listed for a day chosen with a GET form", async () => {
    const texts = bookingTexts("fr");
    const email = `nojs-move-${Date.now()}@example.com`;
    const since = new Date();
    const booked = await bookThroughApi("fr", email, 2);
    const mail = await waitForMail({ to: email, subject: "Réservation confirmée", since });
    const reschedule = linkIn(mail, "action=reschedule")!;
    expect(new URL(reschedule).pathname).toBe("/fr/book");

    const { page, ran } = await pageWithoutScripts();
    await page.goto(reschedule);
    expect(await page.getByTestId("booking-status").textContent()).toBe(texts.statuses.confirmed);
    // A day ten days on, chosen with the GET form: the list starts there.
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(texts.timesFrom).fill(day);
    await Promise.all([page.waitForURL(/[?&]from=/), page.getByRole("button", { name: texts.showTimes }).click()]);
    expect(new URL(page.url()).searchParams.get("from")).toBe(day);
    const first = page.getByRole("radio").first();
    const chosen = (await first.getAttribute("value"))!;
    expect(chosen.slice(0, 10) >= day).toBe(true);
    expect(chosen).not.toBe(booked.scheduled_at);
    expect(await axeWithoutScripts(page)).toEqual([]);
    await first.check();
    await submit(page, texts.moveHere);
    expect(await page.getByRole("status").filter({ hasText: texts.movedDone }).count()).toBe(1);
    expect(new Date((await bookingNow(reschedule)).scheduled_at).toISOString()).toBe(new Date(chosen).toISOString());
    await waitForMail({ to: email, subject: "Réservation déplacée", since });
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);

  it("speaks the page's language under /es and /de, and says when a link opens nothing", async () => {
    const email = `nojs-lang-${Date.now()}@example.com`;
    const since = new Date();
    await bookThroughApi(null, email, 4);
    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const link = new URL(linkIn(mail, "action=cancel")!);
    const { page, ran } = await pageWithoutScripts();
    const es = bookingTexts("es");
    await page.goto(siteUrl(BRIGHTPATH, `/es/book${link.search}`));
    expect(await page.getByRole("button", { name: es.cancelBooking }).count()).toBe(1);
    expect(await page.getByTestId("booking-status").textContent()).toBe(es.statuses.confirmed);

    const de = bookingTexts("de");
    link.searchParams.set("action", "reschedule");
    await page.goto(siteUrl(BRIGHTPATH, `/de/book${link.search}`));
    expect(await page.getByLabel(de.timesFrom).count()).toBe(1);
    expect(await page.getByRole("button", { name: de.showTimes }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: de.chooseTime }).count()).toBe(1);
    expect(await axeWithoutScripts(page)).toEqual([]);

    link.searchParams.set("token", "forged");
    await page.goto(siteUrl(BRIGHTPATH, `/de/book${link.search}`));
    expect(await page.getByRole("alert").textContent()).toBe(fill(de.linkError, { error: de.notFound }));
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);
});

describe("the script-less forms pass axe with scripts off", () => {
  // /cookie-settings, the help center's conversation form, /book's plain form and the basket's order
  // form are audited in English where their flows above open them; here, the same forms in two other
  // languages.
  it("/es/cookie-settings and the help center's conversation form under /fr", async () => {
    const { page, ran } = await pageWithoutScripts();
    const found: Record<string, unknown> = {};
    for (const path of ["/es/cookie-settings", "/fr/help-center"]) {
      await page.goto(siteUrl(BRIGHTPATH, path));
      found[path] = await axeWithoutScripts(page);
    }
    expect(found).toEqual({ "/es/cookie-settings": [], "/fr/help-center": [] });
    expect(ran).toEqual([]);
    await page.close();
  }, 60_000);
});
