import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPage, DEMO, postJson, signInWithApi } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, waitForHydration } from "./support/browser.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * Live support continued by e-mail (decision 035), in Chromium with the real SMTP
 * receiver: an anonymous visitor starts a conversation and leaves; staff reply while nobody is
 * connected; the unread reply is mailed with a signed link; the link, opened in a fresh browser
 * (no localStorage, no cookie), opens the widget on that very conversation with the reply, and the
 * visitor's answer and an image (through the media checks, shown with its description as alt text)
 * continue it.
 */

let browser: Browser;
let staffContext: BrowserContext;
const DIALOG = "[data-help-dialog]";

beforeAll(async () => {
  browser = await launchBrowser();
  staffContext = await browser.newContext();
  await signInWithApi(staffContext, DEMO.brightpathAdmin);
});

afterAll(async () => {
  await staffContext?.close();
  await browser?.close();
});

async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function visitorPage() {
  const recorded = await accountPage(browser, { viewport: { width: 1280, height: 900 } });
  await recorded.page
    .context()
    .addCookies([{ name: "cookies_accepted", value: "false", url: siteUrl(BRIGHTPATH, "/") }]);
  return recorded;
}

describe("live support continued from the e-mailed link", () => {
  it("mails an unread reply with a link that reopens the conversation in a fresh browser, where it continues", async () => {
    const email = `continue.${Date.now().toString(36)}@example.com`;
    const first = await visitorPage();
    await first.page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(first.page);
    await tabTo(first.page, "[data-help-button]", 200);
    await first.page.keyboard.press("Enter");
    await first.page.locator(DIALOG).waitFor({ state: "visible" });
    await tabTo(first.page, '[data-help-go="live-support"]');
    await first.page.keyboard.press("Enter");
    await first.page.locator(`${DIALOG} [data-chat-start]`).waitFor();
    await first.page.locator(`${DIALOG} [data-chat-start] input[autocomplete="name"]`).fill("Carla Continue");
    await first.page.locator(`${DIALOG} [data-chat-start] input[type="email"]`).fill(email);
    await first.page.locator(`${DIALOG} [data-chat-start] textarea`).fill("Can I change my plan later?");
    await first.page.locator(`${DIALOG} [data-chat-start] button[type="submit"]`).click();
    const panel = first.page.locator(`${DIALOG} [data-conversation]`);
    await panel.waitFor();
    const conversationId = Number(await panel.getAttribute("data-conversation"));
    assertNoProblems(first.problems);
    // The visitor leaves: the browser is gone, nobody reads what comes next.
    await first.page.context().close();

    const since = new Date();
    const reply = await postJson(staffContext, BRIGHTPATH, `/api/conversations/${conversationId}/messages`, {
      body: "Yes, any time from your account page.",
    });
    expect(reply.status).toBe(201);

    // The unread reply arrives by mail through the SMTP receiver, with the signed link.
    const mail = await waitForMail({ to: email, subject: "replied to your message", since, timeoutMs: 60_000 });
    expect(mail.text).toContain("Yes, any time from your account page.");
    const link = linkIn(mail, "continue=");
    expect(link).toBeTruthy();
    const target = new URL(link!);
    expect(target.pathname).toBe("/help-center");
    expect(target.searchParams.get("conversation")).toBe(String(conversationId));

    // A fresh browser: no token kept anywhere. The link (on this test server's port) opens the widget on it.
    const second = await visitorPage();
    const { page } = second;
    await page.goto(siteUrl(BRIGHTPATH, `${target.pathname}${target.search}`));
    // The help center exchanges the link for a visitor token, then opens the site with the widget.
    await page.waitForURL((url) => url.pathname !== "/help-center", { timeout: 15_000 });
    await waitForHydration(page);
    const reopened = page.locator(`${DIALOG} [data-conversation="${conversationId}"]`);
    await reopened.waitFor({ timeout: 15_000 });
    await page.locator(`${DIALOG} [data-chat-body]`, { hasText: "Yes, any time from your account page." }).waitFor();
    expect(await page.locator(`${DIALOG} [data-chat-body]`, { hasText: "Can I change my plan later?" }).count()).toBe(
      1,
    );
    // The link's token, and the fragment that opened the widget, are not left in the address bar.
    expect(page.url()).not.toContain("continue=");
    expect(new URL(page.url()).hash).toBe("");

    // The visitor's answer continues the same conversation.
    await tabTo(page, `${DIALOG} [data-chat-reply] textarea`);
    await page.keyboard.type("Great, thanks!");
    await page.keyboard.press("Enter");
    await page.locator(`${DIALOG} li[data-author="visitor"] [data-chat-body]`, { hasText: "Great, thanks!" }).waitFor();

    // An image: the reply text becomes its description; shown as an image with that alt text.
    await page.locator(`${DIALOG} [data-chat-reply] textarea`).fill("My current plan");
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    await page.locator(`${DIALOG} [data-chat-image-input]`).setInputFiles({
      name: "plan.png",
      mimeType: "image/png",
      buffer: png,
    });
    const image = page.locator(`${DIALOG} img[data-chat-image][alt="My current plan"]`);
    await image.waitFor();
    await page.waitForFunction((selector) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return !!img && img.complete && img.naturalWidth === 64;
    }, `${DIALOG} img[data-chat-image]`);
    expect(await checkAccessibility(page)).toEqual([]);

    const detail = await staffContext.request.get(siteUrl(BRIGHTPATH, `/api/conversations/${conversationId}`));
    const messages = (
      (await detail.json()) as {
        messages: { author_kind: string; body: string; attachment: { width: number } | null }[];
      }
    ).messages.map((m) => [m.author_kind, m.body, m.attachment?.width ?? null]);
    expect(messages).toEqual([
      ["visitor", "Can I change my plan later?", null],
      ["staff", "Yes, any time from your account page.", null],
      ["visitor", "Great, thanks!", null],
      ["visitor", "My current plan", 64],
    ]);
    assertNoProblems(second.problems);
    await page.context().close();
  }, 150_000);
});
