import { and, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  banners,
  blogPosts,
  headingSections,
  media,
  menuItems,
  metrics,
  organizations,
  products,
  profiles,
  submenuItems,
  websiteHero,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { MEDIA_NOT_FOUND } from "./delete-media.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** One place that shows an image: what it is, its id and a name a person recognises. */
export type MediaUsage = { kind: string; id: number; label: string };

type Place = {
  kind: string;
  table: PgTable;
  id: AnyColumn;
  organization: AnyColumn;
  label: SQL<string>;
  /** Columns that may hold the image's address (JSON columns are searched as text). */
  columns: AnyColumn[];
};

/** Everywhere content can point at an image of the gallery (spec editing-tools §3 image fields). */
const PLACES: Place[] = [
  {
    kind: "Post",
    table: blogPosts,
    id: blogPosts.id,
    organization: blogPosts.organization_id,
    label: sql<string>`${blogPosts.title}`,
    columns: [blogPosts.main_photo, blogPosts.content, blogPosts.content_translation],
  },
  {
    kind: "Content block",
    table: metrics,
    id: metrics.id,
    organization: metrics.organization_id,
    label: sql<string>`${metrics.title}`,
    columns: [metrics.image],
  },
  {
    kind: "Heading section",
    table: headingSections,
    id: headingSections.id,
    organization: headingSections.organization_id,
    label: sql<string>`${headingSections.name}`,
    columns: [headingSections.image],
  },
  {
    kind: "Hero section",
    table: websiteHero,
    id: websiteHero.id,
    organization: websiteHero.organization_id,
    label: sql<string>`coalesce(nullif(${websiteHero.title}, ''), ${websiteHero.name})`,
    columns: [websiteHero.image, websiteHero.image_style, websiteHero.background_style, websiteHero.legacy],
  },
  {
    kind: "Menu item",
    table: menuItems,
    id: menuItems.id,
    organization: menuItems.organization_id,
    label: sql<string>`${menuItems.display_name}`,
    columns: [menuItems.image],
  },
  {
    kind: "Submenu item",
    table: submenuItems,
    id: submenuItems.id,
    organization: submenuItems.organization_id,
    label: sql<string>`${submenuItems.name}`,
    columns: [submenuItems.image],
  },
  {
    kind: "Product",
    table: products,
    id: products.id,
    organization: products.organization_id,
    label: sql<string>`${products.name}`,
    columns: [products.image],
  },
  {
    kind: "Banner",
    table: banners,
    id: banners.id,
    organization: banners.organization_id,
    label: sql<string>`coalesce(${banners.content}->>'text', '')`,
    columns: [banners.content, banners.landing_content],
  },
  {
    kind: "Person",
    table: profiles,
    id: profiles.id,
    organization: profiles.organization_id,
    label: sql<string>`coalesce(${profiles.full_name}, ${profiles.username})`,
    columns: [profiles.team, profiles.customer],
  },
  {
    kind: "Site settings",
    table: organizations,
    id: organizations.id,
    organization: organizations.id,
    label: sql<string>`${organizations.name}`,
    columns: [organizations.settings],
  },
];

/**
 * The places of the organization that show one of its gallery images (found by the address
 * `/media/<org>/<id>/`, which every rendition shares), so that the gallery can say what a deletion
 * would break before it happens. Another organization's image id is a 404.
 */
export async function findMediaUsage({
  db,
  organizationId,
  mediaId,
}: {
  db: Db;
  organizationId: number;
  mediaId: number;
}): Promise<MediaUsage[]> {
  const [image] = await db
    .select({ id: media.id })
    .from(media)
    .where(scoped(organizationId).where(media, eq(media.id, mediaId)))
    .limit(1);
  if (!image) throw new AppError("not_found", MEDIA_NOT_FOUND, { field: "id" });
  // Digits and slashes only: nothing in it that LIKE would read as a wildcard.
  const pattern = `%/media/${organizationId}/${mediaId}/%`;
  const found = await Promise.all(
    PLACES.map(async (place) => {
      const rows = await db
        .select({ id: sql<number>`${place.id}`, label: place.label })
        .from(place.table)
        .where(
          and(
            eq(place.organization, organizationId),
            or(...place.columns.map((column) => sql`${column}::text like ${pattern}`)),
          ),
        )
        .limit(50);
      return rows.map((row) => ({ kind: place.kind, id: Number(row.id), label: row.label ?? "" }));
    }),
  );
  return found.flat();
}
