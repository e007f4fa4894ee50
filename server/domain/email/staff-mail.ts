import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberships, organizations, profiles, users } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { escapeHtml } from "../contact/contact-text.ts";
import { textDirection } from "../../../shared/i18n/locales.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { isUiLocale, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { resolveSettings } from "../../../shared/rules/settings.ts";

/**
 * Mails to the people who run a site or the platform (decision 083): each in its recipient's UI
 * language — the one on their profile, else the site's default language when the catalogue has it,
 * else English — and with times in their time zone when they chose one.
 */
export type StaffRecipient = { email: string; locale: UiLocale; timeZone: string | null };

/** The site's admins, each with the language and time zone of their profile on this site. */
export async function siteAdmins(db: Db, organizationId: number): Promise<StaffRecipient[]> {
  const tenant = scoped(organizationId);
  const [site] = await db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const siteDefault = resolveSettings(site?.settings).defaultLocale;
  const rows = await db
    .select({ email: users.email, uiLocale: profiles.ui_locale, timeZone: profiles.time_zone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .leftJoin(profiles, tenant.where(profiles, eq(profiles.user_id, memberships.user_id)))
    .where(tenant.where(memberships, eq(memberships.role, "admin")));
  return rows.map((row) => ({
    email: row.email,
    locale: staffLocale(row.uiLocale, siteDefault),
    timeZone: row.timeZone ?? null,
  }));
}

/** The person's chosen UI language, else `fallback` when the catalogue has it, else English. */
export function staffLocale(chosen: string | null | undefined, fallback?: string | null): UiLocale {
  if (isUiLocale(chosen)) return chosen;
  return isUiLocale(fallback) ? fallback : "en";
}

export { escapeHtml };

/** The mail's HTML, read right to left in Arabic as the visitors' mails are (decision 079). */
export function staffHtml(locale: UiLocale, body: string): string {
  return textDirection(locale) === "rtl" ? `<div dir="rtl">${body}</div>` : body;
}

/** "Label: link" in the language's punctuation (a French space, a full-width colon in Chinese). */
export const linkLine = (label: string, link: string, locale: UiLocale) =>
  m.mail_staff_linkLine({ label, link }, { locale });

/** A marker no message contains: where markup goes in a translated sentence. */
const SLOT = "\u{E000}";

/** `linkLine` as HTML: the link as an anchor showing its address. */
export function linkLineHtml(label: string, link: string, locale: UiLocale): string {
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return escapeHtml(linkLine(label, SLOT, locale)).replace(SLOT, anchor);
}
