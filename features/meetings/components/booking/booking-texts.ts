import * as m from "../../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../../shared/i18n/ui-locales.ts";

/**
 * The fixed texts of /book (choosing a type and a time, the guest's page for one booking) in the
 * languages the header's labels have (public-site §2: en, es, fr, de, ru, it, pt, pl, zh, ja);
 * other languages read English. The loader sends the set of the page's language only. `{when}`,
 * `{email}`, `{n}` and `{error}` are filled in. The waiting room's and the call's texts stay the
 * spec's English (public-site §8 gives them exactly). The texts live in the message catalogue (keys
 * booking_*).
 */
export type BookingTexts = {
  title: string;
  noTypes: string;
  chooseMeeting: string;
  minutes: string;
  chooseTime: string;
  yourTimeZone: string;
  ourTimeZone: string;
  earlier: string;
  later: string;
  loadingTimes: string;
  noTimes: string;
  yourDetails: string;
  name: string;
  email: string;
  book: string;
  booking: string;
  pickTime: string;
  failed: string;
  booked: string;
  thatIs: string;
  confirmationSent: string;
  linkError: string;
  loadingBooking: string;
  status: string;
  statuses: { confirmed: string; waiting: string; in_progress: string; completed: string; cancelled: string };
  cancelledNote: string;
  join: string;
  cancelBooking: string;
  cancelledDone: string;
  moveHere: string;
  movedDone: string;
  /** Without scripts: the date the reschedule list starts at, its button, and the join link's note. */
  timesFrom: string;
  showTimes: string;
  joinNeedsScripts: string;
  /** The server's refusals, in the page's language (its own messages are English). */
  slotTaken: string;
  invalidEmail: string;
  invalidName: string;
  notFound: string;
  notPossible: string;
  tooMany: string;
};

export function bookingTexts(locale: string): BookingTexts {
  const o = ui(locale);
  return {
    title: m.booking_title({}, o),
    noTypes: m.booking_noTypes({}, o),
    chooseMeeting: m.booking_chooseMeeting({}, o),
    minutes: m.booking_minutes({ n: "{n}" }, o),
    chooseTime: m.booking_chooseTime({}, o),
    yourTimeZone: m.booking_yourTimeZone({}, o),
    ourTimeZone: m.booking_ourTimeZone({}, o),
    earlier: m.booking_earlier({}, o),
    later: m.booking_later({}, o),
    loadingTimes: m.booking_loadingTimes({}, o),
    noTimes: m.booking_noTimes({}, o),
    yourDetails: m.booking_yourDetails({}, o),
    name: m.booking_name({}, o),
    email: m.booking_email({}, o),
    book: m.booking_book({}, o),
    booking: m.booking_booking({}, o),
    pickTime: m.booking_pickTime({}, o),
    failed: m.booking_failed({}, o),
    booked: m.booking_booked({}, o),
    thatIs: m.booking_thatIs({ when: "{when}" }, o),
    confirmationSent: m.booking_confirmationSent({ email: "{email}" }, o),
    linkError: m.booking_linkError({ error: "{error}" }, o),
    loadingBooking: m.booking_loadingBooking({}, o),
    status: m.booking_status({}, o),
    statuses: {
      confirmed: m.booking_statuses_confirmed({}, o),
      waiting: m.booking_statuses_waiting({}, o),
      in_progress: m.booking_statuses_in_progress({}, o),
      completed: m.booking_statuses_completed({}, o),
      cancelled: m.booking_statuses_cancelled({}, o),
    },
    cancelledNote: m.booking_cancelledNote({}, o),
    join: m.booking_join({}, o),
    cancelBooking: m.booking_cancelBooking({}, o),
    cancelledDone: m.booking_cancelledDone({}, o),
    moveHere: m.booking_moveHere({}, o),
    movedDone: m.booking_movedDone({}, o),
    timesFrom: m.booking_timesFrom({}, o),
    showTimes: m.booking_showTimes({}, o),
    joinNeedsScripts: m.booking_joinNeedsScripts({}, o),
    slotTaken: m.booking_slotTaken({}, o),
    invalidEmail: m.booking_invalidEmail({}, o),
    invalidName: m.booking_invalidName({}, o),
    notFound: m.booking_notFound({}, o),
    notPossible: m.booking_notPossible({}, o),
    tooMany: m.booking_tooMany({}, o),
  };
}

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
