import { upgradeWebSocket } from "@hono/node-server";
import type { Context } from "hono";
import { WebSocketServer, type WebSocket } from "ws";
import type { AppEnv } from "../context.ts";
import { clientIp, isLoopback, requestOrigin } from "../http/request-origin.ts";
import { CLOSE_CODES } from "../../shared/realtime/realtime-protocol.ts";
import { errorFrame } from "./hub-connection.ts";
import { holdUntilClosed, SOCKET_CAP_MESSAGES, SOCKET_CAP_RETRY_AFTER_S } from "./socket-caps.ts";
import { sessionPrincipal, visitorPrincipal } from "./principal.ts";
import { sessionCredential } from "./session-revocation.ts";
import { videoPrincipal } from "../../features/meetings/server/domain/meeting-channels.ts";

/** The largest frame a client may send; anything bigger closes the socket (1009). */
export const MAX_FRAME_BYTES = 64 * 1024;

/** The `ws` server behind the endpoint: upgrades are routed to it by `@hono/node-server` (server/main.ts). */
export function createWebSocketServer(): WebSocketServer {
  return new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
}

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * `GET /realtime`: the WebSocket endpoint of the host's organization (decision 035). It runs after
 * the tenancy and session middleware, so the organization is the host's and a session cookie of
 * this site makes the connection a staff member's or a user's. The Origin must be this very site
 * (browsers always send it; a page of another site cannot open a socket with the visitor's cookie).
 * Without a session the client authenticates with a visitor token in its first frame.
 */
export async function realtimeEndpoint(c: Context<AppEnv>) {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return c.json({ error: "This address takes WebSocket connections only" }, 426);
  }
  const { services, tenant } = c.var;
  const expected = requestOrigin(c.req.raw.headers, c.req.url, services.env);
  if (!expected || originOf(c.req.header("origin")) !== expected) {
    c.var.logger.warn({ origin: c.req.header("origin"), expected }, "cross-site WebSocket refused");
    return c.json({ error: "Cross-site connection refused" }, 403);
  }
  // Another site's session is refused, never taken for a visitor's (decision 013).
  if (c.var.credentialsRefused) return c.json({ error: "Credentials of another site" }, 401);
  // The address goes with the principal: messages over the socket count per address like REST ones.
  const ip = clientIp(c, services.env.TRUST_PROXY);
  const fromSession = await sessionPrincipal(c.var);
  const principal = fromSession ? { ...fromSession, ip } : null;
  // The socket keeps its rights only as long as this session does (session-revocation.ts).
  const session = c.var.session;
  const credential =
    principal && session
      ? sessionCredential({
          db: services.db,
          organizationId: tenant.id,
          session: session.session,
          principalOf: async (user) => {
            const found = await sessionPrincipal({
              services,
              tenant,
              session: { ...session, user: { ...session.user, ...user } },
            });
            return found ? { ...found, ip } : null;
          },
        })
      : undefined;
  // Open sockets are capped per session and per address (decision 047), like rate limits not per
  // loopback address; per token once the token arrives (below).
  const places = await services.socketCaps.acquire({
    ...(principal && c.var.session ? { session: c.var.session.session.id } : {}),
    ...(isLoopback(ip) ? {} : { address: ip }),
  });
  if ("refused" in places) {
    c.header("Retry-After", String(SOCKET_CAP_RETRY_AFTER_S));
    return c.json({ error: SOCKET_CAP_MESSAGES[places.refused] }, 429);
  }
  const held = holdUntilClosed(places.held);
  const hub = services.realtime;
  let connectionId = "";
  let tokenPlaceHeld = false;
  return upgradeWebSocket(
    c,
    {
      onOpen: (_event, ws) => {
        const socket = ws.raw as WebSocket;
        held.opened(socket);
        connectionId = hub.accept(socket, {
          organizationId: tenant.id,
          principal,
          credential,
          // A visitor token (live support), or a meeting's video token (decision 040).
          verifyToken: async (token) => {
            const found =
              (await visitorPrincipal(services, tenant.id, token)) ??
              (await videoPrincipal(services, tenant.id, token));
            if (!found) return null;
            // The hub asks again before each subscribe and publish (session-revocation.ts): the
            // socket takes its place under the token's cap once, at its first auth.
            if (tokenPlaceHeld) return { ...found, ip };
            const place = await services.socketCaps.acquire({ token: `${found.kind}:${found.id}` });
            if ("refused" in place) {
              // Closed here with "reconnect later" (4429), so the hub's own refusal finds it closing.
              socket.send(JSON.stringify(errorFrame("rate_limited", SOCKET_CAP_MESSAGES.token)));
              socket.close(CLOSE_CODES.rateLimited, "Too many connections");
              return null;
            }
            holdUntilClosed(place.held).opened(socket);
            tokenPlaceHeld = true;
            return { ...found, ip };
          },
        });
      },
      onMessage: (event) => {
        void hub.handleMessage(connectionId, typeof event.data === "string" ? event.data : "");
      },
    },
    { onError: (error) => c.var.logger.warn({ err: error }, "realtime socket error") },
  );
}
