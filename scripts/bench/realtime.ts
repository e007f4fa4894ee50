/**
 * `npm run bench -- --realtime`: the real-time module (decision 035). In one process, so figures are
 * ratios within one run, not absolutes: 1,000 concurrent visitor sockets on one app instance
 * (authenticated with visitor tokens, one channel each), staff messages stored and delivered to
 * them (one-way delivery latency p50/p95), against a bare `ws` server that sends the same bytes
 * straight to the same number of sockets; memory per idle socket (client and server sides of both,
 * measured alike); with Redis reachable, the same delivery across two instances.
 */
import { randomUUID } from "node:crypto";
import { Socket } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import { startLiveServer } from "../../tests/setup/live-server.ts";
import { openDatabase } from "../../server/db/client.ts";
import { createOrganization } from "../../server/db/seed/factories.ts";
import { chatVisitors } from "../../server/db/schema/index.ts";

const say = (message: string) => process.stderr.write(`[bench:realtime] ${message}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function heapAfterGc(): Promise<number> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
}

async function redisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port || 6379), hostname);
  });
}

type Waiter = { resolve(at: number): void };

/** N sockets that note when a frame carrying `probe` arrives. */
async function openClients(
  count: number,
  open: (index: number) => WebSocket,
  ready: (socket: WebSocket, index: number) => Promise<void>,
) {
  const waiters = new Map<string, Waiter>();
  const sockets: WebSocket[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, offset) => start + offset);
    await Promise.all(
      batch.map(async (index) => {
        const socket = open(index);
        socket.on("message", (data) => {
          const text = String(data);
          const probe = /"probe":"([^"]+)"/.exec(text)?.[1];
          if (probe) waiters.get(probe)?.resolve(performance.now());
        });
        await ready(socket, index);
        sockets[index] = socket;
      }),
    );
  }
  const deliver = async (send: (index: number, probe: string) => Promise<void> | void, messages: number) => {
    const latencies: number[] = [];
    for (let i = 0; i < messages; i += 1) {
      const index = Math.floor(Math.random() * count);
      const probe = randomUUID();
      const arrived = new Promise<number>((resolve) => waiters.set(probe, { resolve }));
      const started = performance.now();
      await send(index, probe);
      latencies.push((await arrived) - started);
      waiters.delete(probe);
    }
    return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)) };
  };
  return { sockets, deliver, close: () => sockets.forEach((socket) => socket.terminate()) };
}

export async function benchRealtime({ sockets = 1000, messages = 500 } = {}) {
  const database = openDatabase({});
  await database.migrate();
  const org = await createOrganization({ db: database.db, name: "Bench", hosts: ["bench.localhost"] });
  const headers = { host: "bench.localhost", origin: "http://bench.localhost" };
  const payload = { body: "Hello, how can we help you today?" };

  // --- The bare `ws` server: the floor for the same sockets and bytes.
  const before = await heapAfterGc();
  const bare = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((resolve) => bare.once("listening", resolve));
  const bareSockets: WebSocket[] = [];
  bare.on("connection", (socket) => bareSockets.push(socket));
  const barePort = (bare.address() as { port: number }).port;
  const bareClients = await openClients(
    sockets,
    () => new WebSocket(`ws://127.0.0.1:${barePort}`),
    (socket) => new Promise((resolve) => socket.once("open", () => resolve())),
  );
  const bareMemory = (await heapAfterGc()) - before;
  say(`bare ws: ${sockets} sockets open`);
  const bareDelivery = await bareClients.deliver((index, probe) => {
    bareSockets[index]!.send(
      JSON.stringify({
        type: "event",
        channel: `bench:${index}`,
        seq: 1,
        event: "message",
        data: { ...payload, probe },
      }),
    );
  }, messages);
  bareClients.close();
  await new Promise((resolve) => bare.close(resolve));

  // --- The app instance: visitor tokens, one stored channel each, staff messages through the hub.
  const server = await startLiveServer({ database, realtime: { heartbeatMs: 30_000 } });
  server.services.realtime.defineChannel("bench", { authorize: ({ principal, parts }) => parts[0] === principal.id });
  const visitors = Array.from({ length: sockets }, () => randomUUID());
  await database.db
    .insert(chatVisitors)
    .values(visitors.map((id) => ({ id, organization_id: org.id, name: "Visitor", email: "v@example.com" })));
  const tokens = await Promise.all(
    visitors.map((visitorId) => server.services.visitorTokens.sign("visitor", { organizationId: org.id, visitorId })),
  );
  const appBefore = await heapAfterGc();
  const subscribe = (socket: WebSocket, index: number) =>
    new Promise<void>((resolve) => {
      const onMessage = (data: unknown) => {
        const frame = JSON.parse(String(data)) as { type: string };
        if (frame.type === "ready")
          socket.send(JSON.stringify({ type: "subscribe", channel: `bench:${visitors[index]}`, since: 0 }));
        if (frame.type === "subscribed") {
          socket.off("message", onMessage);
          resolve();
        }
      };
      socket.on("message", onMessage);
      socket.once("open", () => socket.send(JSON.stringify({ type: "auth", token: tokens[index] })));
    });
  const appClients = await openClients(sockets, () => new WebSocket(server.url, { headers }), subscribe);
  const appMemory = (await heapAfterGc()) - appBefore;
  say(`app: ${sockets} visitor sockets authenticated and subscribed`);
  const appDelivery = await appClients.deliver(async (index, probe) => {
    await server.services.realtime.publish({
      organizationId: org.id,
      channel: `bench:${visitors[index]}`,
      event: "message",
      data: { ...payload, probe },
    });
  }, messages);

  // --- Two instances through Redis.
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  let crossInstance: { p50: number; p95: number } | { skipped: string };
  if (await redisReachable(redisUrl)) {
    appClients.close();
    await server.stop();
    const one = await startLiveServer({ database, env: { REDIS_URL: redisUrl }, realtime: { sweepMs: 600_000 } });
    const two = await startLiveServer({ database, env: { REDIS_URL: redisUrl }, realtime: { sweepMs: 600_000 } });
    for (const instance of [one, two]) {
      instance.services.realtime.defineChannel("bench", {
        authorize: ({ principal, parts }) => parts[0] === principal.id,
      });
    }
    const few = Math.min(100, sockets);
    const crossClients = await openClients(few, () => new WebSocket(one.url, { headers }), subscribe);
    crossInstance = await crossClients.deliver(
      async (index, probe) => {
        await two.services.realtime.publish({
          organizationId: org.id,
          channel: `bench:${visitors[index]}`,
          event: "message",
          data: { ...payload, probe },
        });
      },
      Math.min(messages, 300),
    );
    crossClients.close();
    await one.stop();
    await two.stop();
  } else {
    crossInstance = { skipped: `Redis not reachable at ${redisUrl}` };
    appClients.close();
    await server.stop();
  }
  await database.close();

  return {
    sockets,
    messages,
    note: "One process: latencies include the client side; ratios within this run are what to read.",
    bareWs: { deliveryMs: bareDelivery, bytesPerIdleSocket: Math.round(bareMemory / sockets) },
    app: {
      deliveryMs: appDelivery,
      bytesPerIdleSocket: Math.round(appMemory / sockets),
      deliveryP50VsBare: round(appDelivery.p50 / Math.max(bareDelivery.p50, 0.001)),
      deliveryP95VsBare: round(appDelivery.p95 / Math.max(bareDelivery.p95, 0.001)),
    },
    crossInstanceViaRedisMs: crossInstance,
  };
}
