import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../../app/components/ui/button.tsx";
import { ConfirmDialog } from "../../../../app/components/ui/confirm-dialog.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { adminMeetingKeys, freeSlots } from "./admin-meetings-api.ts";
import { actionsFor, formatWhen, statusLabel, waitedFor, type AdminBookingView } from "./booking-view.ts";

export type BookingAction = { action: "admit" | "cancel" | "no_show" } | { action: "reschedule"; scheduled_at: string };

/**
 * One booking of /admin/meetings: when (in the page's zone), who, which type and host, its status,
 * and the actions its status allows — admit, reschedule (to a time the slot function offers),
 * cancel (asks first; the guest is mailed) and no-show once the meeting has started.
 */
export function BookingRow({
  booking,
  zone,
  now,
  busy,
  onAct,
}: {
  booking: AdminBookingView;
  zone: string;
  now: number;
  busy: boolean;
  onAct: (booking: AdminBookingView, action: BookingAction) => Promise<boolean>;
}) {
  const can = actionsFor(booking, now);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [moving, setMoving] = useState(false);
  const headingId = useId();
  const ui = useUiLanguage();
  const when = formatWhen(booking.scheduled_at, zone, ui.locale);
  return (
    <li
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      data-booking-id={booking.id}
      aria-labelledby={headingId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {booking.customer_name} · {booking.meeting_type.name}
        </h2>
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800" data-status>
          {statusLabel(booking, ui.locale)}
        </span>
      </div>
      <p className="text-sm text-gray-700">
        <time dateTime={booking.scheduled_at}>{when}</time> ·{" "}
        {booking.host_name ? m.admin_mtHostLine({ name: booking.host_name }, ui) : m.admin_mtHostUnknown({}, ui)} ·{" "}
        <a className="text-primary underline" href={`mailto:${booking.customer_email}`}>
          {booking.customer_email}
        </a>
        {booking.time_zone !== zone ? ` · ${m.admin_mtGuestZone({ zone: booking.time_zone }, ui)}` : ""}
      </p>
      {booking.status === "waiting" && booking.waiting_since && (
        <p className="text-sm font-medium text-amber-800">
          {m.admin_mtWaitingFor({ time: waitedFor(booking.waiting_since, now) }, ui)}
        </p>
      )}
      {(booking.status === "waiting" || booking.status === "in_progress") && (
        <p className="text-sm">
          <a className="font-medium text-primary underline" href={`/book?booking=${booking.id}&action=host`}>
            {m.admin_mtOpenRoom({}, ui)}
          </a>
        </p>
      )}
      {(can.admit || can.cancel || can.reschedule || can.noShow) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {can.admit && (
            <Button size="sm" disabled={busy} onClick={() => void onAct(booking, { action: "admit" })}>
              {m.admin_mtAdmit({ name: booking.customer_name }, ui)}
            </Button>
          )}
          {can.reschedule && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              aria-expanded={moving}
              onClick={() => setMoving(!moving)}
            >
              {m.admin_mtReschedule({}, ui)}
            </Button>
          )}
          {can.noShow && (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void onAct(booking, { action: "no_show" })}
            >
              {m.admin_mtMarkNoShow({}, ui)}
            </Button>
          )}
          {can.cancel && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {m.admin_mtCancelBooking({}, ui)}
            </Button>
          )}
        </div>
      )}
      {moving && (
        <ReschedulePanel
          booking={booking}
          zone={zone}
          busy={busy}
          onDone={() => setMoving(false)}
          onMove={(start) => onAct(booking, { action: "reschedule", scheduled_at: start })}
        />
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={m.admin_mtCancelTitle({}, ui)}
        text={m.admin_mtCancelText(
          { name: booking.customer_name, type: booking.meeting_type.name, when, email: booking.customer_email },
          ui,
        )}
        confirmLabel={m.admin_mtCancelBooking({}, ui)}
        cancelLabel={m.admin_mtKeep({}, ui)}
        busyLabel={m.admin_mtCancelling({}, ui)}
        onConfirm={async () => {
          if (!(await onAct(booking, { action: "cancel" }))) throw new Error("not cancelled");
        }}
      />
    </li>
  );
}

/** The new time: the next two weeks' free slots of the booking's type (the function bookings use). */
function ReschedulePanel({
  booking,
  zone,
  busy,
  onMove,
  onDone,
}: {
  booking: AdminBookingView;
  zone: string;
  busy: boolean;
  onMove: (start: string) => Promise<boolean>;
  onDone: () => void;
}) {
  const selectId = useId();
  const ui = useUiLanguage();
  const [picked, setChoice] = useState("");
  const typeId = booking.meeting_type.id;
  // Free times are always read fresh: a slot taken meanwhile must not be offered.
  const free = useQuery({
    queryKey: adminMeetingKeys.slots(typeId, booking.id),
    queryFn: () => freeSlots(typeId, booking.id),
    staleTime: 0,
  });
  const slots = free.data ?? null;
  const failed = free.error ? free.error.message || m.admin_mtSlotsFailed({}, ui) : null;
  const choice = picked || slots?.[0]?.start || "";
  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-gray-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) void onMove(choice).then((moved) => moved && onDone());
      }}
    >
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-gray-900">
          {m.admin_mtNewTime({ zone }, ui)}
        </label>
        {failed ? (
          <p role="alert" className="text-sm text-red-700">
            {failed}
          </p>
        ) : slots === null ? (
          <p className="text-sm text-gray-600">{m.admin_mtLoadingSlots({}, ui)}</p>
        ) : slots.length === 0 ? (
          <p className="text-sm text-gray-600">{m.admin_mtNoSlots({}, ui)}</p>
        ) : (
          <select
            id={selectId}
            className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {formatWhen(slot.start, zone, ui.locale)}
              </option>
            ))}
          </select>
        )}
      </div>
      <Button type="submit" size="sm" disabled={busy || !choice}>
        {m.admin_mtMove({}, ui)}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {m.admin_close({}, ui)}
      </Button>
    </form>
  );
}
