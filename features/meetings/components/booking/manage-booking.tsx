import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import {
  bookingErrorText,
  detectedTimeZone,
  formatWhen,
  getBooking,
  type BookingView,
  type SlotView,
} from "./booking-api.ts";
import { fill, type BookingTexts } from "./booking-texts.ts";
import { isLive, statusText, type ManageAnswer } from "./manage-booking-without-scripts.tsx";
import { SlotPicker } from "./slot-picker.tsx";
import { WaitingRoom } from "../call/waiting-room.tsx";

/**
 * The guest's page for one booking, opened from a mailed link (join, reschedule, cancel). The link's
 * token is the key; a cancelled or finished booking offers nothing (cal.com#11669). The waiting
 * room and the call (decision 040) open from the join link once they exist. Cancel and move post
 * to /book's route action through a fetcher (decision 055): the same action the script-less page's
 * forms post to, which changes the booking through the API in process.
 */
export function ManageBooking({
  bookingId,
  token,
  action,
  locale,
  texts,
  typeNames = {},
  initial = null,
}: {
  bookingId: number;
  token: string;
  action: string;
  locale: string;
  texts: BookingTexts;
  /** The meeting types' names in the page's language, by id (the booking keeps the base name). */
  typeNames?: Record<number, string>;
  /** The booking as the page's loader read it (then the page does not ask again). */
  initial?: BookingView | null;
}) {
  const [booking, setBooking] = useState<BookingView | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const [loadFailure, setLoadFailure] = useState<{ reason: unknown } | null>(null);
  const [timeZone, setTimeZone] = useState(detectedTimeZone);
  const [slot, setSlot] = useState<SlotView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The join link opens the waiting room at once (decision 040); closed, it can be opened again.
  const [room, setRoom] = useState(action === "join");
  const fetcher = useFetcher<ManageAnswer>();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (initial) return;
    getBooking(bookingId, token)
      .then(setBooking)
      .catch((reason: unknown) => setLoadFailure({ reason }));
  }, [bookingId, token, initial]);

  // The action's answer, taken once (while rendering, React's pattern for state that follows a
  // value): the booking as it now is and the done text, or the refusal in the page's words.
  const [taken, setTaken] = useState<ManageAnswer | undefined>(undefined);
  if (answer && answer !== taken) {
    setTaken(answer);
    if (answer.manage === "refused") setError(answer.error);
    else {
      setBooking(answer.booking);
      setDone(answer.manage === "cancelled" ? texts.cancelledDone : texts.movedDone);
      setSlot(null);
    }
  }

  if (loadFailure && !booking)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {fill(texts.linkError, { error: bookingErrorText(loadFailure.reason, texts) })}
      </p>
    );
  if (!booking)
    return (
      <p aria-busy="true" className="mt-6 text-gray-600">
        {texts.loadingBooking}
      </p>
    );

  const live = isLive(booking);
  const joinable = live || booking.status === "waiting" || booking.status === "in_progress";

  function act(change: { intent: "cancel" } | { intent: "reschedule"; scheduled_at: string }) {
    setError(null);
    void fetcher.submit({ ...change, booking_id: String(bookingId), token }, { method: "post" });
  }

  return (
    <div className="mt-6">
      <div className="rounded-xl border border-gray-200 p-6">
        <h2 className="text-xl font-semibold text-gray-900">{typeNames[booking.meeting_type.id] ?? booking.title}</h2>
        <p className="mt-1 text-gray-700">{formatWhen(booking.scheduled_at, timeZone, locale)}</p>
        <p className="mt-1 text-sm text-gray-600">
          {texts.status} <span data-testid="booking-status">{statusText(booking.status, texts)}</span>
        </p>
        {booking.status === "cancelled" && <p className="mt-3 text-gray-800">{texts.cancelledNote}</p>}
        {action === "join" && joinable && !room && (
          <Button className="mt-4" variant="brand" onClick={() => setRoom(true)}>
            {texts.join}
          </Button>
        )}
      </div>
      {action === "join" && joinable && room && (
        <WaitingRoom
          booking={booking}
          token={token}
          onClosed={(next) => {
            setRoom(false);
            if (next) setBooking(next);
          }}
        />
      )}
      <div aria-live="polite">
        {done && <p className="mt-4 text-green-800">{done}</p>}
        {error && (
          <p role="alert" className="mt-4 text-red-700">
            {error}
          </p>
        )}
      </div>
      {live && action === "cancel" && (
        <Button className="mt-6" variant="destructive" disabled={busy} onClick={() => act({ intent: "cancel" })}>
          {texts.cancelBooking}
        </Button>
      )}
      {live && action === "reschedule" && (
        <>
          <SlotPicker
            typeId={booking.meeting_type.id}
            organizationZone={booking.meeting_type.time_zone}
            timeZone={timeZone}
            onTimeZone={setTimeZone}
            locale={locale}
            selected={slot?.start ?? null}
            onSelect={setSlot}
            refreshKey={0}
            texts={texts}
            moving={{ bookingId: booking.id, token }}
          />
          <Button
            className="mt-6"
            variant="brand"
            disabled={busy || !slot}
            onClick={() => slot && act({ intent: "reschedule", scheduled_at: slot.start })}
          >
            {texts.moveHere}
          </Button>
        </>
      )}
    </div>
  );
}
