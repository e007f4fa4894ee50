import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPage, DEMO, signedInState } from "./support/accounts.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * The staff side of live support (decision 039) in Chromium: a visitor (a second browser
 * context, through the public API and the real WebSocket) starts a conversation; it appears live in
 * /admin/tickets with a toast and "(1)" in the tab title; staff — keyboard only — open it, see the
 * visitor typing, reply (the visitor's socket receives it and its read mark shows "Seen"), write an
 * internal note the visitor never receives, insert a canned reply, assign themselves, resolve and
 * reopen. The dashboard's Tickets card counts open conversations live. The inbox is axe-clean.
 */

/** The machine may be busy: live updates get 10 s, not expect.poll's 1 s. */
const POLL = { timeout: 10_000 };

type StorageState = NonNullable<Exclude<BrowserContextOptions["storageState"], string>>;

let browser: Browser;
let asAdmin: StorageState;

beforeAll(async () => {
  browser = await launchBrowser();
  asAdmin = await signedInState(browser, DEMO.brightpathAdmin);
});

afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, what: string) {
  const violations = await checkAccessibility(page);
  expect(
    violations,
    `serious or critical axe-core findings on ${what}:\n${JSON.stringify(violations, null, 2)}`,
  ).toEqual([]);
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 })) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

type Visitor = {
  page: Page;
  conversationId: number;
  token: string;
  /** Events the visitor's own socket received on its conversation's channel. */
  events(): Promise<{ event: string; data: Record<string, unknown> }[]>;
  publish(event: string, data: unknown): Promise<void>;
};

/** A visitor in a browser context of their own: starts a conversation over REST, follows it over /realtime. */
async function startVisitor(name: string, message: string): Promise<Visitor> {
  const { page } = await newPage(browser);
  await page.goto(siteUrl(BRIGHTPATH, "/"));
  const started = await page.evaluate(
    async ({ name, message }) => {
      const res = await fetch("/api/conversations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
          message,
          page_url: location.href,
          language: "en",
        }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { conversation: { id: number }; visitor_token: string },
      };
    },
    { name, message },
  );
  expect(started.status).toBe(201);
  const conversationId = started.body.conversation.id;
  const token = started.body.visitor_token;
  await page.evaluate(
    ({ token, channel }) =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { visitorSocket: WebSocket; visitorEvents: unknown[] };
        w.visitorEvents = [];
        const socket = new WebSocket(`ws://${location.host}/realtime`);
        w.visitorSocket = socket;
        socket.onopen = () => socket.send(JSON.stringify({ type: "auth", token }));
        socket.onerror = () => reject(new Error("socket error"));
        socket.onmessage = (message) => {
          const frame = JSON.parse(String(message.data)) as { type: string; channel?: string };
          if (frame.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel }));
          if (frame.type === "subscribed") resolve();
          if (frame.type === "event") w.visitorEvents.push(frame);
        };
      }),
    { token, channel: `conversation:${conversationId}` },
  );
  return {
    page,
    conversationId,
    token,
    events: () =>
      page.evaluate(
        () =>
          (window as unknown as { visitorEvents: { event: string; data: Record<string, unknown> }[] }).visitorEvents,
      ),
    publish: (event, data) =>
      page.evaluate(
        ({ channel, event, data }) =>
          (window as unknown as { visitorSocket: WebSocket }).visitorSocket.send(
            JSON.stringify({ type: "publish", channel, event, data }),
          ),
        { channel: `conversation:${conversationId}`, event, data },
      ),
  };
}

