import type { Page } from "playwright-core";

/**
 * Asks the admin editor host to open an editor (the window event every edit button sends), once
 * the host listens: it loads after hydration and marks `<html data-editor-host>`. Sent once, never
 * again while a slow editor chunk loads: each request mounts the editor anew, so a second one that
 * landed after a click (on History, say) undid it — a CI run on a busy machine saw exactly that.
 */
export async function requestEditor(page: Page, detail: object): Promise<void> {
  await page.locator("html[data-editor-host]").waitFor({ state: "attached", timeout: 30_000 });
  await page.evaluate(
    (request) => window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail: request })),
    detail,
  );
}
