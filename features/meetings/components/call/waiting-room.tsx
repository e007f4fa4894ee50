import { useEffect, useRef, useState } from "react";
import { formatWaited } from "../../shared/meetings.ts";
import { RealtimeClient } from "../../../../shared/realtime/realtime-client.ts";
import type { BookingView } from "../booking/booking-api.ts";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { launchVideo, leaveWaitingRoom, liveKitTarget, readBooking, setStatus, WAITING_POLL_MS } from "./call-api.ts";
import { DeviceCheck, openDevices } from "./device-check.tsx";
import { MeetingDialog } from "./meeting-dialog.tsx";
import { VideoCall, type LiveKitTarget, type CallEnd } from "./video-call.tsx";

type Phase =
  | { name: "devices" }
  | { name: "waiting" }
  | { name: "call"; iceServers: RTCIceServer[]; liveKit: LiveKitTarget | null }
  | { name: "closed"; message: string };

/** What the room says when the booking leaves `waiting` by itself (spec §4: it notifies). */
const CLOSED_TEXT: Record<string, (inputs: object, options: { locale: UiLocale }) => string> = {
  cancelled: (_: object, ui: { locale: UiLocale }) => m.admin_callWasCancelled({}, ui),
  completed: (_: object, ui: { locale: UiLocale }) => m.admin_callHasEnded({}, ui),
  confirmed: (_: object, ui: { locale: UiLocale }) => m.admin_callLeftRoom({}, ui),
  scheduled: (_: object, ui: { locale: UiLocale }) => m.admin_callLeftRoom({}, ui),
};

/**
 * The guest's waiting room and call, opened by the mailed join link (spec §2, §4, §8, §9;
 * decision 040): device check; then the booking is `waiting` and the room shows minutes:seconds
 * waited; it polls `GET /api/meetings/bookings/{id}` every 3 s (and hears the host's admit at once
 * over the real-time channel); in_progress fetches a video token and starts the call; cancelled,
 * confirmed/scheduled and completed close it. Leaving calls the leave endpoint.
 */
