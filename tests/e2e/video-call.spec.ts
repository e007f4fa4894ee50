import { chromium, type Browser, type Page } from "playwright-core";
import { bookThroughApi, inCall, remoteShape, signalFrames, ufragOf, videoPlays } from "./support/video-call.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkAccessibility } from "./support/accessibility.ts";
import { DEMO, signInWithApi } from "./support/accounts.ts";
import { MEDIA_ARGS, chromiumPath, launchBrowser, newPage, waitForHydration } from "./support/browser.ts";
import { linkIn, waitForMail } from "./support/mailbox.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";

/**
 * The waiting room and the video call (decision 040) in Chromium with fake camera and
 * microphone, two browser contexts: a guest books, follows the mailed join link (real SMTP
 * receiver), checks devices and waits; the host (the demo admin) sees them waiting live and admits;
 * both see the other's video playing (frames advancing); the guest leaves and the booking is
 * completed. A cancelled booking's join link opens no room. Keyboard only; dialogs axe-clean.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser(MEDIA_ARGS);
});

afterAll(async () => {
  await browser?.close();
});

/** Tabs until the focused element is the button named `name`, then presses Enter (keyboard only). */
async function pressButton(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.tagName === "BUTTON" ? (el.textContent ?? "").trim() : null;
    });
    if (focused === name) {
      await page.keyboard.press("Enter");
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`no button "${name}" reachable with Tab`);
}

