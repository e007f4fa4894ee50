import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlatformSession } from "../../features/platform/server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../../features/platform/shared/paths.ts";
import { openDatabase } from "../../server/db/client.ts";
import { platformAccounts } from "../../server/db/schema/index.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { seededDataDir } from "./support/data-dir.ts";
import { type ServerProcess, startServer } from "./support/server-process.ts";
import { fetchRaw, siteUrl } from "./support/site.ts";

/**
 * The platform's pages in the person's UI language (decisions 074, 083): the browser's
 * language for a person who chose none, their platform account's language otherwise;
 * <html lang dir> follows (Arabic right to left), and no Accept-Language stays English.
 */
const PLATFORM = "app.localhost";
let server: ServerProcess;
let browser: Browser;
let creatorToken = "";
let operatorToken = "";

beforeAll(async () => {
  const dataDir = seededDataDir("platform-language");
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const [creator] = await db
      .insert(platformAccounts)
      .values({ email: "creator@example.test", password_hash: "x", email_verified_at: new Date() })
      .returning();
    creatorToken = await openPlatformSession(db, creator!.id);
    // An operator whose account speaks German (decision 083).
    const [operator] = await db
      .insert(platformAccounts)
      .values({
        email: "betreiber@example.test",
        password_hash: "x",
        email_verified_at: new Date(),
        is_operator: true,
        ui_locale: "de",
      })
      .returning();
    operatorToken = await openPlatformSession(db, operator!.id);
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const platformUrl = (pathname: string) => siteUrl(PLATFORM, pathname, server.port);

async function signedIn(token: string, locale?: string): Promise<Page> {
  const { page } = await newPage(browser, locale ? { locale } : {});
  await page.context().addCookies([{ name: PLATFORM_SESSION_COOKIE, value: token, url: platformUrl("/") }]);
  return page;
}

const htmlAttributes = (page: Page) =>
  page.locator("html").evaluate((html) => ({ lang: html.getAttribute("lang"), dir: html.getAttribute("dir") }));

describe("the platform's pages in the person's language", () => {
  it("renders the create-a-site page in English when the browser asks for no language", async () => {
    const response = await fetchRaw(PLATFORM, "/console/new", {
      port: server.port,
      headers: { cookie: `${PLATFORM_SESSION_COOKIE}=${creatorToken}` },
    });
    const html = response.body;
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
    expect(html).toContain("<title>Create a site · Tessera</title>");
    expect(html).toContain("Name of your business or site");
    expect(html).toContain("Create the site");
  });

  it("renders the create-a-site page in Spanish for a Spanish browser", async () => {
    const page = await signedIn(creatorToken, "es-ES");
    await page.goto(platformUrl("/console/new"));
    await waitForHydration(page);
    expect(await htmlAttributes(page)).toEqual({ lang: "es", dir: "ltr" });
    expect(await page.title()).toBe("Crear un sitio · Tessera");
    await page.getByRole("heading", { name: "Crear un sitio" }).waitFor();
    await page.getByLabel("Nombre de tu negocio o sitio").fill("Panadería Sol");
    await page.getByText("Esta dirección está libre").waitFor();
    await page.getByRole("button", { name: "Crear el sitio" }).waitFor();
    const violations = await checkAccessibility(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it("renders the create-a-site page in Arabic, right to left, for an Arabic browser", async () => {
    const page = await signedIn(creatorToken, "ar");
    await page.goto(platformUrl("/console/new"));
    await waitForHydration(page);
    expect(await htmlAttributes(page)).toEqual({ lang: "ar", dir: "rtl" });
    await page.getByRole("heading", { name: "إنشاء موقع" }).waitFor();
    await page.getByLabel("اسم نشاطك التجاري أو موقعك").waitFor();
    await page.getByRole("button", { name: "أنشئ الموقع" }).waitFor();
    const violations = await checkAccessibility(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it("shows an operator whose account speaks German the operators' console in German, whatever the browser says", async () => {
    const page = await signedIn(operatorToken, "en-US");
    await page.goto(platformUrl("/operator"));
    await waitForHydration(page);
    expect(await htmlAttributes(page)).toEqual({ lang: "de", dir: "ltr" });
    await page.getByRole("heading", { name: "Betreiberkonsole" }).waitFor();
    await page.getByRole("link", { name: "Prüfprotokoll" }).waitFor();
    await page.getByLabel("Websites nach Name, Adresse oder E-Mail des Inhabers suchen").waitFor();
    await page.getByRole("button", { name: "Abmelden" }).waitFor();
  });

  it("changes the account's language from the console's form without scripts, then speaks it", async () => {
    const { page } = await newPage(browser, { locale: "en-US", javaScriptEnabled: false });
    await page.context().addCookies([{ name: PLATFORM_SESSION_COOKIE, value: creatorToken, url: platformUrl("/") }]);
    await page.goto(platformUrl("/console"));
    await page.getByLabel("Language of the console and of our mails").selectOption("es");
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByRole("status").filter({ hasText: "Idioma guardado." }).waitFor();
    expect(await htmlAttributes(page)).toEqual({ lang: "es", dir: "ltr" });
    await page.getByRole("heading", { name: "Mis sitios" }).waitFor();
    await page.getByLabel("Idioma de la consola y de nuestros correos").selectOption("");
    await page.getByRole("button", { name: "Guardar idioma" }).click();
    await page.getByRole("status").filter({ hasText: "Language saved." }).waitFor();
    expect(await htmlAttributes(page)).toEqual({ lang: "en", dir: "ltr" });
  });
});
