import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, fetchRaw, siteUrl } from "./support/site.ts";

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
    image: string | null;
  }[];
  expect(heroes[0], "the demo hero of localhost").toBeDefined();
  return heroes[0]!;
}

describe("the image gallery (issue 12 item 6)", () => {
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
    } finally {
      await context.request.fetch(siteUrl(BRIGHTPATH, `/api/heroes/${hero.id}`), {
        method: "PUT",
        data: { image: hero.image },
        headers: { origin: origin() },
        failOnStatusCode: false,
      });
      if (uploadedId !== null) {
        await context.request.fetch(siteUrl(BRIGHTPATH, `/api/media/${uploadedId}`), {
          method: "DELETE",
          headers: { origin: origin() },
          failOnStatusCode: false,
        });
      }
      await context.close();
    }
  });
});
