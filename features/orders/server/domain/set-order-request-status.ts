import { eq } from "drizzle-orm";
import { orderRequests, type OrderStatus } from "../../../../server/db/schema/index.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { nextVersion } from "../../../../server/domain/changes/entities.ts";
import { orderRequestEntity } from "./order-request-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** Marks an order request handled or cancelled (or new again), checked against the version loaded. */
export async function setOrderRequestStatus({
  ctx,
  id,
  status,
  version,
}: {
  ctx: ChangeContext;
  id: number;
  status: OrderStatus;
  version: string;
}) {
  const result = await applyChange({
    ctx,
    entity: orderRequestEntity,
    id,
    action: "update",
    summary: `Order request #${id}: ${status}`,
    expectedVersion: version,
    change: async (tx) => {
      await tx
        .update(orderRequests)
        .set({ status, updated_at: nextVersion(orderRequests.updated_at) })
        .where(scoped(ctx.organizationId).where(orderRequests, eq(orderRequests.id, id)));
    },
  });
  return result.after!;
}
