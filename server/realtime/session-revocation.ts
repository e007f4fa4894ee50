import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { asOrganization } from "../db/tenant-context.ts";
import { sessions, users } from "../db/schema/index.ts";
import { SESSION_ABSOLUTE_MS } from "../auth/auth.ts";
import type { EventBus } from "../events.ts";
import type { Logger } from "../logger.ts";
import type { Connection, Principal } from "./hub-types.ts";

/**
 * Every real-time socket stays tied to the credential it was opened with (decision 035): the
 * session of its cookie, or the visitor or video token of its `auth` frame. When that credential
 * ends — sign-out, sign-out everywhere, a password change or reset, a changed role, a removed
 * account or visitor, expiry — the socket loses its rights at once: its subscriptions are dropped,
 * its frames are ignored, and it is closed with `CLOSE_CODES.sessionEnded` (4410), on which the
 * client reconnects as what it now is (anonymous, or a visitor with its token).
 *
 * The database is the judge: a credential's `recheck` reads who it stands for now. It is asked
 * - on every instance, for every socket of an account, when that account's sessions or rights
 *   change here (`changed`, announced over the event bus: Redis pub/sub across instances);
 * - before every subscription and every publish (what a lost announcement cannot make up for);
 * - when the session expires (a timer per socket), and every `checkMs` for every socket (a role
 *   changed outside the app, an announcement lost in a Redis outage).
 */

export const CREDENTIALS_TOPIC = "realtime:credentials";

export type Credential = {
  /** The account of a session credential: its sockets are rechecked when the account changes. */
  userId?: string;
  /** When the credential ends unless renewed (a session's sliding or absolute end); `recheck` updates it. */
  expiresAt?: Date;
  /** Who the credential stands for now; null once it has ended. */
  recheck(): Promise<Principal | null>;
};

/** A credential is still the same when it speaks for the same principal with the same rights. */
function samePrincipal(a: Principal, b: Principal | null): boolean {
  return (
    b !== null &&
    a.organizationId === b.organizationId &&
    a.kind === b.kind &&
    a.id === b.id &&
    Boolean(a.meetingsHost) === Boolean(b.meetingsHost) &&
    a.bookingId === b.bookingId
  );
}

/** The longest delay a Node timer takes (about 24.8 days); later ends are rechecked then. */
const MAX_TIMER_MS = 2_147_483_647;

type Bound = { credential: Credential; timer: NodeJS.Timeout | null; checking: Promise<boolean> | null };

type BusMessage = { i: string; o: number; u: string };

export class CredentialGuard {
  readonly #instanceId = randomUUID();
  readonly #bus: EventBus;
  readonly #logger: Logger;
  readonly #connections: () => Iterable<Connection>;
  readonly #revoke: (connection: Connection) => void;
  readonly #bound = new Map<Connection, Bound>();
  readonly #sweep: NodeJS.Timeout;

  constructor(input: {
    bus: EventBus;
    logger: Logger;
    checkMs: number;
    connections: () => Iterable<Connection>;
    /** Takes the socket's rights and closes it (the hub's part). */
    revoke: (connection: Connection) => void;
  }) {
    this.#bus = input.bus;
    this.#logger = input.logger;
    this.#connections = input.connections;
    this.#revoke = input.revoke;
    input.bus.subscribe(CREDENTIALS_TOPIC, (message) => this.#fromBus(message));
    this.#sweep = setInterval(() => void this.#checkAll(), input.checkMs);
    this.#sweep.unref();
  }

  /** Ties an authenticated connection to its credential (at upgrade, or after its `auth` frame). */
  bind(connection: Connection, credential: Credential): void {
    this.release(connection);
    const bound: Bound = { credential, timer: null, checking: null };
    this.#bound.set(connection, bound);
    this.#arm(connection, bound);
  }

  /** The connection is gone: forget it. */
  release(connection: Connection): void {
    const bound = this.#bound.get(connection);
    if (bound?.timer) clearTimeout(bound.timer);
    this.#bound.delete(connection);
  }

  /**
   * Whether the connection's credential still stands for its principal; if not, the connection is
   * revoked and false returned. Checks running at once for one connection share one read.
   */
  ensure(connection: Connection): Promise<boolean> {
    if (connection.revoked) return Promise.resolve(false);
    const bound = this.#bound.get(connection);
    if (!bound || !connection.principal) return Promise.resolve(connection.principal !== null);
    bound.checking ??= this.#check(connection, bound).finally(() => (bound.checking = null));
    return bound.checking;
  }

  /**
   * An account's sessions or rights changed (signed out, everywhere or here; password changed or
   * reset; role changed; removed): every socket of it, on every instance, is checked now.
   */
  async changed(input: { organizationId: number; userId: string }): Promise<void> {
    const message: BusMessage = { i: this.#instanceId, o: input.organizationId, u: input.userId };
    // Not awaited: a Redis outage must not hold the sign-out's answer. The other instances still
    // check before every action and every `checkMs`.
    this.#bus.publish(CREDENTIALS_TOPIC, JSON.stringify(message)).catch((error: unknown) => {
      this.#logger.warn({ err: error }, "credential change not announced to other instances");
    });
    await this.#checkAccount(input.organizationId, input.userId);
  }

