import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { WebSocketServer } from "ws";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

type Connection = {
  /** Responses on this socket that have not closed yet. */
  active: Set<ServerResponse>;
  /** `socket.bytesRead` when the socket was last seen idle: more bytes means a request has begun. */
  bytesSeen: number;
  /** When the last response on this socket ended (or the socket connected). */
  lastActive: number;
};

/**
 * Graceful shutdown without resets (decision 014). After `close()`:
 * - the listening socket closes, so no connection is accepted;
 * - every response not yet begun carries `Connection: close` (those in flight included), and Node
 *   closes its socket once it is written;
 * - a keep-alive socket with no request in progress is closed as soon as it is idle for certain.
 *
 * Node's own `server.close()` destroys every socket whose HTTP parser is idle, at once. Under load
 * that resets clients: a socket whose last response has just gone out usually has its next request
 * on the wire or unread in the kernel's buffer, and destroying a socket with unread bytes sends a
 * TCP reset — the request fails although the client did nothing wrong. So an idle socket is closed
 * at once only if it has been idle for `recentMs` and no byte of a new request has arrived; a socket
 * used more recently gets that long to send its next request, whose response then says
 * `Connection: close`. HTTP/1.1 has no other way to tell a client to stop using a connection. The
 * same holds after a response whose headers went out before the signal (it said keep-alive).
 */
export class ConnectionDrain {
  readonly #connections = new Map<Socket, Connection>();
  /** Sockets upgraded to WebSockets: the real-time hub closes them; the deadline cuts them. */
  readonly #upgraded = new Set<Socket>();
  readonly #recentMs: number;
  #draining = false;
  #sweeper: ReturnType<typeof setInterval> | undefined;

  constructor(options: { recentMs?: number } = {}) {
    this.#recentMs = options.recentMs ?? 1_000;
  }

  /** True once `close()` was called: `/readyz` answers 503. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Wraps the server's request listener: counts requests per socket, and asks clients to close. */
  wrap(listener: Listener): Listener {
    return (req, res) => {
      const socket = req.socket;
      const connection = this.#connections.get(socket);
      if (connection) {
        connection.active.add(res);
        res.once("close", () => {
          connection.active.delete(res);
          connection.bytesSeen = socket.bytesRead;
          connection.lastActive = performance.now();
        });
      }
      if (this.#draining && !res.headersSent) res.setHeader("connection", "close");
      return listener(req, res);
    };
  }

  /**
   * Follows the server's connections; call once, before it listens. Never with an `upgrade`
   * listener: `@hono/node-server` answers and closes a refused upgrade only while its listener is
   * the server's one (server/http/app-server.ts). A socket whose upgrade is under way stays here:
   * its request has begun, so the sweep leaves it to its answer (a refusal ends it) and the
   * deadline destroys it. One whose handshake completed is taken from `webSockets`.
   */
  track(server: Server, webSockets?: WebSocketServer): void {
    server.on("connection", (socket: Socket) => {
      this.#connections.set(socket, { active: new Set(), bytesSeen: socket.bytesRead, lastActive: performance.now() });
      socket.once("close", () => {
        this.#connections.delete(socket);
        this.#upgraded.delete(socket);
      });
    });
    // An upgraded socket (WebSocket) is no HTTP connection any more: the real-time hub closes it
    // with a close frame (server/realtime/hub.ts), which the sweep below must not pre-empt.
    webSockets?.on("connection", (_ws: unknown, request: IncomingMessage) => {
      const socket = request.socket;
      if (!this.#connections.delete(socket) || socket.destroyed) return;
      this.#upgraded.add(socket);
    });
  }

  /**
   * Stops accepting connections and closes the open ones as described above. Resolves once every
   * connection has closed. `forceAfterMs` destroys whatever is still open then (a client that
   * never finishes its request).
   */
  close(server: Server, options: { forceAfterMs: number; onForce?: () => void }): Promise<void> {
    this.#draining = true;
    // Responses in flight whose headers are still unsent say it too; Node then closes their socket.
    for (const connection of this.#connections.values()) {
      for (const res of connection.active) if (!res.headersSent) res.setHeader("connection", "close");
    }
    return new Promise((resolve) => {
      const force = setTimeout(() => {
        options.onForce?.();
        server.closeAllConnections();
        // Node's own list holds only sockets with an HTTP parser: not those whose upgrade is under
        // way or done, which would keep the server (and the process) open for good.
        for (const socket of [...this.#connections.keys(), ...this.#upgraded]) socket.destroy();
      }, options.forceAfterMs);
      force.unref();
      // net.Server's close, not http.Server's: that one destroys every parser-idle socket at once.
      // Closing at once, not a turn later: clients reconnecting after `Connection: close` would land
      // in the listen queue meanwhile, and the kernel resets what is queued when the listener closes.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(force);
        clearInterval(this.#sweeper);
        resolve();
      });
      this.#sweep();
      this.#sweeper = setInterval(() => this.#sweep(), 25);
      this.#sweeper.unref();
    });
  }

  #sweep(): void {
    const now = performance.now();
    for (const [socket, connection] of this.#connections) {
      if (connection.active.size > 0) continue;
      if (socket.bytesRead !== connection.bytesSeen) continue; // a request has begun: it gets its answer
      if (now - connection.lastActive < this.#recentMs) continue; // its next request may be in transit
      socket.destroy();
    }
  }
}
