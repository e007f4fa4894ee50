import type { websiteHero } from "../../db/schema/index.ts";

/** Editable fields of a hero (never id, organization, legacy or the timestamps). */
export type HeroFields = Partial<
  Omit<typeof websiteHero.$inferInsert, "id" | "organization_id" | "created_at" | "updated_at" | "legacy">
>;

/** A hero as the API answers and the page reads it; `updated_at` is the version an editor sends back. */
export type HeroRecord = Omit<typeof websiteHero.$inferSelect, "organization_id" | "created_at" | "updated_at"> & {
  created_at: string;
  updated_at: string;
};

export function heroRecord(row: typeof websiteHero.$inferSelect): HeroRecord {
  const { organization_id: _org, created_at, updated_at, ...rest } = row;
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}
