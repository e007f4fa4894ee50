import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { brightpath, globex } from "./support/demo-texts.ts";
import { element, fetchRaw, siteUrl, visibleText } from "./support/site.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const translated = [
  { site: brightpath, prefix: "/es", lang: "es", texts: brightpath.es },
  { site: globex, prefix: "/de", lang: "de", texts: globex.de },
];

describe.each(translated)("$prefix on $site.host", ({ site, prefix, lang, texts }) => {
  it("is rendered on the server in that language, with no text left in English", async () => {
    const response = await fetchRaw(site.host, prefix);
    expect(response.status).toBe(200);
    expect(response.body).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));

    const header = visibleText(element(response.body, "header"));
    for (const label of texts.menu) expect(header).toContain(label);
    expect(header).toContain(texts.submenu);

    const main = visibleText(element(response.body, "main"));
    for (const part of texts.heading) expect(main).toContain(part);
    expect(main).toContain(texts.headingButton);
    expect(main).toContain(texts.sectionTitle);
    for (const metric of texts.metrics) expect(main).toContain(metric);

    const visible = visibleText(response.body);
    for (const english of texts.english) expect(visible).not.toContain(english);
  });

  it("hydrates in Chromium in that language without console errors or warnings", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const response = await page.goto(siteUrl(site.host, prefix), { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe(lang);
    await page.getByText(texts.sectionTitle, { exact: true }).first().waitFor({ state: "visible" });
    expect(new URL(page.url()).pathname).toBe(prefix);
    expectNoProblems();
    await page.close();
  });
});

describe("the default language", () => {
  it("has no prefix: /en on an English site redirects permanently to /", async () => {
    const response = await fetchRaw(brightpath.host, "/en");
    expect(response.status).toBe(301);
    expect(new URL(response.headers.location ?? "", siteUrl(brightpath.host)).pathname).toBe("/");
  });

  it("lands the browser on / when it opens /en", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const response = await page.goto(siteUrl(globex.host, "/en"), { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByText(globex.sectionTitle, { exact: true }).first().waitFor({ state: "visible" });
    expectNoProblems();
    await page.close();
  });
});

describe("a language prefix the site does not support", () => {
  it("gives the 404 page (/ja on localhost)", async () => {
    const response = await fetchRaw(brightpath.host, "/ja");
    expect(response.status).toBe(404);
    expect(visibleText(response.body)).toContain("Page not found");
  });

  it("gives the 404 page for another tenant's language (/es on globex.localhost)", async () => {
    const response = await fetchRaw(globex.host, "/es");
    expect(response.status).toBe(404);
    expect(visibleText(response.body)).toContain("Page not found");
  });
});
