import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPage, DEMO, headerLoginButton, signedInState } from "./support/accounts.ts";
import { launchBrowser, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, GLOBEX, siteUrl } from "./support/site.ts";

/**
 * The Content-Security-Policy of pages (decisions 014 and 030): every inline script carries
 * the nonce the policy names, each cache hit gets a nonce of its own, and Chromium runs the pages —
 * cached ones and hydration included — without one violation.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The policy's script nonce, every `<script>` opening tag, and every non-empty nonce (stylesheet links have `nonce=""`). */
function scriptsAndNonce(policy: string | undefined, html: string) {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "")?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  const nonces = new Set([...html.matchAll(/\bnonce="([^"]+)"/g)].map((match) => match[1]));
  return { nonce, scripts, nonces };
}

/** Records `securitypolicyviolation` events from the first script of every document on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe("the Content-Security-Policy of pages", () => {
  it("is strict by Google's CSP evaluator's rules", async () => {
    const { headers } = await fetchRaw(GLOBEX, "/fr");
    const policy = headers["content-security-policy"]!;
    const directives = Object.fromEntries(
      policy.split(";").map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives["script-src"]).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/),
      // The banners' early inline script, allowed by its hash (a constant).
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      // The early-click script (decision 045), by its hash too.
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      "'strict-dynamic'",
      "https:",
      "'unsafe-inline'",
    ]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'self'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("names the nonce of every script in the page, on the render and on each cache hit", async () => {
    const path = "/de";
    const first = await fetchRaw(BRIGHTPATH, path);
    const hit = await fetchRaw(BRIGHTPATH, path);
    expect(hit.headers["x-cache"]).toBe("HIT");
    for (const response of [first, hit]) {
      const { nonce, scripts, nonces } = scriptsAndNonce(response.headers["content-security-policy"], response.body);
      expect(nonce).toBeDefined();
      expect(scripts.length).toBeGreaterThan(2);
      // Data blocks (JSON-LD) never run, so they need no nonce; our own inline scripts go by hash.
      for (const script of scripts.filter(
        (tag) => !/type="application\/ld\+json"/.test(tag) && !/^<script>$/.test(tag),
      ))
        expect(script).toContain(`nonce="${nonce}"`);
      expect([...nonces]).toEqual([nonce]);
    }
    // The hit is the page that was rendered, with a nonce of its own in the policy and every script.
    const firstNonce = scriptsAndNonce(first.headers["content-security-policy"], first.body).nonce!;
    const hitNonce = scriptsAndNonce(hit.headers["content-security-policy"], hit.body).nonce!;
    expect(hitNonce).not.toBe(firstNonce);
    expect(hit.body.replaceAll(hitNonce, firstNonce)).toBe(first.body);
    expect(hit.headers["content-security-policy"]!.replace(hitNonce, firstNonce)).toBe(
      first.headers["content-security-policy"],
    );
  });

  it("never sends a nonce twice: every anonymous visitor of a cached page gets its own", async () => {
    const seen = new Set<string>();
    for (const path of ["/", "/fr", "/blog"]) {
      await fetchRaw(GLOBEX, path); // rendered (or already cached)
      for (let visitor = 0; visitor < 5; visitor++) {
        const response = await fetchRaw(
          GLOBEX,
          path,
          visitor % 2 ? { headers: { "accept-encoding": "identity" } } : {},
        );
        expect(response.headers["x-cache"]).toBe("HIT");
        const { nonce, nonces } = scriptsAndNonce(response.headers["content-security-policy"], response.body);
        expect(nonce).toBeDefined();
        expect([...nonces]).toEqual([nonce]);
        expect(seen.has(nonce!)).toBe(false);
        seen.add(nonce!);
      }
    }
  });

  it("gives each render its own nonce", async () => {
    // A query string skips the page cache: two full renders.
    const one = await fetchRaw(GLOBEX, "/?render=1");
    const two = await fetchRaw(GLOBEX, "/?render=2");
    expect(scriptsAndNonce(one.headers["content-security-policy"], one.body).nonce).not.toBe(
      scriptsAndNonce(two.headers["content-security-policy"], two.body).nonce,
    );
  });

  it("lets the home page (rendered, then cached) hydrate with no violation: the login dialog opens", async () => {
    await fetchRaw(BRIGHTPATH, "/"); // make sure the browser's view is a cache hit
    const { page, expectNoProblems } = await accountPage(browser);
    const violations = await recordViolations(page);
    const response = await page.goto(siteUrl(BRIGHTPATH, "/"));
    expect(response?.headers()["x-cache"]).toBe("HIT");
    await waitForHydration(page);
    await headerLoginButton(page).click();
    await page.getByRole("dialog", { name: "Log in" }).getByLabel("Email", { exact: true }).waitFor();
    expect(await violations()).toEqual([]);
    expectNoProblems();
    await page.close();
  });

  it("lets /login hydrate with no violation", async () => {
    const { page, expectNoProblems } = await accountPage(browser);
    const violations = await recordViolations(page);
    await page.goto(siteUrl(GLOBEX, "/login"));
    await waitForHydration(page);
    await page.getByLabel("Email", { exact: true }).fill("someone@example.com");
    expect(await violations()).toEqual([]);
    expectNoProblems();
    await page.close();
  });

  it("lets a signed-in user's /account page hydrate with no violation", async () => {
    const asUser = await signedInState(browser, DEMO.brightpathUser);
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asUser });
    const violations = await recordViolations(page);
    await page.goto(siteUrl(BRIGHTPATH, "/account"));
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    expect(await violations()).toEqual([]);
    expectNoProblems();
    await page.close();
  });

  it("blocks inline script without the nonce (the policy is enforced, not just sent)", async () => {
    const { page } = await accountPage(browser);
    const violations = await recordViolations(page);
    await page.goto(siteUrl(BRIGHTPATH, "/fr"));
    await waitForHydration(page);
    // The classic injected markup: an inline event handler, which no nonce can allow.
    const ran = await page.evaluate(async () => {
      const holder = document.createElement("div");
      document.body.append(holder);
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = true">';
      // The attribute's handler, had it been allowed, runs before a listener added after it.
      await new Promise((resolve) => holder.querySelector("img")!.addEventListener("error", resolve));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).length).toBeGreaterThan(0);
    await page.close();
  });
});
