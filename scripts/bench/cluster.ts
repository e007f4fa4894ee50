/**
 * `npm run bench -- --cluster [--duration 60] [--visitors 200]`: the production shape under faults
 * (decision 068). Instances of the production build behind Caddy on PostgreSQL and a Redis of its
 * own (scripts/cluster/launch.ts), every request to 127.0.0.1. For each scenario — `kill -9` of one
 * instance midway and starting it again, then Redis killed midway and started again — it runs at
 * once, for `duration` seconds (longer when the fault outlasts two thirds of it: a third of it
 * always follows the recovery):
 *  - anonymous page views of both demo sites through Caddy (Host localhost / globex.localhost):
 *    requests, p50/p99 and 5xx before, during and after the fault;
 *  - live-chat conversations: each visitor starts one through Caddy, follows it on a WebSocket and
 *    writes; staff reply by REST straight to an instance other than the one the visitor's socket
 *    opened on, and staff sockets (eight conversations each, spread over the instances) follow
 *    every conversation too. At the end
 *    every socket is cut and reconnects (resuming from its last sequence); then the messages stored
 *    in the database are compared with what each subscriber received: lost, duplicated, phantom;
 *  - bookings of contested slots: rounds of concurrent bookings of one free slot, through Caddy and
 *    straight to each instance; the database must hold one booking per slot, never two;
 *  - admin edits: a section of /about renamed through Caddy, then /about polled on every instance
 *    directly until it shows the new title (the page cache purged across instances through Redis).
 * When Debian's `pebble-challtestsrv` is installed, Brightpath also gets the custom domain
 * `shop.example.test` first (added, its TXT record set in that test DNS, verified through the
 * domains API), and page views go to it too.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import os from "node:os";
import postgres from "postgres";
import { WebSocket } from "ws";
import { RealtimeClient, type SocketLike } from "../../shared/realtime/realtime-client.ts";
import { type Cluster, hasBinary, startCluster } from "../cluster/launch.ts";
import { startChalltestsrv, type Challtestsrv } from "../../tests/support/challtestsrv.ts";

export type ClusterBenchOptions = {
  /** Seconds of load per scenario (the fault comes at a third of it). */
  durationS?: number;
  instances?: number;
  visitors?: number;
  messagesPerVisitor?: number;
  bookingRounds?: number;
  contenders?: number;
  pageConcurrency?: number;
  scenarios?: Scenario[];
  /** Keep the instances', Caddy's and Redis's logs (their folder is printed). */
  keepLogs?: boolean;
  say?: (message: string) => void;
};
export type Scenario = "kill" | "redis";

const DEMO_PASSWORD = "Tessera-demo-2026";
/** How long an edit's page is polled on each instance before it counts as not visible. */
const EDIT_DEADLINE_MS = 15_000;
/** Conversations one staff socket follows. */
const STAFF_CHANNELS = 8;
const ADMIN = "admin@brightpath.localhost";
/** The custom domain the bench gives Brightpath (a test name: only the bench's DNS knows it). */
const CUSTOM_DOMAIN = "shop.example.test";
type Page = { host: string; path: string };
const PAGES: Page[] = [
  { host: "localhost", path: "/" },
  { host: "localhost", path: "/services" },
  { host: "localhost", path: "/blog" },
  { host: "localhost", path: "/about" },
  { host: "globex.localhost", path: "/" },
  { host: "globex.localhost", path: "/savings" },
  { host: "globex.localhost", path: "/blog" },
];

type Answer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/** One HTTP request to 127.0.0.1:port with the Host header given; status 0 when the connection failed. */
function send(
  port: number,
  method: string,
  path: string,
  options: { host?: string; headers?: Record<string, string>; body?: unknown; agent?: Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  const host = options.host ?? "localhost";
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: options.agent ?? false,
        headers: {
          host,
          ...(method === "GET" ? {} : { origin: `http://${host}` }),
          ...(payload ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
      },
    );
    req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, headers: {}, body: "" }));
    req.end(payload);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.body) as T;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
}

