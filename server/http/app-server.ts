import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import type { WebSocketServer } from "ws";
import { createWebSocketServer } from "../realtime/endpoint.ts";
import { ConnectionDrain } from "./drain.ts";
import { proxyTrust, stripUntrustedForwarded } from "./trusted-proxies.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
type FetchCallback = Parameters<typeof createAdaptorServer>[0]["fetch"];

/**
 * The Node HTTP server of the app, as production and the live-server tests build it: plain requests
 * go to `listener` (default: the Hono app), WebSocket upgrades to the Hono app (GET /realtime, after
 * tenancy and the session) and from there to the `ws` server; the drain follows every connection.
 *
 * Upgrades are `@hono/node-server`'s alone: it answers a refused one (403 foreign Origin, 404 another
 * path or host) and closes its socket only while it is the server's one `upgrade` listener, so no
 * other code may listen for upgrades (the drain learns of completed handshakes from the `ws`
 * server instead). A request asking to upgrade to anything but a WebSocket is served as a plain
 * request: Hono's listener ignores such upgrades, which would leave the socket unanswered.
 *
 * Forwarded headers (X-Forwarded-For/Proto/Host, Forwarded) are removed from every request, plain
 * or upgrade, whose TCP peer is not in `trustedProxies` (decision 067), before anything reads them.
 */
export function createAppServer(input: {
  fetch: FetchCallback;
  /** TRUSTED_PROXIES: the peers whose forwarded headers are kept. */
  trustedProxies: readonly string[];
  drain?: ConnectionDrain;
  /** Wraps Hono's listener for plain requests (page cache, Vite's middleware). */
  listener?: (hono: Listener) => Listener;
  serverOptions?: ServerOptions;
}): { server: Server; drain: ConnectionDrain; webSockets: WebSocketServer } {
  const drain = input.drain ?? new ConnectionDrain();
  const webSockets = createWebSocketServer();
  const trust = proxyTrust(input.trustedProxies);
  const sanitized =
    (listener: Listener): Listener =>
    (req, res) => {
      stripUntrustedForwarded(req, trust);
      listener(req, res);
    };
  const server = createAdaptorServer({
    fetch: input.fetch,
    websocket: { server: webSockets },
    serverOptions: {
      ...input.serverOptions,
      shouldUpgradeCallback: (req: IncomingMessage) => req.headers.upgrade?.toLowerCase() === "websocket",
    },
    createServer: ((options: ServerOptions, hono: Listener) =>
      createServer(
        options,
        sanitized(drain.wrap(input.listener ? input.listener(hono) : hono)),
      )) as typeof createServer,
  }) as Server;
  // Upgrades: Hono's one `upgrade` listener is replaced by one that cleans the request first and
  // calls it, so it stays the server's only one (it relies on that to answer refusals).
  for (const upgrade of server.listeners("upgrade") as ((req: IncomingMessage, ...rest: unknown[]) => void)[]) {
    server.removeListener("upgrade", upgrade);
    server.on("upgrade", (req: IncomingMessage, ...rest: unknown[]) => {
      stripUntrustedForwarded(req, trust);
      upgrade.call(server, req, ...rest);
    });
  }
  drain.track(server, webSockets);
  return { server, drain, webSockets };
}
