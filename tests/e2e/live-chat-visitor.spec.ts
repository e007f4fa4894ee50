import type { Browser, BrowserContext, Page, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { accountPage, DEMO, postJson, profileMenuEntries, signInWithApi, signedInState } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { assertNoProblems, launchBrowser, waitForHydration, type RecordedPage } from "./support/browser.ts";
import { basePort, BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * Live support, the visitor's side (decision 038), in Chromium: an anonymous
 * visitor starts a chat in the help widget with the keyboard only; a staff member (the demo admin,
 * driven through the staff REST API and the WebSocket from the test) sees it, types and replies; the
 * visitor sees the typing, the reply live and the read marks; the visitor's network drops while
 * staff write (its socket closed, reconnections refused), and after it comes back every message is
 * there exactly once; a reload keeps the
 * history. A signed-in user starts without name and e-mail and finds the ticket on
 * /account/profile/tickets. The widget and the tickets page are axe-clean.
 */

let browser: Browser;
let staffContext: BrowserContext;
let staffCookie = "";
const DIALOG = "[data-help-dialog]";
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  staffContext = await browser.newContext();
  await signInWithApi(staffContext, DEMO.brightpathAdmin);
  staffCookie = (await staffContext.cookies(siteUrl(BRIGHTPATH, "/")))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
});

afterAll(async () => {
  for (const client of clients) client.close();
  await staffContext?.close();
  await browser?.close();
});

/** The staff member's socket: the admin's session cookie, the site's own origin. */
function staffSocket(): RealtimeClient {
  const port = basePort();
  const client = new RealtimeClient({
    url: `ws://127.0.0.1:${port}/realtime`,
    createSocket: (url) =>
      new WebSocket(url, {
        headers: { host: `${BRIGHTPATH}:${port}`, origin: `http://${BRIGHTPATH}:${port}`, cookie: staffCookie },
      }) as unknown as SocketLike,
  });
  clients.push(client);
  return client;
}

