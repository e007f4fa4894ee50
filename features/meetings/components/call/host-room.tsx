import { useEffect, useRef, useState } from "react";
import { formatWaited } from "../../shared/meetings.ts";
import { RealtimeClient } from "../../../../shared/realtime/realtime-client.ts";
import type { BookingView } from "../booking/booking-api.ts";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { launchVideo, liveKitTarget, readBooking } from "./call-api.ts";
import { hostMeetingHeading } from "./meeting-heading.ts";
import { DeviceCheck, openDevices } from "./device-check.tsx";
import { MeetingDialog } from "./meeting-dialog.tsx";
import { VideoCall, type LiveKitTarget } from "./video-call.tsx";

const STATUS_TEXT: Record<string, (inputs: object, options: { locale: UiLocale }) => string> = {
  confirmed: (_: object, ui: { locale: UiLocale }) => m.admin_callNotHere({}, ui),
  scheduled: (_: object, ui: { locale: UiLocale }) => m.admin_callNotHere({}, ui),
  waiting: (_: object, ui: { locale: UiLocale }) => m.admin_callWaitingAdmit({}, ui),
  in_progress: (_: object, ui: { locale: UiLocale }) => m.admin_callInCall({}, ui),
  completed: (_: object, ui: { locale: UiLocale }) => m.admin_statusCompleted({}, ui),
  cancelled: (_: object, ui: { locale: UiLocale }) => m.admin_statusCancelled({}, ui),
};

/** The refusal of a signed-in person who is not this meeting's host, said in their language below. */
const ONLY_HOST = "only-host";

/**
 * The host's side of one booking (decision 040; `/book?booking={id}&action=host`, signed in
 * as the booking's host or an admin): who is waiting, live over the real-time channel; "Admit"
 * (launch-video with update_status: the booking becomes in_progress) opens the call with host
 * controls. With the type's "admit automatically when I join", a waiting guest is admitted as soon
 * as the host has this page open.
 */
