import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";
import { versioned } from "./support/versions.ts";
import { requestEditor } from "./support/editor-host.ts";

const redPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

/** Opens the post editor as the admin overlay does, retried until the admin bundle listens. */
async function openPostEditor(page: Page, request: object): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: /^Post/ });
  await requestEditor(page, request);
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByText("Loading…").waitFor({ state: "detached", timeout: 15_000 });
  return dialog;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const origin = () => siteUrl(BRIGHTPATH, "").replace(/\/$/, "");

async function firstHero(context: BrowserContext) {
  const heroes = (await (await context.request.get(siteUrl(BRIGHTPATH, "/api/heroes?url_page=/home"))).json()) as {
    id: number;
    title: string;
    name: string;
    image: string | null;
  }[];
  expect(heroes[0], "the demo hero of localhost").toBeDefined();
  return heroes[0]!;
}

describe("the image gallery", () => {
  it("an admin uploads a PNG in the hero editor's picker, picks it, saves, and visitors get it from /media with a year's cache", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const hero = await firstHero(context);
    const name = `hero-${randomBytes(3).toString("hex")}.png`;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 14, g: 116, b: 144 } } })
      .png()
      .toBuffer();
    let uploadedId: number | null = null;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await page.evaluate(
        (heroId) =>
          window.dispatchEvent(
            new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
          ),
        hero.id,
      );
      const editor = page.getByRole("dialog", { name: /Hero Section/ });
      await editor.getByRole("textbox", { name: "Hero title" }).waitFor({ timeout: 15_000 });
      await editor.getByRole("button", { name: "Image", exact: true }).click();
      await page.getByRole("button", { name: "Choose from gallery" }).click();

      const picker = page.getByRole("dialog", { name: "Choose the hero image" });
      await picker.waitFor();
      const uploaded = page.waitForResponse(
        (response) => response.url().endsWith("/api/media") && response.request().method() === "POST",
      );
      await picker.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer: png });
      const answer = await uploaded;
      expect(answer.status()).toBe(201);
      uploadedId = ((await answer.json()) as { id: number }).id;
      const use = picker.getByRole("button", { name: `Use ${name}` });
      await use.waitFor();

      // axe measures colours: let the "Image uploaded" toast finish sliding in first.
      const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Image uploaded" }).first();
      await toast.waitFor();
      await toast.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

      await use.click();
      await picker.waitFor({ state: "detached" });
      const saved = page.waitForResponse(
        (response) => response.url().includes(`/api/heroes/${hero.id}`) && response.request().method() === "PUT",
      );
      await editor.getByRole("button", { name: "Save Changes" }).click();
      expect((await saved).status()).toBe(200);
      await editor.waitFor({ state: "detached" });
      expectNoProblems();

      // An anonymous visitor: the hero shows the WebP rendition, served with the long cache header.
      const { page: visitor } = await newPage(browser);
      await visitor.goto(siteUrl(BRIGHTPATH, "/"));
      const src = await visitor.locator("[data-hero-section] img").first().getAttribute("src");
      expect(src).toMatch(new RegExp(`^/media/\\d+/${uploadedId}/w900\\.webp$`));
      const loaded = await visitor
        .locator("[data-hero-section] img")
        .first()
        .evaluate((img) => (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth));
      expect(loaded).toBe(900);
      await visitor.close();
      const file = await fetchRaw(BRIGHTPATH, src!);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("image/webp");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.headers["x-content-type-options"]).toBe("nosniff");

      // Deleting it from the gallery first says where it is still shown: this hero.
      await page.evaluate(
        (heroId) =>
          window.dispatchEvent(
            new CustomEvent("tessera:open-editor", { detail: { kind: "hero", mode: "edit", id: heroId } }),
          ),
        hero.id,
      );
      await editor.getByRole("textbox", { name: "Hero title" }).waitFor({ timeout: 15_000 });
      await editor.getByRole("button", { name: "Image", exact: true }).click();
      await page.getByRole("button", { name: "Choose from gallery" }).click();
      await picker.getByRole("button", { name: `Delete ${name}` }).click();
      const question = page.getByRole("alertdialog", { name: "Delete image" });
      const places = question.getByRole("list", { name: "Places that show this image" });
      await places.waitFor();
      expect(await places.getByRole("listitem").allInnerTexts()).toEqual([`Hero section: ${hero.title || hero.name}`]);
      await question.getByText("It is still shown in 1 place, which will show a broken image:").waitFor();
      await question.getByRole("button", { name: "Cancel" }).click();
      await question.waitFor({ state: "detached" });
      expect(await picker.getByRole("button", { name: `Use ${name}` }).count()).toBe(1);
    } finally {
      const heroBack = await versioned(context, "PUT", `/api/heroes/${hero.id}`, { image: hero.image });
      await context.request.fetch(siteUrl(BRIGHTPATH, heroBack.path), {
        method: "PUT",
        data: heroBack.data,
        headers: { origin: origin() },
        failOnStatusCode: false,
      });
      if (uploadedId !== null) {
        const imageGone = await versioned(context, "DELETE", `/api/media/${uploadedId}`);
        await context.request.fetch(siteUrl(BRIGHTPATH, imageGone.path), {
          method: "DELETE",
          headers: { origin: origin() },
          failOnStatusCode: false,
        });
      }
      await context.close();
    }
  });

  it("an admin sets the site logo from the gallery in Global Settings, and an anonymous visitor's header shows it", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    // The host's organization is the only one the API answers.
    let organizationId = 0;
    let originalLogo: string | null = null;
    for (let id = 1; id <= 5 && !organizationId; id += 1) {
      const response = await context.request.get(siteUrl(BRIGHTPATH, `/api/organizations/${id}`));
      if (response.status() === 200) {
        organizationId = id;
        originalLogo = ((await response.json()) as { settings: { logo?: string } }).settings.logo ?? null;
      }
    }
    expect(organizationId, "the admin's organization").toBeGreaterThan(0);
    const name = `logo-${randomBytes(3).toString("hex")}.png`;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("tessera:open-editor", { detail: { kind: "global-settings" } })),
      );
      const dialog = page.getByRole("dialog", { name: "Global Settings" });
      const logoInput = dialog.getByLabel("Logo", { exact: true });
      await logoInput.waitFor({ timeout: 15_000 });
      const violations = await checkAccessibility(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      await dialog.getByRole("button", { name: "Choose from gallery" }).click();

      const picker = page.getByRole("dialog", { name: "Choose the logo" });
      await picker.waitFor();
      const uploaded = page.waitForResponse(
        (response) => response.url().endsWith("/api/media") && response.request().method() === "POST",
      );
      await picker
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: "image/png", buffer: await redPng(240, 80) });
      const answer = await uploaded;
      expect(answer.status()).toBe(201);
      const uploadedId = ((await answer.json()) as { id: number }).id;
      await picker.getByRole("button", { name: `Use ${name}` }).click();
      await picker.waitFor({ state: "detached" });

      const logo = await logoInput.inputValue();
      expect(logo).toMatch(new RegExp(`^/media/\\d+/${uploadedId}/w240\\.webp$`));
      await dialog.getByRole("img", { name: "Logo preview" }).waitFor();
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/organizations/${organizationId}`) && response.request().method() === "PUT",
      );
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      const put = await saved;
      expect(put.status()).toBe(200);
      expect(((await put.json()) as { settings: { logo?: string } }).settings.logo).toBe(logo);
      await page.waitForFunction(() => !document.body.innerText.includes("Unsaved changes"));
      expectNoProblems();

      // An anonymous visitor: the header's logo is the uploaded image, and it loads (no fallback).
      const { page: visitor } = await newPage(browser);
      await visitor.goto(siteUrl(BRIGHTPATH, "/"));
      const img = visitor
        .locator("header")
        .getByRole("link", { name: /, Home$/ })
        .first()
        .locator("img");
      expect(await img.getAttribute("src")).toBe(logo);
      const width = await img.evaluate((node) =>
        (node as HTMLImageElement).decode().then(() => (node as HTMLImageElement).naturalWidth),
      );
      expect(width).toBe(240);
      expect(await img.getAttribute("src")).toBe(logo);
      await visitor.close();
    } finally {
      const logoBack = await versioned(context, "PUT", `/api/organizations/${organizationId}`, {
        settings: { logo: originalLogo },
      });
      await context.request.fetch(siteUrl(BRIGHTPATH, logoBack.path), {
        method: "PUT",
        data: logoBack.data,
        headers: { origin: origin() },
        failOnStatusCode: false,
      });
      // The uploaded logo stays in the gallery: a later spec on this server once still showed it
      // (a page or read model not yet refreshed after the logo was put back), and a deleted image
      // there is a 404 in that spec's console. See the closing note of 2026-11-26.
      await context.close();
    }
  }, 60_000);

  it("the post editor's gallery uploads, refuses a fake image with the server's message, and sets the main photo", async () => {
    const suffix = randomBytes(3).toString("hex");
    const title = `Gallery post ${suffix}`;
    const name = `main-${suffix}.png`;
    // No console-error check here: the refused upload is a 400 on purpose, and the gallery's
    // "already used" list holds the demo metrics' YouTube/Vimeo links, which are not images.
    const { page } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/blog"));
      await waitForHydration(page);
      const dialog = await openPostEditor(page, { kind: "post", mode: "create" });
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Description").fill("A post with an uploaded main photo");
      await dialog.locator('[contenteditable="true"]').click();
      await page.keyboard.type("Body.");
      await dialog.getByRole("button", { name: "More" }).click();
      await dialog.getByRole("button", { name: "Gallery" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an image" });
      await picker.getByRole("heading", { name: "Images already used on this site" }).waitFor();
      const input = picker.locator('input[type="file"]');

      // Text named .png: the server reads the content and says why.
      await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
      await picker
        .getByRole("alert")
        .getByText(/not an image that can be read/)
        .waitFor();

      const uploaded = page.waitForResponse(
        (response) => response.url().endsWith("/api/media") && response.request().method() === "POST",
      );
      await input.setInputFiles({ name, mimeType: "image/png", buffer: await redPng(400, 300) });
      const uploadedId = ((await (await uploaded).json()) as { id: number }).id;
      await picker.getByRole("button", { name: `Use ${name}` }).waitFor();
      // The same file again: the gallery offers the image it has instead of storing a copy.
      await input.setInputFiles({ name: `again-${name}`, mimeType: "image/png", buffer: await redPng(400, 300) });
      await picker.getByText("This image is already in your gallery").waitFor();
      expect(await picker.getByRole("button", { name: `Use again-${name}` }).count()).toBe(0);
      await picker.getByRole("button", { name: "Use the existing image" }).click();
      await picker.waitFor({ state: "detached" });
      const mainPhoto = await dialog.getByLabel("Main photo URL").inputValue();
      expect(mainPhoto).toMatch(new RegExp(`^/media/\\d+/${uploadedId}/w400\\.webp$`));

      await dialog.getByRole("button", { name: "Back to Editor" }).click();
      await dialog.getByRole("button", { name: "Publish" }).click();
      await page.waitForURL((url) => url.pathname !== "/blog", { timeout: 15_000 });
      const blog = await fetchRaw(BRIGHTPATH, "/blog");
      expect(blog.body).toContain(mainPhoto);
    } finally {
      // The image stays: the post just published shows it on /blog, which later specs open (a
      // deleted image would be a broken image there, reported as a console error).
      await context.close();
    }
  });

  it("a metric's image URL dialog takes an uploaded image from the gallery", async () => {
    const { page, expectNoProblems } = await newPage(browser);
    const context = page.context();
    await signInWithApi(context, DEMO.brightpathAdmin);
    const sections = (await (
      await context.request.get(siteUrl(BRIGHTPATH, `/api/template-sections?url_page=/home&t=${Date.now()}`))
    ).json()) as { id: number; website_metric: { id: number; title: string; image: string | null }[] }[];
    const section = sections.find((candidate) => candidate.website_metric.some((metric) => metric.title));
    expect(section, "a demo section with a titled metric").toBeDefined();
    const metric = section!.website_metric.find((candidate) => candidate.title)!;
    const name = `metric-${randomBytes(3).toString("hex")}.png`;
    let uploadedId: number | null = null;
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Create", exact: true }).waitFor();
      await page.evaluate(
        (id) =>
          window.dispatchEvent(
            new CustomEvent("tessera:open-editor", { detail: { kind: "template-section", mode: "edit", id } }),
          ),
        section!.id,
      );
      const editor = page.getByRole("dialog", { name: /Template Section/ });
      await editor.getByLabel("Section title").waitFor({ timeout: 15_000 });
      await editor
        .getByRole("button", { name: `Set image or video URL of ${metric.title}`, exact: true })
        .first()
        .click();
      const urlDialog = page.getByRole("dialog", { name: "Image or Video URL" });
      await urlDialog.getByRole("button", { name: "Choose from gallery" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an image" });
      const uploaded = page.waitForResponse(
        (response) => response.url().endsWith("/api/media") && response.request().method() === "POST",
      );
      await picker
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: "image/png", buffer: await redPng(320, 200) });
      uploadedId = ((await (await uploaded).json()) as { id: number }).id;
      await picker.getByRole("button", { name: `Use ${name}` }).click();
      await picker.waitFor({ state: "detached" });
      const url = await urlDialog.getByLabel("URL").inputValue();
      expect(url).toMatch(new RegExp(`^/media/\\d+/${uploadedId}/w320\\.webp$`));
      const saved = page.waitForResponse(
        (response) => response.url().includes(`/api/metrics/${metric.id}`) && response.request().method() === "PATCH",
      );
      await urlDialog.getByRole("button", { name: "Save URL" }).click();
      expect((await saved).status()).toBe(200);
      expectNoProblems();
    } finally {
      const metricBack = await versioned(context, "PATCH", `/api/metrics/${metric.id}`, { image: metric.image });
      await context.request.fetch(siteUrl(BRIGHTPATH, metricBack.path), {
        method: "PATCH",
        data: metricBack.data,
        headers: { origin: origin() },
        failOnStatusCode: false,
      });
      if (uploadedId !== null) {
        const imageGone = await versioned(context, "DELETE", `/api/media/${uploadedId}`);
        await context.request.fetch(siteUrl(BRIGHTPATH, imageGone.path), {
          method: "DELETE",
          headers: { origin: origin() },
          failOnStatusCode: false,
        });
      }
      await context.close();
    }
  });
});