describe("the tickets inbox (localhost)", () => {
  it("shows a new conversation live and lets staff answer it by keyboard alone", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asAdmin });
    await page.goto(siteUrl(BRIGHTPATH, "/admin/tickets"));
    await waitForHydration(page);
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    await expectAccessible(page, "the inbox");
    const titleBefore = await page.title();
    expect(titleBefore).toMatch(/^Tickets \| /);

    const visitor = await startVisitor(`Vera ${Date.now()}`, "Hello, <b>my invoice</b> is wrong");
    // The toast, the list and the tab title, without a reload.
    await page.getByText(/^New conversation from Vera/).waitFor();
    const link = page.locator(`[data-conversation="${visitor.conversationId}"]`);
    await link.waitFor();
    await expect.poll(() => page.title(), POLL).toBe(`(1) ${titleBefore}`);

    // Keyboard only from here: reach the conversation in the list and open it.
    await tabTo(page, link);
    await page.keyboard.press("Enter");
    const log = page.getByRole("log", { name: "Messages" });
    // Markup is text: the visitor's message shows as typed.
    await log.getByText("Hello, <b>my invoice</b> is wrong").waitFor();
    await expect.poll(() => page.title(), POLL).toBe(titleBefore);
    await page.locator("dd", { hasText: siteUrl(BRIGHTPATH, "/") }).waitFor(); // the visitor's page
    // The conversation's language, named in the person's UI language.
    expect(await page.locator("dd", { hasText: /^English$/ }).count()).toBe(1);

    // The visitor types: staff see it.
    await visitor.publish("typing", { typing: true });
    await page.getByText(/is typing…$/).waitFor();

    // Staff reply with Enter; the visitor's socket receives it, and staff see typing reached them first.
    const reply = page.getByRole("textbox", { name: /^Reply to Vera/ });
    await tabTo(page, reply);
    await page.keyboard.type("Sorry about that, fixing it now.");
    await expect.poll(async () => (await visitor.events()).some((e) => e.event === "typing"), POLL).toBe(true);
    await page.keyboard.press("Enter");
    await log.getByText("Sorry about that, fixing it now.").waitFor();
    await expect
      .poll(
        async () =>
          (await visitor.events()).some(
            (e) => e.event === "message" && e.data.body === "Sorry about that, fixing it now.",
          ),
        POLL,
      )
      .toBe(true);
    await log.getByText("Delivered").waitFor();
    const lastSeq = Math.max(
      ...(await visitor.events()).filter((e) => e.event === "message").map((e) => Number(e.data.seq)),
    );
    await visitor.publish("read", { seq: lastSeq });
    await log.getByText("Seen").waitFor();

    // An internal note: the radio group by arrow key, never delivered to the visitor.
    await tabTo(page, page.getByRole("radio", { name: /^Reply to/ }), { backwards: true });
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Internal note" }).isChecked()).toBe(true);
    await tabTo(page, page.getByRole("textbox", { name: /^Internal note/ }));
    await page.keyboard.type("Customer since 2019, refund approved.");
    await page.keyboard.press("Enter");
    await page.getByRole("list", { name: "Internal notes" }).getByText("Customer since 2019").waitFor();
    const visitorView = await visitor.page.evaluate(
      async ({ id, token }) =>
        (await fetch(`/api/conversations/${id}`, { headers: { "x-visitor-token": token } })).text(),
      { id: visitor.conversationId, token: visitor.token },
    );
    expect(visitorView).not.toContain("refund approved");
    expect(JSON.stringify(await visitor.events())).not.toContain("refund approved");

    // The first reply assigned it to its author; unassign with the select's arrow keys, then "Assign to me".
    const assigned = page.getByLabel("Assigned to");
    const assignedText = () => assigned.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
    await expect.poll(assignedText, POLL).toMatch(/\(me\)$/);
    await tabTo(page, assigned, { backwards: true });
    for (let i = 0; i < 20 && (await assignedText()) !== "Nobody"; i += 1) await page.keyboard.press("ArrowUp");
    await page.getByRole("button", { name: "Assign to me" }).waitFor();
    await tabTo(page, page.getByRole("button", { name: "Assign to me" }));
    await page.keyboard.press("Enter");
    await expect.poll(assignedText, POLL).toMatch(/\(me\)$/);
    await tabTo(page, page.getByRole("button", { name: "Resolve" }), { backwards: true });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Reopen" }).waitFor();
    await page.locator("dd", { hasText: "Resolved" }).waitFor();
    await expect
      .poll(
        async () => (await visitor.events()).some((e) => e.event === "conversation" && e.data.status === "resolved"),
        POLL,
      )
      .toBe(true);
    await page.keyboard.press("Enter"); // the focus stays on the same button, now "Reopen"
    await page.getByRole("button", { name: "Resolve" }).waitFor();
    await expectAccessible(page, "the inbox with a conversation open");

    // A canned reply: created below the inbox, then inserted from the reply box's menu.
    await tabTo(page, page.getByRole("button", { name: "New canned reply" }));
    await page.keyboard.press("Enter");
    const title = `Refund ${Date.now()}`;
    await tabTo(page, page.getByRole("textbox", { name: "Title" }));
    await page.keyboard.type(title);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Your refund is on its way.");
    await tabTo(page, page.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await page.getByRole("list", { name: "Canned replies" }).getByText(title).first().waitFor();
    await tabTo(page, page.getByRole("radio", { name: "Internal note" }), { backwards: true });
    await page.keyboard.press("ArrowLeft");
    await tabTo(page, page.getByRole("button", { name: "Insert a canned reply" }));
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: title }).waitFor();
    // Radix focuses the first item; walk down to ours.
    const item = page.getByRole("menuitem", { name: title });
    for (
      let i = 0;
      i < 30 && !(await item.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }));
      i += 1
    ) {
      await page.keyboard.press("ArrowDown");
    }
    await page.keyboard.press("Enter");
    const box = page.getByRole("textbox", { name: /^Reply to Vera/ });
    await expect.poll(() => box.inputValue(), POLL).toBe("Your refund is on its way.");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement), POLL).toBe(true);
    await page.keyboard.press("Enter");
    await expect
      .poll(
        async () =>
          (await visitor.events()).some((e) => e.event === "message" && e.data.body === "Your refund is on its way."),
        POLL,
      )
      .toBe(true);

    // The "Mine" filter lists it.
    await tabTo(page, page.getByRole("link", { name: "Mine" }), { backwards: true, max: 200 });
    await page.keyboard.press("Enter");
    await page.locator(`[data-conversation="${visitor.conversationId}"]`).waitFor();
    expectNoProblems();
    await visitor.page.close();
    await page.close();
  }, 120_000);

  it("counts open conversations live on the dashboard's Tickets card", async () => {
    const { page, expectNoProblems } = await accountPage(browser, { storageState: asAdmin });
    await page.goto(siteUrl(BRIGHTPATH, "/admin"));
    await waitForHydration(page);
    const card = page.getByTestId("tickets-summary");
    await card.filter({ hasText: /open/ }).waitFor();
    const before = Number(/^(\d+) open/.exec((await card.textContent()) ?? "")?.[1]);
    // The card follows the inbox channel before the visitor writes.
    await page.locator('[data-testid="tickets-summary"][data-live="true"]').waitFor();
    const visitor = await startVisitor(`Dana ${Date.now()}`, "Is anyone there?");
    await card.filter({ hasText: new RegExp(`^${before + 1} open, longest waiting`) }).waitFor();
    await expect.poll(() => page.title(), POLL).toMatch(/^\(1\) Dashboard/);
    expect(await page.getByRole("link", { name: /^Tickets Support/ }).getAttribute("href")).toBe("/admin/tickets");
    await expectAccessible(page, "the dashboard");
    expectNoProblems();
    await visitor.page.close();
    await page.close();
  });
  it("fits a 375 px phone with a conversation open, whatever the visitor pasted", async () => {
    const visitor = await startVisitor(
      "Maximiliana Konstantinopoulou-Wetherspoon",
      "My order: https://example.com/a/very/long/path/with-many-segments/that-never-break/anywhere?query=string&and=more",
    );
    const { page, expectNoProblems } = await accountPage(browser, {
      storageState: asAdmin,
      viewport: { width: 375, height: 812 },
    });
    await page.goto(siteUrl(BRIGHTPATH, `/admin/tickets?filter=all&conversation=${visitor.conversationId}`));
    await waitForHydration(page);
    await page.locator("#conversation-title").filter({ hasText: "Maximiliana" }).waitFor();
    await page.getByText("that-never-break", { exact: false }).first().waitFor();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page, "no horizontal overflow").toBeLessThanOrEqual(widths.viewport);
    expectNoProblems();
    await page.close();
    await visitor.page.close();
  });
});
