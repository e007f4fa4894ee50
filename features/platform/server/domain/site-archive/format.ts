import { z } from "zod";

/**
 * The site archive (decision 060): one zip file (fflate) holding
 *
 *   manifest.json                       format, version, source, organization, tables, media
 *   tables/<table>.json                 the organization's rows of that table (a JSON array)
 *   media/<media id>/<rendition>        every stored rendition of the gallery's images
 *   chat/<message id>/image.webp        images sent in live-support conversations
 *
 * Rows keep the Drizzle property names and the source's ids; the import gives every row a new id.
 */
export const ARCHIVE_FORMAT = "tessera-site-archive";
export const ARCHIVE_VERSION = 1;

/** The largest archive accepted, and the most its files may unpack to (declared sizes, checked first). */
export const MAX_ARCHIVE_BYTES = 200 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 400 * 1024 * 1024;
/** More files than this is not a site (Brightpath has a few dozen). */
export const MAX_ARCHIVE_FILES = 50_000;

export const ARCHIVE_CONTENT_TYPE = "application/zip";

/** The only names an archive may hold: nothing else, so no path can leave its folder. */
export const MANIFEST_FILE = "manifest.json";
export const TABLE_FILE = /^tables\/([a-z][a-z0-9_]{0,62})\.json$/;
export const MEDIA_FILE = /^media\/([1-9][0-9]{0,9})\/(original\.(?:jpg|png|webp|gif|avif)|w[0-9]{1,5}\.webp)$/;
export const CHAT_FILE = /^chat\/([1-9][0-9]{0,9})\/image\.webp$/;

const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  created_at: z.string().max(40),
  source: z.object({
    /** The address the site answered on (its primary domain), and all of them: links naming them are rewritten. */
    host: z.string().max(253),
    hosts: z.array(z.string().max(253)).max(100),
  }),
  organization: z.object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(200),
    type: z.string().max(100),
    settings: z.record(z.string(), z.unknown()),
  }),
  tables: z.array(z.object({ name: z.string().max(63), rows: count })).max(500),
  media: z
    .array(
      z.object({
        id: z.number().int().positive(),
        files: z.array(z.object({ name: z.string().max(40), bytes: count })).max(50),
      }),
    )
    .max(MAX_ARCHIVE_FILES),
  chat_images: z.array(z.object({ message_id: z.number().int().positive(), bytes: count })).max(MAX_ARCHIVE_FILES),
  skipped: z.record(z.string(), z.string()).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A file name for a download: `brightpath-2026-11-29.tessera.zip`. */
export function archiveFileName(slug: string, at: Date = new Date()): string {
  const safe =
    slug
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "site";
  return `${safe}-${at.toISOString().slice(0, 10)}.tessera.zip`;
}
