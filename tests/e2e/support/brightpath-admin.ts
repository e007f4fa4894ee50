import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { EditorRequest } from "../../../app/editor/editor-requests.ts";
import { DEMO, signInWithApi } from "./accounts.ts";
import { checkAccessibility } from "./accessibility.ts";
import { newPage } from "./browser.ts";
import { requestEditor } from "./editor-host.ts";
import { BRIGHTPATH, siteUrl } from "./site.ts";
import { versioned } from "./versions.ts";

/**
 * The demo admin of Brightpath in a browser context of its own, as the editing specs use it: one
 * fresh session per test, so a test that leaves an editor open harms no other.
 */

/** The site's own origin: the Origin header a page of the site sends with its writes. */
export const brightpathOrigin = () => siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

export async function brightpathAdminPage(browser: Browser, options: Parameters<typeof newPage>[1] = {}) {
  const recorded = await newPage(browser, options);
  recorded.page.setDefaultTimeout(15_000);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  return recorded;
}

/** Opens an editor the way the overlay does, once the admin editor host listens. */
export async function openEditorDialog(page: Page, request: EditorRequest, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await requestEditor(page, request);
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

export async function expectNoAccessibilityFindings(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** A write to Brightpath's API with the record's current version, as an editor that just loaded it. */
export async function sendVersioned(context: BrowserContext, method: string, requestPath: string, body?: object) {
  const { path, data } = await versioned(context, method, requestPath, body);
  return context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    data,
    headers: { origin: brightpathOrigin() },
    failOnStatusCode: false,
  });
}