type Sample = { at: number; ms: number; status: number };
type PhaseFigures = {
  requests: number;
  per_second: number;
  p50_ms: number | null;
  p99_ms: number | null;
  status_5xx: number;
  connection_errors: number;
};

function phaseFigures(samples: Sample[], seconds: number): PhaseFigures {
  const answered = samples.filter((sample) => sample.status !== 0);
  return {
    requests: samples.length,
    per_second: seconds > 0 ? round(answered.length / seconds) : 0,
    p50_ms: percentile(
      answered.map((sample) => sample.ms),
      50,
    ),
    p99_ms: percentile(
      answered.map((sample) => sample.ms),
      99,
    ),
    status_5xx: samples.filter((sample) => sample.status >= 500).length,
    connection_errors: samples.length - answered.length,
  };
}

/** A socket factory for RealtimeClient: the first socket to `first`, each reconnection to the next instance. */
function rotatingSockets(
  cluster: Cluster,
  first: number,
  headers: Record<string, string>,
  onFrame: (raw: string) => void,
) {
  let attempt = 0;
  const sockets: WebSocket[] = [];
  const createSocket = () => {
    const ports = cluster.instancePorts;
    const port = ports[(first + attempt) % ports.length]!;
    attempt += 1;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/realtime`, {
      headers: { host: "localhost", origin: "http://localhost", ...headers },
    });
    socket.on("message", (data) => onFrame(String(data)));
    sockets.push(socket);
    return socket as unknown as SocketLike;
  };
  return { createSocket, current: () => sockets.at(-1) };
}

type Subscriber = {
  name: string;
  client: RealtimeClient;
  /** Message ids delivered to the application per conversation, in order (after the client's seq check). */
  delivered: Map<number, number[]>;
  /** Event frames that reached the socket more than once (same channel and seq). */
  wireDuplicates: number;
  resets: number;
  cut: () => void;
};

function subscriber(
  name: string,
  cluster: Cluster,
  first: number,
  auth: { token?: string; cookie?: string },
): Subscriber {
  const seen = new Set<string>();
  const entry: Subscriber = {
    name,
    client: null as unknown as RealtimeClient,
    delivered: new Map(),
    wireDuplicates: 0,
    resets: 0,
    cut: () => {},
  };
  const sockets = rotatingSockets(cluster, first, auth.cookie ? { cookie: auth.cookie } : {}, (raw) => {
    const frame = JSON.parse(raw) as { type?: string; channel?: string; seq?: number };
    if (frame.type !== "event" || frame.seq === undefined) return;
    const key = `${frame.channel}#${frame.seq}`;
    if (seen.has(key)) entry.wireDuplicates += 1;
    seen.add(key);
  });
  entry.client = new RealtimeClient({
    url: "ws://127.0.0.1/realtime",
    createSocket: sockets.createSocket,
    ...(auth.token ? { token: () => auth.token } : {}),
    minDelayMs: 100,
    maxDelayMs: 1_000,
  });
  entry.cut = () => sockets.current()?.terminate();
  return entry;
}

/** Follows a conversation from its first message; resolves once subscribed (false after 30 s without). */
function follow(entry: Subscriber, conversationId: number): Promise<boolean> {
  const list: number[] = entry.delivered.get(conversationId) ?? [];
  entry.delivered.set(conversationId, list);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 30_000);
    entry.client.subscribe(`conversation:${conversationId}`, {
      since: 0,
      onEvent: (event) => {
        const id = (event.data as { id?: unknown } | null)?.id;
        if (event.event === "message" && typeof id === "number") list.push(id);
      },
      onReset: () => {
        entry.resets += 1;
      },
      onSubscribed: () => {
        clearTimeout(timer);
        resolve(true);
      },
      onError: () => {
        clearTimeout(timer);
        resolve(false);
      },
    });
  });
}

