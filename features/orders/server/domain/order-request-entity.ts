import { eq } from "drizzle-orm";
import { orderRequests } from "../../../../server/db/schema/index.ts";
import type { EntityKind, Snapshot } from "../../../../server/domain/changes/entities.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

function snapshot(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Order requests in the write path: created by visitors, their status changed by admins. */
export const orderRequestEntity: EntityKind = {
  name: "order_request",
  label: "Order request",
  visibleOnPages: false,
  async load(tx, organizationId, id, { lock }) {
    if (!/^\d{1,9}$/.test(id)) return null;
    const query = tx
      .select()
      .from(orderRequests)
      .where(scoped(organizationId).where(orderRequests, eq(orderRequests.id, Number(id))));
    const [row] = lock ? await query.for("update") : await query;
    return row ? snapshot(row) : null;
  },
  async restore(tx, organizationId, id, value) {
    // Only the status is ever changed after the request came in, so only the status is restored.
    const status = value.status;
    if (status !== "new" && status !== "handled" && status !== "cancelled") return;
    await tx
      .update(orderRequests)
      .set({ status, updated_at: new Date() })
      .where(scoped(organizationId).where(orderRequests, eq(orderRequests.id, Number(id))));
  },
};
