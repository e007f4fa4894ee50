import { randomUUID } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { strFromU8, unzipSync } from "fflate";
import type { Db, Tx } from "../../../../../server/db/client.ts";
import { domains, organizations, realtimeChannels } from "../../../../../server/db/schema/index.ts";
import { asOrganization, asSystem } from "../../../../../server/db/tenant-context.ts";
import { scoped } from "../../../../../server/db/tenant-scope.ts";
import { mediaKey, type MediaStorage } from "../../../../../server/domain/media/media-storage.ts";
import { planPublication } from "../../../../../server/domain/publishing/plan-publication.ts";
import { AppError, isAppError } from "../../../../../server/errors.ts";
import { enqueueJob } from "../../../../../server/jobs/enqueue.ts";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  CHAT_FILE,
  MANIFEST_FILE,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_FILES,
  MAX_UNPACKED_BYTES,
  MEDIA_FILE,
  TABLE_FILE,
  manifestSchema,
  type Manifest,
} from "./format.ts";
import { checkSiteSlug } from "./site-slug.ts";
import { hostRewriter, mediaPathRewriter, rewriteStrings } from "./rewrite.ts";
import {
  ARCHIVED_BY_NAME,
  ARCHIVED_TABLES,
  REVISION_ENTITY_TABLES,
  nameOf,
  organizationKey,
  type ArchivedTable,
  type IdRemap,
} from "./tables.ts";

type Row = Record<string, unknown>;

export type ImportOptions = {
  /** The new site's slug (its address under SITES_DOMAIN on the platform): unique, checked here. */
  slug: string;
  /** draft (the default: visitors see "coming soon" until the owner publishes) or live. */
  status?: "draft" | "live";
  /** The new site's name; the archive's when omitted. */
  name?: string;
  /** The new site's host (`acme.localhost`, or with a port `acme.localhost:3000` for links). */
  host: string;
  storage: MediaStorage;
  /**
   * Extra writes in the import's transaction once the organization exists (the platform records
   * the site's slug, status and owner there): the site exists with them, or not at all.
   */
  within?: (tx: Tx, organizationId: number) => Promise<void>;
};

export type ImportedSite = {
  organizationId: number;
  slug: string;
  status: "draft" | "live";
  host: string;
  name: string;
  /** Rows written per table. */
  tables: Record<string, number>;
  files: number;
};

/** A validated archive, nothing written yet. */
export type ReadArchive = {
  manifest: Manifest;
  tables: Map<string, Row[]>;
  /** `media/<id>/<name>` and `chat/<id>/image.webp` → bytes. */
  files: Map<string, Uint8Array>;
};

const bad = (message: string, details?: Record<string, unknown>) => new AppError("bad_request", message, details);
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);

/**
 * Reads and checks an archive without touching the database (decision 060): size, names (no path
 * may leave its folder: only the fixed patterns of format.ts are accepted), format and version,
 * tables and columns this instance knows, every row of the archive's own organization, every file
 * belonging to a row. Anything else is a 4xx before anything is written.
 */