export type ScenarioReport = Awaited<ReturnType<typeof runScenario>>;

async function runScenario(
  cluster: Cluster,
  scenario: Scenario,
  settings: Required<Omit<ClusterBenchOptions, "say" | "scenarios" | "keepLogs">>,
  staff: { cookie: string; token: string },
  pages: Page[],
  say: (message: string) => void,
) {
  const durationMs = settings.durationS * 1000;
  const caddy = cluster.caddyPort!;
  const instanceCount = cluster.instancePorts.length;
  const victim = instanceCount - 1;
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  // The load runs `duration`, and at least a third of it after the fault is over (a restarted
  // instance may take longer than the run to be ready on a busy machine).
  let end = durationMs;
  let faultAt = durationMs / 3;
  let recoveredAt = durationMs / 3;
  let faultDone = false;
  const errors: string[] = [];

  // --- the fault, at a third of the run ---------------------------------------------------------
  const fault = (async () => {
    await wait(durationMs / 3 - now());
    faultAt = now();
    if (scenario === "kill") {
      say(`kill -9 of instance ${victim + 1} at ${round(faultAt / 1000)} s; starting it again`);
      await cluster.kill(victim);
      await cluster.start(victim);
    } else {
      say(`Redis killed at ${round(faultAt / 1000)} s; starting it again in 3 s`);
      await cluster.restartRedis(3_000);
    }
    recoveredAt = now();
    end = Math.max(durationMs, recoveredAt + 2_000 + durationMs / 3);
    faultDone = true;
    say(`recovered at ${round(recoveredAt / 1000)} s`);
  })();

  // --- page views through Caddy -------------------------------------------------------------------
  const pageSamples: Sample[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: settings.pageConcurrency });
  const pageWorkers = Array.from({ length: settings.pageConcurrency }, async (_, worker) => {
    let index = worker;
    while (!faultDone || now() < end) {
      const page = pages[index % pages.length]!;
      index += 1;
      const started = performance.now();
      const answer = await send(caddy, "GET", page.path, { host: page.host, agent });
      pageSamples.push({ at: started - t0, ms: performance.now() - started, status: answer.status });
    }
  });

  // --- live chat --------------------------------------------------------------------------------
  // Staff follow conversations as the inbox does, a few per socket (the hub allows 20 frames a
  // second per socket, and the product follows at most ten channels on one): one staff socket per
  // STAFF_CHANNELS conversations, spread over the instances.
  const staffSubscribers: Subscriber[] = [];
  const staffFor = (index: number) => {
    const w = Math.floor(index / STAFF_CHANNELS);
    staffSubscribers[w] ??= subscriber(`staff ${w + 1}`, cluster, w % instanceCount, staff);
    return staffSubscribers[w];
  };
  const visitors: { subscriber: Subscriber; staff: Subscriber; conversationId: number }[] = [];
  const chat = {
    started: 0,
    startFailures: 0,
    sent: 0,
    sendFailures: 0,
    replies: 0,
    replyFailures: 0,
    subscribeTimeouts: 0,
  };
  const acked = new Set<number>();
  /** A staff reply straight to an instance (the one after the visitor's), the next one when refused. */
  const staffReply = async (first: number, conversationId: number, body: string) => {
    for (let attempt = 0; attempt < instanceCount; attempt += 1) {
      const port = cluster.instancePorts[(first + attempt) % instanceCount]!;
      const answer = await send(port, "POST", `/api/conversations/${conversationId}/messages`, {
        headers: { authorization: `Bearer ${staff.token}` },
        body: { body },
      });
      if (answer.status === 201) {
        acked.add(json<{ id: number }>(answer).id);
        return true;
      }
      if (answer.status !== 0) {
        errors.push(`staff reply ${answer.status}: ${answer.body.slice(0, 120)}`);
        return false;
      }
    }
    return false;
  };
  const chatWindow = durationMs * 0.8;
  const visitorWorkers = Array.from({ length: settings.visitors }, async (_, v) => {
    await wait((v / settings.visitors) * durationMs * 0.15 - now());
    const run = randomUUID().slice(0, 8);
    const started = await send(caddy, "POST", "/api/conversations", {
      body: { name: `Visitor ${v}`, email: `visitor-${v}-${run}@example.com`, message: `v${v} first` },
    });
    if (started.status !== 201) {
      chat.startFailures += 1;
      if (started.status !== 0) errors.push(`start ${started.status}: ${started.body.slice(0, 120)}`);
      return;
    }
    chat.started += 1;
    const {
      conversation,
      message,
      visitor_token: token,
    } = json<{
      conversation: { id: number };
      message: { id: number };
      visitor_token: string;
    }>(started);
    acked.add(message.id);
    const home = v % instanceCount;
    const entry = subscriber(`visitor ${v}`, cluster, home, { token });
    const watcher = staffFor(visitors.length);
    visitors.push({ subscriber: entry, staff: watcher, conversationId: conversation.id });
    const followed = await Promise.all([follow(entry, conversation.id), follow(watcher, conversation.id)]);
    chat.subscribeTimeouts += followed.filter((ok) => !ok).length;
    for (let m = 1; m <= settings.messagesPerVisitor; m += 1) {
      await wait(
        (v / settings.visitors) * durationMs * 0.15 + (m * chatWindow) / (settings.messagesPerVisitor + 1) - now(),
      );
      const sent = await send(caddy, "POST", `/api/conversations/${conversation.id}/messages`, {
        headers: { "x-visitor-token": token },
        body: { body: `v${v} m${m}` },
      });
      if (sent.status === 201) {
        chat.sent += 1;
        acked.add(json<{ id: number }>(sent).id);
      } else {
        chat.sendFailures += 1;
        if (sent.status !== 0) errors.push(`visitor message ${sent.status}: ${sent.body.slice(0, 120)}`);
      }
      if (await staffReply(home + 1, conversation.id, `reply ${m} to v${v}`)) chat.replies += 1;
      else chat.replyFailures += 1;
    }
  });

  // --- contested bookings -----------------------------------------------------------------------
  const types = json<{ meeting_types: { id: number }[] }>(await send(caddy, "GET", "/api/meetings/types"));
  const meetingTypeId = types.meeting_types[0]!.id;
  const bookingRounds: { slot: string; created: number; conflicts: number; other: Record<string, number> }[] = [];
  const bookingWorker = (async () => {
    for (let r = 0; r < settings.bookingRounds; r += 1) {
      await wait(((r + 0.5) * durationMs) / settings.bookingRounds - now());
      const slots = await send(caddy, "GET", `/api/meetings/slots?meeting_type_id=${meetingTypeId}`);
      if (slots.status !== 200) {
        errors.push(`slots ${slots.status}`);
        continue;
      }
      const slot = json<{ slots: { start: string }[] }>(slots).slots[0];
      if (!slot) {
        errors.push("no free slot left");
        continue;
      }
      const answers = await Promise.all(
        Array.from({ length: settings.contenders }, (_, c) => {
          // Half through Caddy, half straight to each instance in turn.
          const port = c % 2 === 0 ? caddy : cluster.instancePorts[(c >> 1) % instanceCount]!;
          return send(port, "POST", "/api/meetings/bookings", {
            body: {
              meeting_type_id: meetingTypeId,
              scheduled_at: slot.start,
              customer_name: `Contender ${c}`,
              customer_email: `contender-${r}-${c}-${randomUUID().slice(0, 6)}@example.com`,
              time_zone: "UTC",
            },
          });
        }),
      );
      const other: Record<string, number> = {};
      for (const answer of answers) {
        if (answer.status !== 201 && answer.status !== 409) other[answer.status] = (other[answer.status] ?? 0) + 1;
      }
      bookingRounds.push({
        slot: slot.start,
        created: answers.filter((answer) => answer.status === 201).length,
        conflicts: answers.filter((answer) => answer.status === 409).length,
        other,
      });
    }
  })();

  // --- admin edits, visible on every instance ---------------------------------------------------
  const edits: { status: number; visibleMs: (number | null)[]; skipped: number }[] = [];
  const editWorker = (async () => {
    const auth = { authorization: `Bearer ${staff.token}` };
    let n = 0;
    while (!faultDone || now() < end - 5_000) {
      n += 1;
      const list = await send(caddy, "GET", `/api/template-sections?url_page=/about&t=${Date.now()}`, {
        headers: auth,
      });
      const section =
        list.status === 200
          ? json<{ id: number; updated_at: string; section_title: string }[]>(list).find(
              (candidate) => candidate.section_title.trim() !== "",
            )
          : undefined;
      if (!section) {
        edits.push({ status: list.status, visibleMs: [], skipped: 0 });
        await wait(1_000);
        continue;
      }
      const title = `Edit ${scenario} ${n} ${randomUUID().slice(0, 6)}`;
      const saved = await send(caddy, "PUT", `/api/template-sections/${section.id}`, {
        headers: auth,
        body: { updated_at: section.updated_at, section_title: title },
      });
      const savedAt = performance.now();
      if (saved.status !== 200) {
        edits.push({ status: saved.status, visibleMs: [], skipped: 0 });
        await wait(1_000);
        continue;
      }
      let skipped = 0;
      const visibleMs = await Promise.all(
        cluster.instancePorts.map(async (port, i) => {
          if (!cluster.running(i)) {
            skipped += 1;
            return null;
          }
          while (performance.now() - savedAt < EDIT_DEADLINE_MS) {
            const page = await send(port, "GET", "/about", { timeoutMs: EDIT_DEADLINE_MS });
            if (page.status === 200 && page.body.includes(title)) return performance.now() - savedAt;
            if (page.status === 0 && !cluster.running(i)) {
              skipped += 1;
              return null;
            }
            await wait(25);
          }
          return Infinity;
        }),
      );
      edits.push({ status: 200, visibleMs, skipped });
      await wait(1_500);
    }
  })();

  await Promise.all([fault, ...pageWorkers, ...visitorWorkers, bookingWorker, editWorker]);
  agent.destroy();
  if (!faultDone) errors.push("the fault did not complete");
  const ranMs = now();

  // --- chat: every subscriber reconnects, then stored vs delivered -------------------------------
  const allSubscribers = [...visitors.map((visitor) => visitor.subscriber), ...staffSubscribers];
  const liveDelivered = new Map(
    allSubscribers.map((entry) => [entry, new Map([...entry.delivered].map(([k, v]) => [k, [...v]]))]),
  );
  for (const entry of allSubscribers) entry.cut();
  const conversationIds = visitors.map((visitor) => visitor.conversationId);
  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  const stored = new Map<number, number[]>();
  try {
    const rows = conversationIds.length
      ? await sql<{ conversation_id: number; id: number }[]>`
          select conversation_id, id from conversation_messages
          where internal = false and conversation_id in ${sql(conversationIds)} order by seq`
      : [];
    for (const row of rows) stored.set(row.conversation_id, [...(stored.get(row.conversation_id) ?? []), row.id]);
  } finally {
    await sql.end();
  }
  const compare = (delivered: (entry: Subscriber) => Map<number, number[]>) => {
    let lost = 0;
    let duplicated = 0;
    let phantom = 0;
    const check = (entry: Subscriber, conversationId: number) => {
      const want = new Set(stored.get(conversationId) ?? []);
      const got = delivered(entry).get(conversationId) ?? [];
      const gotSet = new Set(got);
      duplicated += got.length - gotSet.size;
      for (const id of want) if (!gotSet.has(id)) lost += 1;
      for (const id of gotSet) if (!want.has(id)) phantom += 1;
    };
    for (const visitor of visitors) {
      check(visitor.subscriber, visitor.conversationId);
      check(visitor.staff, visitor.conversationId);
    }
    return { lost, duplicated, phantom };
  };
  // Wait (at most 30 s) for the reconnected subscribers to catch up.
  const deadline = performance.now() + 30_000;
  while (compare((entry) => entry.delivered).lost > 0 && performance.now() < deadline) await wait(200);
  const afterReconnect = compare((entry) => entry.delivered);
  const live = compare((entry) => liveDelivered.get(entry)!);
  for (const entry of allSubscribers) entry.client.close();
  const storedCount = [...stored.values()].reduce((sum, ids) => sum + ids.length, 0);
  const storedIds = new Set([...stored.values()].flat());

  // --- bookings: the database's word ------------------------------------------------------------
  const db = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  let doubleBooked: { scheduled_at: string; bookings: number }[];
  let perSlot: number[];
  try {
    doubleBooked = await db<{ scheduled_at: string; bookings: number }[]>`
      select scheduled_at::text, count(*)::int as bookings from bookings
      where status <> 'cancelled' group by host_user_id, scheduled_at having count(*) > 1`;
    const slots = bookingRounds.map((entry) => entry.slot);
    perSlot = slots.length
      ? (
          await db<{ scheduled_at: Date; bookings: number }[]>`
            select scheduled_at, count(*)::int as bookings from bookings
            where status <> 'cancelled' and meeting_type_id = ${meetingTypeId}
              and scheduled_at in ${db(slots.map((slot) => new Date(slot)))}
            group by scheduled_at`
        ).map((row) => row.bookings)
      : [];
  } finally {
    await db.end();
  }

  // --- the figures ------------------------------------------------------------------------------
  const during = { from: faultAt, to: recoveredAt + 2_000 };
  const phase = (from: number, to: number) =>
    phaseFigures(
      pageSamples.filter((sample) => sample.at >= from && sample.at < to),
      (to - from) / 1000,
    );
  const saved = edits.filter((edit) => edit.status === 200);
  const visibility = saved.flatMap((edit) => edit.visibleMs.filter((ms): ms is number => ms !== null));
  return {
    scenario,
    fault:
      scenario === "kill"
        ? `kill -9 of instance ${victim + 1} of ${instanceCount}, started again at once`
        : "Redis killed (SIGKILL), started again 3 s later (empty)",
    timeline_s: { fault_at: round(faultAt / 1000), recovered_at: round(recoveredAt / 1000), end: round(ranMs / 1000) },
    pages: {
      before: phase(0, during.from),
      during: phase(during.from, during.to),
      after: phase(during.to, ranMs),
    },
    chat: {
      conversations: chat.started,
      start_failures: chat.startFailures,
      visitor_messages_acknowledged: chat.sent,
      visitor_message_failures: chat.sendFailures,
      staff_replies_acknowledged: chat.replies,
      staff_reply_failures: chat.replyFailures,
      messages_stored: storedCount,
      acknowledged_not_stored: [...acked].filter((id) => !storedIds.has(id)).length,
      subscribers: allSubscribers.length,
      subscriptions_checked: visitors.length * 2,
      subscribe_timeouts: chat.subscribeTimeouts,
      live,
      after_reconnect: afterReconnect,
      wire_duplicate_frames: allSubscribers.reduce((sum, entry) => sum + entry.wireDuplicates, 0),
      resets: allSubscribers.reduce((sum, entry) => sum + entry.resets, 0),
    },
    bookings: {
      rounds: bookingRounds.length,
      contenders_per_slot: settings.contenders,
      created_per_slot: bookingRounds.map((entry) => entry.created),
      conflicts_per_slot: bookingRounds.map((entry) => entry.conflicts),
      other_answers: bookingRounds.map((entry) => entry.other),
      stored_per_slot: perSlot,
      double_booked_slots: doubleBooked.length,
    },
    edits: {
      attempted: edits.length,
      saved: saved.length,
      not_saved: edits.filter((edit) => edit.status !== 200).map((edit) => edit.status),
      checks: visibility.length,
      instance_down_skipped: saved.reduce((sum, edit) => sum + edit.skipped, 0),
      visible_within_1s: visibility.filter((ms) => ms <= 1_000).length,
      not_visible_within_15s: visibility.filter((ms) => ms === Infinity).length,
      p50_ms: percentile(
        visibility.filter((ms) => ms !== Infinity),
        50,
      ),
      max_ms: visibility.some((ms) => ms !== Infinity)
        ? round(Math.max(...visibility.filter((ms) => ms !== Infinity)))
        : null,
    },
    errors: [...new Set(errors)].slice(0, 20),
  };
}

