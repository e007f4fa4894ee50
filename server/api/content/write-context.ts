import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context.ts";
import type { Actor, ChangeContext } from "../../domain/changes/apply-change.ts";
import { AppError } from "../../errors.ts";
import { FORBIDDEN_MESSAGE, type Action } from "../../policy/policy.ts";
import { requireActor } from "../authorize.ts";
import { jsonError as json } from "../openapi-parts.ts";

/**
 * Asks the policy before anything else (body validation included): anonymous 401, a user 403.
 * The actor is kept for the handler's change context.
 */
export function permit(action: Action): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    actors.set(c.req.raw, await requireActor(c, action));
    await next();
  };
}

const actors = new WeakMap<Request, Actor>();

/** The change context of a request: the host's organization, the permitted actor, the request id. */
export function changeContext(c: Context<AppEnv>): ChangeContext & { actor: Actor } {
  const actor = actors.get(c.req.raw);
  if (!actor) throw new Error("changeContext used on a route without permit()");
  return {
    db: c.var.services.db,
    organizationId: c.var.tenant.id,
    actor,
    requestId: c.var.requestId,
    dispatcher: c.var.services.dispatcher,
    logger: c.var.logger,
  };
}

/**
 * The organization always comes from the host. A payload or query that names one is accepted only
 * when it names the host's; otherwise 403 and nothing changes. Returns the body without it.
 */
export function withoutOrganization<T extends { organization_id?: number | undefined }>(
  c: Context<AppEnv>,
  body: T,
): Omit<T, "organization_id"> {
  const { organization_id, ...rest } = body;
  if (organization_id !== undefined && organization_id !== c.var.tenant.id) {
    throw new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden", field: "organization_id" });
  }
  return rest;
}

export const writeErrors = {
  400: json("Bad input: `field` and the reason"),
  401: json("Not signed in on this site"),
  403: json("Not an admin of this site's organization, or another organization named"),
  404: json("No such record in this organization"),
} as const;

export const conflictError = { 409: json("Stale version: `current` holds the record as it is now") } as const;