export function readArchive(archive: Uint8Array): ReadArchive {
  if (archive.byteLength > MAX_ARCHIVE_BYTES) {
    throw new AppError("payload_too_large", `A site archive may be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB`);
  }
  if (archive.byteLength < 22) throw bad("This is not a site archive (a zip file was expected)");
  let unpacked: Record<string, Uint8Array>;
  try {
    const seen = new Set<string>();
    let total = 0;
    unpacked = unzipSync(archive, {
      filter(file) {
        if (file.name.endsWith("/") && file.originalSize === 0) return false; // a folder entry
        const name = file.name;
        if (!(name === MANIFEST_FILE || TABLE_FILE.test(name) || MEDIA_FILE.test(name) || CHAT_FILE.test(name))) {
          throw bad(`The archive holds a file a site archive cannot hold: ${JSON.stringify(short(name))}`, {
            field: "archive",
          });
        }
        if (seen.has(name)) throw bad(`The archive holds ${JSON.stringify(name)} twice`, { field: "archive" });
        seen.add(name);
        if (seen.size > MAX_ARCHIVE_FILES) throw bad("The archive holds too many files", { field: "archive" });
        total += file.originalSize;
        if (total > MAX_UNPACKED_BYTES) {
          throw new AppError(
            "payload_too_large",
            `A site archive may unpack to at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MB`,
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    throw bad("This is not a site archive (the zip file cannot be read)", { field: "archive" });
  }

  const manifestBytes = unpacked[MANIFEST_FILE];
  if (!manifestBytes) throw bad("The archive has no manifest.json", { field: "archive" });
  const rawManifest = parseJson(manifestBytes, MANIFEST_FILE);
  const head = rawManifest as { format?: unknown; version?: unknown } | null;
  if (!head || typeof head !== "object" || head.format !== ARCHIVE_FORMAT) {
    throw bad("This is not a Tessera site archive (its manifest names another format)", { field: "archive" });
  }
  if (head.version !== ARCHIVE_VERSION) {
    throw bad(
      `The archive's format version ${JSON.stringify(head.version)} is not one this instance reads (it reads ${ARCHIVE_VERSION})`,
      { field: "archive" },
    );
  }
  const parsed = manifestSchema.safeParse(rawManifest);
  if (!parsed.success) throw bad("The archive's manifest is malformed", { field: "archive" });
  const manifest = parsed.data;
  const sourceId = manifest.organization.id;

  const tables = new Map<string, Row[]>();
  const files = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(unpacked)) {
    const table = TABLE_FILE.exec(name);
    if (table) {
      const spec = ARCHIVED_BY_NAME.get(table[1]!);
      if (!spec) throw bad(`The archive holds a table this instance does not know: ${table[1]}`, { field: "archive" });
      tables.set(table[1]!, checkRows(spec, parseJson(bytes, name), sourceId));
    } else if (name !== MANIFEST_FILE) {
      files.set(name, bytes);
    }
  }
  for (const entry of manifest.tables) {
    if (!ARCHIVED_BY_NAME.has(entry.name)) {
      throw bad(`The archive holds a table this instance does not know: ${entry.name}`, { field: "archive" });
    }
    if ((tables.get(entry.name)?.length ?? 0) !== entry.rows) {
      throw bad(`The archive's table ${entry.name} does not hold the rows its manifest lists`, { field: "archive" });
    }
  }
  for (const name of tables.keys()) {
    if (!manifest.tables.some((entry) => entry.name === name)) {
      throw bad(`The archive's manifest does not list its table ${name}`, { field: "archive" });
    }
  }

  // Every file belongs to a row: an image of the gallery, or an image sent in a conversation.
  const mediaIds = new Set((tables.get("media") ?? []).map((row) => String(row.id)));
  const chatIds = new Set(
    (tables.get("conversation_messages") ?? []).filter((row) => row.attachment).map((row) => String(row.id)),
  );
  for (const name of files.keys()) {
    const media = MEDIA_FILE.exec(name);
    if (media && !mediaIds.has(media[1]!))
      throw bad(`The archive's file ${name} belongs to no image`, { field: "archive" });
    const chat = CHAT_FILE.exec(name);
    if (chat && !chatIds.has(chat[1]!))
      throw bad(`The archive's file ${name} belongs to no message`, { field: "archive" });
  }
  return { manifest, tables, files };
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  try {
    return JSON.parse(strFromU8(bytes)) as unknown;
  } catch {
    throw bad(`The archive's ${name} is not valid JSON`, { field: "archive" });
  }
}

/** Rows of one table: objects, known columns only, all of the archive's organization. */
function checkRows(spec: ArchivedTable, value: unknown, sourceId: number): Row[] {
  const name = nameOf(spec.table);
  if (!Array.isArray(value)) throw bad(`The archive's table ${name} is not a list of rows`, { field: "archive" });
  const columns = getTableColumns(spec.table);
  const orgKey = organizationKey(spec.table)!;
  for (const row of value as unknown[]) {
    if (!row || typeof row !== "object" || Array.isArray(row)) {
      throw bad(`The archive's table ${name} holds something that is not a row`, { field: "archive" });
    }
    for (const key of Object.keys(row)) {
      if (!(key in columns)) {
        throw bad(`The archive's table ${name} has a column this instance does not know: ${short(key)}`, {
          field: "archive",
        });
      }
    }
    if ((row as Row)[orgKey] !== sourceId) {
      throw bad(`The archive's table ${name} holds a row of another organization`, { field: "archive" });
    }
    for (const [key, item] of Object.entries(row as Row)) {
      if (columns[key]!.dataType === "date" && item !== null && !validDate(item)) {
        throw bad(`The archive's table ${name} has a column ${key} that is not a time`, { field: "archive" });
      }
    }
    if (name === "media" && !validMedia(row as Row)) {
      throw bad("The archive's table media holds an image this instance cannot serve", { field: "archive" });
    }
  }
  return value as Row[];
}

const validDate = (value: unknown) =>
  typeof value === "string" && value.length <= 40 && !Number.isNaN(Date.parse(value));

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
const RENDITION = /^(?:original\.(?:jpg|png|webp|gif|avif)|w[0-9]{1,5}\.webp)$/;

/**
 * The gallery serves a file with the type its row names: only image types and rendition names
 * are accepted (the files are also served with `nosniff` and a sandboxing CSP).
 */
function validMedia(row: Row): boolean {
  if (!IMAGE_TYPES.has(String(row.mime_type))) return false;
  if (!Array.isArray(row.variants)) return false;
  return (row.variants as unknown[]).every((variant) => {
    const v = variant as { name?: unknown; mime_type?: unknown } | null;
    return !!v && typeof v === "object" && RENDITION.test(String(v.name)) && IMAGE_TYPES.has(String(v.mime_type));
  });
}

/** The host part of `host[:port]`, lower case, checked as a DNS name. */
function hostName(host: string): string {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:[0-9]{1,5}$/, "");
  if (!/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(name)) {
    throw bad("The new site's host is not a valid host name", { field: "host" });
  }
  return name;
}

/**
 * Creates a NEW organization from an archive (decision 060), in one transaction: the organization
 * and its domain are written through the audited bypass (no organization exists yet to act as),
 * then every row as the new organization, so row-level security checks each one. Every row gets a
 * new id; references, ids inside JSON, revisions' records and snapshots, gallery addresses and
 * links naming the old hosts follow. Accounts come without credentials. Media files are stored
 * before the commit and removed again if it fails.
 */
export async function importSite(
  db: Db,
  archive: Uint8Array | ReadArchive,
  options: ImportOptions,
): Promise<ImportedSite> {
  const read = archive instanceof Uint8Array ? readArchive(archive) : archive;
  const { manifest, tables, files } = read;
  const slug = checkSiteSlug(options.slug);
  const status = options.status ?? "draft";
  const domainHost = hostName(options.host);
  const linkHost = options.host.trim().toLowerCase();
  const name = (options.name ?? manifest.organization.name).trim();
  if (!name || name.length > 200) throw bad("The new site's name must have 1 to 200 characters", { field: "name" });
  const sourceId = manifest.organization.id;
  const written: string[] = [];

  try {
    return await db.transaction(async (tx) => {
      const [organization] = await asSystem("a site import creates its organization", () =>
        tx
          .insert(organizations)
          .values({
            name,
            type: manifest.organization.type || "services",
            settings: {},
            slug,
            status,
            published_at: status === "live" ? new Date() : null,
          })
          .returning({ id: organizations.id }),
      );
      const organizationId = organization!.id;
      await asSystem("a site import gives the new organization its host", () =>
        tx.insert(domains).values(scoped(organizationId).values(domains, { host: domainHost, is_primary: true })),
      );

      return asOrganization(organizationId, async () => {
        const ids = await allocateIds(tx, tables);
        const remap: IdRemap = (table, oldId, mode) => {
          if (oldId === null || oldId === undefined) return null;
          const next = ids.get(table)?.get(String(oldId));
          if (next !== undefined) return next;
          if (mode === "soft") return null;
          throw bad(`The archive's rows name a ${table} row it does not hold`, { field: "archive" });
        };
        const rewriteHost = hostRewriter([manifest.source.host, ...manifest.source.hosts], linkHost);
        const rewriteMedia = mediaPathRewriter(sourceId, organizationId, ids.get("media") ?? new Map());
        const rewrite = (text: string) => rewriteMedia(rewriteHost(text));

        const settings = rewriteStrings(manifest.organization.settings, rewrite) as Record<string, unknown>;
        await asSystem("a site import writes its organization's settings", () =>
          tx
            .update(organizations)
            .set({ settings })
            .where(sql`${organizations.id} = ${organizationId}`),
        );

        const counts: Record<string, number> = {};
        for (const spec of ARCHIVED_TABLES) {
          const tableName = nameOf(spec.table);
          const rows = tables.get(tableName) ?? [];
          counts[tableName] = rows.length;
          if (rows.length === 0) continue;
          const prepared = rows.flatMap((row) => {
            const out = prepareRow(spec, row, { organizationId, remap, rewrite, ids: ids.get(tableName) });
            return out ? [out] : [];
          });
          if (prepared.length > 0) await insertRows(tx, spec, prepared);
        }

        // A conversation's messages are numbered on its real-time channels; the counters go on
        // from the imported numbers, so the next message does not take a number already used.
        const channels = new Map<string, number>();
        const conversationIds = ids.get("conversations") ?? new Map<string, unknown>();
        for (const message of tables.get("conversation_messages") ?? []) {
          const conversation = conversationIds.get(String(message.conversation_id));
          if (conversation === undefined) continue;
          const name = message.internal
            ? `conversation:${String(conversation)}:staff`
            : `conversation:${String(conversation)}`;
          channels.set(name, Math.max(channels.get(name) ?? 0, Number(message.seq) || 0));
        }
        if (channels.size > 0) {
          await tx.insert(realtimeChannels).values(
            scoped(organizationId).values(
              realtimeChannels,
              [...channels].map(([name, lastSeq]) => ({ name, last_seq: lastSeq })),
            ),
          );
        }

        // The search index and the next publication time, as after any content change.
        await enqueueJob(tx, { kind: "search.reindex", organizationId, key: `org-${organizationId}` });
        await planPublication(tx, organizationId);
        if (options.within) await options.within(tx, organizationId);

        // Files last, inside the transaction: if it fails after them they are removed (below).
        const mediaIds = ids.get("media") ?? new Map<string, unknown>();
        const messageIds = ids.get("conversation_messages") ?? new Map<string, unknown>();
        for (const [file, bytes] of files) {
          const media = MEDIA_FILE.exec(file);
          const chat = CHAT_FILE.exec(file);
          const key = media
            ? mediaKey(organizationId, Number(mediaIds.get(media[1]!)), media[2]!)
            : `chat/${organizationId}/${String(messageIds.get(chat![1]!))}/image.webp`;
          written.push(key);
          await options.storage.put(key, Buffer.from(bytes));
        }
        return { organizationId, slug, status, host: domainHost, name, tables: counts, files: files.size };
      });
    });
  } catch (error) {
    if (written.length) await options.storage.remove(written).catch(() => {});
    if (isAppError(error)) throw error;
    const code = databaseCode(error);
    // The slug and the host are unique: someone else has that address (or took it meanwhile).
    if (code === "23505") throw new AppError("conflict", "That address is already taken", { field: "slug" });
    // A constraint the archive's rows break (a value out of range, a missing required column…).
    if (code && /^(22|23)/.test(code))
      throw bad("The archive's rows do not fit this instance's schema", { field: "archive" });
    throw error;
  }
}

function databaseCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * New ids for every row with one: from the table's own sequence for identity columns (so the rows
 * can be written with them, references already pointing right), random for text ids. Revisions of
 * records that were deleted before the export get fresh ids too, so that they never name a row of
 * the old site (nor collide with a new one).
 */
async function allocateIds(tx: Tx, tables: Map<string, Row[]>): Promise<Map<string, Map<string, unknown>>> {
  const wanted = new Map<string, string[]>();
  for (const spec of ARCHIVED_TABLES) {
    if (!spec.id) continue;
    const table = nameOf(spec.table);
    const rows = tables.get(table) ?? [];
    const olds = rows.map((row) => String(row[spec.id!.key]));
    if (new Set(olds).size !== olds.length)
      throw bad(`The archive's table ${table} repeats an id`, { field: "archive" });
    wanted.set(table, olds);
  }
  for (const revision of tables.get("revisions") ?? []) {
    const table = REVISION_ENTITY_TABLES[String(revision.entity)];
    if (!table) continue;
    const olds = wanted.get(table)!;
    const id = String(revision.entity_id);
    if (/^[0-9]{1,10}$/.test(id) && !olds.includes(id)) olds.push(id);
  }
  const ids = new Map<string, Map<string, unknown>>();
  for (const spec of ARCHIVED_TABLES) {
    if (!spec.id) continue;
    const table = nameOf(spec.table);
    const olds = wanted.get(table)!;
    const map = new Map<string, unknown>();
    ids.set(table, map);
    if (olds.length === 0) continue;
    if (spec.id.kind === "random") {
      for (const old of olds) map.set(old, randomUUID());
      continue;
    }
    const column = (getTableColumns(spec.table) as Record<string, PgColumn>)[spec.id.key]!;
    const sequence = `public.${table}`;
    const fresh = await tx
      .select({ id: sql<string>`nextval(pg_get_serial_sequence(${sequence}, ${column.name}))::text` })
      .from(sql`generate_series(1, ${olds.length})`);
    olds.forEach((old, index) => map.set(old, Number(fresh[index]!.id)));
  }
  return ids;
}

type RowContext = {
  organizationId: number;
  remap: IdRemap;
  rewrite: (text: string) => string;
  ids: Map<string, unknown> | undefined;
};

function prepareRow(spec: ArchivedTable, row: Row, context: RowContext): Row | null {
  const { organizationId, remap, rewrite } = context;
  const table = nameOf(spec.table);
  const out: Row = {};
  const named = spec.record ? spec.record(row, remap) : row;
  if (!named) return null;
  for (const [key, value] of Object.entries(named)) out[key] = value;
  out[organizationKey(spec.table)!] = organizationId;
  if (spec.id) out[spec.id.key] = context.ids!.get(String(row[spec.id.key]));
  for (const [key, reference] of Object.entries(spec.refs ?? {})) {
    if (!(key in row)) continue;
    out[key] = remapAny(reference.tables, row[key], reference.mode, remap);
  }
  for (const [key, fix] of Object.entries(spec.json ?? {})) {
    if (key in row) out[key] = fix(row[key], remap);
  }
  if (table === "revisions") Object.assign(out, remapRevision(row, organizationId, remap));
  // Strings last: links and gallery addresses in every text and JSON column.
  for (const [key, value] of Object.entries(out)) {
    if (key === spec.id?.key) continue;
    out[key] = rewriteStrings(value, rewrite);
  }
  return out;
}

function remapAny(tables: string[], value: unknown, mode: "strict" | "soft", remap: IdRemap): unknown {
  if (value === null || value === undefined) return null;
  for (const table of tables) {
    const next = remap(table, value, "soft");
    if (next !== null) return next;
  }
  return mode === "soft" ? null : remap(tables[0]!, value, "strict");
}

/** A snapshot of a row (revision before/after): the same renumbering as the row itself. */
function remapSnapshot(table: string, snapshot: unknown, remap: IdRemap): unknown {
  const spec = ARCHIVED_BY_NAME.get(table);
  if (!spec || !snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return snapshot;
  const out: Row = { ...(snapshot as Row) };
  if (spec.id && spec.id.key in out) out[spec.id.key] = remap(table, out[spec.id.key], "soft");
  const orgKey = organizationKey(spec.table)!;
  delete out[orgKey];
  for (const [key, reference] of Object.entries(spec.refs ?? {})) {
    if (key in out) out[key] = remapAny(reference.tables, out[key], "soft", remap);
  }
  for (const [key, fix] of Object.entries(spec.json ?? {})) {
    if (key in out) out[key] = fix(out[key], remap);
  }
  return out;
}

const LAYOUT_TABLES: Record<string, string> = {
  hero: "website_hero",
  heading_section: "heading_sections",
  template_section: "template_sections",
};

/** A revision names its record by entity and id, and holds snapshots: all renumbered. */
function remapRevision(row: Row, organizationId: number, remap: IdRemap): Row {
  const entity = String(row.entity);
  const entityId = String(row.entity_id);
  const snapshot = (value: unknown): unknown => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return value;
    const table = REVISION_ENTITY_TABLES[entity];
    if (table) return remapSnapshot(table, value, remap);
    const record = value as Row;
    if (entity === "organization_list" && Array.isArray(record.items)) {
      return {
        ...record,
        items: record.items.map((item) => remapSnapshot(String(record.list ?? entityId), item, remap)),
      };
    }
    if (entity === "page_layout" && Array.isArray(record.sections)) {
      return {
        ...record,
        sections: record.sections.map((entry: Row) => ({
          ...entry,
          id: remap(LAYOUT_TABLES[String(entry.type)] ?? "", entry.id, "soft"),
        })),
      };
    }
    if (entity === "organization_settings" && "id" in record) return { ...record, id: organizationId };
    return value;
  };
  const table = REVISION_ENTITY_TABLES[entity];
  let nextId = entityId;
  if (table) nextId = String(remap(table, entityId, "soft") ?? entityId);
  else if (entity === "organization_settings") nextId = String(organizationId);
  return { entity_id: nextId, before: snapshot(row.before), after: snapshot(row.after) };
}

/** Writes prepared rows with their ids (OVERRIDING SYSTEM VALUE), in chunks under the parameter limit. */
async function insertRows(tx: Tx, spec: ArchivedTable, rows: Row[]): Promise<void> {
  const columns = getTableColumns(spec.table) as Record<string, PgColumn>;
  const typed = rows.map((row) => {
    const out: Row = {};
    for (const [key, value] of Object.entries(row)) {
      const column = columns[key]!;
      out[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
    }
    return out;
  });
  const size = Math.max(1, Math.floor(20_000 / Object.keys(columns).length));
  for (let start = 0; start < typed.length; start += size) {
    const chunk = typed.slice(start, start + size);
    const insert = tx.insert(spec.table).overridingSystemValue();
    await insert.values(chunk as never);
  }
}
