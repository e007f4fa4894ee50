import type { DBAdapter, DBTransactionAdapter, Where } from "@better-auth/core/db/adapter";
import { asOrganization, currentOrganization } from "../db/tenant-context.ts";

/**
 * Better Auth treats an e-mail address as globally unique; our accounts belong to one organization
 * (decision 013). Every Better Auth call runs inside `runAsOrganization` (the tenancy middleware
 * wraps each request), and this adapter wrapper confines each query on users, sessions and
 * verification tokens to that organization: lookups by address, session token or reset token
 * find nothing of another organization, and rows created carry the organization (the field's
 * default). A Better Auth call outside a request's organization throws instead of guessing.
 * The organization is the database's actor (server/db/tenant-context.ts): row-level security
 * confines the same queries underneath (decision 054).
 */

/** The Better Auth models that carry `organizationId`. Accounts are reached only through their user. */
export const ORGANIZATION_SCOPED_MODELS = new Set(["user", "session", "verification"]);

export function runAsOrganization<T>(organizationId: number, fn: () => T): T {
  return asOrganization(organizationId, fn);
}

/** The organization whose accounts Better Auth may touch now; throws outside one. */
export function currentAuthOrganization(): number {
  const organizationId = currentOrganization();
  if (organizationId === undefined) {
    throw new Error("account storage used outside an organization's request (runAsOrganization)");
  }
  return organizationId;
}

/** Better Auth's field definition: filled from the request's organization on create, never from input. */
export const organizationField = {
  organizationId: {
    type: "number",
    required: true,
    input: false,
    returned: true,
    defaultValue: () => currentAuthOrganization(),
  },
} as const;

function scopedWhere(model: string, where: Where[] | undefined): Where[] | undefined {
  if (!ORGANIZATION_SCOPED_MODELS.has(model)) return where;
  // AND-connected: Better Auth's adapters combine AND clauses with the OR group as and(ands, or(ors)).
  return [
    ...(where ?? []),
    { field: "organizationId", operator: "eq", value: currentAuthOrganization(), connector: "AND" },
  ];
}

function scopeMethods<A extends DBTransactionAdapter>(inner: A): A {
  return {
    ...inner,
    create: (data) => {
      if (ORGANIZATION_SCOPED_MODELS.has(data.model)) {
        const organizationId = currentAuthOrganization();
        const given = (data.data as Record<string, unknown>).organizationId;
        if (given !== undefined && given !== organizationId) {
          throw new Error("refusing to create an account row for another organization");
        }
      }
      return inner.create(data);
    },
    findOne: (data) => inner.findOne({ ...data, where: scopedWhere(data.model, data.where)! }),
    findMany: (data) => inner.findMany({ ...data, where: scopedWhere(data.model, data.where) }),
    count: (data) => inner.count({ ...data, where: scopedWhere(data.model, data.where) }),
    update: (data) => inner.update({ ...data, where: scopedWhere(data.model, data.where)! }),
    updateMany: (data) => inner.updateMany({ ...data, where: scopedWhere(data.model, data.where)! }),
    delete: (data) => inner.delete({ ...data, where: scopedWhere(data.model, data.where)! }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: scopedWhere(data.model, data.where)! }),
    consumeOne: (data) => inner.consumeOne({ ...data, where: scopedWhere(data.model, data.where)! }),
    incrementOne: (data) => inner.incrementOne({ ...data, where: scopedWhere(data.model, data.where)! }),
  };
}

/** Wraps an adapter factory (e.g. `drizzleAdapter(db, …)`) so that every query is organization-scoped. */
export function organizationScopedAdapter<O, D extends DBAdapter>(factory: (options: O) => D): (options: O) => D {
  return (options) => {
    const inner = factory(options);
    const scoped = scopeMethods(inner) as D;
    const transaction = inner.transaction;
    if (transaction) {
      scoped.transaction = ((callback: (trx: DBTransactionAdapter) => Promise<unknown>) =>
        transaction((trx) => callback(scopeMethods(trx)))) as D["transaction"];
    }
    return scoped;
  };
}
