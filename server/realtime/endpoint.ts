import { upgradeWebSocket } from "@hono/node-server";
import type { Context } from "hono";
import { WebSocketServer, type WebSocket } from "ws";
import type { AppEnv } from "../context.ts";
import { clientIp, requestOrigin } from "../middleware/request-origin.ts";
import { sessionPrincipal, visitorPrincipal } from "./principal.ts";
import { sessionCredential } from "./session-revocation.ts";
import { videoPrincipal } from "../domain/meetings/meeting-channels.ts";

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
  const hub = services.realtime;
  let connectionId = "";
  return upgradeWebSocket(
    c,
    {
      onOpen: (_event, ws) => {
        connectionId = hub.accept(ws.raw as WebSocket, {
          organizationId: tenant.id,
          principal,
          credential,
          // A visitor token (live support), or a meeting's video token (issue 20).
          verifyToken: async (token) => {
            const found =
              (await visitorPrincipal(services, tenant.id, token)) ??
              (await videoPrincipal(services, tenant.id, token));
            return found ? { ...found, ip } : null;
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
