import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { metrics } from "../../db/schema/index.ts";

/** The organization's metric library (every metric, in or out of sections), oldest first. */
export async function listMetrics({ db, organizationId }: { db: Db; organizationId: number }) {
  const rows = await db
    .select()
    .from(metrics)
    .where(eq(metrics.organization_id, organizationId))
    .orderBy(asc(metrics.id));
  return rows.map(({ organization_id: _org, created_at, updated_at, ...row }) => ({
    ...row,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}