function follow(client: RealtimeClient, channel: string) {
  const events: RealtimeEvent[] = [];
  const subscribed = new Promise<void>((resolve) =>
    client.subscribe(channel, { onEvent: (event) => events.push(event), onSubscribed: () => resolve() }),
  );
  const waitFor = async (what: string, predicate: (event: RealtimeEvent) => boolean) => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = events.find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`staff never saw ${what}: ${JSON.stringify(events.map((e) => e.event))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { events, subscribed, waitFor };
}

async function staffReply(conversationId: number, body: string) {
  const answer = await postJson(staffContext, BRIGHTPATH, `/api/conversations/${conversationId}/messages`, { body });
  expect(answer.status).toBe(201);
  return answer.body as { seq: number };
}

/** Presses Tab until the focused element matches `selector` (keyboard only, as a person would). */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function visitor(options: { storageState?: Awaited<ReturnType<typeof signedInState>> } = {}) {
  const recorded = await accountPage(browser, { viewport: { width: 1280, height: 900 }, ...options });
  await recorded.page
    .context()
    .addCookies([{ name: "cookies_accepted", value: "false", url: siteUrl(BRIGHTPATH, "/") }]);
  return recorded;
}

async function openLiveSupport(page: Page) {
  await page.goto(siteUrl(BRIGHTPATH, "/"));
  await waitForHydration(page);
  await tabTo(page, "[data-help-button]", 200);
  await page.keyboard.press("Enter");
  await page.locator(DIALOG).waitFor({ state: "visible" });
  await tabTo(page, '[data-help-go="live-support"]');
  await page.keyboard.press("Enter");
  await page.locator("[data-live-support]").waitFor();
}

async function expectAxeClean(page: Page) {
  expect(await checkAccessibility(page)).toEqual([]);
}

/** Where a long test got to, in the output (a time-out then names its last step). */
// Progress lines for a run that stalls: E2E_VERBOSE=1.
const step = (what: string) =>
  process.env.E2E_VERBOSE && console.log(`[live-chat e2e] ${new Date().toISOString()} ${what}`);

const messages = (page: Page) => page.locator(`${DIALOG} [data-chat-messages] li`);

describe("live support, the visitor's side", () => {
  it("chats live with staff: typing both ways, read marks, a dropped network without loss or doubles", async () => {
    const recorded: RecordedPage = await visitor();
    const { page } = recorded;
    // The page's WebSocket goes through the test, which can drop it as a lost network would.
    const routed: WebSocketRoute[] = [];
    let dropped = false;
    await page.routeWebSocket(/\/realtime$/, (socket) => {
      if (dropped) return void socket.close({ code: 4000, reason: "network down" });
      socket.connectToServer();
      routed.push(socket);
    });
    await openLiveSupport(page);

    // Nobody of the team has the inbox open yet: the e-mail promise.
    step("Nobody of the team has the inbox open yet: the e-mail promis");
    const availability = page.locator("[data-chat-availability]");
    expect(await availability.getAttribute("data-chat-availability")).toBe("offline");
    expect(await availability.innerText()).toMatch(/Nobody from our team is online right now\. .*within \d+ hours\./);
    await expectAxeClean(page);

    // Keyboard only: name, e-mail, message, then the start button.
    step("Keyboard only: name, e-mail, message, then the start button.");
    await tabTo(page, `${DIALOG} [data-chat-start] input[autocomplete="name"]`);
    await page.keyboard.type("Vera Visitor");
    await page.keyboard.press("Tab");
    await page.keyboard.type("vera.e2e@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("<b>Hello</b>, is anybody there?");
    await tabTo(page, `${DIALOG} [data-chat-start] button[type="submit"]`);
    await page.keyboard.press("Enter");

    const panel = page.locator(`${DIALOG} [data-conversation]`);
    await panel.waitFor();
    const conversationId = Number(await panel.getAttribute("data-conversation"));
    expect(conversationId).toBeGreaterThan(0);
    // Markup stays text.
    step("Markup stays text.");
    expect(await messages(page).first().locator("[data-chat-body]").innerText()).toBe(
      "<b>Hello</b>, is anybody there?",
    );
    expect(await page.locator(`${DIALOG} [data-chat-body] b`).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("liveChat_token"))).toBeTruthy();
    expect(await page.locator('[data-chat-mark="sent"]').innerText()).toContain("Delivered");
    await expectAxeClean(page);

    // Staff follow the conversation; their typing shows with their name, then the reply.
    step("Staff follow the conversation; their typing shows with their");
    const staff = staffSocket();
    const channel = follow(staff, `conversation:${conversationId}`);
    await channel.subscribed;
    staff.signal(`conversation:${conversationId}`, "typing", { typing: true });
    const typing = page.locator(`${DIALOG} [data-chat-typing]`);
    await page.waitForFunction(
      (s) => /is typing/.test(document.querySelector(s)?.textContent ?? ""),
      `${DIALOG} [data-chat-typing]`,
    );
    const staffName = (await typing.innerText()).replace(/ is typing….*/, "");
    expect(staffName.length).toBeGreaterThan(0);
    const first = await staffReply(conversationId, "Hi Vera, how can I help?");
    await page.locator(`${DIALOG} li[data-seq="${first.seq}"]`).waitFor();
    expect(await page.locator(`${DIALOG} li[data-seq="${first.seq}"]`).innerText()).toContain(staffName);
    expect(await page.locator(`${DIALOG} [data-chat-joined]`).innerText()).toContain(`${staffName} has joined`);
    expect(await typing.innerText()).toBe("");

    // The visitor read the reply (the page is visible): staff see the mark live.
    step("The visitor read the reply (the page is visible): staff see ");
    await channel.waitFor("the visitor's read mark", (e) => {
      const data = e.data as { side?: string; seq?: number };
      return e.event === "read" && data.side === "visitor" && (data.seq ?? 0) >= first.seq;
    });

    // The visitor types (keyboard): staff see it.
    step("The visitor types (keyboard): staff see it.");
    await tabTo(page, `${DIALOG} [data-chat-reply] textarea`);
    await page.keyboard.type("I need an invoice");
    await channel.waitFor(
      "the visitor typing",
      (e) => e.event === "typing" && (e.data as { kind: string }).kind === "visitor",
    );
    await page.keyboard.press("Enter");
    await page.locator(`${DIALOG} li[data-author="visitor"]`).nth(1).waitFor();
    const sent = await channel.waitFor(
      "the visitor's message",
      (e) => e.event === "message" && (e.data as { body: string }).body === "I need an invoice",
    );

    // Staff read it: the visitor's message shows "Read".
    step('Staff read it: the visitor\'s message shows "Read".');
    const read = await postJson(staffContext, BRIGHTPATH, `/api/conversations/${conversationId}/read`, {
      seq: sent.seq!,
    });
    expect(read.status).toBe(200);
    await page.locator('[data-chat-mark="read"]').waitFor();
    expect(await page.locator('[data-chat-mark="read"]').innerText()).toContain("Read");

    // The visitor's network drops; staff write twice meanwhile; it comes back: each message once.
    step("The visitor's network drops; staff write twice meanwhile; it");
    // The page's socket is closed under it, and reconnections are refused until the "network" is back.
    dropped = true;
    for (const socket of routed.splice(0)) await socket.close({ code: 4000, reason: "network dropped" });
    await page.locator(`${DIALOG} [role="status"]`, { hasText: "Connection lost" }).waitFor();
    const during1 = await staffReply(conversationId, "Sent while you were away (1)");
    const during2 = await staffReply(conversationId, "Sent while you were away (2)");
    dropped = false;
    await page.locator(`${DIALOG} li[data-seq="${during2.seq}"]`).waitFor({ timeout: 30_000 });
    await page.locator(`${DIALOG} li[data-seq="${during1.seq}"]`).waitFor();
    const detail = await staffContext.request.get(siteUrl(BRIGHTPATH, `/api/conversations/${conversationId}`));
    const stored = ((await detail.json()) as { messages: { seq: number }[] }).messages.map((m) => m.seq);
    const shown = await messages(page).evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute("data-seq"))),
    );
    expect(shown).toEqual(stored);

    // A reload keeps the history (token and conversation in localStorage).
    step("A reload keeps the history (token and conversation in localS");
    await page.reload();
    await waitForHydration(page);
    // The widget reopens by itself when it was open (chatWidget_isOpen): wait for that first, or
    // Tab would look for the help button while the reopened dialog traps the focus.
    if (await page.evaluate(() => localStorage.getItem("chatWidget_isOpen") === "true")) {
      await page.locator(DIALOG).waitFor({ state: "visible" });
    }
    if (!(await page.locator(DIALOG).isVisible())) {
      await tabTo(page, "[data-help-button]", 200);
      await page.keyboard.press("Enter");
    }
    if ((await page.locator("[data-live-support]").count()) === 0) {
      await tabTo(page, '[data-help-go="live-support"]');
      await page.keyboard.press("Enter");
    }
    await page.locator(`${DIALOG} li[data-seq="${during2.seq}"]`).waitFor();
    expect(
      await messages(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-seq")))),
    ).toEqual(stored);

    // With a staff member's inbox open, the widget says the team is online.
    step("With a staff member's inbox open, the widget says the team i");
    const inbox = follow(staff, "inbox");
    await inbox.subscribed;
    await tabTo(page, `${DIALOG} [data-chat-new]`);
    await page.keyboard.press("Enter");
    await page.locator('[data-chat-availability="online"]').waitFor();
    await expectAxeClean(page);
    assertNoProblems(recorded.problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(problem.text)));
    await page.context().close();
  }, 180_000);

  it("keeps the reply box in view at 375 px as messages arrive, in the help dialog and in chat-widget mode", async () => {
    const recorded = await accountPage(browser, { viewport: { width: 375, height: 812 } });
    const { page } = recorded;
    await page.context().addCookies([{ name: "cookies_accepted", value: "false", url: siteUrl(BRIGHTPATH, "/") }]);
    await page.goto(siteUrl(BRIGHTPATH, "/"));
    await waitForHydration(page);
    await page.locator("[data-help-button]").click();
    await page.locator(`${DIALOG} [data-help-go="live-support"]`).click();
    const start = page.locator(`${DIALOG} [data-chat-start]`);
    await start.locator('input[autocomplete="name"]').fill("Pia Phone");
    await start.locator('input[type="email"]').fill("pia.e2e@example.com");
    await start.locator("textarea").fill("Hello from a phone");
    await start.locator('button[type="submit"]').click();
    const panel = page.locator(`${DIALOG} [data-conversation]`);
    await panel.waitFor();
    const id = Number(await panel.getAttribute("data-conversation"));

    /** The reply box lies inside the dialog and the viewport, whatever the messages above it do. */
    const expectComposerInView = async (what: string) => {
      const frame = (await page.locator(DIALOG).boundingBox())!;
      const reply = (await page.locator(`${DIALOG} [data-chat-reply] textarea`).boundingBox())!;
      const bottom = Math.min(frame.y + frame.height, 812);
      expect(reply.y, `${what}: top of the reply box`).toBeGreaterThanOrEqual(frame.y);
      expect(reply.y + reply.height, `${what}: bottom of the reply box`).toBeLessThanOrEqual(bottom);
    };
    let last = 0;
    const burst = async (count: number, label: string) => {
      for (let i = 1; i <= count; i++)
        last = (await staffReply(id, `${label} ${i}: ${"a longer line ".repeat(4)}`)).seq;
      await page.locator(`${DIALOG} li[data-seq="${last}"]`).waitFor();
    };
    await burst(8, "Reply");
    await expectComposerInView("help dialog");
    // The newest message is in view too (the list scrolled, not the reply box away).
    const newest = (await page.locator(`${DIALOG} li[data-seq="${last}"]`).boundingBox())!;
    const frame = (await page.locator(DIALOG).boundingBox())!;
    expect(newest.y + newest.height).toBeLessThanOrEqual(frame.y + frame.height);

    await page.locator(`${DIALOG} [data-help-mode-switch]`).click();
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute("data-mode") === "chat", DIALOG);
    await page.locator(`${DIALOG} button[aria-pressed]`, { hasText: "Live support" }).click();
    await page.locator(`${DIALOG} [data-conversation]`).waitFor();
    await burst(6, "More");
    await expectComposerInView("chat widget");
    assertNoProblems(recorded.problems);
    await page.context().close();
  }, 120_000);

  it("lets a signed-in user start without name and e-mail, and continue on /account/profile/tickets", async () => {
    const state = await signedInState(browser, DEMO.brightpathUser);
    const recorded = await visitor({ storageState: state });
    const { page } = recorded;
    await openLiveSupport(page);
    expect(await page.locator(`${DIALOG} [data-chat-start] input`).count()).toBe(0);
    await tabTo(page, `${DIALOG} [data-chat-start] textarea`);
    await page.keyboard.type("Where is my order?");
    await tabTo(page, `${DIALOG} [data-chat-start] button[type="submit"]`);
    await page.keyboard.press("Enter");
    const panel = page.locator(`${DIALOG} [data-conversation]`);
    await panel.waitFor();
    const id = Number(await panel.getAttribute("data-conversation"));
    await staffReply(id, "Your order ships tomorrow.");

    // The page is found from the account page and from the profile menu (the widget closed first:
    // left open it would open again, modal, over the account page).
    await page.keyboard.press("Escape");
    await page.locator(DIALOG).waitFor({ state: "detached" });
    await page.goto(siteUrl(BRIGHTPATH, "/account"));
    await waitForHydration(page);
    expect(await profileMenuEntries(page)).toContain("Tickets");
    expect(await page.locator('header a[href="/account/profile/tickets"]').count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await page.locator("[data-account-tickets]").click();
    await page.waitForURL(/\/account\/profile\/tickets$/);
    await waitForHydration(page);
    await page.locator(`[data-ticket="${id}"]`).waitFor();
    expect(await page.locator(`[data-ticket="${id}"] [data-ticket-status]`).innerText()).toBe("Answered");
    // A hidden area: no site header or footer.
    expect(await page.locator("header nav, footer").count()).toBe(0);
    await tabTo(page, `[data-ticket="${id}"] a`);
    await page.keyboard.press("Enter");
    await page
      .locator(`[data-ticket-open="${id}"] [data-chat-body]`, { hasText: "Your order ships tomorrow." })
      .waitFor();
    await tabTo(page, "[data-ticket-open] [data-chat-reply] textarea");
    await page.keyboard.type("Thank you!");
    await page.keyboard.press("Enter");
    await page.locator("[data-ticket-open] [data-chat-body]", { hasText: "Thank you!" }).waitFor();
    // Writing again puts the ticket back to the team at once, in the list and the heading; the ticket
    // keeps the title of what was first asked.
    await page.locator(`[data-ticket="${id}"] [data-ticket-status="open"]`).waitFor();
    await page.locator(`[data-ticket-open="${id}"] [data-ticket-open-status="open"]`).waitFor();
    expect(await page.locator(`[data-ticket="${id}"] [data-ticket-title]`).innerText()).toBe("Where is my order?");
    // Staff resolve it while the page is open: shown live, no reload.
    const loaded = await staffContext.request.get(siteUrl(BRIGHTPATH, `/api/conversations/${id}`));
    const { updated_at } = (await loaded.json()) as { updated_at: string };
    const resolved = await staffContext.request.patch(siteUrl(BRIGHTPATH, `/api/conversations/${id}`), {
      data: { status: "resolved", updated_at },
      headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
    });
    expect(resolved.status()).toBe(200);
    await page.locator(`[data-ticket="${id}"] [data-ticket-status="resolved"]`).waitFor();
    await page.locator(`[data-ticket-open="${id}"] [data-ticket-open-status="resolved"]`).waitFor();
    // The reply mail's link (?conversation=) opens the same ticket.
    await page.goto(siteUrl(BRIGHTPATH, `/account/profile/tickets?conversation=${id}`));
    await page.locator(`[data-ticket-open="${id}"]`).waitFor();
    await expectAxeClean(page);

    const anonymous = await browser.newContext();
    const redirect = await anonymous.request.get(siteUrl(BRIGHTPATH, "/account/profile/tickets"), { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    await anonymous.close();
    assertNoProblems(recorded.problems);
    await page.context().close();
  }, 120_000);
});
