import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WebSocket } from "ws";
import { RealtimeClient, type RealtimeEvent, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { DEMO } from "./support/accounts.ts";
import { assertNoProblems, launchBrowser, newPage, waitForHydration, type RecordedPage } from "./support/browser.ts";
import {
  randomSecret,
  type ServerProcess,
  spawnServer,
  startServer,
  waitUntilReady,
} from "./support/server-process.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { REDIS_TEST_URL, redisReachable } from "../setup/reachable.ts";
import { seededDataDir } from "./support/data-dir.ts";

/**
 * Live support across a server restart and across two instances (decisions 035 and 038),
 * in Chromium, on servers of this spec's own:
 *  1. A visitor chats with staff; the server is stopped (SIGTERM) and started again on the same
 *     data and port; staff write twice at once. The widget reconnects by itself and shows every
 *     stored message exactly once, in order; the visitor's next message reaches staff live.
 *  2. Two instances on one PostgreSQL database and one Redis: the visitor's browser on A, staff
 *     only on B. The widget says the team is online, typing and messages cross both ways live.
 *     Skipped (with a message) when PostgreSQL or Redis does not answer.
 */

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DIALOG = "[data-help-dialog]";

async function postgresReachable(): Promise<boolean> {
  const client = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

const [withPostgres, withRedis] = await Promise.all([postgresReachable(), redisReachable()]);
const twoInstances = withPostgres && withRedis;
if (!twoInstances) {
  console.warn(
    `live-chat-restart: the two-instance case is skipped: ${[
      withPostgres ? "" : `no PostgreSQL answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} (TEST_POSTGRES_URL)`,
      withRedis ? "" : `no Redis answers at ${REDIS_TEST_URL} (REDIS_TEST_URL)`,
    ]
      .filter(Boolean)
      .join("; ")}`,
  );
}

let browser: Browser;
const cleanups: Array<() => Promise<unknown> | unknown> = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  await browser?.close();
});

/** The environment both processes of a case share: one auth secret, so tokens and sessions stay valid. */
function serverEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { AUTH_SECRET: randomSecret(), RENDER_THREADS: "0", LOG_LEVEL: "error", ...extra };
}

function track(server: ServerProcess): ServerProcess {
  cleanups.push(() => server.stop(5_000));
  return server;
}

function scratch(name: string): string {
  const dir = mkdtempSync(path.join(inject("scratchDir"), `${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A staff member's browser context on the server at `port`, signed in through the API. */
async function staffOn(port: number): Promise<{ context: BrowserContext; cookie: string }> {
  const context = await browser.newContext();
  cleanups.push(() => context.close());
  const answer = await context.request.post(siteUrl(BRIGHTPATH, "/api/auth/login", port), {
    data: { email: DEMO.brightpathAdmin.email, password: DEMO.brightpathAdmin.password },
    headers: { origin: siteUrl(BRIGHTPATH, "", port).replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const cookie = (await context.cookies(siteUrl(BRIGHTPATH, "/", port)))
    .map((entry) => `${entry.name}=${entry.value}`)
    .join("; ");
  return { context, cookie };
}

async function staffReply(staff: BrowserContext, port: number, conversationId: number, body: string) {
  const answer = await staff.request.post(siteUrl(BRIGHTPATH, `/api/conversations/${conversationId}/messages`, port), {
    data: { body },
    headers: { origin: siteUrl(BRIGHTPATH, "", port).replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { seq: number };
}

async function storedSeqs(staff: BrowserContext, port: number, conversationId: number): Promise<number[]> {
  const detail = await staff.request.get(siteUrl(BRIGHTPATH, `/api/conversations/${conversationId}`, port));
  expect(detail.status()).toBe(200);
  return ((await detail.json()) as { messages: { seq: number }[] }).messages.map((message) => message.seq);
}

/** The staff member's socket on the server at `port`: the session cookie, the site's own origin. */
function staffSocket(port: number, cookie: string): RealtimeClient {
  const client = new RealtimeClient({
    url: `ws://127.0.0.1:${port}/realtime`,
    createSocket: (url) =>
      new WebSocket(url, {
        headers: { host: `${BRIGHTPATH}:${port}`, origin: `http://${BRIGHTPATH}:${port}`, cookie },
      }) as unknown as SocketLike,
  });
  cleanups.push(() => client.close());
  return client;
}

