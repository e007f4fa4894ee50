import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EditorRequest } from "../../app/editor/editor-requests.ts";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl, visibleText } from "./support/site.ts";
import { versioned } from "./support/versions.ts";
import { keyboardDrag } from "./support/keyboard-drag.ts";
import { requestEditor } from "./support/editor-host.ts";

/**
 * What a site owner must find working (issue 17): the post editor on a phone, Publish landing on
 * the new post, an empty section staying editable, Page Layout's order being the visitors' order.
 * The demo admin of Brightpath, in Chromium; visitors as plain HTTP requests (the page cache too).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const origin = () => siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

async function adminPage(options: Parameters<typeof newPage>[1] = {}) {
  const recorded = await newPage(browser, options);
  recorded.page.setDefaultTimeout(15_000);
  await signInWithApi(recorded.page.context(), DEMO.brightpathAdmin);
  return recorded;
}

/** Opens an editor the way the overlay does, retried until the admin bundle listens. */
async function openEditor(page: Page, request: EditorRequest, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await requestEditor(page, request);
  await dialog.waitFor({ timeout: 30_000 });
  return dialog;
}

async function expectAccessible(page: Page) {
  const violations = await checkAccessibility(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function send(context: BrowserContext, method: string, requestPath: string, body?: object) {
  const { path, data } = await versioned(context, method, requestPath, body);
  return context.request.fetch(siteUrl(BRIGHTPATH, path), {
    method,
    data,
    headers: { origin: origin() },
    failOnStatusCode: false,
  });
}

describe("what a site owner must find working (issue 17)", () => {
  it("the post editor works on a phone: the contents panel is a drawer and the form takes the full width", async () => {
    const { page, expectNoProblems } = await adminPage({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/blog"));
      await waitForHydration(page);
      const dialog = await openEditor(page, { kind: "post", mode: "create" }, /^Post/);
      await dialog.getByText("Loading…").waitFor({ state: "detached" });
      const title = dialog.getByLabel("Title");
      const titleBox = await title.boundingBox();
      expect(titleBox!.width, "the title box takes (nearly) the full width").toBeGreaterThan(300);
      // No side panel: the table of contents is behind its button.
      const toc = page.getByRole("navigation", { name: "Table of contents" });
      expect(await toc.count()).toBe(0);
      const open = dialog.getByRole("button", { name: "Contents", exact: true });
      expect(await open.getAttribute("aria-expanded")).toBe("false");
      await open.click();
      await toc.waitFor();
      expect(await open.getAttribute("aria-expanded")).toBe("true");
      await toc.getByText("Add headings to your content to see the table of contents here").waitFor();
      await expectAccessible(page);
      // Escape closes the drawer (not the editor) and gives the focus back to its button.
      await page.keyboard.press("Escape");
      await toc.waitFor({ state: "detached" });
      expect(await dialog.isVisible()).toBe(true);
      expect(await open.evaluate((element) => element === document.activeElement)).toBe(true);
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("after Publish from the create menu the browser goes to the new post", async () => {
    const suffix = randomBytes(3).toString("hex");
    const { page, expectNoProblems } = await adminPage();
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/about"));
      await waitForHydration(page);
      // As a person does: the overlay's floating Create menu, Post.
      await page.getByRole("button", { name: "Create", exact: true }).click();
      await page
        .getByRole("menu", { name: "Create" })
        .getByRole("menuitem", { name: /^Post\b/ })
        .click();
      const dialog = page.getByRole("dialog", { name: /^Post/ });
      await dialog.getByText("Loading…").waitFor({ state: "detached" });
      await dialog.getByLabel("Title").fill(`Landing check ${suffix}`);
      await dialog.locator('[contenteditable="true"]').click();
      await page.keyboard.type("Published from the about page.");
      await dialog.getByRole("button", { name: "Publish" }).click();
      await page.waitForURL((url) => url.pathname === `/landing-check-${suffix}`, { timeout: 15_000 });
      await page.getByRole("heading", { level: 1, name: `Landing check ${suffix}` }).waitFor();
      expectNoProblems();
    } finally {
      await page.context().close();
    }
  });

  it("an empty section stays editable: admins see a placeholder with Edit and Delete, visitors nothing", async () => {
    const suffix = randomBytes(3).toString("hex");
    const urlPage = `/empty-${suffix}`;
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    const created = await send(context, "POST", "/api/template-sections", {
      url_page: urlPage,
      section_type: "general",
      section_title: `Numbers ${suffix}`,
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      // Visitors: the section renders nothing (no placeholder, no frame).
      const visitor = (await fetchRaw(BRIGHTPATH, urlPage)).body;
      expect(visitor).not.toContain("data-empty-section");
      expect(visitor).not.toContain(`data-template-section="${id}"`);
      expect(visibleText(visitor)).not.toContain("visitors don't see this section");

      await page.goto(siteUrl(BRIGHTPATH, urlPage));
      await waitForHydration(page);
      const placeholder = page.locator(`[data-empty-section][data-template-section="${id}"]`);
      await placeholder.getByRole("heading", { name: `Numbers ${suffix}` }).waitFor();
      await placeholder.getByText("Empty — visitors don't see this section").waitFor();
      await expectAccessible(page);

      // Edit opens the section's editor (once the admin overlay, which hosts editors, is up).
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await placeholder.getByRole("button", { name: `Edit empty section: Numbers ${suffix}` }).click();
      const editor = page.getByRole("dialog", { name: /Template Section/ });
      await editor.getByLabel("Section title").waitFor();
      expect(await editor.getByLabel("Section title").inputValue()).toBe(`Numbers ${suffix}`);
      await page.keyboard.press("Escape");
      await editor.waitFor({ state: "detached" });

      // Delete asks, then removes it.
      await placeholder.getByRole("button", { name: `Delete empty section: Numbers ${suffix}` }).click();
      const question = page.getByRole("alertdialog", { name: "Delete Section" });
      await expectAccessible(page);
      await question.getByRole("button", { name: "Delete", exact: true }).click();
      await page.getByText("Section deleted successfully!").first().waitFor();
      await placeholder.waitFor({ state: "detached" });
      expect((await context.request.get(siteUrl(BRIGHTPATH, `/api/template-sections/${id}`))).status()).toBe(404);
      expectNoProblems();
    } finally {
      await send(context, "DELETE", `/api/template-sections/${id}`);
      await context.close();
    }
  });

  it("Page Layout's order is the order visitors see: the heading moved above the hero comes first", async () => {
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    type Layout = { version: string; sections: { id: number; type: string; title: string; order: number }[] };
    const readLayout = async () =>
      (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/page-layout?url_page=/home"))).json()) as Layout;
    const original = await readLayout();
    const hero = original.sections.find((section) => section.type === "hero")!;
    const heading = original.sections.find((section) => section.type === "heading_section")!;
    expect(hero && heading, "the demo home has a hero and a heading section").toBeTruthy();
    const visitorText = async () => visibleText((await fetchRaw(BRIGHTPATH, "/")).body);
    const firstOf = (text: string) => (text.indexOf(heading.title) < text.indexOf(hero.title) ? "heading" : "hero");
    // A visitor's visit first, so that a stale cached page would show.
    expect(firstOf(await visitorText())).toBe("hero");
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openEditor(page, { kind: "page-layout", urlPage: "/home" }, "Manage Page Layout");
      const rows = dialog.locator("[data-layout-section]");
      await rows.first().waitFor();
      const handle = dialog.getByRole("button", { name: `Drag to reorder: ${heading.title}` });
      await keyboardDrag(page, handle, "ArrowUp", original.sections.indexOf(heading) - original.sections.indexOf(hero));
      await page.waitForFunction(
        ({ a, b }) => {
          const texts = [...document.querySelectorAll("[data-layout-title]")].map((node) => node.textContent);
          return texts.indexOf(b) < texts.indexOf(a);
        },
        { a: hero.title, b: heading.title },
        { timeout: 5_000 },
      );
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await dialog.waitFor({ state: "detached" });

      // The admin's page follows without a reload…
      await page.waitForFunction(
        ({ a, b }) => {
          const text = (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ");
          return text.indexOf(b) >= 0 && text.indexOf(b) < text.indexOf(a);
        },
        { a: hero.title, b: heading.title },
        { timeout: 10_000 },
      );
      // …Page Layout reopens in the new order…
      const saved = await readLayout();
      expect(saved.sections[0]).toMatchObject({ type: "heading_section", id: heading.id });
      // …and a visitor sees it too (the page cache was purged), with one h1: the heading's.
      const visitor = await fetchRaw(BRIGHTPATH, "/");
      expect(firstOf(visibleText(visitor.body))).toBe("heading");
      expect(visitor.body.match(/<h1[\s>]/g)).toHaveLength(1);
      await page.reload();
      await waitForHydration(page);
      expect(firstOf((await page.locator("main").innerText()).replace(/\s+/g, " "))).toBe("heading");
      expectNoProblems();
    } finally {
      const current = await readLayout();
      const restored = await context.request.fetch(siteUrl(BRIGHTPATH, "/api/page-layout"), {
        method: "PUT",
        data: {
          version: current.version,
          sections: original.sections.map(({ id, type, order }) => ({ id, type, order })),
        },
        headers: { origin: origin() },
      });
      expect(restored.status()).toBe(200);
      await context.close();
    }
  });

  it("links are picked, not typed blind: the heading's Button URL offers the site's pages and warns about a 404", async () => {
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    try {
      const headings = (await (
        await context.request.get(siteUrl(BRIGHTPATH, "/api/template-heading-sections?url_page=/home"))
      ).json()) as { id: number }[];
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      const dialog = await openEditor(
        page,
        { kind: "heading-section", mode: "edit", id: headings[0]!.id },
        /Heading Section/,
      );
      await dialog.getByRole("button", { name: "Links" }).click();
      const field = page.getByRole("combobox", { name: "Button URL" });
      await field.fill("/no-such-page-here");
      await page
        .getByText('/no-such-page-here is not a page of this site: visitors would get "page not found".')
        .waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");

      await field.fill("Serv");
      const listbox = page.getByRole("listbox", { name: "Pages and posts of this site" });
      await listbox
        .getByRole("option", { name: /Services/ })
        .first()
        .waitFor();
      expect(await field.getAttribute("aria-expanded")).toBe("true");
      await expectAccessible(page);
      await field.press("ArrowDown");
      await field.press("Enter");
      expect(await field.inputValue()).toBe("/services");
      await listbox.waitFor({ state: "detached" });
      expect(await page.locator("[data-link-warning]").count()).toBe(0);
      expectNoProblems();
    } finally {
      await context.close();
    }
  });

  it("shared content says it is shared: 'Used in 2 sections', and Duplicate for this section gives it its own copy", async () => {
    const suffix = randomBytes(3).toString("hex");
    const { page, expectNoProblems } = await adminPage();
    const context = page.context();
    const json = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.status(), await response.text()).toBeLessThan(300);
      return (await response.json()) as { id: number };
    };
    const one = await json(
      await send(context, "POST", "/api/template-sections", {
        url_page: `/share-${suffix}`,
        section_title: `First ${suffix}`,
      }),
    );
    const two = await json(
      await send(context, "POST", "/api/template-sections", {
        url_page: `/share-${suffix}`,
        section_title: `Second ${suffix}`,
      }),
    );
    const metric = await json(
      await send(context, "POST", "/api/metrics", { title: `Shared ${suffix}`, description: "<p>Counted twice</p>" }),
    );
    for (const section of [one, two]) {
      const current = (await (
        await context.request.get(siteUrl(BRIGHTPATH, `/api/template-sections/${section.id}`))
      ).json()) as {
        updated_at: string;
      };
      await json(
        await send(context, "POST", `/api/template-sections/${section.id}/metrics`, {
          metric_id: metric.id,
          updated_at: current.updated_at,
        }),
      );
    }
    type Item = { id: number; title: string; used_in: { id: number }[] };
    const library = async () =>
      (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/metrics"))).json()) as Item[];
    try {
      await page.goto(siteUrl(BRIGHTPATH, `/share-${suffix}`));
      await waitForHydration(page);
      const dialog = await openEditor(page, { kind: "template-section", mode: "edit", id: one.id }, /Template Section/);
      const card = dialog.locator(`[data-metric-card="${metric.id}"]`);
      const badge = card.getByRole("button", { name: "Used in 2 sections" });
      await badge.waitFor().catch(async (error: Error) => {
        const listed = (await library()).find((item) => item.id === metric.id);
        throw new Error(
          `${error.message}\nThe card showed: ${await card.innerText().catch(() => "(no card)")}\n` +
            `GET /api/metrics said of it: ${JSON.stringify(listed)}`,
        );
      });
      await badge.click();
      await card.getByText(`Second ${suffix} (/share-${suffix})`).waitFor();
      await expectAccessible(page);
      await card.getByRole("button", { name: "Duplicate for this section" }).click();
      await page.getByText("This section now has its own copy").first().waitFor();
      await card.waitFor({ state: "detached" });

      const items = await library();
      expect(items.find((item) => item.id === metric.id)!.used_in.map((use) => use.id)).toEqual([two.id]);
      const copy = items.find((item) => item.id !== metric.id && item.title === `Shared ${suffix}`)!;
      expect(copy.used_in.map((use) => use.id)).toEqual([one.id]);
      // The copy is no longer shared: its card says nothing about other sections.
      const copyCard = dialog.locator(`[data-metric-card="${copy.id}"]`);
      await copyCard.waitFor();
      expect(await copyCard.locator("[data-metric-usage]").count()).toBe(0);
      expectNoProblems();
    } finally {
      for (const section of [one, two]) await send(context, "DELETE", `/api/template-sections/${section.id}`);
      await context.close();
    }
  });
});
