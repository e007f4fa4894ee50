import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { freePort, startNode } from "./processes.ts";

/**
 * `npm run bench -- --video [--calls 20]` (decision 040): the time from the host's "Admit" to the
 * first remote video frame, over `calls` calls on one machine. One production server (fresh
 * PGlite data, the demo seed), Debian's Chromium with fake camera and microphone, two contexts:
 * the guest books through the API, opens its join link, passes the device check and waits; the
 * host (demo admin) opens the booking's room and presses Admit. Measured: from that press to the
 * first decoded frame of the other side's video on the host's page, on the guest's page, and the
 * later of the two (both see each other). Each call is then left (booking completed).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN = { email: "admin@brightpath.localhost", password: "Tessera-demo-2026" };

/** Records, in the page, the wall-clock time of the first frame the remote video shows. */
const FIRST_FRAME_PROBE = `
  window.__firstRemoteFrame = null;
  const timer = setInterval(() => {
    const video = document.querySelector('[data-testid="remote-video"]');
    if (video && video.videoWidth > 0 && video.getVideoPlaybackQuality().totalVideoFrames > 0) {
      window.__firstRemoteFrame = Date.now();
      clearInterval(timer);
    }
  }, 5);
`;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    min: Math.round(sorted[0]!),
    max: Math.round(sorted.at(-1)!),
  };
}

async function book(context: BrowserContext, base: string, typeId: number, n: number) {
  const origin = { origin: base };
  for (let week = 0; week < 13; week++) {
    const from = new Date(Date.now() + week * 7 * 86_400_000).toISOString();
    const to = new Date(Date.now() + (week + 1) * 7 * 86_400_000).toISOString();
    const slots = (await (
      await context.request.get(`${base}/api/meetings/slots?meeting_type_id=${typeId}&from=${from}&to=${to}`)
    ).json()) as { slots: Array<{ start: string }> };
    for (const slot of slots.slots) {
      const res = await context.request.post(`${base}/api/meetings/bookings`, {
        headers: origin,
        failOnStatusCode: false,
        data: {
          meeting_type_id: typeId,
          scheduled_at: slot.start,
          customer_name: `Bench Guest ${n}`,
          customer_email: `bench-${n}-${Date.now()}@example.com`,
          time_zone: "Europe/Berlin",
        },
      });
      if (res.status() === 201) return (await res.json()) as { booking: { id: number }; token: string };
    }
  }
  throw new Error("no free slot left for the bench");
}

export async function benchVideo({ calls }: { calls: number }) {
  const work = mkdtempSync(path.join(os.tmpdir(), "tessera-video-bench-"));
  const port = await freePort();
  const dataDir = path.join(work, "data");
  mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ["DATABASE_URL", "REDIS_URL", "PUBLIC_ORIGIN", "SMTP_URL"]) delete env[key];
  const server = await startNode({
    name: "server",
    args: ["server/index.ts"],
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    port,
    logFile: path.join(work, "server.log"),
    readyPath: "/healthz",
    timeoutMs: 300_000,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  const base = `http://localhost:${port}`;
  const hostTimes: number[] = [];
  const guestTimes: number[] = [];
  const bothTimes: number[] = [];
  try {
    const hostContext = await browser.newContext();
    const login = await hostContext.request.post(`${base}/api/auth/login`, { headers: { origin: base }, data: ADMIN });
    if (login.status() !== 200) throw new Error(`admin login answered ${login.status()}`);
    const types = (await (await hostContext.request.get(`${base}/api/meetings/types`)).json()) as {
      meeting_types: Array<{ id: number; name: string }>;
    };
    const typeId = types.meeting_types.find((type) => type.name === "Strategy workshop")!.id;
    for (let n = 0; n < calls; n++) {
      const guestContext = await browser.newContext();
      const created = await book(guestContext, base, typeId, n);
      const id = created.booking.id;
      const guest: Page = await guestContext.newPage();
      const host: Page = await hostContext.newPage();
      await guest.addInitScript(FIRST_FRAME_PROBE);
      await host.addInitScript(FIRST_FRAME_PROBE);
      await host.goto(`${base}/book?booking=${id}&action=host`);
      await host.getByTestId("guest-status").waitFor();
      await guest.goto(`${base}/book?booking=${id}&token=${encodeURIComponent(created.token)}&action=join`);
      await guest.getByRole("button", { name: "Join the waiting room" }).click();
      await host.getByTestId("guest-status").filter({ hasText: "Waiting to be admitted" }).waitFor();
      const admit = host.getByRole("button", { name: "Admit" });
      await admit.waitFor();
      const start = Date.now();
      await admit.click();
      const firstFrame = (page: Page) =>
        page
          .waitForFunction(
            () => (window as unknown as { __firstRemoteFrame: number | null }).__firstRemoteFrame,
            null,
            {
              timeout: 60_000,
              polling: 20,
            },
          )
          .then((handle) => handle.jsonValue() as Promise<number>);
      const [hostFrame, guestFrame] = await Promise.all([firstFrame(host), firstFrame(guest)]);
      hostTimes.push(hostFrame - start);
      guestTimes.push(guestFrame - start);
      bothTimes.push(Math.max(hostFrame, guestFrame) - start);
      console.error(`call ${n + 1}/${calls}: host ${hostFrame - start} ms, guest ${guestFrame - start} ms`);
      await guest.getByRole("button", { name: "Leave call" }).click();
      await guest.getByTestId("room-closed").waitFor();
      await guest.close();
      await host.close();
      await guestContext.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return {
    what: "time from the host's Admit press to the first remote video frame (ms), one machine, fake media",
    calls,
    host_sees_guest: summary(hostTimes),
    guest_sees_host: summary(guestTimes),
    both: summary(bothTimes),
    cpus: os.cpus().length,
    load_average_1m: Number(os.loadavg()[0]!.toFixed(2)),
    command: `npm run bench -- --video --calls ${calls}`,
  };
}
