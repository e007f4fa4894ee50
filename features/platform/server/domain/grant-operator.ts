import { eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { platformAccounts, platformAudit } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { AppError } from "../../../../server/errors.ts";

/**
 * Makes an existing platform account an operator (or, with `revoke`, no longer one): what
 * `npm run platform:operator` does. Recorded in the platform's audit log as the command's doing.
 */
export async function grantOperator({
  db,
  email,
  revoke = false,
}: {
  db: Db;
  email: string;
  revoke?: boolean;
}): Promise<{ email: string; changed: boolean }> {
  const address = email.trim().toLowerCase();
  return asSystem("the platform:operator command changes who operates the platform", () =>
    db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: platformAccounts.id, email: platformAccounts.email, isOperator: platformAccounts.is_operator })
        .from(platformAccounts)
        .where(eq(platformAccounts.email, address))
        .limit(1);
      if (!account) {
        throw new AppError(
          "not_found",
          `No platform account has the address ${address}: sign up on the platform first, then run this again.`,
        );
      }
      if (account.isOperator === !revoke) return { email: account.email, changed: false };
      await tx.update(platformAccounts).set({ is_operator: !revoke }).where(eq(platformAccounts.id, account.id));
      await tx.insert(platformAudit).values({
        actor_account_id: null,
        actor_email: null,
        action: revoke ? "operator.revoke" : "operator.grant",
        reason: "npm run platform:operator",
        details: { account_id: account.id, email: account.email },
      });
      return { email: account.email, changed: true };
    }),
  );
}
