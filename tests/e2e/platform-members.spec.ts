import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { hashPassword } from "../../server/auth/password-hash.ts";
import { openDatabase } from "../../server/db/client.ts";
import { domains, organizations, platformAccounts, siteMembers } from "../../server/db/schema/index.ts";
import { createUserWithPassword } from "../../server/db/seed/accounts.ts";
import { asSystem } from "../../server/db/tenant-context.ts";
import { openPlatformSession } from "../../features/platform/server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../features/platform/shared/paths.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { seededDataDir } from "./support/data-dir.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { e2eServer, fetchRaw } from "./support/site.ts";

/**
 * Site members in Chromium (decision 064): an owner invites a second person from the site's console page; they
 * accept and are sent into the site by a hand-off, where their platform password makes them an
 * admin; the owner deletes the site (404 at once) and restores it. The people and the site are
 * rows made before the server starts (sign-up and site creation are other pages' work).
 */
const PASSWORD = "Platform-pass-2026";
let server: ServerProcess;
let browser: Browser;
let siteId = 0;
/** The second person's tab on the site, signed in there (its session cookie is the one removal ends). */
let helperOnSite: Page;
const tokens = { owner: "", helper: "" };
const origin = () => `http://app.localhost:${server.port}`;

beforeAll(async () => {
  const dataDir = seededDataDir("platform-members");
  const database = openDatabase({ dataDir });
  try {
    await asSystem("the spec's fixtures: a site and two people", async () => {
      const db = database.db;
      const hash = await hashPassword(PASSWORD);
      const [owner] = await db
        .insert(platformAccounts)
        .values({ email: "owner@example.test", password_hash: hash, email_verified_at: new Date() })
        .returning();
      const [helper] = await db
        .insert(platformAccounts)
        .values({ email: "helper@example.test", password_hash: hash, email_verified_at: new Date() })
        .returning();
      const [site] = await db
        .insert(organizations)
        .values({
          name: "Acme Plumbing",
          slug: "acme",
          status: "live",
          type: "services",
          settings: { language: "en", supported_locales: ["en"] },
        })
        .returning();
      siteId = site!.id;
      await db.insert(domains).values({ host: "acme.localhost", organization_id: siteId, is_primary: true });
      await db.insert(siteMembers).values({ organization_id: siteId, account_id: owner!.id, role: "owner" });
      await createUserWithPassword({
        db,
        organizationId: siteId,
        email: owner!.email,
        name: "Owner",
        password: PASSWORD,
        role: "admin",
      });
      tokens.owner = await openPlatformSession(db, owner!.id);
      tokens.helper = await openPlatformSession(db, helper!.id);
    });
  } finally {
    await database.close();
  }
  server = await startServer({
    dataDir,
    env: { LOG_LEVEL: "warn", SMTP_URL: `smtp://127.0.0.1:${e2eServer().smtpPort}` },
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const asPerson = (token: string) => ({
  storageState: {
    cookies: [
      {
        name: PLATFORM_SESSION_COOKIE,
        value: token,
        domain: "app.localhost",
        path: "/",
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      },
    ],
    origins: [],
  },
});

describe("site members and a site's deletion, in the console", () => {
  it("invites a second person, who accepts and is an admin of the site", async () => {
    const { page, expectNoProblems } = await newPage(browser, asPerson(tokens.owner));
    await page.goto(`${origin()}/console/sites/${siteId}`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Acme Plumbing");
    expect(await checkAccessibility(page)).toEqual([]);

    const since = new Date();
    await page.getByLabel("Invite an admin by e-mail").fill("helper@example.test");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Invitation sent to helper@example.test" }).waitFor();
    const mail = await waitForMail({ to: "helper@example.test", subject: /invited/, since });
    const link = linkIn(mail, "/console/invitations/");
    expect(link).toBeDefined();
    expectNoProblems();

    const helper = await newPage(browser, asPerson(tokens.helper));
    const invitation = new URL(link!);
    await helper.page.goto(`${origin()}${invitation.pathname}`);
    await waitForHydration(helper.page);
    expect(await helper.page.textContent("main")).toContain("owner@example.test invites");
    expect(await checkAccessibility(helper.page)).toEqual([]);
    const accept = helper.page.getByRole("button", { name: "Accept and open the site" });
    await accept.focus();
    // The hand-off signs them into the site and lands them on its home page.
    const landed = helper.page.waitForURL(/acme\.localhost:\d+\/$/);
    await helper.page.keyboard.press("Enter");
    await landed;
    const handedOff = await helper.page.evaluate(
      async () => (await (await fetch("/api/me")).json()) as { isAdmin?: boolean },
    );
    expect(handedOff.isAdmin).toBe(true);

    // Their platform password is their password on the site, where they are an admin (asked from
    // the site's own origin, where the hand-off landed them).
    const me = await helper.page.evaluate(async (password) => {
      const login = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "helper@example.test", password }),
      });
      const who = await fetch("/api/me");
      return { login: login.status, me: (await who.json()) as { isAdmin?: boolean } };
    }, PASSWORD);
    expect(me.login).toBe(200);
    expect(me.me.isAdmin).toBe(true);
    helperOnSite = helper.page;
  });

  it("removes the second person after a confirmation: their site session is no admin's any more", async () => {
    const { page, expectNoProblems } = await newPage(browser, asPerson(tokens.owner));
    await page.goto(`${origin()}/console/sites/${siteId}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Remove helper@example.test" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("helper@example.test will no longer run Acme Plumbing").waitFor();
    expect(await checkAccessibility(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Member removed" }).waitFor();
    await page
      .getByRole("button", { name: "Remove helper@example.test" })
      .waitFor({ state: "detached", timeout: 10_000 });
    expectNoProblems();

    // The second person's tab on the site, with its old session cookie: no admin any more, at once.
    const me = await helperOnSite.evaluate(
      async () => (await (await fetch("/api/me")).json()) as { isAdmin?: boolean; user?: unknown },
    );
    expect(me.isAdmin).toBe(false);
    expect(me.user ?? null).toBeNull();
  });

  it("deletes the site (404 at once) and restores it", async () => {
    const { page, expectNoProblems } = await newPage(browser, asPerson(tokens.owner));
    await page.goto(`${origin()}/console/sites/${siteId}`);
    await waitForHydration(page);
    expect((await fetchRaw("acme.localhost", "/api/me", { port: server.port })).status).toBe(200);

    await page.getByLabel("Type the site's name, Acme Plumbing, to delete it").fill("acme plumbing");
    await page.getByRole("button", { name: "Delete the site" }).click();
    await page.getByRole("alert").filter({ hasText: "Type the site's name exactly to delete it" }).waitFor();
    expect((await fetchRaw("acme.localhost", "/api/me", { port: server.port })).status).toBe(200);

    await page.getByLabel("Type the site's name, Acme Plumbing, to delete it").fill("Acme Plumbing");
    await page.getByRole("button", { name: "Delete the site" }).click();
    await page.getByRole("button", { name: "Restore the site" }).waitFor();
    const gone = await fetchRaw("acme.localhost", "/", { port: server.port });
    expect(gone.status).toBe(404);
    expect(gone.body).toContain("No site at this address");
    expect(await checkAccessibility(page)).toEqual([]);

    await page.getByRole("button", { name: "Restore the site" }).click();
    await page.getByRole("button", { name: "Delete the site" }).waitFor();
    expect((await fetchRaw("acme.localhost", "/api/me", { port: server.port })).status).toBe(200);
    expectNoProblems();
  });
});

describe("taking a site along, in the console", () => {
  it("finds a site's settings from My sites, exports it there, and imports the archive as a new draft site", async () => {
    const { page, problems } = await newPage(browser, asPerson(tokens.owner));
    await page.goto(`${origin()}/console`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Settings of Acme Plumbing" }).click();
    await page.getByRole("heading", { level: 1, name: "Acme Plumbing" }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Export the site/ }).click(),
    ]);
    const archive = await download.path();
    expect(download.suggestedFilename()).toMatch(/^acme-.*\.zip$/);

    await page.goto(`${origin()}/console`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Import a site" }).click();
    await page.getByRole("heading", { level: 1, name: "Import a site" }).waitFor();
    await waitForHydration(page);
    expect(await checkAccessibility(page)).toEqual([]);
    await page.getByLabel("Site archive (.zip)").setInputFiles(archive!);
    await page.getByLabel("Address").fill("acme");
    await page.getByRole("button", { name: "Import the site" }).click();
    // The address is taken: said at the field, nothing made.
    await page.getByRole("alert").filter({ hasText: /taken/ }).waitFor();

    await page.getByLabel("Site archive (.zip)").setInputFiles(archive!);
    await page.getByLabel("Address").fill("acme-copy");
    await page.getByRole("button", { name: "Import the site" }).click();
    await page.waitForURL((url) => url.pathname === "/console");
    await page.getByRole("status").filter({ hasText: "Imported" }).waitFor();
    const copy = page.getByRole("listitem").filter({ hasText: "acme-copy.localhost" });
    await copy.getByText("Draft — not published").waitFor();
    // A draft: its visitors see "coming soon".
    expect((await fetchRaw("acme-copy.localhost", "/", { port: server.port })).status).toBe(503);
    // The refusal's 409 is the page's status too (as with scripts off); nothing else went wrong.
    assertNoProblems(problems.filter((problem) => !problem.text.includes("status of 409")));
  });
});
