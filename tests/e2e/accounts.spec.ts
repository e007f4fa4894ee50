import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AUTH_MESSAGES, REGISTER_REDIRECT_DELAY_MS } from "../../shared/rules/auth-rules.ts";
import {
  accountPage,
  freshAccount,
  loginFields,
  profileMenuButton,
  profileMenuEntries,
  registerWithApi,
  SESSION_COOKIE,
  sessionCookie,
  submitLogin,
  type NewAccount,
} from "./support/accounts.ts";
import { launchBrowser, waitForHydration } from "./support/browser.ts";
import { globex } from "./support/demo-texts.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, fetchRaw, GLOBEX, siteUrl } from "./support/site.ts";
import { seededDataDir } from "./support/data-dir.ts";
import { crashAndRecover, POSTGRES_URL, postgresShown, withPostgres } from "./support/registration-burst.ts";

/** Texts of the account pages (app/components/auth/auth-texts.ts), repeated so a change is deliberate. */
const EMAIL_CONFIRMED = "Your email address is confirmed. You can now log in.";
/** The account messages a Spanish page shows (messages/fields/es.json, decision 082). */
const ES = {
  resetEmailSent: "Correo para restablecer la contraseña enviado. Revise su bandeja de entrada.",
  passwordChanged: "Su contraseña se ha cambiado. Ya puede iniciar sesión.",
  resetLinkInvalid: "Este enlace para restablecer la contraseña no es válido o ha caducado. Solicite uno nuevo.",
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fillRegistration(page: Page, account: NewAccount) {
  await page.getByLabel("Username", { exact: true }).fill(account.username);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

describe("registration on a site that requires a confirmed e-mail (globex.localhost)", () => {
  it("mails a verification link that leads to /login, after which signing in goes where spec §5 says", async () => {
    const account = freshAccount("verify");
    const since = new Date();
    const { page, expectNoProblems, problems } = await accountPage(browser);

    await page.goto(siteUrl(GLOBEX, "/register"));
    await waitForHydration(page);
    await fillRegistration(page, account);
    await page.getByRole("status").filter({ hasText: AUTH_MESSAGES.checkEmail }).waitFor();
    expect(await sessionCookie(page.context(), GLOBEX)).toBeUndefined();

    const mail = await waitForMail({
      to: account.email,
      subject: "Confirm your email address for Globex Finance",
      since,
    });
    const link = linkIn(mail, "verify-email");
    expect(link, `a verification link in:\n${mail.text}`).toBeDefined();
    expect(new URL(link!).host).toBe(`${GLOBEX}:${new URL(page.url()).port}`);

    // Before the link is opened, the right password is not enough.
    await page.goto(siteUrl(GLOBEX, "/login"));
    await waitForHydration(page);
    await submitLogin(page, account.email, account.password);
    await page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.emailNotConfirmed }).waitFor();
    expect(await sessionCookie(page.context(), GLOBEX)).toBeUndefined();
    // The browser reports the refused sign-in (403) on the console; nothing else may appear.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 403/.test(problem.text)));

    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("verified") === "1");
    await waitForHydration(page);
    await page.getByRole("status").filter({ hasText: EMAIL_CONFIRMED }).waitFor();

    // No explicit target, no redirectTo, no returnUrl, and /login is no public page: /account.
    await submitLogin(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === "/account", { timeout: 10_000 });
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    await page.locator("main").getByText(account.email, { exact: true }).first().waitFor();
    expect(await sessionCookie(page.context(), GLOBEX)).toBeTruthy();
    expectNoProblems();
    await page.close();

    // In another browser, ?redirectTo= wins over the default.
    const second = await accountPage(browser);
    await second.page.goto(siteUrl(GLOBEX, `/login?redirectTo=${encodeURIComponent("/de")}`));
    await waitForHydration(second.page);
    await submitLogin(second.page, account.email, account.password);
    await second.page.waitForURL((url) => url.pathname === "/de", { timeout: 10_000 });
    // The German home page, with the signed-in menu in German.
    await second.page.getByText(globex.de.heading[0]).first().waitFor();
    await profileMenuButton(second.page, "Profilmenü").waitFor();
    second.expectNoProblems();
    await second.page.close();
  });
});

describe("registration on a site without e-mail verification (localhost)", () => {
  it("sends the welcome mail, goes to /account/profile after 2 s and shows the profile menu without a reload", async () => {
    const account = freshAccount("welcome");
    const since = new Date();
    const { page, expectNoProblems } = await accountPage(browser);

    await page.goto(siteUrl(BRIGHTPATH, "/register"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __registerMarker?: number }).__registerMarker = 1));
    // Timed in the page (when the message appears, when the profile page renders): a test that
    // polls from outside notices the message late on a busy machine and measures too short a wait.
    await page.evaluate((text) => {
      const times = window as unknown as { __statusAt?: number; __leftAt?: number };
      const mark = () => {
        const now = performance.now();
        const shown = [...document.querySelectorAll("[role=status]")].some((el) => el.textContent?.includes(text));
        if (times.__statusAt === undefined && shown) times.__statusAt = now;
        if (times.__statusAt !== undefined && times.__leftAt === undefined && location.pathname === "/account/profile")
          times.__leftAt = now;
      };
      new MutationObserver(mark).observe(document, { subtree: true, childList: true, characterData: true });
    }, AUTH_MESSAGES.registered);
    await fillRegistration(page, account);
    await page.getByRole("status").filter({ hasText: AUTH_MESSAGES.registered }).waitFor();
    await page.waitForURL((url) => url.pathname === "/account/profile", { timeout: 10_000 });
    await page.waitForFunction(() => (window as unknown as { __leftAt?: number }).__leftAt !== undefined);
    const waited = await page.evaluate(() => {
      const times = window as unknown as { __statusAt: number; __leftAt: number };
      return times.__leftAt - times.__statusAt;
    });
    // The message is shown for the spec's 2 s (less the time the answer took to paint), not skipped.
    expect(waited).toBeGreaterThanOrEqual(REGISTER_REDIRECT_DELAY_MS - 300);

    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    await profileMenuButton(page).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __registerMarker?: number }).__registerMarker)).toBe(1);
    expect(await profileMenuEntries(page)).toEqual(["Account", "Tickets", "Contact", "Logout"]);
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeTruthy();

    const mail = await waitForMail({ to: account.email, subject: "Welcome to Brightpath Consulting", since });
    expect(mail.text).toContain("Brightpath Consulting");
    expectNoProblems();
    await page.close();
  });
});

