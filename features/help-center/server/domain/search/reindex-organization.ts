import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../../../server/db/client.ts";
import { organizations, searchDocuments } from "../../../../../server/db/schema/index.ts";
import { resolveSettings } from "../../../../../shared/rules/settings.ts";
import { collectSearchDocuments, type SearchDocument } from "./collect-search-documents.ts";
import { searchConfig, segmentForIndex } from "./search-config.ts";
import { scoped } from "../../../../../server/db/tenant-scope.ts";
import { asOrganization } from "../../../../../server/db/tenant-context.ts";

/** Rows are written in batches: one statement per few hundred records, not one per record. */
const BATCH = 200;
/** A body is cut here before parsing (tsvector has a 1 MB limit; nobody searches past this). */
const MAX_BODY = 100_000;

const keyOf = (doc: { kind: string; recordId: string; locale: string }) => `${doc.kind}:${doc.recordId}:${doc.locale}`;

function hashOf(doc: SearchDocument, config: string): string {
  return createHash("sha1")
    .update(JSON.stringify([doc.title, doc.body, doc.url, doc.visibleFrom?.toISOString() ?? null, config, 3]))
    .digest("base64url");
}

// Per organization, one rebuild at a time in this process: a second change during a rebuild waits
// for it and then rebuilds once more (it may have missed the change).
const running = new Map<number, Promise<ReindexResult>>();

export type ReindexResult = { written: number; removed: number; total: number };

/**
 * Brings an organization's search rows up to date with its content (decision 034): rebuilds the
 * documents of every supported language, writes those whose text changed (parsed with the
 * locale's configuration, title weighted above body) and removes those whose record is gone.
 * Called after every content change of the organization and at start for every organization.
 */
export function reindexOrganization({
  db,
  organizationId,
}: {
  db: Db;
  organizationId: number;
}): Promise<ReindexResult> {
  const previous = running.get(organizationId) ?? Promise.resolve(null);
  const next = previous
    .catch(() => null)
    .then(() => rebuild(db, organizationId))
    .finally(() => {
      if (running.get(organizationId) === next) running.delete(organizationId);
    });
  running.set(organizationId, next);
  return next;
}

async function rebuild(db: Db, organizationId: number): Promise<ReindexResult> {
  const [organization] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return { written: 0, removed: 0, total: 0 };
  const { supportedLocales } = resolveSettings(organization.settings);
  const documents = await collectSearchDocuments({ db, organizationId, locales: supportedLocales });
  const existing = await db
    .select({
      id: searchDocuments.id,
      kind: searchDocuments.kind,
      recordId: searchDocuments.record_id,
      locale: searchDocuments.locale,
      hash: searchDocuments.content_hash,
    })
    .from(searchDocuments)
    .where(scoped(organizationId).where(searchDocuments));
  const stored = new Map(existing.map((row) => [keyOf(row), row]));
  const wanted = new Set<string>();
  const changed: (SearchDocument & { config: string; hash: string })[] = [];
  for (const doc of documents) {
    const key = keyOf(doc);
    if (wanted.has(key)) continue;
    wanted.add(key);
    const config = searchConfig(doc.locale);
    const hash = hashOf(doc, config);
    if (stored.get(key)?.hash !== hash) changed.push({ ...doc, body: doc.body.slice(0, MAX_BODY), config, hash });
  }
  const gone = existing.filter((row) => !wanted.has(keyOf(row))).map((row) => row.id);
  for (let start = 0; start < gone.length; start += 1000) {
    await db
      .delete(searchDocuments)
      .where(
        scoped(organizationId).where(searchDocuments, inArray(searchDocuments.id, gone.slice(start, start + 1000))),
      );
  }
  for (let start = 0; start < changed.length; start += BATCH) {
    const rows = changed.slice(start, start + BATCH).map((doc) => ({
      kind: doc.kind,
      record_id: doc.recordId,
      locale: doc.locale,
      title: doc.title,
      body: doc.body,
      url: doc.url,
      visible_from: doc.visibleFrom,
      config: doc.config,
      // Title words weigh more than body words in ts_rank (A above B).
      tsv: sql`setweight(to_tsvector(${doc.config}::regconfig, ${segmentForIndex(doc.title)}), 'A') || setweight(to_tsvector(${doc.config}::regconfig, ${segmentForIndex(doc.body)}), 'B')`,
      content_hash: doc.hash,
    }));
    await db
      .insert(searchDocuments)
      .values(scoped(organizationId).values(searchDocuments, rows) as never)
      .onConflictDoUpdate({
        target: [
          searchDocuments.organization_id,
          searchDocuments.kind,
          searchDocuments.record_id,
          searchDocuments.locale,
        ],
        set: {
          title: sql`excluded.title`,
          body: sql`excluded.body`,
          url: sql`excluded.url`,
          visible_from: sql`excluded.visible_from`,
          config: sql`excluded.config`,
          tsv: sql`excluded.tsv`,
          content_hash: sql`excluded.content_hash`,
        },
      });
  }
  // PGlite runs no autovacuum: after a large rebuild (a backfill, an import) the planner would
  // otherwise plan on statistics of the empty table.
  if (changed.length + gone.length > 500) await db.execute(sql`analyze search_documents`);
  return { written: changed.length, removed: gone.length, total: wanted.size };
}

/** The start-up backfill: every organization's index brought up to date (unchanged rows are skipped). */
export async function reindexAllOrganizations({ db }: { db: Db }): Promise<number> {
  const rows = await db.select({ id: organizations.id }).from(organizations);
  // Each organization's index from its own rows: as that organization, under its row-level security.
  for (const row of rows) await asOrganization(row.id, () => reindexOrganization({ db, organizationId: row.id }));
  return rows.length;
}
