import { formatDay, formatTime, formatWhen, type BookingView, type SlotView } from "./booking-api.ts";
import type { BookingTexts } from "./booking-texts.ts";

/** The guest's booking as the /book loader read it from the mailed link (decision 055). */
export type ManagedView = {
  bookingId: string;
  token: string;
  action: string;
  booking: BookingView | null;
  /** Why the link opens nothing, in the page's language. */
  error: string | null;
  /** The zone times are shown in without scripts: the one the guest booked in. */
  zone: string;
  /** Rescheduling without scripts: the offered week from `from` ("YYYY-MM-DD" in `zone`). */
  listed: { from: string; today: string; next: string | null; slots: SlotView[] } | null;
};

/** What /book's action answers a cancel or a move: done (with the booking as it now is) or refused. */
export type ManageAnswer =
  { manage: "cancelled" | "moved"; booking: BookingView } | { manage: "refused"; error: string };

export function isLive(booking: BookingView): boolean {
  return booking.status === "confirmed" || booking.status === "scheduled";
}

export function statusText(status: string, texts: BookingTexts): string {
  if (status === "scheduled") return texts.statuses.confirmed;
  return texts.statuses[status as keyof BookingTexts["statuses"]] ?? status;
}

const box = "rounded-lg border border-gray-200 p-4";
const button = "rounded-lg px-5 py-2.5 font-semibold text-white focus-visible:ring-2 focus-visible:outline-none";
const input =
  "mt-1 block rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none";

/** The link's own fields, carried by every form of the page (the address holds them too). */
function LinkFields({ view }: { view: ManagedView }) {
  return (
    <>
      <input type="hidden" name="booking_id" value={view.bookingId} />
      <input type="hidden" name="token" value={view.token} />
    </>
  );
}

/**
 * The guest's page for one booking without scripts (decision 055), rendered inside `<noscript>`
 * (a browser that runs scripts shows `ManageBooking` instead). Cancel is a form posting to /book's
 * action; a reschedule lists the offered times of a week from a day chosen with a GET form, in the
 * zone the guest booked in, as radio buttons posting the chosen one. Joining the call needs scripts.
 */
export function ManageBookingWithoutScripts({
  view,
  answer,
  texts,
  locale,
  typeNames,
}: {
  view: ManagedView;
  answer: ManageAnswer | null;
  texts: BookingTexts;
  locale: string;
  typeNames: Record<number, string>;
}) {
  const { booking, zone, listed } = view;
  const days = new Map<string, SlotView[]>();
  for (const slot of listed?.slots ?? []) {
    const day = formatDay(slot.start, zone, locale);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  const live = booking !== null && isLive(booking);
  const joinable = live || booking?.status === "waiting" || booking?.status === "in_progress";
  return (
    <div className="mt-6" data-plain-manage>
      {view.error && (
        <p role="alert" className="text-red-700">
          {view.error}
        </p>
      )}
      {booking && (
        <div className="rounded-xl border border-gray-200 p-6">
          <h2 className="text-xl font-semibold text-gray-900">{typeNames[booking.meeting_type.id] ?? booking.title}</h2>
          <p className="mt-1 text-gray-700">{formatWhen(booking.scheduled_at, zone, locale)}</p>
          <p className="mt-1 text-sm text-gray-600">
            {texts.status} <span data-testid="booking-status">{statusText(booking.status, texts)}</span>
          </p>
          {booking.status === "cancelled" && <p className="mt-3 text-gray-800">{texts.cancelledNote}</p>}
          {view.action === "join" && joinable && <p className="mt-3 text-gray-800">{texts.joinNeedsScripts}</p>}
        </div>
      )}
      {answer && answer.manage !== "refused" && (
        <p role="status" className="mt-4 text-green-800">
          {answer.manage === "cancelled" ? texts.cancelledDone : texts.movedDone}
        </p>
      )}
      {answer && answer.manage === "refused" && (
        <p role="alert" className="mt-4 text-red-700">
          {answer.error}
        </p>
      )}
      {live && view.action === "cancel" && (
        <form method="post" className="mt-6">
          <input type="hidden" name="intent" value="cancel" />
          <LinkFields view={view} />
          <button type="submit" className={`${button} bg-red-700 hover:bg-red-800 focus-visible:ring-red-700`}>
            {texts.cancelBooking}
          </button>
        </form>
      )}
      {live && view.action === "reschedule" && listed && (
        <>
          {/* A GET of this page: the link's fields and the day the list starts at. */}
          <form method="get" className="mt-8 flex flex-wrap items-end gap-3">
            <input type="hidden" name="booking" value={view.bookingId} />
            <input type="hidden" name="token" value={view.token} />
            <input type="hidden" name="action" value="reschedule" />
            <label className="block text-sm font-medium text-gray-800">
              {texts.timesFrom}
              <input type="date" name="from" required min={listed.today} defaultValue={listed.from} className={input} />
            </label>
            <button type="submit" className="rounded-lg border border-gray-300 px-4 py-2 font-medium text-gray-900">
              {texts.showTimes}
            </button>
          </form>
          <form method="post" className="mt-6 grid max-w-xl gap-4">
            <input type="hidden" name="intent" value="reschedule" />
            <LinkFields view={view} />
            <h2 className="text-lg font-semibold text-gray-900">{texts.chooseTime}</h2>
            <p className="text-sm text-gray-700">
              {texts.yourTimeZone}: {zone}
            </p>
            {days.size === 0 && <p className="text-gray-700">{texts.noTimes}</p>}
            {[...days].map(([day, slots]) => (
              <fieldset key={day} className={box}>
                <legend className="px-1 font-medium text-gray-900">{day}</legend>
                <div className="mt-2 flex flex-wrap gap-3">
                  {slots.map((slot) => (
                    <label key={slot.start} className="flex items-center gap-2 text-sm text-gray-900">
                      <input type="radio" name="scheduled_at" value={slot.start} required />
                      {formatTime(slot.start, zone, locale)}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            {listed.next && (
              <a
                href={`?${new URLSearchParams({ booking: view.bookingId, token: view.token, action: "reschedule", from: listed.next })}`}
                className="text-sm text-primary underline"
              >
                {texts.later}
              </a>
            )}
            {days.size > 0 && (
              <div>
                <button type="submit" className={`${button} bg-primary focus-visible:ring-primary`}>
                  {texts.moveHere}
                </button>
              </div>
            )}
          </form>
        </>
      )}
    </div>
  );
}