function follow(client: RealtimeClient, channel: string) {
  const events: RealtimeEvent[] = [];
  const subscribed = new Promise<void>((resolve) =>
    client.subscribe(channel, { onEvent: (event) => events.push(event), onSubscribed: () => resolve() }),
  );
  const waitFor = async (what: string, predicate: (event: RealtimeEvent) => boolean, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
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

async function until(what: string, condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Presses Tab until the focused element matches `selector` (keyboard only, as a person would). */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function visitorOn(port: number): Promise<RecordedPage> {
  const recorded = await newPage(browser, { viewport: { width: 1280, height: 900 } });
  cleanups.push(() => recorded.page.context().close());
  await recorded.page
    .context()
    .addCookies([{ name: "cookies_accepted", value: "false", url: siteUrl(BRIGHTPATH, "/", port) }]);
  return recorded;
}

async function openLiveSupport(page: Page, port: number) {
  await page.goto(siteUrl(BRIGHTPATH, "/", port));
  await waitForHydration(page);
  await tabTo(page, "[data-help-button]", 200);
  await page.keyboard.press("Enter");
  await page.locator(DIALOG).waitFor({ state: "visible" });
  await tabTo(page, '[data-help-go="live-support"]');
  await page.keyboard.press("Enter");
  await page.locator("[data-live-support]").waitFor();
}

/** Name, e-mail and first message with the keyboard; answers the new conversation's id. */
async function startConversation(page: Page, name: string, first: string): Promise<number> {
  await tabTo(page, `${DIALOG} [data-chat-start] input[autocomplete="name"]`);
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${name.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await page.keyboard.press("Tab");
  await page.keyboard.type(first);
  await tabTo(page, `${DIALOG} [data-chat-start] button[type="submit"]`);
  await page.keyboard.press("Enter");
  const panel = page.locator(`${DIALOG} [data-conversation]`);
  await panel.waitFor();
  const id = Number(await panel.getAttribute("data-conversation"));
  expect(id).toBeGreaterThan(0);
  return id;
}

async function visitorSends(page: Page, body: string) {
  await tabTo(page, `${DIALOG} [data-chat-reply] textarea`);
  await page.keyboard.type(body);
  await page.keyboard.press("Enter");
  await page.locator(`${DIALOG} [data-chat-messages] li[data-author="visitor"]`, { hasText: body }).waitFor();
}

const shownSeqs = (page: Page) =>
  page
    .locator(`${DIALOG} [data-chat-messages] li`)
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-seq"))));

const seqShown = (page: Page, seq: number) => page.locator(`${DIALOG} li[data-seq="${seq}"]`).waitFor();

/** The console noise a dropped server causes (failed socket and fetches): expected here. */
// A lazy section image the page asks for while the server is down fails too (the sections' own
// warning, "Image failed to load"): the headless shell (decision 084) loads them at another moment.
const notAboutTheOutage = (problems: RecordedPage["problems"]) =>
  problems.filter(
    (problem) =>
      !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch|Image failed to load/.test(
        problem.text,
      ),
  );

describe("live support survives a server restart and spans two instances", () => {
  it("a restart mid-conversation: the widget reconnects by itself, every message once and in order", async () => {
    const dataDir = seededDataDir("chat-restart");
    const env = serverEnv();
    const first = track(await startServer({ dataDir, env }));
    const { port } = first;
    const staff = await staffOn(port);
    const { page, problems } = await visitorOn(port);
    await openLiveSupport(page, port);
    const id = await startConversation(page, "Rita Restart", "Hello before the restart");

    const socket = staffSocket(port, staff.cookie);
    const channel = follow(socket, `conversation:${id}`);
    await channel.subscribed;
    const before = await staffReply(staff.context, port, id, "Staff, before the restart");
    await seqShown(page, before.seq);

    // SIGTERM: the server tells every socket it restarts (1012) and exits cleanly.
    expect(await first.stop()).toBe(0);
    const lost = page.locator(`${DIALOG} [role="status"]`, { hasText: "Connection lost" });
    await lost.waitFor();

    // The same data and port again; staff write twice at once, before the widget is back.
    const second = track(spawnServer({ ...env, PORT: String(port), DATA_DIR: dataDir }));
    await waitUntilReady(second);
    const after1 = await staffReply(staff.context, port, id, "Staff, right after the restart (1)");
    const after2 = await staffReply(staff.context, port, id, "Staff, right after the restart (2)");
    expect(after2.seq).toBeGreaterThan(after1.seq);
    expect(after1.seq).toBeGreaterThan(before.seq);

    // The widget reconnects by itself (no reload) and catches up from its last sequence.
    await seqShown(page, after2.seq);
    await seqShown(page, after1.seq);
    await lost.waitFor({ state: "detached" });
    const stored = await storedSeqs(staff.context, port, id);
    expect(stored).toHaveLength(4);
    expect(await shownSeqs(page)).toEqual(stored);

    // The visitor's next message reaches staff live (their socket reconnected as well).
    await visitorSends(page, "Visitor, after the reconnect");
    const received = await channel.waitFor(
      "the visitor's message after the restart",
      (e) => e.event === "message" && (e.data as { body?: string }).body === "Visitor, after the reconnect",
    );
    const storedAfter = await storedSeqs(staff.context, port, id);
    expect(storedAfter).toEqual([...stored, received.seq]);
    expect(await shownSeqs(page)).toEqual(storedAfter);
    // Each staff message reached staff's own socket once, too (live or replayed, never doubled).
    const staffSeen = channel.events.filter((e) => e.event === "message").map((e) => e.seq);
    expect(new Set(staffSeen).size).toBe(staffSeen.length);
    assertNoProblems(notAboutTheOutage(problems));
  }, 120_000);

  it.skipIf(!twoInstances)(
    `two instances on PostgreSQL + Redis${twoInstances ? "" : " (SKIPPED: PostgreSQL or Redis not reachable)"}: visitor on A, staff on B`,
    async () => {
      const name = `tessera_e2e_chat_${randomBytes(6).toString("hex")}`;
      const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      cleanups.push(async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      const env = serverEnv({ DATABASE_URL: url.toString(), REDIS_URL: REDIS_TEST_URL });
      // A first (it migrates and seeds the fresh database), then B on the same database and Redis.
      const a = track(await startServer({ dataDir: scratch("chat-a"), env }));
      const b = track(await startServer({ dataDir: scratch("chat-b"), env }));

      // Staff are connected to B only, with the inbox open: the visitor on A sees the team online.
      const staff = await staffOn(b.port);
      const socket = staffSocket(b.port, staff.cookie);
      const inbox = follow(socket, "inbox");
      await inbox.subscribed;
      const { page, problems } = await visitorOn(a.port);
      // B's announcement in Redis is on its way (fire and forget): A answers "online" once it is there.
      await until("instance A to see staff online", async () => {
        const answer = await page.context().request.get(siteUrl(BRIGHTPATH, "/api/conversations/availability", a.port));
        return answer.ok() && ((await answer.json()) as { online?: boolean }).online === true;
      });
      await openLiveSupport(page, a.port);
      await page.locator(`${DIALOG} [data-chat-availability="online"]`).waitFor();
      const id = await startConversation(page, "Anna Across", "Hello from instance A");
      await inbox.waitFor(
        "the new conversation in the inbox",
        (e) => e.event === "conversation" && JSON.stringify(e.data).includes(`"id":${id}`),
      );

      const channel = follow(socket, `conversation:${id}`);
      await channel.subscribed;
      // Staff type on B: the visitor on A sees it. A typing signal is ephemeral (lost when the
      // widget's subscription is not up yet), so staff keep signalling while they type, as the inbox does.
      const typingShown = page.waitForFunction(
        (s) => /is typing/.test(document.querySelector(s)?.textContent ?? ""),
        `${DIALOG} [data-chat-typing]`,
      );
      const typing = () => socket.signal(`conversation:${id}`, "typing", { typing: true });
      typing();
      const keepTyping = setInterval(typing, 1_000);
      try {
        await typingShown;
      } finally {
        clearInterval(keepTyping);
      }
      // Staff reply on B: live on A.
      const reply = await staffReply(staff.context, b.port, id, "Hello from instance B");
      await seqShown(page, reply.seq);

      // The visitor types and writes on A: staff on B see both live.
      await tabTo(page, `${DIALOG} [data-chat-reply] textarea`);
      await page.keyboard.type("Typing on A");
      await channel.waitFor(
        "the visitor typing",
        (e) => e.event === "typing" && (e.data as { kind?: string }).kind === "visitor",
      );
      await page.keyboard.press("Enter");
      const received = await channel.waitFor(
        "the visitor's message from A",
        (e) => e.event === "message" && (e.data as { body?: string }).body === "Typing on A",
      );
      const stored = await storedSeqs(staff.context, b.port, id);
      expect(stored.at(-1)).toBe(received.seq);
      await seqShown(page, received.seq!);
      expect(await shownSeqs(page)).toEqual(stored);
      assertNoProblems(notAboutTheOutage(problems));
    },
    120_000,
  );
});
