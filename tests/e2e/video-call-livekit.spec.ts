import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLiveKitServer, type LiveKitTestServer } from "../setup/livekit-server.ts";
import { checkAccessibility } from "./support/accessibility.ts";
import { MEDIA_ARGS, launchBrowser } from "./support/browser.ts";
import { randomSecret, startServer, type ServerProcess } from "./support/server-process.ts";
import { BRIGHTPATH, siteUrl } from "./support/site.ts";
import { inCall, remoteShape, signalFrames, videoPlays } from "./support/video-call.ts";
import { seededDataDir } from "./support/data-dir.ts";

/**
 * The video call through LiveKit (decision 040), in Chromium with fake camera and
 * microphone, two browser contexts. This spec starts a LiveKit-protocol server of its own
 * (tests/setup/livekit-server.ts: livekit-client's signalling, a werift SFU forwarding the media)
 * and a production server whose LIVEKIT_* point at it. Host and guest get LiveKit tokens from
 * launch-video, load livekit-client (only then), join the room and both see the other's video
 * playing — media that went through that server, not peer to peer; the host shares the screen
 * (the guest sees it, then the camera again); the guest's signalling is cut as by a network drop
 * and the call comes back by itself; the host mutes the guest (the
 * guest's microphone is muted on the LiveKit side too), removes them (their LiveKit connection is
 * closed by the server) and ends the meeting for all (the room is deleted, the booking completed).
 */

const API_KEY = "e2e-key";
const API_SECRET = randomSecret();
let browser: Browser;
let liveKit: LiveKitTestServer;
let server: ServerProcess;

beforeAll(async () => {
  liveKit = await startLiveKitServer({ apiKey: API_KEY, apiSecret: API_SECRET });
  server = await startServer({
    dataDir: seededDataDir("livekit"),
    env: {
      RENDER_THREADS: "0",
      LOG_LEVEL: "warn",
      LIVEKIT_URL: liveKit.url,
      LIVEKIT_API_KEY: API_KEY,
      LIVEKIT_API_SECRET: API_SECRET,
    },
  });
  browser = await launchBrowser(MEDIA_ARGS);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await liveKit?.stop();
  if (code !== undefined && code !== 0) console.warn(`LiveKit e2e server exited with ${code}:\n${server.stderr()}`);
});

/** The page's loaded scripts whose address names LiveKit (its lazily loaded chunk). */
const liveKitScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /livekit/i.test(name)),
  );