export function HostRoom({ bookingId }: { bookingId: number }) {
  const [booking, setBooking] = useState<BookingView | null>(null);
  const [autoAdmit, setAutoAdmit] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [devices, setDevices] = useState<{ stream: MediaStream; error: string | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const [call, setCall] = useState<{ iceServers: RTCIceServer[]; liveKit: LiveKitTarget | null } | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const clientRef = useRef<RealtimeClient | null>(null);
  const admitting = useRef(false);
  // The host's own UI language (the booking page provides it for this room).
  const ui = useUiLanguage();

  const client = () => (clientRef.current ??= new RealtimeClient());

  useEffect(() => {
    readBooking(bookingId, null)
      .then((read) => {
        if (read.viewer !== "host") throw new Error(ONLY_HOST);
        setBooking(read.booking);
        setAutoAdmit(read.admit_automatically === true);
      })
      .catch((reason: Error) => setError(reason.message));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(tick);
      clientRef.current?.close();
    };
  }, [bookingId]);

  // Live status before the call (the call's own subscription takes over during it).
  useEffect(() => {
    if (!booking || call) return;
    return client().subscribe(`meeting:${bookingId}`, {
      onEvent: (event) => {
        if (event.event !== "status") return;
        const data = event.data as Partial<BookingView>;
        setBooking((current) => (current ? { ...current, ...data } : current));
      },
      // Re-read after each (re)connection: what changed while offline is not replayed (ephemeral).
      onSubscribed: () => void readBooking(bookingId, null).then((read) => setBooking(read.booking)),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking === null, call === null, bookingId]);

  async function admit() {
    if (admitting.current) return;
    admitting.current = true;
    setError(null);
    try {
      const media = devices ?? (await openDevices());
      setDevices(media);
      const answer = await launchVideo(bookingId, null, true);
      if (!answer.success) return setError(answer.error ?? m.admin_callErrorTryAgain({}, ui));
      setBooking((current) => (current ? { ...current, status: "in_progress" } : current));
      setCall({ iceServers: answer.ice_servers ?? [], liveKit: liveKitTarget(answer) });
    } finally {
      admitting.current = false;
    }
  }

  // "Admit automatically when I join": the host is here, so a waiting guest comes in.
  useEffect(() => {
    if (autoAdmit && booking?.status === "waiting" && !call && !ended) void admit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoAdmit, booking?.status]);

  if (error && !booking)
    return (
      <p role="alert" className="mt-6 text-red-700">
        {error === ONLY_HOST ? m.admin_callOnlyHost({}, ui) : error}
      </p>
    );
  if (!booking) return <p aria-busy="true">{m.admin_callLoadingMeeting({}, ui)}</p>;

  const waited = booking.waiting_since ? (now - new Date(booking.waiting_since).getTime()) / 1000 : 0;
  const canAdmit = booking.status === "waiting" || booking.status === "in_progress";

  return (
    <section aria-labelledby="host-room-title" className="mt-6 rounded-xl border border-gray-200 p-6">
      <h2 id="host-room-title" className="text-xl font-semibold">
        {hostMeetingHeading(booking.title, booking.customer_name, ui.locale)}
      </h2>
      <p className="mt-2" aria-live="polite">
        {m.admin_callGuestLine({}, ui)}{" "}
        <span data-testid="guest-status">{STATUS_TEXT[booking.status]?.({}, ui) ?? booking.status}</span>
        {booking.status === "waiting" && (
          <>
            {" "}
            {m.admin_callForTime({}, ui)} <span data-testid="guest-waited">{formatWaited(waited)}</span>
          </>
        )}
      </p>
      {autoAdmit && <p className="mt-1 text-sm text-gray-600">{m.admin_callAutoAdmit({}, ui)}</p>}
      {error && (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      )}
      {ended && (
        <p role="status" className="mt-3">
          {ended}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setChecking(true)} disabled={call !== null}>
          {m.admin_callCheckDevicesButton({}, ui)}
        </Button>
        <Button variant="default" disabled={!canAdmit || call !== null} onClick={() => void admit()}>
          {booking.status === "in_progress" ? m.admin_callRejoin({}, ui) : m.admin_callAdmit({}, ui)}
        </Button>
      </div>
      <MeetingDialog
        open={checking && call === null}
        title={m.admin_callCheckDevices({}, ui)}
        description={m.admin_callGuestSees({}, ui)}
        onClose={() => setChecking(false)}
      >
        {devices ? (
          <DeviceCheck
            stream={devices.stream}
            error={devices.error}
            continueLabel={m.admin_callDone({}, ui)}
            onContinue={() => setChecking(false)}
          />
        ) : (
          <DeviceLoader onReady={setDevices} />
        )}
      </MeetingDialog>
      {call && devices && (
        <MeetingDialog
          open
          title={booking.title}
          description={m.admin_callWithGuest({ name: booking.customer_name }, ui)}
          onClose={() => undefined}
        >
          <VideoCall
            bookingId={bookingId}
            role="host"
            client={client()}
            bookingToken={null}
            local={devices.stream}
            iceServers={call.iceServers}
            liveKit={call.liveKit}
            otherName={booking.customer_name}
            onEnd={(reason, message) => {
              setCall(null);
              devices.stream.getTracks().forEach((track) => track.stop());
              setDevices(null);
              setBooking({ ...booking, status: reason === "cancelled" ? "cancelled" : "completed" });
              setEnded(message ?? m.admin_callMeetingEnded({}, ui));
            }}
          />
        </MeetingDialog>
      )}
    </section>
  );
}

function DeviceLoader({ onReady }: { onReady(found: { stream: MediaStream; error: string | null }): void }) {
  const ui = useUiLanguage();
  useEffect(() => {
    void openDevices().then(onReady);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <p aria-busy="true">{m.admin_callAskingDevices({}, ui)}</p>;
}
