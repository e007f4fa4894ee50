import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { OrganizationSettings } from "../../../shared/rules/settings.ts";
import { timestamps } from "./columns.ts";

/** Where a site is in its life (docs/decisions/061-platform-sites.md). */
export const SITE_STATUSES = ["draft", "live", "suspended", "deleted"] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];

/** A site's limits; absent keys take the environment's defaults (QUOTA_*). */
export type SiteQuotas = { pages?: number; storage_mb?: number; members?: number; bookings_per_day?: number };

export const organizations = pgTable(
  "organizations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** One of the business types of spec public-site §1. */
    type: text().notNull().default("services"),
    /** Validated by `organizationSettingsSchema` on every write. */
    settings: jsonb().$type<OrganizationSettings>().notNull().default({}),
    /**
     * The site's name on the platform: its address is `{slug}.{SITES_DOMAIN}`. Unique, so that two
     * people asking for the same one at once get one site; a purged site's row (and slug) is gone.
     */
    slug: text().unique("organizations_slug_uq"),
    /**
     * draft: created, not yet published (visitors see "coming soon", admins the site); live;
     * suspended by an operator (visitors see "paused"); deleted by its owner (404 at once, purged
     * after SITE_DELETE_GRACE_DAYS unless restored).
     */
    status: text().$type<SiteStatus>().notNull().default("live"),
    published_at: timestamp({ withTimezone: true }),
    deleted_at: timestamp({ withTimezone: true }),
    /** Set with deleted_at: when the purge job removes the site's rows and media for good. */
    purge_after: timestamp({ withTimezone: true }),
    quotas: jsonb().$type<SiteQuotas>().notNull().default({}),
    ...timestamps,
  },
  (t) => [check("organizations_status_ck", sql`${t.status} in ('draft', 'live', 'suspended', 'deleted')`)],
);
