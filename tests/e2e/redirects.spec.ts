import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { brightpath, globex } from "./support/demo-texts.ts";
import { fetchRaw, siteUrl } from "./support/site.ts";

/** Every redirect the product issues stays on the request's own origin (decision 015). */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The origin a browser would go to for this answer's Location, or null without one. */
function redirectOrigin(host: string, location: string | undefined): string | null {
  return location === undefined ? null : new URL(location, siteUrl(host)).origin;
}

// English is the default language of both demo sites, so `/en/…` is redirected to `/…`.
const ATTACKS = [
  "/en//evil.example",
  "/en///evil.example",
  "/en//evil.example/login",
  "/en/%2F%2Fevil.example",
  "/en/%2f%2fevil.example",
  "/en/%252F%252Fevil.example",
  "/en/\\evil.example",
  "/en/%5Cevil.example",
  "/en/%5C%5Cevil.example",
  "/en/\\\\evil.example",
  "/en/%09/evil.example",
  "/en/./%2Fevil.example",
  "/es/\\evil.example",
  "/es//evil.example",
  "/en//evil.example?x=1",
  "/en/login?redirectTo=//evil.example",
];

describe.each([brightpath, globex])("redirects on $host", (site) => {
  it.each(ATTACKS)("%s never sends the browser to another origin", async (attack) => {
    const response = await fetchRaw(site.host, attack);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 300 && response.status < 400) {
      expect(redirectOrigin(site.host, response.headers.location)).toBe(new URL(siteUrl(site.host)).origin);
      expect(response.headers.location).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
    }
  });

  it("still drops the default language's prefix: /en/about → /about, keeping the query", async () => {
    const response = await fetchRaw(site.host, "/en/about?ref=x");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about?ref=x");
  });

  it("sends /en//evil.example to the home page of this site", async () => {
    const response = await fetchRaw(site.host, "/en//evil.example");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/");
  });
});

describe("other redirects", () => {
  it("the e-mail confirmation link goes to this site's login page", async () => {
    const response = await fetchRaw(brightpath.host, "/api/auth/verify-email?token=nope&lang=es");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/es/login?verified=0");
  });

  it("a signed-in page sends anonymous visitors to /login with a same-site way back", async () => {
    const response = await fetchRaw(brightpath.host, "/account");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/login?redirectTo=%2Faccount");
  });
});

describe("bad text in a page address", () => {
  it("answers 400 for a NUL byte in the path or the query, never a server error", async () => {
    for (const path of ["/about%00", "/es/%00", "/?q=%00", "/login?redirectTo=%00"]) {
      const response = await fetchRaw(brightpath.host, path);
      expect(response.status, path).toBe(400);
      expect(response.body).toContain("must not contain a NUL character");
    }
  });
});

describe("in Chromium", () => {
  it.each(["/en//evil.example", "/en/%2F%2Fevil.example", "/en/%5Cevil.example"])(
    "opening %s stays on the site",
    async (attack) => {
      const { page } = await newPage(browser);
      const response = await page.goto(siteUrl(brightpath.host, attack), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).origin).toBe(new URL(siteUrl(brightpath.host)).origin);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.close();
    },
  );

  it("a client-side navigation to /en//evil.example stays on the site", async () => {
    const { page } = await newPage(browser);
    await page.goto(siteUrl(brightpath.host, "/es"), { waitUntil: "load" });
    await waitForHydration(page);
    await page.evaluate(async () => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
        .__reactRouterDataRouter;
      await router.navigate("/en//evil.example");
    });
    // React Router collapses the double slash itself (/evil.example, a page of this site).
    await page.waitForFunction(() => location.pathname !== "/es");
    expect(new URL(page.url()).origin).toBe(new URL(siteUrl(brightpath.host)).origin);
    await page.close();
  });
});
