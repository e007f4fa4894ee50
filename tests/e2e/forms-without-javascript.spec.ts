import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../shared/auth-rules.ts";
import { DEMO, freshAccount, registerWithApi, sessionCookie, signedInState } from "./support/accounts.ts";
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
  await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: button }).click()]);
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

  it("refuses a login posted from another site (React Router's check of a page action's origin)", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const answer = await context.request.post(siteUrl(BRIGHTPATH, "/login"), {
      form: { email: DEMO.brightpathUser.email, password: DEMO.brightpathUser.password },
      headers: { origin: "http://evil.example" },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    expect(answer.status()).toBe(400);
    expect(await sessionCookie(context, BRIGHTPATH)).toBeUndefined();
    await context.close();
  });

  it("answers a body that is not a form with a 400, never a 500", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    for (const path of ["/login", "/register", "/reset-password", "/?index"]) {
      const answer = await context.request.post(siteUrl(BRIGHTPATH, path), {
        data: "--x\r\nbroken",
        headers: {
          origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, ""),
          "content-type": "multipart/form-data; boundary=y",
        },
        failOnStatusCode: false,
      });
      expect(answer.status(), path).toBe(400);
    }
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

  it("says the address is taken at the e-mail field", async () => {
    const account = freshAccount("nojs-taken");
    const { page } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/register"));
    await page.getByLabel("Username", { exact: true }).fill(account.username);
    await page.getByLabel("Email", { exact: true }).fill(DEMO.brightpathUser.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await submit(page, "Create account");
    expect(await describedBy(page, "Email")).toContain(AUTH_MESSAGES.emailExists);
    await page.close();
  });
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
  it("sends a message: success shown in the section, mailed to the organization's admin", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(GLOBEX, "/"));
    const form = page.locator('[data-section-type="contact"] form');
    const since = new Date();
    const name = `No-script visitor ${Date.now()}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Message").fill("Sent without any script.");
    await Promise.all([page.waitForLoadState("load"), form.getByRole("button", { name: "Send message" }).click()]);
    const sent = page.locator('[data-section-type="contact"] form').getByRole("status");
    expect(await sent.textContent()).toContain("Your message has been sent");
    const mail = await waitForMail({ to: DEMO.globexAdmin.email, subject: name, since });
    expect(mail.text).toContain("Sent without any script.");
    expect(ran).toEqual([]);
    await page.close();
  });

  it("shows the server's reason and keeps what was typed", async () => {
    const { page } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    const form = page.locator('[data-section-type="contact"] form');
    await form.getByLabel("Name").fill("<i></i>");
    await form.getByLabel("Email").fill("visitor@example.com");
    await form.getByLabel("Message").fill("Hello");
    await Promise.all([page.waitForLoadState("load"), form.getByRole("button", { name: "Send message" }).click()]);
    const answer = page.locator('[data-section-type="contact"] form');
    expect(await answer.getByRole("alert").textContent()).toContain("name: is required");
    expect(await answer.getByLabel("Message").inputValue()).toBe("Hello");
    expect(await answer.getByLabel("Name").getAttribute("aria-invalid")).toBe("true");
    await page.close();
  });
});

describe("booking without scripts", () => {
  it("chooses a type by its link and a time by its button, books it and mails the guest; a taken time is refused", async () => {
    const { page, ran } = await pageWithoutScripts();
    await page.goto(siteUrl(BRIGHTPATH, "/book"));
    await Promise.all([page.waitForURL(/[?&]type=\d+/), page.getByRole("link", { name: /Discovery call/ }).click()]);
    const first = page.getByRole("radio").first();
    const time = await first.getAttribute("value");
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
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
    const other = await pageWithoutScripts();
    await other.page.goto(page.url());
    const origin = siteUrl(BRIGHTPATH, "").replace(/\/$/, "");
    const answer = await other.page.context().request.post(page.url(), {
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
    await other.page.close();
    await page.close();
  }, 40_000);
});
