import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Db } from "../../../../../server/db/client.ts";
import { domains, organizations } from "../../../../../server/db/schema/index.ts";
import { asOrganization } from "../../../../../server/db/tenant-context.ts";
import { scoped } from "../../../../../server/db/tenant-scope.ts";
import { mediaKey, type MediaStorage } from "../../../../../server/domain/media/media-storage.ts";
import { AppError } from "../../../../../server/errors.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_FILE, type Manifest } from "./format.ts";
import { ARCHIVED_TABLES, SKIPPED_TABLES, nameOf, organizationKey } from "./tables.ts";

export type ExportedSite = {
  archive: Uint8Array;
  manifest: Manifest;
};

type Row = Record<string, unknown>;

/**
 * One organization as a site archive (decision 060): every row of the archived tables, the
 * gallery's files and the conversations' images, with a manifest. Reads run as the organization
 * (row-level security: nothing of another site can be read), in one transaction so that the rows
 * agree with each other.
 */
export async function exportSite(
  db: Db,
  organizationId: number,
  { storage, now = new Date() }: { storage: MediaStorage; now?: Date },
): Promise<ExportedSite> {
  return asOrganization(organizationId, async () => {
    const { organization, hosts, tables } = await readSite(db, organizationId);

    const chunks: Uint8Array[] = [];
    const manifest = await writeArchive({ organization, hosts, tables, organizationId, storage, now }, (chunk) =>
      chunks.push(chunk),
    );
    const archive = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      archive.set(chunk, offset);
      offset += chunk.length;
    }
    return { archive, manifest };
  });
}

type SiteRows = Awaited<ReturnType<typeof readSite>>;

/** The organization, its hosts and its rows of every archived table, read in one transaction. */
function readSite(db: Db, organizationId: number) {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        settings: organizations.settings,
      })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization) throw new AppError("not_found", "No such site");
    const hostRows = await tx
      .select({ host: domains.host, is_primary: domains.is_primary })
      .from(domains)
      .where(scoped(organizationId).where(domains));
    const tables = new Map<string, Row[]>();
    for (const spec of ARCHIVED_TABLES) {
      const key = organizationKey(spec.table)!;
      const column = (spec.table as unknown as Record<string, PgColumn>)[key]!;
      const rows = (await tx.select().from(spec.table).where(eq(column, organizationId))) as Row[];
      tables.set(nameOf(spec.table), rows);
    }
    const ordered = [...hostRows].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
    return { organization, hosts: ordered.map((row) => row.host), tables };
  });
}

/**
 * A site archive as a stream of chunks (`fflate`'s streaming zip): the images are read from the
 * storage one at a time, the manifest goes last (the central directory lets a reader find it).
 */
export function exportSiteStream(
  db: Db,
  organizationId: number,
  { storage, now = new Date() }: { storage: MediaStorage; now?: Date },
): Promise<ReadableStream<Uint8Array>> {
  return asOrganization(organizationId, async () => {
    // Read first, so that a missing site is an error before any byte is sent.
    const site = await readSite(db, organizationId);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        // The storage reads run as the organization too (an S3 call needs no tenant, but stays scoped).
        void asOrganization(organizationId, () =>
          writeArchive({ ...site, organizationId, storage, now }, (chunk) => controller.enqueue(chunk)),
        ).then(
          () => controller.close(),
          (error: unknown) => controller.error(error),
        );
      },
    });
  });
}

/** Writes the zip entry by entry to `sink`; answers the manifest. */
async function writeArchive(
  site: SiteRows & { organizationId: number; storage: MediaStorage; now: Date },
  sink: (chunk: Uint8Array) => void,
): Promise<Manifest> {
  const { organization, hosts, tables, organizationId, storage, now } = site;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else sink(chunk);
  });
  const add = (name: string, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    entry.mtime = now;
    zip.add(entry);
    entry.push(bytes, true);
    if (failure) throw failure;
  };

  for (const [name, rows] of tables) add(`tables/${name}.json`, strToU8(JSON.stringify(rows)), true);
  const media: Manifest["media"] = [];
  for (const row of tables.get("media") ?? []) {
    const id = Number(row.id);
    const names = Array.isArray(row.variants) ? (row.variants as { name?: unknown }[]).map((v) => String(v.name)) : [];
    const present: { name: string; bytes: number }[] = [];
    for (const name of new Set(names)) {
      const bytes = await storage.get(mediaKey(organizationId, id, name));
      if (!bytes) continue; // a lost file stays lost; the row still says what it was
      add(`media/${id}/${name}`, new Uint8Array(bytes), false);
      present.push({ name, bytes: bytes.length });
    }
    media.push({ id, files: present });
  }
  const chatImages: Manifest["chat_images"] = [];
  for (const row of tables.get("conversation_messages") ?? []) {
    if (!row.attachment) continue;
    const id = Number(row.id);
    const bytes = await storage.get(`chat/${organizationId}/${id}/image.webp`);
    if (!bytes) continue;
    add(`chat/${id}/image.webp`, new Uint8Array(bytes), false);
    chatImages.push({ message_id: id, bytes: bytes.length });
  }
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    created_at: now.toISOString(),
    source: { host: hosts[0] ?? "", hosts },
    organization: {
      id: organization.id,
      name: organization.name,
      type: organization.type,
      settings: organization.settings as Record<string, unknown>,
    },
    tables: [...tables].map(([name, rows]) => ({ name, rows: rows.length })),
    media,
    chat_images: chatImages,
    skipped: SKIPPED_TABLES,
  };
  add(MANIFEST_FILE, strToU8(JSON.stringify(manifest, null, 2)), true);
  zip.end();
  if (failure) throw failure;
  return manifest;
}
