import { desc } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { orderRequests } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** The organization's order requests, newest first (admins: `/admin/orders`, `GET /api/orders`). */
export async function listOrderRequests({
  db,
  organizationId,
  limit = 200,
}: {
  db: Db;
  organizationId: number;
  limit?: number;
}) {
  const rows = await db
    .select()
    .from(orderRequests)
    .where(scoped(organizationId).where(orderRequests))
    .orderBy(desc(orderRequests.created_at), desc(orderRequests.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export type OrderRequestRow = Awaited<ReturnType<typeof listOrderRequests>>[number];
