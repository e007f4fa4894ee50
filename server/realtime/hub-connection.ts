import {
  CLOSE_CODES,
  clientFrameSchema,
  type ClientFrame,
  type RealtimeErrorCode,
  type ServerFrame,
} from "../../shared/realtime/realtime-protocol.ts";
import { isAppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { WebSocket } from "ws";
import type { BusMessage, Connection, Principal } from "./hub-types.ts";

/**
 * What the hub does to one connection, apart from channels: sending with a bound on unsent data,
 * error frames, the frame rate limit, parsing a frame, heartbeats and closing. Split out of hub.ts
 * without changing behaviour.
 */

export function sendRaw(connection: Connection, frame: string, maxBufferedBytes: number, logger: Logger): void {
  const { ws } = connection;
  if (ws.readyState !== ws.OPEN) return;
  // A client that does not read cannot make this process hold more than this: it is dropped and
  // resumes from its last sequence when it reconnects.
  if (ws.bufferedAmount + frame.length > maxBufferedBytes) {
    logger.warn({ connection: connection.id, buffered: ws.bufferedAmount }, "realtime client too slow; closing");
    ws.terminate();
    return;
  }
  ws.send(frame);
}

export function errorFrame(
  code: RealtimeErrorCode,
  message: string,
  extra: { channel?: string; id?: string } = {},
): ServerFrame {
  const frame: ServerFrame = { type: "error", code, message };
  if (extra.channel) frame.channel = extra.channel;
  if (extra.id) frame.id = extra.id;
  return frame;
}

/** Token bucket: `framesPerSecond`, burst twice that. False when the frame is over the limit. */
export function takeToken(connection: Connection, framesPerSecond: number): boolean {
  const now = performance.now();
  connection.tokens = Math.min(
    framesPerSecond * 2,
    connection.tokens + ((now - connection.lastRefill) / 1000) * framesPerSecond,
  );
  connection.lastRefill = now;
  connection.tokens -= 1;
  return connection.tokens >= 0;
}

/** A text frame as a client frame, or the error to answer. */
export function parseFrame(raw: string): { frame: ClientFrame } | { error: string } {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { error: `${issue?.path.join(".") || "frame"}: ${issue?.message ?? "is invalid"}` };
    }
    return { frame: parsed.data };
  } catch {
    return { error: "Frames are JSON objects" };
  }
}

/** The error code an AppError thrown by a channel kind maps to; null for anything else. */
export function appErrorCode(error: unknown): RealtimeErrorCode | null {
  if (!isAppError(error)) return null;
  return error.code === "not_found"
    ? "not_found"
    : error.code === "forbidden" || error.code === "unauthorized"
      ? "forbidden"
      : error.code === "rate_limited"
        ? "rate_limited"
        : error.code === "payload_too_large"
          ? "too_large"
          : "bad_frame";
}

/** Protocol pings: a connection that did not answer the previous one is cut. */
export function heartbeat(connections: Iterable<Connection>): void {
  for (const connection of connections) {
    if (!connection.alive) {
      connection.ws.terminate();
      continue;
    }
    connection.alive = false;
    try {
      connection.ws.ping();
    } catch {
      connection.ws.terminate();
    }
  }
}

/** Tells the client the server restarts (1012); cut after `graceMs` if it does not close. */
export function closeForRestart(connection: Connection, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const { ws } = connection;
    if (ws.readyState === ws.CLOSED) return resolve();
    const cut = setTimeout(() => {
      ws.terminate();
      resolve();
    }, graceMs);
    ws.once("close", () => {
      clearTimeout(cut);
      resolve();
    });
    ws.close(CLOSE_CODES.restart, "Server restarting");
  });
}

export function newConnection(
  ws: WebSocket,
  input: {
    organizationId: number;
    principal: Principal | null;
    verifyToken: (token: string) => Promise<Principal | null>;
  },
  framesPerSecond: number,
): Connection {
  return {
    id: crypto.randomUUID(),
    ws,
    organizationId: input.organizationId,
    principal: input.principal,
    verifyToken: input.verifyToken,
    subscriptions: new Map(),
    alive: true,
    tokens: framesPerSecond * 2,
    lastRefill: performance.now(),
    authTimer: null,
    revoked: false,
  };
}

/** A message of the bus as the event it carries (and the instance that sent it); null when malformed. */
export function fromBusMessage(message: string) {
  let parsed: BusMessage;
  try {
    parsed = JSON.parse(message) as BusMessage;
  } catch {
    return null;
  }
  return {
    instanceId: parsed.i,
    organizationId: parsed.o,
    channel: parsed.c,
    seq: parsed.s,
    event: parsed.e,
    data: parsed.d,
    at: parsed.a,
    exceptConnection: parsed.x,
  };
}

/** The bus message of an event published here (seq absent for ephemeral events). */
export function toBusMessage(
  instanceId: string,
  event: {
    organizationId: number;
    channel: string;
    seq?: number;
    event: string;
    data: unknown;
    at: string;
    exceptConnection?: string;
  },
): BusMessage {
  return {
    i: instanceId,
    o: event.organizationId,
    c: event.channel,
    ...(event.seq !== undefined ? { s: event.seq } : {}),
    e: event.event,
    d: event.data,
    a: event.at,
    ...(event.exceptConnection ? { x: event.exceptConnection } : {}),
  };
}
