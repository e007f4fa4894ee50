import { useEffect, useState } from "react";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import {
  bookingErrorText,
  detectedTimeZone,
  formatWhen,
  getBooking,
  updateBooking,
  type BookingView,
  type SlotView,
} from "./booking-api.ts";
import { fill, type BookingTexts } from "./booking-texts.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { WaitingRoom } from "../call/waiting-room.tsx";

function statusText(status: string, texts: BookingTexts): string {
  if (status === "scheduled") return texts.statuses.confirmed;
  return texts.statuses[status as keyof BookingTexts["statuses"]] ?? status;
}

/**
 * The guest's page for one booking, opened from a mailed link (join, reschedule, cancel). The link's
 * token is the key; a cancelled or finished booking offers nothing (cal.com#11669). The waiting
 * room and the call (decision 040) open from the join link once they exist.
 */
export function ManageBooking({
  bookingId,
  token,
  action,
  locale,
  texts,
  typeNames = {},
}: {
  bookingId: number;
  token: string;
  action: string;
  locale: string;
  texts: BookingTexts;
  /** The meeting types' names in the page's language, by id (the booking keeps the base name). */
  typeNames?: Record<number, string>;
}) {
  const [booking, setBooking] = useState<BookingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadFailure, setLoadFailure] = useState<{ reason: unknown } | null>(null);
  const [timeZone, setTimeZone] = useState(detectedTimeZone);
  const [slot, setSlot] = useState<SlotView | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // The join link opens the waiting room at once (decision 040); closed, it can be opened again.
  const [room, setRoom] = useState(action === "join");

  useEffect(() => {
    getBooking(bookingId, token)
      .then(setBooking)
      .catch((reason: unknown) => setLoadFailure({ reason }));
  }, [bookingId, token]);

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

  const live = booking.status === "confirmed" || booking.status === "scheduled";
  const joinable = live || booking.status === "waiting" || booking.status === "in_progress";

  async function act(body: { status: string } | { scheduled_at: string }, message: string) {
    setBusy(true);
    setError(null);
    try {
      setBooking(await updateBooking(bookingId, token, body));
      setDone(message);
      setSlot(null);
    } catch (reason) {
      setError(bookingErrorText(reason, texts));
    } finally {
      setBusy(false);
    }
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
        <Button
          className="mt-6"
          variant="destructive"
          disabled={busy}
          onClick={() => act({ status: "cancelled" }, texts.cancelledDone)}
        >
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
            onClick={() => slot && act({ scheduled_at: slot.start }, texts.movedDone)}
          >
            {texts.moveHere}
          </Button>
        </>
      )}
    </div>
  );
}