  close(): void {
    clearInterval(this.#sweep);
    for (const bound of this.#bound.values()) if (bound.timer) clearTimeout(bound.timer);
    this.#bound.clear();
  }

  async #check(connection: Connection, bound: Bound): Promise<boolean> {
    const principal = connection.principal;
    if (!principal) return false;
    let now: Principal | null;
    try {
      // Timers and other instances' messages start checks too: the read acts for the socket's organization.
      now = await asOrganization(connection.organizationId, () => bound.credential.recheck());
    } catch (error) {
      // A failed read is no verdict: the socket keeps its rights until a check can be made.
      this.#logger.warn({ err: error, connection: connection.id }, "realtime credential check failed");
      return true;
    }
    if (connection.revoked || this.#bound.get(connection) !== bound) return false;
    if (samePrincipal(principal, now)) {
      this.#arm(connection, bound);
      return true;
    }
    this.release(connection);
    this.#revoke(connection);
    return false;
  }

  /** A timer at the credential's end: then it is rechecked (a session used meanwhile lives on). */
  #arm(connection: Connection, bound: Bound): void {
    const expiresAt = bound.credential.expiresAt;
    if (bound.timer) clearTimeout(bound.timer);
    if (!expiresAt) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now()));
    bound.timer = setTimeout(() => void this.ensure(connection), delay);
    bound.timer.unref();
  }

  #fromBus(raw: string): void {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    if (message.i === this.#instanceId || typeof message.u !== "string" || !Number.isInteger(message.o)) return;
    void this.#checkAccount(message.o, message.u);
  }

  async #checkAccount(organizationId: number, userId: string): Promise<void> {
    const mine = [...this.#connections()].filter(
      (connection) =>
        connection.organizationId === organizationId && this.#bound.get(connection)?.credential.userId === userId,
    );
    await Promise.all(mine.map((connection) => this.ensure(connection)));
  }

  async #checkAll(): Promise<void> {
    for (const connection of [...this.#bound.keys()]) await this.ensure(connection);
  }
}

/**
 * The credential of a socket authenticated by a token in its `auth` frame: a visitor's stays valid
 * while the token verifies and its visitor exists. A call participant's (a meeting's video or
 * booking token) is not bound: its right follows the booking, which takes it away itself
 * (meeting-channels.ts `revokeCall`), and its video token's one-hour life must not cut a longer call.
 */
export function tokenCredential(principal: Principal, verify: () => Promise<Principal | null>): Credential | null {
  return principal.kind === "participant" ? null : { recheck: verify };
}

/**
 * The credential of a socket opened with a session cookie: the session must still exist and be
 * within its sliding and absolute lifetime, and its account must still be the same principal here.
 * `principalOf` resolves the account's rights in the organization (the policy, as at upgrade).
 */
export function sessionCredential(input: {
  db: Db;
  organizationId: number;
  session: { id: string; userId: string; expiresAt: Date | string; createdAt: Date | string };
  principalOf: (user: { id: string; name: string; email: string }) => Promise<Principal | null>;
}): Credential {
  const end = (expiresAt: Date | string, createdAt: Date | string) =>
    new Date(Math.min(new Date(expiresAt).getTime(), new Date(createdAt).getTime() + SESSION_ABSOLUTE_MS));
  const credential: Credential = {
    userId: input.session.userId,
    expiresAt: end(input.session.expiresAt, input.session.createdAt),
    async recheck() {
      const [row] = await input.db
        .select({
          expiresAt: sessions.expiresAt,
          createdAt: sessions.createdAt,
          id: users.id,
          name: users.name,
          email: users.email,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, input.session.id), eq(sessions.organizationId, input.organizationId)))
        .limit(1);
      if (!row) return null;
      const expiresAt = end(row.expiresAt, row.createdAt);
      if (expiresAt.getTime() <= Date.now()) return null;
      // Used over HTTP meanwhile, the session slid on: its timer moves with it.
      credential.expiresAt = expiresAt;
      return input.principalOf(row);
    },
  };
  return credential;
}
