import { integer, jsonb, timestamp } from "drizzle-orm/pg-core";

import type { Gradient, Translations } from "../../../shared/i18n/types.ts";

export const translations = () => jsonb().$type<Translations>().notNull().default({});
export const gradient = () => jsonb().$type<Gradient | null>();

/** Every tenant-owned row carries the organization; it leads the row's indexes. */
export const organizationId = () => integer().notNull();

export const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
