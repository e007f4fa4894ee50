import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser.ts";
import { brightpath, globex } from "./support/demo-texts.ts";
import { fetchRaw, siteUrl, visibleText } from "./support/site.ts";

const UNKNOWN = "unknown.localhost";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a host that belongs to no organization", () => {
  it("gets status 404 and the “No site at this address” page, never another tenant's site", async () => {
    const response = await fetchRaw(UNKNOWN, "/");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const text = visibleText(response.body);
    expect(text).toContain("No site at this address");
    expect(text).toContain(UNKNOWN);
    for (const leak of [...brightpath.distinctive, ...globex.distinctive]) expect(response.body).not.toContain(leak);
  });

  it("shows the “No site at this address” page in Chromium", async () => {
    const { page, expectNoProblems, problems } = await newPage(browser);
    const response = await page.goto(siteUrl(UNKNOWN, "/"), { waitUntil: "load" });
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "No site at this address" }).waitFor({ state: "visible" });
    expect(await page.title()).toBe("No site at this address");
    // Chromium reports the 404 of the document itself on the console; nothing else may appear.
    problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 404/.test(problem.text)));
    expectNoProblems();
    await page.close();
  });

  it("gets a 404 JSON answer from the API (/api/template-sections?url_page=/home)", async () => {
    const response = await fetchRaw(UNKNOWN, "/api/template-sections?url_page=/home");
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ error: "No site at this address" });
  });

  it("is answered the same on a repeated request (the page cache never serves an unknown host)", async () => {
    await fetchRaw(UNKNOWN, "/");
    const again = await fetchRaw(UNKNOWN, "/");
    expect(again.status).toBe(404);
    expect(again.headers["x-cache"]).toBeUndefined();
  });
});

describe("the same path on the two demo hosts", () => {
  it("answers the API with each organization's own sections", async () => {
    const [a, b] = await Promise.all([
      fetchRaw(brightpath.host, "/api/template-sections?url_page=/home"),
      fetchRaw(globex.host, "/api/template-sections?url_page=/home"),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toContain(brightpath.sectionTitle);
    expect(a.body).not.toContain(globex.sectionTitle);
    expect(b.body).toContain(globex.sectionTitle);
    expect(b.body).not.toContain(brightpath.sectionTitle);
  });
});