describe("video call through LiveKit", () => {
  it("both see the other's video through the LiveKit server; mute, remove and end act on the LiveKit room", async () => {
    const { guest, host, created, frames } = await inCall(browser, browser, server.port).catch((error: Error) => {
      // What the LiveKit server saw tells a signalling failure from a media one.
      throw new Error(`${error.message}\nLiveKit test server log: ${JSON.stringify(liveKit.log)}`);
    });
    const id = created.booking.id;
    const room = `booking${id}`;
    // Both joined the LiveKit room with launch-video's tokens and published real media there…
    const joined = (identity: RegExp) => (e: Record<string, unknown>) =>
      e.type === "joined" && String(e.room).endsWith(room) && identity.test(String(e.identity));
    await liveKit.waitFor(joined(new RegExp(`^guest:${id}$`)));
    await liveKit.waitFor(joined(/^host:/));
    const published = (identity: RegExp, kind: string) => (e: Record<string, unknown>) =>
      e.type === "published" && identity.test(String(e.identity)) && e.kind === kind;
    await liveKit.waitFor(published(new RegExp(`^guest:${id}$`), "video"));
    await liveKit.waitFor(published(/^host:/, "video"));
    // …and no peer-to-peer negotiation went over our socket.
    expect(signalFrames(frames.sent, "offer")).toEqual([]);
    // livekit-client came in a chunk of its own, loaded for this call.
    expect(await liveKitScripts(guest.page)).not.toEqual([]);
    await host.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor();
    await guest.page.getByTestId("call-quality").waitFor({ timeout: 15_000 });
    expect(await checkAccessibility(guest.page)).toEqual([]);

    // Screen sharing replaces the host's camera on the LiveKit track: the guest sees the 16:9
    // screen, frames advancing, then the 4:3 camera again.
    await guest.page.waitForFunction(remoteShape, "camera", { timeout: 15_000 });
    await host.page.getByRole("button", { name: "Share screen" }).focus();
    await host.page.keyboard.press("Enter");
    await guest.page.waitForFunction(remoteShape, "screen", { timeout: 15_000 });
    await videoPlays(guest.page, "remote-video");
    await host.page.getByRole("button", { name: "Stop sharing" }).focus();
    await host.page.keyboard.press("Enter");
    await guest.page.waitForFunction(remoteShape, "camera", { timeout: 15_000 });

    // A network drop of the guest's signalling: livekit-client reconnects by itself (this server
    // does not resume sessions, so the client joins afresh), and video plays both ways again.
    const joins = liveKit.log.filter((e) => e.type === "joined" && e.identity === `guest:${id}`).length;
    liveKit.dropSignal(`guest:${id}`);
    await expect
      .poll(() => liveKit.log.filter((e) => e.type === "joined" && e.identity === `guest:${id}`).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(joins);
    await videoPlays(host.page, "remote-video");
    await videoPlays(guest.page, "remote-video");
    await guest.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor();

    // Mute: the guest's microphone is off, and muted on the LiveKit side (RoomService).
    await host.page.getByRole("button", { name: "Mute guest" }).focus();
    await host.page.keyboard.press("Enter");
    await guest.page.getByRole("button", { name: "Unmute microphone" }).waitFor();
    const mute = await liveKit.waitFor((e) => e.type === "twirp" && e.method === "MutePublishedTrack");
    expect(mute).toMatchObject({ authorized: true, body: { identity: `guest:${id}`, muted: true } });

    // Remove: the guest's call ends and the LiveKit server closes their connection.
    await host.page.getByRole("button", { name: "Remove guest" }).focus();
    await host.page.keyboard.press("Enter");
    await liveKit.waitFor((e) => e.type === "twirp" && e.method === "RemoveParticipant" && e.authorized === true);
    await liveKit.waitFor((e) => e.type === "closed" && e.identity === `guest:${id}`);
    await guest.page.getByTestId("room-closed").waitFor();
    await host.page.getByText("Gia Guest was removed from the call.").waitFor();
    // The guest's tracks are gone from the host's call (the SFU dropped them).
    await host.page.getByText("Waiting for Gia Guest to connect…").waitFor();

    // End for all: the room is deleted on the LiveKit side, the booking completed.
    await host.page.getByRole("button", { name: "End for all" }).focus();
    await host.page.keyboard.press("Enter");
    await liveKit.waitFor((e) => e.type === "twirp" && e.method === "DeleteRoom" && e.authorized === true);
    await liveKit.waitFor((e) => e.type === "closed" && /^host:/.test(String(e.identity)));
    await host.page.getByText("The meeting has ended.").first().waitFor();
    const read = await host.page
      .context()
      .request.get(siteUrl(BRIGHTPATH, `/api/meetings/bookings/${id}`, server.port));
    expect((await read.json()).booking.status).toBe("completed");
    // The dropped connection is reported by livekit-client as errors (the socket closed with 1006;
    // this server answering the resume attempt with "rejoin"; on a busy machine, the negotiation the
    // drop cut short timing out once the client had joined afresh); nothing else may be.
    const dropErrors =
      /error reading from signal stream|Received leave request while trying to \(re\)connect|NegotiationError: negotiation timed out/;
    expect(guest.problems.filter((problem) => !dropErrors.test(problem.text))).toEqual([]);
    host.expectNoProblems();
  }, 180_000);

  it("a visitor page loads no LiveKit code", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(siteUrl(BRIGHTPATH, "/book", server.port));
      await page.waitForLoadState("networkidle");
      expect(await liveKitScripts(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
