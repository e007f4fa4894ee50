/**
 * Files allowed to query tenant tables outside `scoped(…)` (server/db/tenant-scope.test.ts), each with
 * how many such queries it holds (the test fails when a file has more, and asks to lower the number
 * when it has fewer) and why.
 */
export const TENANCY_ALLOWLIST: Record<string, { queries: number; reason: string }> = {
  // Empty: every query of a tenant table goes through scoped(…) or says crossTenant(db, "why") at
  // the query. Add an entry only for a query the checker cannot read (conditions built apart from
  // the query, raw sql), with its count and why.
};
