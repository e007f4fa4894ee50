import { asc, eq, gt, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { realtimeChannels, realtimeEvents } from "../db/schema/index.ts";
import { crossTenant, scoped } from "../db/tenant-scope.ts";

/** A stored event of one channel, as delivered. */
export type StoredEvent = {
  organizationId: number;
  channel: string;
  seq: number;
  event: string;
  data: unknown;
  at: string;
};

/** A transaction or the database: appends run inside the caller's transaction when it has one. */
type Executor = Pick<Db, "insert" | "select" | "execute">;

/**
 * Stores one event with the channel's next sequence number. Run it in the transaction that writes
 * the feature's own rows: the number is taken by an upsert on the channel row, whose lock is held
 * until commit, so concurrent writers (any instance, PostgreSQL or PGlite) get consecutive numbers
 * that become visible in order, and a rolled-back write leaves no gap.
 */
export async function appendEvent(
  db: Executor,
  input: {
    organizationId: number;
    channel: string;
    event: string;
    /** The event's data, or a function that builds it from the sequence (writing the feature's row with it). */
    data: unknown;
  },
): Promise<StoredEvent> {
  const [counter] = await db
    .insert(realtimeChannels)
    .values(scoped(input.organizationId).values(realtimeChannels, { name: input.channel, last_seq: 1 }))
    .onConflictDoUpdate({
      target: [realtimeChannels.organization_id, realtimeChannels.name],
      set: { last_seq: sql`${realtimeChannels.last_seq} + 1`, updated_at: sql`now()` },
    })
    .returning({ seq: realtimeChannels.last_seq });
  const seq = counter!.seq;
  const at = new Date();
  const data =
    typeof input.data === "function" ? await (input.data as (seq: number) => Promise<unknown>)(seq) : input.data;
  await db.insert(realtimeEvents).values(
    scoped(input.organizationId).values(realtimeEvents, {
      channel: input.channel,
      seq,
      type: input.event,
      data: (data ?? null) as never,
      created_at: at,
    }),
  );
  return {
    organizationId: input.organizationId,
    channel: input.channel,
    seq,
    event: input.event,
    data: data ?? null,
    at: at.toISOString(),
  };
}

/** The channel's last sequence number (0 when it never carried a stored event). */
export async function channelHead(db: Executor, organizationId: number, channel: string): Promise<number> {
  const [row] = await db
    .select({ seq: realtimeChannels.last_seq })
    .from(realtimeChannels)
    .where(scoped(organizationId).where(realtimeChannels, eq(realtimeChannels.name, channel)))
    .limit(1);
  return row?.seq ?? 0;
}

/** The heads of many channels of one or more organizations, in one query. */
export async function channelHeads(
  db: Executor,
  channels: { organizationId: number; channel: string }[],
): Promise<Map<string, number>> {
  const heads = new Map<string, number>();
  if (channels.length === 0) return heads;
  const pairs = sql.join(
    channels.map((c) => sql`(${c.organizationId}::integer, ${c.channel}::text)`),
    sql`, `,
  );
  // Each pair names its organization; the hub asks for the heads of channels of every organization
  // it serves at once (resume after a restart, sweeps).
  const rows = await crossTenant(db, "channel heads of several organizations, each pair naming its organization")
    .select({
      organizationId: realtimeChannels.organization_id,
      name: realtimeChannels.name,
      seq: realtimeChannels.last_seq,
    })
    .from(realtimeChannels)
    .where(sql`(${realtimeChannels.organization_id}, ${realtimeChannels.name}) in (${pairs})`);
  for (const row of rows) heads.set(channelKey(row.organizationId, row.name), row.seq);
  return heads;
}

export const channelKey = (organizationId: number, channel: string) => `${organizationId}/${channel}`;

/**
 * The events after `after` up to `upTo` (the head the caller read), in order, at most `limit`. `complete` is false when the log no longer
 * holds the first of them (pruned) or holds more than `limit`: the reader must then reload its
 * state from the feature's REST API instead of replaying.
 */
export async function readEvents(
  db: Executor,
  input: { organizationId: number; channel: string; after: number; upTo: number; limit: number },
): Promise<{ events: StoredEvent[]; complete: boolean }> {
  const rows = await db
    .select({
      seq: realtimeEvents.seq,
      type: realtimeEvents.type,
      data: realtimeEvents.data,
      at: realtimeEvents.created_at,
    })
    .from(realtimeEvents)
    .where(
      scoped(input.organizationId).where(
        realtimeEvents,
        eq(realtimeEvents.channel, input.channel),
        gt(realtimeEvents.seq, input.after),
        lte(realtimeEvents.seq, input.upTo),
      ),
    )
    .orderBy(asc(realtimeEvents.seq))
    .limit(input.limit + 1);
  const events = rows.slice(0, input.limit).map((row) => ({
    organizationId: input.organizationId,
    channel: input.channel,
    seq: row.seq,
    event: row.type,
    data: row.data,
    at: new Date(row.at).toISOString(),
  }));
  // Every number from `after + 1` to `upTo`, consecutive: anything less means pruned rows (or more
  // than `limit` of them).
  const wanted = input.upTo - input.after;
  const consecutive = events.every((event, index) => event.seq === input.after + 1 + index);
  return { events, complete: consecutive && wanted <= input.limit && events.length === Math.max(0, wanted) };
}

/** Deletes stored events older than `before` (the features' own tables keep their data). */
export async function pruneEvents(db: Executor & Pick<Db, "delete">, before: Date): Promise<void> {
  await crossTenant(db, "the sweep prunes old events of every organization")
    .delete(realtimeEvents)
    .where(lt(realtimeEvents.created_at, before));
}
