import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { metrics } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { metricUsage } from "./metric-usage.ts";

/**
 * The organization's metric library (every metric, in or out of sections), oldest first, each with
 * the sections that show it (`used_in`, decision 043), so editors can say a change reaches them all.
 */
export async function listMetrics({ db, organizationId }: { db: Db; organizationId: number }) {
  const [rows, usage] = await Promise.all([
    db.select().from(metrics).where(scoped(organizationId).where(metrics)).orderBy(asc(metrics.id)),
    metricUsage({ db, organizationId }),
  ]);
  return rows.map(({ organization_id: _org, created_at, updated_at, ...row }) => ({
    ...row,
    used_in: usage.get(row.id) ?? [],
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}
