import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { BannerContent } from "../../../shared/rules/banners.ts";
import { users } from "./auth.ts";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";

/** A promotional banner (spec public-site §3 "Banner"). */
export const banners = pgTable(
  "banners",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** top, bottom, left or right. */
    position: text().notNull().default("top"),
    /** permanent, or closed (dismissible). */
    type: text().notNull().default("permanent"),
    is_enabled: boolean().notNull().default(true),
    /** Open (expanded) when the page loads; a closed banner shows only its expand button. */
    is_open: boolean().notNull().default(true),
    open_state: text().notNull().default("full"),
    is_fixed_above_navbar: boolean().notNull().default(false),
    end_date_promotion: timestamp({ withTimezone: true }),
    /** Shows the countdown to end_date_promotion. */
    end_date_promotion_is_displayed: boolean().notNull().default(false),
    dismissal_duration: text(),
    /** Unprefixed paths the banner shows on (`/`, `/services`, `/blog/*`); empty: every page. */
    page_paths: jsonb().$type<string[]>().notNull().default([]),
    content: jsonb().$type<BannerContent>().notNull().default({}),
    landing_content: text(),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index("banners_organization_idx").on(t.organization_id, t.order)],
);

/** A signed-in user's dismissal of a banner, on one organization's site, until `expires_at`. */
export const bannerDismissals = pgTable(
  "banner_dismissals",
  {
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    banner_id: integer()
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.user_id, t.banner_id] })],
);
