import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { siteMembers } from "../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { PlatformAccount, PlatformEnv } from "../platform-context.ts";

/** The signed-in platform account, or 401. */
export function requireAccount(c: Context<PlatformEnv>): PlatformAccount {
  const account = c.var.platformAccount;
  if (!account) throw new AppError("unauthorized", "Sign in to the platform first");
  return account;
}

/** A platform operator, or 401/403. */
export function requireOperator(c: Context<PlatformEnv>): PlatformAccount {
  const account = requireAccount(c);
  if (!account.isOperator) throw new AppError("forbidden", "Only platform operators may do this");
  return account;
}

/**
 * The caller's role on site `siteId`, at least `minimum` (owner > admin). A site the caller is no
 * member of is a 404, like a site that does not exist: nobody learns another person's site ids.
 * Operators pass when `operators` is set.
 */
export async function requireSiteRole(
  c: Context<PlatformEnv>,
  siteId: number,
  minimum: "owner" | "admin",
  { operators = false }: { operators?: boolean } = {},
): Promise<{ account: PlatformAccount; role: "owner" | "admin" | "operator" }> {
  const account = requireAccount(c);
  if (!Number.isSafeInteger(siteId) || siteId < 1) throw new AppError("not_found", "No such site");
  const [member] = await crossTenant(c.var.services.db, "site members are read on the platform, across sites")
    .select({ role: siteMembers.role })
    .from(siteMembers)
    .where(and(eq(siteMembers.organization_id, siteId), eq(siteMembers.account_id, account.id)))
    .limit(1);
  if (member && (minimum === "admin" || member.role === "owner")) return { account, role: member.role };
  if (operators && account.isOperator) return { account, role: "operator" };
  if (member) throw new AppError("forbidden", "Only the site's owner may do this");
  throw new AppError("not_found", "No such site");
}
