import { desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { revisions } from "../../db/schema/index.ts";
import type { EntityName } from "../changes/entities.ts";
import { changedFields, snapshotTitle } from "./describe-changes.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type RevisionView = {
  id: number;
  entity: EntityName;
  entity_id: string;
  action: string;
  summary: string;
  title: string;
  actor: { id: string | null; name: string };
  created_at: string;
  request_id: string;
  changes: { field: string; before: unknown; after: unknown }[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type RevisionFilter = {
  entity?: EntityName;
  entityId?: string;
  actorId?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  to?: Date;
};

/** The organization's change log, newest first, filtered by entity, record, person and time. */
export async function listRevisions({
  db,
  organizationId,
  filter = {},
  limit = 100,
}: {
  db: Db;
  organizationId: number;
  filter?: RevisionFilter;
  limit?: number;
}): Promise<RevisionView[]> {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(revisions.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(revisions.entity_id, filter.entityId));
  if (filter.actorId) conditions.push(eq(revisions.actor_id, filter.actorId));
  if (filter.from) conditions.push(gte(revisions.created_at, filter.from));
  if (filter.to) conditions.push(lt(revisions.created_at, filter.to));
  const rows = await db
    .select()
    .from(revisions)
    .where(scoped(organizationId).where(revisions, ...conditions))
    .orderBy(desc(revisions.id))
    .limit(Math.min(Math.max(1, limit), 500));
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity as EntityName,
    entity_id: row.entity_id,
    action: row.action,
    summary: row.summary,
    title: snapshotTitle(row.after) || snapshotTitle(row.before),
    actor: { id: row.actor_id, name: row.actor_name },
    created_at: row.created_at.toISOString(),
    request_id: row.request_id,
    changes: changedFields(row.before, row.after),
    before: row.before,
    after: row.after,
  }));
}

/** The people who appear in the organization's log (for the audit page's filter). */
export async function listRevisionActors({ db, organizationId }: { db: Db; organizationId: number }) {
  const rows = await db
    .selectDistinct({ id: revisions.actor_id, name: revisions.actor_name })
    .from(revisions)
    .where(scoped(organizationId).where(revisions));
  return rows
    .filter((row): row is { id: string; name: string } => row.id !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}
