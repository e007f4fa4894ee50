import type { Browser, BrowserContext, Page } from "playwright-core";
import { DEMO, signInWithApi } from "./accounts.ts";
import { newPage, waitForHydration } from "./browser.ts";
import { BRIGHTPATH, siteUrl } from "./site.ts";
import { versioned } from "./versions.ts";
import { requestEditor } from "./editor-host.ts";

/** What the header and footer editors' specs share: the API from a signed-in context, the menu, opening an editor. */
export const ORIGIN = () => siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

/** A JSON call to the API from inside the signed-in context, with the Origin a page of the site sends. */
export async function api(context: BrowserContext, method: string, requestPath: string, requestData?: object) {
  const { path, data } = await versioned(context, method, requestPath, requestData);
  const response = await context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    ...(data ? { data } : {}),
    headers: { origin: ORIGIN() },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

export type Menu = {
  id: number;
  display_name: string;
  website_submenuitem: { id: number; name: string; order: number }[];
};

/** The host's organization: every menu item the admin lists carries it. */
export async function organizationId(context: BrowserContext): Promise<number> {
  const { body } = await api(context, "GET", "/api/menu-items");
  return (body.menu_items as { organization_id: number }[])[0]!.organization_id;
}

export async function menuItems(context: BrowserContext, orgId: number): Promise<Menu[]> {
  const { body } = await api(context, "GET", `/api/menu-items?organization_id=${orgId}`);
  return body.menu_items as Menu[];
}

/** Opens an editor through the overlay's window event, asking again until the host has loaded. */
export async function openEditor(page: Page, kind: "header" | "footer") {
  const title = kind === "header" ? "Header editor" : "Footer editor";
  const dialog = page.getByRole("dialog", { name: title });
  await requestEditor(page, { kind });
  await dialog.waitFor({ timeout: 30_000 });
  // §2.10: data is read on opening; the loading text goes once it is there.
  await dialog.getByText(`Loading ${kind} settings...`).waitFor({ state: "detached" });
  return dialog;
}

export async function adminPage(browser: Browser) {
  const recorded = await newPage(browser);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  await recorded.page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(recorded.page);
  return recorded;
}