export function WaitingRoom({
  booking: initial,
  token,
  onClosed,
}: {
  booking: BookingView;
  token: string;
  onClosed(booking: BookingView | null): void;
}) {
  const [phase, setPhase] = useState<Phase>({ name: "devices" });
  const [booking, setBooking] = useState(initial);
  const [devices, setDevices] = useState<{ stream: MediaStream; error: string | null } | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const clientRef = useRef<RealtimeClient | null>(null);
  const phaseRef = useRef(phase);
  // The guest's language: the page's (the booking page provides it).
  const ui = useUiLanguage();
  useEffect(() => {
    phaseRef.current = phase;
  }, [phase]);

  useEffect(() => {
    let live = true;
    void openDevices().then((found) => (live ? setDevices(found) : found.stream.getTracks().forEach((t) => t.stop())));
    return () => {
      live = false;
    };
  }, []);

  useEffect(
    () => () => {
      devices?.stream.getTracks().forEach((track) => track.stop());
      clientRef.current?.close();
    },
    [devices],
  );

  function client(): RealtimeClient {
    clientRef.current ??= new RealtimeClient({ token: () => token });
    return clientRef.current;
  }

  /** Follows §4 for any status read while waiting. */
  async function follow(status: string) {
    if (phaseRef.current.name !== "waiting") return;
    if (status === "waiting") return;
    if (status === "in_progress") {
      const answer = await launchVideo(booking.id, token, false);
      if (phaseRef.current.name !== "waiting") return;
      if (!answer.success) return setAlert(answer.error ?? m.admin_callErrorTryAgain({}, ui));
      phaseRef.current = { name: "call", iceServers: answer.ice_servers ?? [], liveKit: liveKitTarget(answer) };
      setPhase(phaseRef.current);
      return;
    }
    phaseRef.current = {
      name: "closed",
      message: CLOSED_TEXT[status]?.({}, ui) ?? m.admin_callIsStatus({ status }, ui),
    };
    setPhase(phaseRef.current);
  }

  // While waiting: the 3 s poll (§9) and the channel's status events.
  useEffect(() => {
    if (phase.name !== "waiting") return;
    const channel = `meeting:${booking.id}`;
    const stop = client().subscribe(channel, {
      onEvent: (event) => {
        if (event.event === "status") void follow(String((event.data as { status?: string }).status));
      },
    });
    const poll = setInterval(() => {
      readBooking(booking.id, token)
        .then((read) => {
          setBooking(read.booking);
          return follow(read.booking.status);
        })
        .catch(() => undefined);
    }, WAITING_POLL_MS);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stop();
      clearInterval(poll);
      clearInterval(tick);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase.name]);

  async function enter() {
    setAlert(null);
    try {
      const entered = await setStatus(booking.id, token, "waiting");
      setBooking(entered);
      setNow(Date.now());
      setPhase({ name: "waiting" });
      phaseRef.current = { name: "waiting" };
      // Admitted before we even looked (the host's "admit automatically"): follow at once.
      if (entered.status !== "waiting") void follow(entered.status);
    } catch (reason) {
      const status = (reason as { body?: { booking?: { status?: string } } }).body?.booking?.status;
      if (status === "in_progress") {
        setPhase({ name: "waiting" });
        phaseRef.current = { name: "waiting" };
        return void follow("in_progress");
      }
      setAlert((reason as Error).message);
    }
  }

  async function leave() {
    setAlert(null);
    let result;
    try {
      result = await leaveWaitingRoom(booking.id, token);
    } catch {
      return setAlert(m.admin_callErrorTryAgain({}, ui));
    }
    if (result.ok) return close({ ...booking, status: result.status ?? "confirmed" });
    // §8: a failure naming completed or cancelled closes the room with the booking's status.
    if (result.error && /completed|cancelled/i.test(result.error)) {
      return close({ ...booking, status: result.status ?? booking.status });
    }
    setAlert(m.admin_callLeaveFailed({}, ui));
  }

  function close(next: BookingView | null) {
    devices?.stream.getTracks().forEach((track) => track.stop());
    onClosed(next);
  }

  function callEnded(reason: CallEnd, message?: string) {
    const status = reason === "cancelled" ? "cancelled" : reason === "removed" ? booking.status : "completed";
    setBooking({ ...booking, status });
    setPhase({
      name: "closed",
      message: message ?? (reason === "left" ? m.admin_callYouLeft({}, ui) : m.admin_callMeetingEnded({}, ui)),
    });
  }

  const waited = booking.waiting_since ? (now - new Date(booking.waiting_since).getTime()) / 1000 : 0;
  const title =
    phase.name === "call"
      ? booking.title
      : phase.name === "devices"
        ? m.admin_callCheckDevices({}, ui)
        : m.admin_callWaitingRoom({}, ui);

  return (
    <MeetingDialog
      open
      title={title}
      description={
        phase.name === "call" ? m.admin_callWithHost({}, ui) : m.admin_callYourMeeting({ title: booking.title }, ui)
      }
      onClose={() => (phase.name === "waiting" ? void leave() : phase.name === "call" ? undefined : close(booking))}
    >
      {alert && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {alert}
        </p>
      )}
      {phase.name === "devices" &&
        (devices ? (
          <DeviceCheck
            stream={devices.stream}
            error={devices.error}
            continueLabel={m.admin_callJoinWaiting({}, ui)}
            onContinue={() => void enter()}
          />
        ) : (
          <p aria-busy="true">{m.admin_callAskingDevices({}, ui)}</p>
        ))}
      {phase.name === "waiting" && (
        <div className="flex flex-col gap-3">
          <p>{m.admin_callHostSoon({}, ui)}</p>
          <p>
            {m.admin_callWaitingFor({}, ui)}{" "}
            <span data-testid="waited" className="font-mono text-lg" aria-live="off">
              {formatWaited(waited)}
            </span>
          </p>
          <p className="sr-only" role="status">
            {m.admin_callInWaiting({}, ui)}
          </p>
          <Button variant="outline" onClick={() => void leave()}>
            {m.admin_callLeaveWaiting({}, ui)}
          </Button>
        </div>
      )}
      {phase.name === "call" && devices && (
        <VideoCall
          bookingId={booking.id}
          role="guest"
          client={client()}
          bookingToken={token}
          local={devices.stream}
          iceServers={phase.iceServers}
          liveKit={phase.liveKit}
          otherName={m.admin_callYourHost({}, ui)}
          onEnd={callEnded}
        />
      )}
      {phase.name === "closed" && (
        <div className="flex flex-col gap-3">
          <p role="status" data-testid="room-closed">
            {phase.message}
          </p>
          <Button variant="default" onClick={() => close(booking)}>
            {m.admin_close({}, ui)}
          </Button>
        </div>
      )}
    </MeetingDialog>
  );
}
