import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { websiteHero } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { heroRecord, type HeroRecord } from "./hero-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** One hero of the organization (another organization's id: 404, as if absent). */
export async function getHero({
  db,
  organizationId,
  heroId,
}: {
  db: Db;
  organizationId: number;
  heroId: number;
}): Promise<HeroRecord> {
  const [row] = await db
    .select()
    .from(websiteHero)
    .where(scoped(organizationId).where(websiteHero, eq(websiteHero.id, heroId)));
  if (!row) throw new AppError("not_found", "Hero section not found", { code: "not_found" });
  return heroRecord(row);
}
