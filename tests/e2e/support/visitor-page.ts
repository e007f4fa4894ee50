import type { Browser, Page } from "playwright-core";
import { newPage, waitForHydration } from "./browser.ts";
import { siteUrl } from "./site.ts";

/** The two window sizes the visitor-side specs check: a small phone and a wide desktop. */
export const PHONE = { viewport: { width: 375, height: 812 } };
export const DESKTOP = { viewport: { width: 1440, height: 900 } };

/** A visitor's hydrated page at `path` of `host`, in a browser context of its own. */
export async function openVisitorPage(browser: Browser, host: string, path: string, options = PHONE): Promise<Page> {
  const { page } = await newPage(browser, options);
  page.setDefaultTimeout(10_000);
  await page.goto(siteUrl(host, path));
  await waitForHydration(page);
  return page;
}
