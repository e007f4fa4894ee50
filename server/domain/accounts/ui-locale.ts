import { eq } from "drizzle-orm";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { profiles } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { AppError } from "../../errors.ts";
import type { RequestContext } from "../../context.ts";

/**
 * Sets the language a person's admin screens and editors speak on this site (decision
 * 074); null goes back to the browser's. Their own profile row on the request's site only: a personal
 * setting, like the password, not site content (no revision, nothing for visitors to re-render).
 */
export async function setUiLocale(
  ctx: Pick<RequestContext, "db" | "tenant">,
  userId: string,
  uiLocale: UiLocale | null,
): Promise<void> {
  const updated = await ctx.db
    .update(profiles)
    .set({ ui_locale: uiLocale })
    .where(scoped(ctx.tenant.id).where(profiles, eq(profiles.user_id, userId)))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError("not_found", "Profile not found", { code: "not_found" });
}
