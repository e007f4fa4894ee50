import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { websiteHero } from "../../db/schema/index.ts";
import { heroRecord, type HeroRecord } from "./hero-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** The heroes of one page of one organization, in their display order. */
export async function listHeroes({
  db,
  organizationId,
  urlPage,
}: {
  db: Db;
  organizationId: number;
  urlPage: string;
}): Promise<HeroRecord[]> {
  const rows = await db
    .select()
    .from(websiteHero)
    .where(scoped(organizationId).where(websiteHero, eq(websiteHero.url_page, urlPage)))
    .orderBy(asc(websiteHero.display_order), asc(websiteHero.id));
  return rows.map(heroRecord);
}
