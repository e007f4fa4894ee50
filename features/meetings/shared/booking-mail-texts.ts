import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

/**
 * The booking mails' fixed texts in the product's ten UI languages (decision 041): the guest reads
 * them in the language they booked under, else the site's default. Like the header's chrome
 * labels, languages without a set read English. `{title}`, `{when}`, `{name}` are filled in. The texts
 * live in the message catalogue (keys bookingMail_*).
 */
export type BookingMailTexts = {
  subjects: { confirmed: string; rescheduled: string; cancelled: string; reminder: string };
  hello: string;
  booked: string;
  alsoAt: string;
  starts: string;
  cancelledLine: string;
  join: string;
  reschedule: string;
  cancel: string;
  /** Intl locale for the dates. */
  dateLocale: string;
};

export function bookingMailTexts(locale: string | null | undefined): BookingMailTexts {
  const o = ui(locale);
  return {
    subjects: {
      confirmed: m.bookingMail_subjects_confirmed({}, o),
      rescheduled: m.bookingMail_subjects_rescheduled({}, o),
      cancelled: m.bookingMail_subjects_cancelled({}, o),
      reminder: m.bookingMail_subjects_reminder({}, o),
    },
    hello: m.bookingMail_hello({ name: "{name}" }, o),
    booked: m.bookingMail_booked({ title: "{title}", when: "{when}" }, o),
    alsoAt: m.bookingMail_alsoAt({ when: "{when}" }, o),
    starts: m.bookingMail_starts({ title: "{title}", when: "{when}" }, o),
    cancelledLine: m.bookingMail_cancelledLine({ title: "{title}", when: "{when}" }, o),
    join: m.bookingMail_join({}, o),
    reschedule: m.bookingMail_reschedule({}, o),
    cancel: m.bookingMail_cancel({}, o),
    dateLocale: m.bookingMail_dateLocale({}, o),
  };
}

/** `{key}` placeholders filled with `values`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