describe("password reset through the mailed link", () => {
  it("mails a locale-prefixed single-use link; the new password works and the old one no longer does", async () => {
    const account = freshAccount("reset");
    const setup = await browser.newContext();
    await registerWithApi(setup, BRIGHTPATH, account);
    await setup.close();

    const since = new Date();
    const { page, expectNoProblems, problems } = await accountPage(browser);
    await page.goto(siteUrl(BRIGHTPATH, "/es/reset-password"));
    await waitForHydration(page);
    // The Spanish page speaks Spanish (decision 016), its account messages too (decision 082).
    await page.getByLabel("Correo electrónico", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await page.getByRole("status").filter({ hasText: ES.resetEmailSent }).waitFor();

    const mail = await waitForMail({ to: account.email, subject: /Brightpath Consulting/, since });
    const link = linkIn(mail, "reset-password");
    expect(link, `a reset link in:\n${mail.text}`).toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe("/es/reset-password");
    expect(url.searchParams.get("token")).toMatch(/\S{16,}/);

    const newPassword = `${account.password}-New2`;
    await page.goto(link!);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Elija una nueva contraseña" }).waitFor();
    await page.getByLabel("Nueva contraseña", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirmar nueva contraseña", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Guardar nueva contraseña" }).click();
    await page.getByRole("status").filter({ hasText: ES.passwordChanged }).waitFor();

    // The same link a second time: refused.
    await page.goto(link!);
    await waitForHydration(page);
    await page.getByLabel("Nueva contraseña", { exact: true }).fill(`${newPassword}x`);
    await page.getByLabel("Confirmar nueva contraseña", { exact: true }).fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Guardar nueva contraseña" }).click();
    await page.getByRole("alert").filter({ hasText: ES.resetLinkInvalid }).waitFor();

    await page.goto(siteUrl(BRIGHTPATH, "/login"));
    await waitForHydration(page);
    await submitLogin(page, account.email, account.password);
    await page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.invalidCredentials }).waitFor();
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeUndefined();

    const { password } = loginFields(page);
    await password.fill(newPassword);
    await loginFields(page).submit.click();
    await page.waitForURL((target) => target.pathname === "/account", { timeout: 10_000 });
    expect(await sessionCookie(page.context(), BRIGHTPATH)).toBeTruthy();

    // The refused token (400) and the wrong password (401) are reported on the console; nothing else.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 40[01]/.test(problem.text)));
    expectNoProblems();
    await page.close();
  });
});

describe("logout from the profile menu", () => {
  it("ends the session, removes the cookie and lands on /login; /account then asks to sign in", async () => {
    const account = freshAccount("logout");
    const { page, expectNoProblems } = await accountPage(browser);
    const context = page.context();
    await registerWithApi(context, BRIGHTPATH, account);
    const token = await sessionCookie(context, BRIGHTPATH);
    expect(token).toBeTruthy();

    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await profileMenuButton(page).click();
    await page.locator("header").getByRole("button", { name: "Logout", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    expect(await sessionCookie(context, BRIGHTPATH)).toBeUndefined();

    // The session is revoked on the server too, not only forgotten by this browser.
    const me = await fetchRaw(BRIGHTPATH, "/api/me", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(JSON.parse(me.body)).toMatchObject({ user: null, isAdmin: false });

    await page.goto(siteUrl(BRIGHTPATH, "/account"));
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/account");
    expect(page.url()).toContain(`redirectTo=${encodeURIComponent("/account")}`);
    expectNoProblems();
    await page.close();
  });
});

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("kill -9 during a burst of registrations", () => {
  it(
    "on PGlite: every answered registration is there after the restart, and no account in part",
    { timeout: 180_000 },
    async () => {
      const dataDir = seededDataDir("crash-pglite");
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      await crashAndRecover({}, dataDir, { dataDir });
    },
  );

  it.skipIf(!withPostgres)(
    `on PostgreSQL${withPostgres ? "" : ` (SKIPPED: no server answers at ${postgresShown}; set TEST_POSTGRES_URL)`}: every answered registration is there after the restart, and no account in part`,
    { timeout: 180_000 },
    async () => {
      const name = `tessera_crash_${randomBytes(6).toString("hex")}`;
      const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      cleanups.push(async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(inject("scratchDir"), "crash-postgres-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      await crashAndRecover({ DATABASE_URL: url.toString() }, dataDir, { url: url.toString() });
    },
  );
});
