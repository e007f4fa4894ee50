import { sql, type SQL, getTableColumns } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.ts";

/** What every kind of record shares: the entity names, the EntityKind shape, snapshots and versions. */
export type { Tx };
/** A record as JSON (dates as ISO strings), as kept in a revision's `before` and `after`. */
export type Snapshot = Record<string, unknown>;

export const ENTITY_NAMES = [
  "metric",
  "template_section",
  "heading_section",
  "page_layout",
  "profile",
  "organization_settings",
  "organization_list",
  "menu_item",
  "submenu_item",
  "post",
  "hero",
  "media",
  "meeting_type",
  "ai_agent",
  "order_request",
  "canned_reply",
  "booking",
  "conversation",
  "domain",
  "translation",
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** What the change function and restore need to know about one kind of record. */
export type EntityKind = {
  name: EntityName;
  /** For messages: "Metric not found". */
  label: string;
  /** The record of the organization as a snapshot, or null (absent, or another organization's). */
  load(tx: Tx, organizationId: number, id: string, options: { lock: boolean }): Promise<Snapshot | null>;
  /** Writes a snapshot back: updates the record, or re-creates it (same id) when it was deleted. */
  restore(tx: Tx, organizationId: number, id: string, snapshot: Snapshot): Promise<void>;
  /**
   * False for records no public page shows (order requests, canned replies, bookings): their changes
   * emit no `content.changed`, which would empty the organization's page cache for nothing.
   */
  visibleOnPages?: boolean;
};

/** A new version strictly later than the last, to the millisecond: two saves never share one. */
export function nextVersion(column: AnyPgColumn): SQL {
  return sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${column} + interval '1 millisecond'))`;
}

export function toSnapshot(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The columns of `table` present in a snapshot, ready to write (never id or organization). */
export function rowFrom(table: PgTable, snapshot: Snapshot): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    if (!(key in columns) || key === "id" || key === "organization_id" || key === "updated_at") continue;
    row[key] = key === "created_at" && typeof value === "string" ? new Date(value) : value;
  }
  return row;
}

export function positiveId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** A unique-constraint violation from PostgreSQL or PGlite (directly or as a driver error's cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
