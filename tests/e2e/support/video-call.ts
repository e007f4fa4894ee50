import type { Browser, Page } from "playwright-core";
import { DEMO, postJson, signInWithApi } from "./accounts.ts";
import { newPage, waitForHydration, type RecordedPage } from "./browser.ts";
import { BRIGHTPATH, siteUrl } from "./site.ts";

/** Helpers of the video-call end-to-end tests (tests/e2e/video-call.spec.ts). */

type Created = { booking: { id: number; status: string }; join_url: string };

/** Books the first free "Strategy workshop" slot (no automatic admission) through the API. */
export async function bookThroughApi(page: Page, email: string, port?: number): Promise<Created> {
  const context = page.context();
  const types = await (await context.request.get(siteUrl(BRIGHTPATH, "/api/meetings/types", port))).json();
  const type = (types.meeting_types as Array<{ id: number; name: string }>).find(
    (t) => t.name === "Strategy workshop",
  )!;
  const slots = await (
    await context.request.get(
      siteUrl(BRIGHTPATH, `/api/meetings/slots?meeting_type_id=${type.id}&time_zone=Europe/Berlin`, port),
    )
  ).json();
  for (const slot of slots.slots as Array<{ start: string }>) {
    const data = {
      meeting_type_id: type.id,
      scheduled_at: slot.start,
      customer_name: "Gia Guest",
      customer_email: email,
      time_zone: "Europe/Berlin",
    };
    const answer =
      port === undefined
        ? await postJson(context, BRIGHTPATH, "/api/meetings/bookings", data)
        : await postOn(page, port, "/api/meetings/bookings", data);
    if (answer.status === 201) return answer.body as unknown as Created;
    if (answer.status !== 409) throw new Error(`booking answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  throw new Error("no free slot");
}

/** A JSON POST to the demo site on the server at `port` (a spec's own server). */
async function postOn(page: Page, port: number, path: string, data: object) {
  const response = await page.context().request.post(siteUrl(BRIGHTPATH, path, port), {
    data,
    headers: { origin: siteUrl(BRIGHTPATH, "", port).replace(/\/$/, "") },
    failOnStatusCode: false,
  });
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

/** Resolves once the video element shows frames that advance (a real remote track playing). */
export async function videoPlays(page: Page, testId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const video = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`);
      return !!video && video.videoWidth > 0 && video.readyState >= 2 && !video.paused;
    },
    testId,
    { timeout: 30_000 },
  );
  const frames = () =>
    page.evaluate((id) => {
      const video = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`)!;
      return video.getVideoPlaybackQuality().totalVideoFrames;
    }, testId);
  const before = await frames();
  await page.waitForFunction(
    ({ id, before }) =>
      document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`)!.getVideoPlaybackQuality().totalVideoFrames >
      before + 5,
    { id: testId, before },
    { timeout: 15_000 },
  );
}

/** A `signal` frame of the call's channel, as the host's socket sent or received it. */
export type SignalFrame = { session: string; description?: { type: string; sdp: string } };

/** The host's socket frames of the call, both ways (Playwright sees them; nothing in the page is hooked). */
export type CallFrames = { sent: unknown[]; received: unknown[] };

/** The SDP descriptions of one type among recorded frames, in order. */
export function signalFrames(frames: unknown[], type: "offer" | "answer"): SignalFrame[] {
  return frames
    .filter((f): f is { event: string; data: SignalFrame } => (f as { event?: string }).event === "signal")
    .map((f) => f.data)
    .filter((data) => data.description?.type === type);
}

/** The ICE username fragment of a description: new credentials mean an ICE restart. */
export function ufragOf(signal: SignalFrame): string | undefined {
  return /a=ice-ufrag:(\S+)/.exec(signal.description?.sdp ?? "")?.[1];
}

/** In the page: does the remote video show the camera (4:3) or the fake screen (16:9)? */
export function remoteShape(shape: string): boolean {
  const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
  if (!video || video.videoWidth === 0 || video.videoHeight === 0) return false;
  const ratio = video.videoWidth / video.videoHeight;
  return shape === "screen" ? ratio > 1.6 : ratio < 1.45;
}

/**
 * A guest (in `guestBrowser`) booked, joined the waiting room by the booking's join link and was
 * admitted by the demo admin (in `hostBrowser`); both see the other's video playing.
 */
export async function inCall(
  guestBrowser: Browser,
  hostBrowser: Browser,
  /** A spec's own server (the shared one when left out). */
  port?: number,
): Promise<{ guest: RecordedPage; host: RecordedPage; created: Created; frames: CallFrames }> {
  const guest = await newPage(guestBrowser, { timezoneId: "Europe/Berlin" });
  const created = await bookThroughApi(guest.page, `media-${Date.now()}@example.com`, port);
  const host = await newPage(hostBrowser);
  const frames: CallFrames = { sent: [], received: [] };
  const record = (into: unknown[], payload: string | Buffer) => {
    try {
      into.push(JSON.parse(String(payload)));
    } catch {
      // not a JSON frame
    }
  };
  host.page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => record(frames.sent, payload));
    socket.on("framereceived", ({ payload }) => record(frames.received, payload));
  });
  if (port === undefined) await signInWithApi(host.page.context(), DEMO.brightpathAdmin);
  else {
    const { email, password } = DEMO.brightpathAdmin;
    const signedIn = await postOn(host.page, port, "/api/auth/login", { email, password });
    if (signedIn.status !== 200) throw new Error(`signing in answered ${signedIn.status}`);
  }
  await host.page.goto(siteUrl(BRIGHTPATH, `/book?booking=${created.booking.id}&action=host`, port));
  await waitForHydration(host.page);
  await guest.page.goto(created.join_url);
  await waitForHydration(guest.page);
  await guest.page.getByTestId("camera-check").filter({ hasText: "ready" }).waitFor();
  await guest.page.getByRole("button", { name: "Join the waiting room" }).click();
  await host.page.getByTestId("guest-status").filter({ hasText: "Waiting to be admitted" }).waitFor();
  await host.page.getByRole("button", { name: "Admit" }).click();
  await videoPlays(host.page, "remote-video");
  await videoPlays(guest.page, "remote-video");
  await host.page.getByTestId("call-state").filter({ hasText: "Connected" }).waitFor();
  return { guest, host, created, frames };
}
