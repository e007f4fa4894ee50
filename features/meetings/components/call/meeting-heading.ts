import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";

/**
 * The host's heading of a meeting: "Discovery call with Tom Becker". A booking's title is its
 * meeting type's name (create-booking); demo databases seeded before that held "<type> with
 * <guest>" as the title, which must not name the guest twice.
 */
export function hostMeetingHeading(title: string, guest: string, locale: UiLocale = "en"): string {
  const name = guest.trim();
  if (!name) return title;
  return title.endsWith(` with ${name}`) ? title : m.admin_callWith({ title, name }, { locale });
}