export async function benchCluster(options: ClusterBenchOptions = {}) {
  const say = options.say ?? ((message: string) => process.stderr.write(`[bench:cluster] ${message}\n`));
  const settings = {
    durationS: options.durationS ?? 60,
    instances: options.instances ?? 3,
    visitors: options.visitors ?? 200,
    messagesPerVisitor: options.messagesPerVisitor ?? 3,
    bookingRounds: options.bookingRounds ?? 6,
    contenders: options.contenders ?? 12,
    pageConcurrency: options.pageConcurrency ?? 8,
  };
  const scenarios = options.scenarios ?? ["kill", "redis"];
  if (!hasBinary("redis-server"))
    throw new Error("the cluster bench restarts a Redis of its own: redis-server is needed");
  const dns = await startChalltestsrv();
  if (!dns) say(`no custom domain in the mix: pebble-challtestsrv is not installed (apt-get install pebble)`);
  const cluster = await startCluster({
    instances: settings.instances,
    databaseName: "tessera_cluster_bench",
    redisUrl: "own",
    keepWorkDir: options.keepLogs ?? false,
    say,
    env: {
      // One staff account writes all replies and edits, and one address books every contended slot.
      WRITE_LIMIT_PER_MINUTE: "100000",
      QUOTA_BOOKINGS_PER_DAY: "100000",
      // Each staff socket follows every conversation of the run.
      REALTIME_SUBSCRIPTIONS_PER_SOCKET: "1000",
      REALTIME_SOCKETS_PER_SESSION: "100",
      // Domain verification asks the bench's DNS server.
      ...(dns ? { DNS_SERVERS: dns.dnsAddress } : {}),
    },
  });
  // Ctrl-C (or a stop) takes down what was started, not the bench alone.
  const stopAll = () => Promise.all([cluster.stop(), dns?.stop()]);
  const onSignal = () => void stopAll().finally(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  if (options.keepLogs) say(`logs kept in ${cluster.workDir}/logs`);
  try {
    const login = await send(cluster.caddyPort!, "POST", "/api/auth/login", {
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    if (login.status !== 200) throw new Error(`staff sign-in failed: ${login.status} ${login.body}`);
    const token = String(login.headers["set-auth-token"] ?? "");
    const cookie = ([] as string[])
      .concat(login.headers["set-cookie"] ?? [])
      .map((line) => line.split(";")[0])
      .join("; ");
    const customDomain = dns
      ? await addCustomDomain(cluster, dns, cookie, say)
      : "left out: pebble-challtestsrv not installed";
    const pages =
      customDomain === CUSTOM_DOMAIN
        ? [...PAGES, { host: CUSTOM_DOMAIN, path: "/" }, { host: CUSTOM_DOMAIN, path: "/services" }]
        : PAGES;
    const reports: ScenarioReport[] = [];
    for (const scenario of scenarios) {
      say(
        `scenario ${scenario}: ${settings.durationS} s, ${settings.visitors} visitors, ${settings.instances} instances`,
      );
      reports.push(await runScenario(cluster, scenario, settings, { cookie, token }, pages, say));
    }
    return {
      when: new Date().toISOString(),
      machine: { cpus: os.availableParallelism(), load_average: os.loadavg().map((value) => round(value, 2)) },
      settings: { ...settings, scenarios },
      custom_domain: customDomain,
      scenarios: reports,
    };
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await stopAll();
  }
}

/**
 * Gives Brightpath `shop.example.test` the way an admin does: add it, set the TXT record the answer
 * names at the (bench's) DNS provider, verify. Returns the host, or why it is not in the mix.
 */
async function addCustomDomain(cluster: Cluster, dns: Challtestsrv, cookie: string, say: (message: string) => void) {
  const db = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await db<{ organization_id: number }[]>`select organization_id from domains where host = 'localhost'`;
    const base = `/api/organizations/${row!.organization_id}/domains`;
    const headers = { cookie };
    const added = await send(cluster.caddyPort!, "POST", base, { headers, body: { host: CUSTOM_DOMAIN } });
    if (added.status !== 201) return `left out: adding it answered ${added.status} ${added.body.slice(0, 120)}`;
    const domain = json<{ domain: { id: number; records: { type: string; name: string; value: string }[] } }>(
      added,
    ).domain;
    const txt = domain.records.find((record) => record.type === "TXT")!;
    await dns.setTxt(txt.name, txt.value);
    const verified = await send(cluster.caddyPort!, "POST", `${base}/${domain.id}/verify`, { headers });
    if (verified.status !== 200)
      return `left out: verifying it answered ${verified.status} ${verified.body.slice(0, 120)}`;
    const home = await send(cluster.caddyPort!, "GET", "/", { host: CUSTOM_DOMAIN });
    if (home.status !== 200) return `left out: its home answered ${home.status}`;
    say(`custom domain ${CUSTOM_DOMAIN} verified for Brightpath; page views go to it too`);
    return CUSTOM_DOMAIN;
  } finally {
    await db.end();
  }
}

/** The lines people read: one block per scenario. */
export function clusterSummary(report: Awaited<ReturnType<typeof benchCluster>>): string {
  const lines: string[] = [];
  for (const s of report.scenarios) {
    lines.push(`${s.fault}:`);
    for (const [name, p] of Object.entries(s.pages)) {
      lines.push(
        `  pages ${name.padEnd(6)} ${String(p.requests).padStart(6)} req  ${String(p.per_second).padStart(6)}/s  p50 ${p.p50_ms} ms  p99 ${p.p99_ms} ms  5xx ${p.status_5xx}  conn errors ${p.connection_errors}`,
      );
    }
    const c = s.chat;
    lines.push(
      `  chat: ${c.conversations} conversations, ${c.messages_stored} messages stored; after reconnect lost ${c.after_reconnect.lost}, duplicated ${c.after_reconnect.duplicated}, phantom ${c.after_reconnect.phantom} (live: lost ${c.live.lost}); acknowledged but not stored ${c.acknowledged_not_stored}`,
    );
    lines.push(
      `  bookings: ${s.bookings.rounds} slots × ${s.bookings.contenders_per_slot} contenders, created per slot ${JSON.stringify(s.bookings.created_per_slot)}, double-booked slots in the database ${s.bookings.double_booked_slots}`,
    );
    lines.push(
      `  edits: ${s.edits.saved}/${s.edits.attempted} saved, ${s.edits.visible_within_1s}/${s.edits.checks} instance checks visible within 1 s (p50 ${s.edits.p50_ms} ms, max ${s.edits.max_ms} ms), down instances skipped ${s.edits.instance_down_skipped}`,
    );
  }
  return lines.join("\n");
}
