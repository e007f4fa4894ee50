import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Who the database is working for right now (docs/decisions/054-row-level-security.md).
 *
 * Every tenant table has row-level security forced on it: a statement sees and writes only the rows
 * of `app.organization_id`, and only while it runs as the role `tessera_app`. The database layer
 * (client.ts) sets both, transaction-local, before each statement, from this store:
 *
 * - a request runs `asOrganization(tenant.id, …)` (the tenancy middleware), so its queries, raw
 *   `sql` and Better Auth's included, reach that organization's rows and no other's;
 * - work that spans organizations on purpose runs `asSystem("why", …)` or through
 *   `crossTenant(db, "why")`: the role `tessera_system`, whose policy passes every row, with the
 *   reason logged. That is the one bypass;
 * - anything else (a timer, a socket callback that lost its request) runs as `tessera_app` with no
 *   organization, and sees no tenant row at all: a forgotten scope fails closed.
 */
export type DatabaseActor = { readonly organizationId: number } | { readonly system: string };

export const APP_ROLE = "tessera_app";
export const SYSTEM_ROLE = "tessera_system";

const actorStore = new AsyncLocalStorage<DatabaseActor>();

/** The actor of the running code, or undefined (no organization: no tenant rows). */
export function currentActor(): DatabaseActor | undefined {
  return actorStore.getStore();
}

/** The organization the running code works for, if it works for one. */
export function currentOrganization(): number | undefined {
  const actor = actorStore.getStore();
  return actor && "organizationId" in actor ? actor.organizationId : undefined;
}

/** Runs `fn` (and everything it starts) for one organization: its queries reach that organization's rows only. */
export function asOrganization<T>(organizationId: number, fn: () => T): T {
  if (!Number.isSafeInteger(organizationId) || organizationId < 1) {
    // A missing tenant must never widen a query: refuse rather than run as nobody (or everybody).
    throw new Error(`asOrganization needs an organization id, got ${String(organizationId)}`);
  }
  return runAs({ organizationId }, fn);
}

/**
 * Runs `fn` for `actor`. A Drizzle query handed back unawaited (`asSystem(r, () => db.select()…)`)
 * runs when awaited, which would be outside: it is started here, inside.
 */
function runAs<T>(actor: DatabaseActor, fn: () => T): T {
  return actorStore.run(actor, () => {
    const result = fn();
    if (result instanceof Promise || typeof (result as { then?: unknown } | null)?.then !== "function") return result;
    return (result as PromiseLike<unknown>).then((value) => value) as T;
  });
}

type BypassListener = (reason: string) => void;
let bypassListener: BypassListener = () => {};

/** Where the bypass's reasons are recorded (services wire it to the log). */
export function onBypass(listener: BypassListener): void {
  bypassListener = listener;
}

/** Records one use of the bypass; every use names why. */
export function auditBypass(reason: string): void {
  if (!reason.trim()) throw new Error("the cross-tenant bypass needs a reason");
  bypassListener(reason);
}

/**
 * THE bypass: runs `fn` as `tessera_system`, whose policy passes every organization's rows.
 * For work that spans organizations on purpose (schedulers finding due work, the seed, operator
 * commands, the tenant resolver). Work done for one organization afterwards goes back to
 * `asOrganization`, so that its writes are checked again.
 */
export function asSystem<T>(reason: string, fn: () => T): T {
  auditBypass(reason);
  return runAs({ system: reason }, fn);
}

/** Runs `fn` with no actor: tenant tables show no row. What code outside any request gets. */
export function asNobody<T>(fn: () => T): T {
  return actorStore.exit(fn);
}

/**
 * The statement that puts an actor on the current transaction, and its parameters. Transaction-
 * local (`set_config(…, true)` is `SET LOCAL`): the connection returns to the pool as it came.
 */
export const ACTOR_STATEMENT = "select set_config('role', $1, true), set_config('app.organization_id', $2, true)";

export function actorParameters(actor: DatabaseActor | undefined): [string, string] {
  if (actor && "system" in actor) return [SYSTEM_ROLE, ""];
  return [APP_ROLE, actor ? String(actor.organizationId) : ""];
}

/** A key telling two actors apart for the database (system reasons do not matter to it). */
export function actorKey(actor: DatabaseActor | undefined): string {
  if (!actor) return "";
  return "system" in actor ? "system" : String(actor.organizationId);
}

/** `asSystem` for a query whose reason `crossTenant` already recorded. */
export function asSystemQuietly<T>(reason: string, fn: () => T): T {
  // Exactly `fn` inside: crossTenant builds queries with it, which must not start on their own.
  return actorStore.run({ system: reason }, fn);
}
