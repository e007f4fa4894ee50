import type { RouterContextProvider } from "react-router";
import { listOrderRequests, type OrderRequestRow } from "../server/domain/list-order-requests.ts";
import { requestContext } from "../../../server/load-context.ts";
import { requirePermission } from "../../../app/view-models/auth.server.ts";

/** The organization's order requests, newest first (the policy's `order.manage`: admins). */
export async function listOrdersForAdmin(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<OrderRequestRow[]> {
  await requirePermission(request, context, "order.manage");
  const { db, tenant } = context.get(requestContext);
  return listOrderRequests({ db, organizationId: tenant.id });
}
