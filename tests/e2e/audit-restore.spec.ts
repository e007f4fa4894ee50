import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";

const ORIGINAL_TITLE = "Results our clients measured";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A JSON write to the API from inside a signed-in context, with the Origin a page of the site sends. */
async function writeJson(context: BrowserContext, method: "PUT" | "POST", requestPath: string, requestData: object) {
  const { path, data } = await versioned(context, method, requestPath, requestData);
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** The section's title as an anonymous visitor sees the home page (served from the page cache when filled). */
async function anonymousHomeHeadings(): Promise<string[]> {
  const { page, expectNoProblems } = await newPage(browser);
  try {
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    const headings = await page
      .locator("main :is(h1, h2, h3)")
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? "").replace(/\s+/g, " ").trim()));
    expectNoProblems();
    return headings;
  } finally {
    await page.context().close();
  }
}

describe("history and restore (the demo admin on localhost)", () => {
  it("restores the first of two title changes from /admin/audit, and visitors see it", async () => {
    const suffix = randomBytes(3).toString("hex");
    const first = `Results, first revision ${suffix}`;
    const second = `Results, second revision ${suffix}`;
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);

    const sections = (await (
      await context.request.get(siteUrl(BRIGHTPATH, "/api/template-sections?url_page=/home"))
    ).json()) as { id: number; section_title: string }[];
    const section = sections.find((s) => s.section_title === ORIGINAL_TITLE);
    expect(section, "the demo section").toBeDefined();

    try {
      for (const title of [first, second]) {
        const saved = await writeJson(context, "PUT", `/api/template-sections/${section!.id}`, {
          section_title: title,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
      // A visitor's view is now cached with the second title.
      expect(await anonymousHomeHeadings()).toContain(second);

      await page.goto(siteUrl(BRIGHTPATH, "/admin/audit?entity=template_section"));
      await waitForHydration(page);
      await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      // Keyboard only: focus the Restore button of the first change and press Enter.
      const restore = page.getByRole("button", { name: new RegExp(`^Restore section “${first}”`) });
      await restore.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: "Restored." }).waitFor();
      // The restore is itself in the log.
      await page.getByText("Restored", { exact: true }).first().waitFor();
      expectNoProblems();

      // An anonymous visitor, in another browser context, sees the first version (the cache was purged).
      const headings = await anonymousHomeHeadings();
      expect(headings).toContain(first);
      expect(headings).not.toContain(second);
    } finally {
      // Other specs read the demo text: put it back (through the API, so this is logged as well).
      const reset = await writeJson(context, "PUT", `/api/template-sections/${section!.id}`, {
        section_title: ORIGINAL_TITLE,
      });
      expect(reset.status).toBe(200);
      await context.close();
    }
  });
});
