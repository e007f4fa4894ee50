import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { platformAccounts } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { AppError } from "../../../../server/errors.ts";
import { isUiLocale, type UiLocale } from "../../../../shared/i18n/ui-locales.ts";

/**
 * A platform account's own UI language (decision 083): the console's language and the language of
 * the platform's mails to the person. Platform accounts belong to no organization (`asSystem`).
 */
const SYSTEM = "platform accounts belong to no organization";

/**
 * Sets the account's language; null goes back to the browser's. A personal setting like the
 * password: no audit row, no revision.
 */
export async function setPlatformUiLocale(
  db: Db,
  { accountId, uiLocale }: { accountId: number; uiLocale: UiLocale | null },
): Promise<void> {
  const updated = await asSystem(SYSTEM, () =>
    db
      .update(platformAccounts)
      .set({ ui_locale: uiLocale, updated_at: new Date() })
      .where(eq(platformAccounts.id, accountId))
      .returning({ id: platformAccounts.id }),
  );
  if (updated.length === 0) throw new AppError("unauthorized", "Sign in to the platform first");
}

/** The chosen languages of the accounts with these (lower-case) addresses; an address without one is absent. */
export async function platformUiLocalesOf(db: Db, emails: readonly string[]): Promise<Map<string, UiLocale>> {
  if (emails.length === 0) return new Map();
  const rows = await asSystem(SYSTEM, () =>
    db
      .select({ email: platformAccounts.email, uiLocale: platformAccounts.ui_locale })
      .from(platformAccounts)
      .where(inArray(platformAccounts.email, [...emails])),
  );
  return new Map(rows.flatMap((row) => (isUiLocale(row.uiLocale) ? [[row.email, row.uiLocale] as const] : [])));
}
