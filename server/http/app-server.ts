import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import type { WebSocketServer } from "ws";
import { createWebSocketServer } from "../realtime/endpoint.ts";
import { ConnectionDrain } from "./drain.ts";

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
 */
export function createAppServer(input: {
  fetch: FetchCallback;
  drain?: ConnectionDrain;
  /** Wraps Hono's listener for plain requests (page cache, Vite's middleware). */
  listener?: (hono: Listener) => Listener;
  serverOptions?: ServerOptions;
}): { server: Server; drain: ConnectionDrain; webSockets: WebSocketServer } {
  const drain = input.drain ?? new ConnectionDrain();
  const webSockets = createWebSocketServer();
  const server = createAdaptorServer({
    fetch: input.fetch,
    websocket: { server: webSockets },
    serverOptions: {
      ...input.serverOptions,
      shouldUpgradeCallback: (req: IncomingMessage) => req.headers.upgrade?.toLowerCase() === "websocket",
    },
    createServer: ((options: ServerOptions, hono: Listener) =>
      createServer(options, drain.wrap(input.listener ? input.listener(hono) : hono))) as typeof createServer,
  }) as Server;
  drain.track(server, webSockets);
  return { server, drain, webSockets };
}
