import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import { unionTags } from "../domain/changes/change-tags.ts";
import type { Logger } from "../logger.ts";
import type { StoredEvent } from "../realtime/event-log.ts";

/**
 * What a use case says happened, inside its transaction. Handlers decide what follows (purge,
 * search index, publication timer, …); the use case calls none of them (decision 052).
 */
export type DomainEvent =
  | {
      type: "content.changed";
      organizationId: number;
      /** The records changed, as the tags pages declare (change-tags.ts), or null: everything. */
      tags: string[] | null;
    }
  | {
      /**
       * Real-time events stored in the transaction (a chat message, a conversation's new state):
       * delivered to their subscribers after the commit, in the order stored.
       */
      type: "realtime.stored";
      organizationId: number;
      events: StoredEvent[];
    };

export type DomainEventType = DomainEvent["type"];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/** Records an event of the transaction; its handlers run when the work is done. */
export type Emit = (event: DomainEvent) => void;

type DurableHandler = (tx: Tx, event: DomainEvent) => Promise<void>;
type CommitHandler = (event: DomainEvent) => Promise<void>;

/**
 * The one dispatcher of domain events. Two kinds of handlers:
 * - durable (`inTransaction`): run inside the emitting transaction when its work is done, and
 *   write what must not be lost as rows — jobs for the runner (the outbox): they exist if and only
 *   if the write committed;
 * - in-process (`afterCommit`): run after the commit, before the write answers (cache purges across
 *   instances, real-time delivery). A failure there is logged; the write stands.
 * Events of one transaction are coalesced first: several `content.changed` of one organization
 * become one with the union of their tags.
 */
export class Dispatcher {
  readonly #durable = new Map<DomainEventType, DurableHandler[]>();
  readonly #afterCommit = new Map<DomainEventType, CommitHandler[]>();
  readonly #logger: Logger | undefined;
  readonly #committed: (() => void) | undefined;

  constructor({ logger, committed }: { logger?: Logger; committed?: () => void } = {}) {
    this.#logger = logger;
    // Told after every commit that emitted something (the job runner wakes for the new jobs).
    this.#committed = committed;
  }

  inTransaction<T extends DomainEventType>(type: T, handler: (tx: Tx, event: EventOf<T>) => Promise<void>): this {
    this.#durable.set(type, [...(this.#durable.get(type) ?? []), handler as DurableHandler]);
    return this;
  }

  afterCommit<T extends DomainEventType>(type: T, handler: (event: EventOf<T>) => Promise<void>): this {
    this.#afterCommit.set(type, [...(this.#afterCommit.get(type) ?? []), handler as CommitHandler]);
    return this;
  }

  /**
   * Runs `work` in a transaction of its own, with `emit` for its events; then the durable handlers
   * in the same transaction, the commit, and the in-process handlers.
   */
  async transaction<R>(db: Db, work: (tx: Tx, emit: Emit) => Promise<R>): Promise<R> {
    // In a caller's transaction this would be a savepoint: "after commit" would not be after it.
    if (db instanceof PgTransaction) throw new Error("Dispatcher.transaction needs the database, not a transaction");
    let events: DomainEvent[] = [];
    const result = await db.transaction(async (tx) => {
      const emitted: DomainEvent[] = [];
      const value = await work(tx, (event) => void emitted.push(event));
      events = coalesce(emitted);
      for (const event of events) {
        for (const handler of this.#durable.get(event.type) ?? []) await handler(tx, event);
      }
      return value;
    });
    if (events.length > 0) await this.#afterCommitOf(events);
    return result;
  }

  /** Emits events with a transaction of their own (work that wrote nothing itself: a publish time reached). */
  emit(db: Db, ...events: DomainEvent[]): Promise<void> {
    return this.transaction(db, async (_tx, emit) => events.forEach(emit));
  }

  async #afterCommitOf(events: DomainEvent[]): Promise<void> {
    this.#committed?.();
    for (const event of events) {
      for (const handler of this.#afterCommit.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          // The change is committed; a lost purge only delays it until the next change.
          this.#logger?.error(
            { err: error, event: event.type, organization_id: event.organizationId },
            "event handler failed",
          );
        }
      }
    }
  }
}

/**
 * Several `content.changed` of one organization become one with the union of their tags (in the
 * place of the first); other events stay as they are, in order.
 */
function coalesce(events: DomainEvent[]): DomainEvent[] {
  const merged: DomainEvent[] = [];
  const changed = new Map<number, { type: "content.changed"; organizationId: number; tags: string[] | null }>();
  for (const event of events) {
    if (event.type !== "content.changed") {
      if (event.type !== "realtime.stored" || event.events.length > 0) merged.push(event);
      continue;
    }
    const first = changed.get(event.organizationId);
    if (first) first.tags = unionTags([first.tags, event.tags]);
    else {
      const copy = { ...event, tags: unionTags([event.tags]) };
      changed.set(event.organizationId, copy);
      merged.push(copy);
    }
  }
  return merged;
}
