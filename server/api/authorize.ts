import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import { resolveViewer } from "../domain/accounts/viewer.ts";
import type { Actor } from "../domain/changes/apply-change.ts";
import { authorize, type Action } from "../policy/policy.ts";

/**
 * The signed-in person of this site, if the policy lets them do `action` in the host's
 * organization: 401 without a session (or with another site's), 403 when the role does not allow it.
 */
export async function requireActor(c: Context<AppEnv>, action: Action): Promise<Actor> {
  const viewer = c.var.session
    ? await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session })
    : null;
  authorize(viewer?.role ?? "anonymous", action);
  return { id: viewer!.id, name: viewer!.name };
}