describe("waiting room and video call", () => {
  it("mailed link → device check → waiting → host admits → both see video → guest leaves → completed", async () => {
    const email = `caller-${Date.now()}@example.com`;
    const guest = await newPage(browser, { timezoneId: "Europe/Berlin" });
    const since = new Date(Date.now() - 1000);
    const created = await bookThroughApi(guest.page, email);
    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const join = linkIn(mail, "action=join")!;
    expect(join).toContain(`booking=${created.booking.id}`);

    // The host opens the booking's room first (signed in as the demo admin).
    const host = await newPage(browser);
    await signInWithApi(host.page.context(), DEMO.brightpathAdmin);
    await host.page.goto(siteUrl(BRIGHTPATH, `/book?booking=${created.booking.id}&action=host`));
    await waitForHydration(host.page);
    await host.page.getByTestId("guest-status").filter({ hasText: "Not here yet" }).waitFor();

    // The guest follows the mailed link: the device check opens in the modal.
    await guest.page.goto(join);
    await waitForHydration(guest.page);
    const dialog = guest.page.getByRole("dialog", { name: "Check your camera and microphone" });
    await dialog.waitFor();
    await guest.page.getByTestId("camera-check").filter({ hasText: "ready" }).waitFor();
    await guest.page.getByTestId("microphone-check").filter({ hasText: "ready" }).waitFor();
    await videoPlays(guest.page, "preview-video");
    expect(await checkAccessibility(guest.page)).toEqual([]);
    await pressButton(guest.page, "Join the waiting room");

    // Waiting: minutes:seconds, and the host sees it live (no reload).
    await guest.page.getByRole("dialog", { name: "Waiting room" }).waitFor();
    await guest.page
      .getByTestId("waited")
      .filter({ hasText: /^0:0[1-9]$/ })
      .waitFor();
    expect(await checkAccessibility(guest.page)).toEqual([]);
    await host.page.getByTestId("guest-status").filter({ hasText: "Waiting to be admitted" }).waitFor();
    await host.page
      .getByTestId("guest-waited")
      .filter({ hasText: /^\d+:\d\d$/ })
      .waitFor();

    // The host admits with the keyboard; both see the other's video playing.
    await host.page.getByRole("button", { name: "Admit" }).focus();
    await host.page.keyboard.press("Enter");
    await videoPlays(host.page, "remote-video");
    await videoPlays(guest.page, "remote-video");
    await host.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor();
    await guest.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor();
    await guest.page.getByTestId("call-quality").waitFor();
    expect(await checkAccessibility(host.page)).toEqual([]);
    expect(await checkAccessibility(guest.page)).toEqual([]);

    // The host mutes the guest (a host control); the guest's microphone is off.
    await host.page.getByRole("button", { name: "Mute guest" }).focus();
    await host.page.keyboard.press("Enter");
    await guest.page.getByRole("button", { name: "Unmute microphone" }).waitFor();

    // The guest leaves the call with the keyboard: the booking is completed, the host is told.
    await guest.page.getByRole("button", { name: "Leave call" }).focus();
    await guest.page.keyboard.press("Enter");
    await guest.page.getByTestId("room-closed").filter({ hasText: "You left the meeting." }).waitFor();
    await host.page.getByText("The meeting has ended.").first().waitFor();
    const read = await guest.page
      .context()
      .request.get(
        siteUrl(
          BRIGHTPATH,
          `/api/meetings/bookings/${created.booking.id}?token=${new URL(join).searchParams.get("token")}`,
        ),
      );
    expect((await read.json()).booking.status).toBe("completed");
    guest.expectNoProblems();
    host.expectNoProblems();
  }, 180_000);

  it("a cancelled booking's join link opens no waiting room", async () => {
    const email = `cancelled-${Date.now()}@example.com`;
    const guest = await newPage(browser);
    const since = new Date(Date.now() - 1000);
    const created = await bookThroughApi(guest.page, email);
    const mail = await waitForMail({ to: email, subject: "Booking confirmed", since });
    const join = linkIn(mail, "action=join")!;
    const token = new URL(join).searchParams.get("token")!;
    const cancel = await guest.page
      .context()
      .request.put(
        siteUrl(BRIGHTPATH, `/api/meetings/bookings/${created.booking.id}?token=${encodeURIComponent(token)}`),
        { data: { status: "cancelled" }, headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") } },
      );
    expect(cancel.status()).toBe(200);
    await guest.page.goto(join);
    await waitForHydration(guest.page);
    await guest.page.getByText("This booking was cancelled. It can no longer be joined or moved.").waitFor();
    expect(await guest.page.getByRole("dialog").count()).toBe(0);
    expect(await guest.page.getByRole("button", { name: "Join the meeting" }).count()).toBe(0);
    // Nor can the call be launched or its channel entered with that link.
    const launch = await guest.page.context().request.post(siteUrl(BRIGHTPATH, "/api/meetings/launch-video"), {
      data: { booking_id: created.booking.id, token },
      headers: { origin: siteUrl(BRIGHTPATH, "").replace(/\/$/, "") },
      failOnStatusCode: false,
    });
    expect(launch.status()).toBe(409);
    guest.expectNoProblems();
  }, 90_000);

  it("screen sharing replaces the host's camera for the guest, with frames advancing, and back", async () => {
    const { guest, host } = await inCall(browser, browser);
    await guest.page.waitForFunction(remoteShape, "camera", { timeout: 15_000 });
    await host.page.getByRole("button", { name: "Share screen" }).focus();
    await host.page.keyboard.press("Enter");
    await host.page.getByRole("button", { name: "Stop sharing" }).waitFor();
    // The guest's remote video now carries the screen (16:9), and its frames advance.
    await guest.page.waitForFunction(remoteShape, "screen", { timeout: 15_000 });
    await videoPlays(guest.page, "remote-video");
    await host.page.getByRole("button", { name: "Stop sharing" }).focus();
    await host.page.keyboard.press("Enter");
    await host.page.getByRole("button", { name: "Share screen" }).waitFor();
    await guest.page.waitForFunction(remoteShape, "camera", { timeout: 15_000 });
    await videoPlays(guest.page, "remote-video");
    guest.expectNoProblems();
    host.expectNoProblems();
  }, 120_000);

  it("a stalled network recovers through an ICE restart, and video plays again", async () => {
    // The guest runs in a browser of its own, so that its processes can be stalled: a peer that stops
    // answering, as on a dropped network (DevTools' offline mode does not reach WebRTC's sockets).
    const server = await chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: MEDIA_ARGS });
    const pid = server.process().pid!;
    const guestBrowser = await chromium.connect(server.wsEndpoint());
    try {
      const { guest, host, frames } = await inCall(guestBrowser, browser);
      const offers = () => signalFrames(frames.sent, "offer");
      const first = offers().at(-1)!;
      process.kill(-pid, "SIGSTOP");
      try {
        await host.page.getByTestId("call-state").filter({ hasText: "Reconnecting…" }).waitFor({ timeout: 30_000 });
        // The host offers an ICE restart on the same connection: same session, new credentials.
        await expect
          .poll(() => offers().some((o) => o.session === first.session && ufragOf(o) !== ufragOf(first)), {
            timeout: 20_000,
          })
          .toBe(true);
      } finally {
        process.kill(-pid, "SIGCONT");
      }
      const restart = offers().find((o) => o.session === first.session && ufragOf(o) !== ufragOf(first))!;
      // The guest answers it with new credentials of its own; the call is connected and plays again.
      await expect
        .poll(
          () =>
            signalFrames(frames.received, "answer").some(
              (a) => a.session === first.session && ufragOf(a) !== ufragOf(signalFrames(frames.received, "answer")[0]!),
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(ufragOf(restart)).not.toBe(ufragOf(first));
      await host.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor({ timeout: 30_000 });
      await videoPlays(host.page, "remote-video");
      await videoPlays(guest.page, "remote-video");
      host.expectNoProblems();
    } finally {
      await guestBrowser.close().catch(() => {});
      await server.close();
    }
  }, 180_000);
});
