import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { organizationId } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** One stored rendition of an image: `original.<ext>` (re-encoded) or a `w<width>.webp` variant. */
export type MediaVariant = { name: string; width: number; height: number; bytes: number; mime_type: string };

/**
 * An image of the organization's gallery (decision 028). The bytes live in the media storage
 * (DATA_DIR/media/<org>/<id>/… by default), not here; `mime_type` was detected from the bytes.
 */
export const media = pgTable(
  "media",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** The uploaded file's name, for people only: never used to decide the type or a path. */
    original_name: text().notNull(),
    /** Text for screen readers, chosen by the admin (may be empty). */
    alt: text().notNull().default(""),
    /** image/jpeg, image/png, image/webp, image/gif or image/avif, from the decoded content. */
    mime_type: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    /** Size of the stored original, in bytes. */
    byte_size: integer().notNull(),
    variants: jsonb().$type<MediaVariant[]>().notNull().default([]),
    created_by: text().references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_organization_idx").on(t.organization_id, t.created_at)],
);
