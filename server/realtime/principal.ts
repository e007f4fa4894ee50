import { eq } from "drizzle-orm";
import type { AuthSession } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { chatVisitors } from "../db/schema/index.ts";
import { resolveViewer } from "../domain/accounts/viewer.ts";
import { can } from "../policy/policy.ts";
import type { Tenant } from "../tenancy/tenant-resolver.ts";
import type { Principal } from "./hub.ts";
import { scoped } from "../db/tenant-scope.ts";

/** The session's person as a principal of the host's organization: staff when the policy lets them work the inbox. */
export async function sessionPrincipal(input: {
  services: Pick<Services, "db">;
  tenant: Tenant;
  session: AuthSession | null;
}): Promise<Principal | null> {
  if (!input.session) return null;
  const viewer = await resolveViewer({ db: input.services.db, tenant: input.tenant, session: input.session });
  if (!viewer) return null;
  return {
    organizationId: input.tenant.id,
    kind: can(viewer.role, "conversations.staff") ? "staff" : "user",
    role: viewer.role,
    id: viewer.id,
    name: viewer.name,
    meetingsHost: can(viewer.role, "meetings.host"),
  };
}

/** A visitor token of this organization whose visitor still exists, as a principal; else null. */
export async function visitorPrincipal(
  services: Pick<Services, "db" | "visitorTokens">,
  organizationId: number,
  token: string,
): Promise<Principal | null> {
  const claims = await services.visitorTokens.verify("visitor", token);
  if (!claims || claims.organizationId !== organizationId) return null;
  const [visitor] = await services.db
    .select({ id: chatVisitors.id, name: chatVisitors.name })
    .from(chatVisitors)
    .where(scoped(organizationId).where(chatVisitors, eq(chatVisitors.id, claims.visitorId)))
    .limit(1);
  return visitor ? { organizationId, kind: "visitor", id: visitor.id, name: visitor.name } : null;
}
