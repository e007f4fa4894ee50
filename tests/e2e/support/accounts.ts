import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { newPage, type RecordedPage } from "./browser.ts";
import { BRIGHTPATH, GLOBEX, siteUrl } from "./site.ts";

/** The demo accounts of server/db/seed/accounts.ts (their password is in the README). */
export const DEMO_PASSWORD = "Tessera-demo-2026";
export const DEMO = {
  brightpathAdmin: { host: BRIGHTPATH, email: "admin@brightpath.localhost", password: DEMO_PASSWORD },
  brightpathUser: { host: BRIGHTPATH, email: "user@brightpath.localhost", password: DEMO_PASSWORD },
  globexAdmin: { host: GLOBEX, email: "admin@globex.localhost", password: DEMO_PASSWORD },
  globexUser: { host: GLOBEX, email: "user@globex.localhost", password: DEMO_PASSWORD },
} as const;

/** The session cookie of Better Auth with the "tessera" prefix (plain HTTP: no `__Secure-`). */
export const SESSION_COOKIE = "tessera.session_token";

export type NewAccount = { username: string; email: string; password: string };

/**
 * A never-used account: a random suffix keeps tests independent of each other and of their order
 * (the server's database lives for the whole run). The password meets every rule of spec §5.
 */
export function freshAccount(label: string): NewAccount {
  const suffix = randomBytes(5).toString("hex");
  return {
    username: `${label}-${suffix}`,
    email: `${label}-${suffix}@example.com`,
    password: `Fresh-${suffix}-Pw1`,
  };
}

type JsonAnswer = { status: number; body: Record<string, unknown> };

/**
 * A POST to the account API from inside a browser context (its cookies are used and kept), with the
 * Origin header a page of that site would send: the server refuses state changes from elsewhere.
 * A 429 (a per-account or per-e-mail limit; loopback, where every test comes from, has no per-IP
 * limit) is waited out with the Retry-After the server gives, so that the suite does not depend on
 * its own speed.
 */
export async function postJson(context: BrowserContext, host: string, path: string, data: object): Promise<JsonAnswer> {
  for (let attempt = 0; ; attempt++) {
    const response = await context.request.post(siteUrl(host, path), {
      data,
      headers: { origin: siteUrl(host, "").replace(/\/$/, "") },
      failOnStatusCode: false,
    });
    const retryAfter = Number(response.headers()["retry-after"] ?? "0");
    if (response.status() === 429 && attempt < 2 && retryAfter > 0 && retryAfter <= 65) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    const text = await response.text();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
    return { status: response.status(), body };
  }
}

/** Signs in through the API; the session cookie lands in `context`. Fails unless the answer is 200. */
export async function signInWithApi(
  context: BrowserContext,
  account: { host: string; email: string; password: string },
): Promise<void> {
  const answer = await postJson(context, account.host, "/api/auth/login", {
    email: account.email,
    password: account.password,
  });
  if (answer.status !== 200) {
    throw new Error(
      `Signing in ${account.email} on ${account.host} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
}

/** Registers `account` through the API in `context` (on a site without verification it is signed in then). */
export async function registerWithApi(context: BrowserContext, host: string, account: NewAccount): Promise<JsonAnswer> {
  const answer = await postJson(context, host, "/api/auth/register", account);
  if (answer.status !== 200) {
    throw new Error(
      `Registering ${account.email} on ${host} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer;
}

/** The cookies (and storage) of a session signed in through the API, for `newPage(browser, { storageState })`. */
export async function signedInState(browser: Browser, account: { host: string; email: string; password: string }) {
  const context = await browser.newContext();
  try {
    await signInWithApi(context, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The value of the session cookie the browser holds for `host`, if any. */
export async function sessionCookie(context: BrowserContext, host: string): Promise<string | undefined> {
  const cookies = await context.cookies(siteUrl(host, "/"));
  return cookies.find((cookie) => cookie.name.endsWith(SESSION_COOKIE))?.value;
}

/** The e-mail and password inputs of a login form (page or modal), found by their labels. */
export function loginFields(scope: Page | Locator) {
  return {
    email: scope.getByLabel("Email", { exact: true }),
    password: scope.getByLabel("Password", { exact: true }),
    submit: scope.getByRole("button", { name: "Log in", exact: true }),
  };
}

/** Fills and submits a login form (the page's or the modal's). */
export async function submitLogin(scope: Page | Locator, email: string, password: string): Promise<void> {
  const fields = loginFields(scope);
  await fields.email.fill(email);
  await fields.password.fill(password);
  await fields.submit.click();
}

/** The header's profile menu button (its name is "Profile menu: <name or e-mail>", in the page's language). */
export function profileMenuButton(page: Page, label = "Profile menu"): Locator {
  return page.locator("header").getByRole("button", { name: new RegExp(`^${label}:`) });
}

/** The header's Login entry for anonymous visitors (the desktop one; the mobile copy is hidden). */
export function headerLoginButton(page: Page): Locator {
  return page.locator("header").getByRole("link", { name: "Login", exact: true });
}

/** Opens the profile menu and returns the names of its entries, in order. */
export async function profileMenuEntries(page: Page): Promise<string[]> {
  const button = profileMenuButton(page);
  const panelId = await button.getAttribute("aria-controls");
  const panel = page.locator(`[id="${panelId}"]`);
  // A click that lands before the profile menu's own chunk hydrated it is kept and replayed
  // (shared/browser/early-clicks.ts), so one click is enough.
  await button.click();
  await panel.waitFor({ state: "visible" });
  return (await panel.locator("li").getByRole("link").or(panel.locator("li").getByRole("button")).allInnerTexts()).map(
    (text) => text.trim(),
  );
}

/**
 * `newPage` with shorter waits than the test's 30 s, so that a missing text fails at its own line
 * with Playwright's explanation instead of as a test timeout.
 */
export async function accountPage(browser: Browser, options: BrowserContextOptions = {}): Promise<RecordedPage> {
  const recorded = await newPage(browser, options);
  recorded.page.setDefaultTimeout(10_000);
  recorded.page.setDefaultNavigationTimeout(15_000);
  return recorded;
}
