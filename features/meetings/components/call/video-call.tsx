import { useEffect, useRef, useState } from "react";
import type { RealtimeClient } from "../../../../shared/realtime/realtime-client.ts";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { launchVideo, setStatus, TOKEN_REFRESH_MS } from "./call-api.ts";
import {
  PeerCall,
  type CallRole,
  type CallState,
  type ControlAction,
  type PeerCallOptions,
  type Quality,
} from "./peer-call.ts";

/** What the call UI needs of a call: the peer-to-peer one (peer-call.ts) or LiveKit's (livekit-call.ts). */
type CallHandle = {
  start(): void;
  close(): void;
  control(action: ControlAction): void;
  shareScreen(onEnded: () => void): Promise<boolean>;
  stopSharing(): Promise<void>;
  setMuted?(kind: "audio" | "video", muted: boolean): Promise<void>;
  refreshToken?(token: string): void;
};

/** A LiveKit server and its token for this call (launch-video's `livekit_url` and `token`). */
export type LiveKitTarget = { url: string; token: string };

const STATE_TEXT = {
  connecting: (_: object, ui: { locale: UiLocale }) => m.admin_callConnecting({}, ui),
  connected: (_: object, ui: { locale: UiLocale }) => m.admin_callConnected({}, ui),
  reconnecting: (_: object, ui: { locale: UiLocale }) => m.admin_callReconnecting({}, ui),
  closed: (_: object, ui: { locale: UiLocale }) => m.admin_callEnded({}, ui),
} satisfies Record<CallState, unknown>;
const QUALITY_TEXT = {
  good: (_: object, ui: { locale: UiLocale }) => m.admin_callQualityGood({}, ui),
  fair: (_: object, ui: { locale: UiLocale }) => m.admin_callQualityFair({}, ui),
  poor: (_: object, ui: { locale: UiLocale }) => m.admin_callQualityPoor({}, ui),
} satisfies Record<Quality, unknown>;

export type CallEnd = "left" | "ended" | "removed" | "cancelled" | "error";

/**
 * The video call of a booking (spec §2 video call modal, §4, §6, decision 040): the other side's
 * video large, one's own small; camera, microphone and screen toggles; the connection-quality hint;
 * host controls for the host or an admin. Leaving marks the booking completed (§4).
 */
export function VideoCall({
  bookingId,
  role,
  client,
  bookingToken,
  local,
  iceServers,
  liveKit = null,
  otherName,
  onEnd,
}: {
  bookingId: number;
  role: CallRole;
  client: RealtimeClient;
  /** The guest's signed link token (null for the host, known by session). */
  bookingToken: string | null;
  local: MediaStream;
  iceServers: RTCIceServer[];
  /** Set when the call goes through LiveKit (LIVEKIT_* configured on the server). */
  liveKit?: LiveKitTarget | null;
  otherName: string;
  onEnd(reason: CallEnd, message?: string): void;
}) {
  const remoteRef = useRef<HTMLVideoElement>(null);
  const localRef = useRef<HTMLVideoElement>(null);
  const callRef = useRef<CallHandle | null>(null);
  const [state, setState] = useState<CallState>("connecting");
  const [quality, setQuality] = useState<Quality | null>(null);
  const [hasRemote, setHasRemote] = useState(false);
  const [cameraOn, setCameraOn] = useState(true);
  const [micOn, setMicOn] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const endRef = useRef(onEnd);
  // Staff hear their UI language, a guest the page's: the page gives the call one or the other.
  const ui = useUiLanguage();
  // After "Remove guest" their leaving is that removal, not "left the call".
  const removedRef = useRef(false);
  useEffect(() => {
    endRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    if (localRef.current) localRef.current.srcObject = local;
    const options: PeerCallOptions = {
      bookingId,
      role,
      client,
      local,
      iceServers,
      onRemoteStream: (stream) => {
        const video = remoteRef.current;
        if (video && video.srcObject !== stream) {
          video.srcObject = stream;
          if (stream) void video.play().catch(() => undefined);
        }
        setHasRemote(stream !== null);
      },
      onState: setState,
      onQuality: setQuality,
      onControl: (action: ControlAction) => {
        if (action === "mute") {
          for (const track of local.getAudioTracks()) track.enabled = false;
          setMicOn(false);
          setNotice(m.admin_callHostMuted({}, ui));
        } else if (action === "remove") {
          callRef.current?.close();
          endRef.current("removed", m.admin_callHostRemoved({}, ui));
        } else if (action === "end") {
          callRef.current?.close();
          endRef.current("ended", m.admin_callHostEnded({}, ui));
        }
      },
      onStatus: (status) => {
        if (status === "completed") {
          callRef.current?.close();
          endRef.current("ended", m.admin_callMeetingEnded({}, ui));
        } else if (status === "cancelled") {
          callRef.current?.close();
          endRef.current("cancelled", m.admin_callWasCancelled({}, ui));
        }
      },
      onRefused: () => {
        callRef.current?.close();
        endRef.current("removed", m.admin_callNoLonger({}, ui));
      },
      onPeer: (present) => {
        if (present) setNotice(null);
        else if (!removedRef.current) setNotice(m.admin_callOtherLeft({ name: otherName }, ui));
      },
    };
    let unmounted = false;
    const begin = (call: CallHandle) => {
      if (unmounted) return;
      callRef.current = call;
      call.start();
    };
    if (liveKit) {
      // Only a LiveKit call loads livekit-client (a chunk of its own).
      import("./livekit-call.ts")
        .then(({ LiveKitCall }) => begin(new LiveKitCall({ ...options, ...liveKit })))
        .catch(() => endRef.current("error", m.admin_callStartFailed({}, ui)));
    } else begin(new PeerCall(options));
    // Spec §9: a fresh video token after 50 minutes (LiveKit reconnects with the newest).
    const refresh = setInterval(
      () =>
        void launchVideo(bookingId, bookingToken, false).then((answer) => {
          if (answer.success && answer.token) callRef.current?.refreshToken?.(answer.token);
        }),
      TOKEN_REFRESH_MS,
    );
    return () => {
      unmounted = true;
      clearInterval(refresh);
      callRef.current?.close();
      callRef.current = null;
    };
    // One call per mount: its inputs do not change while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function toggle(kind: "audio" | "video") {
    const tracks = kind === "audio" ? local.getAudioTracks() : local.getVideoTracks();
    const next = !(kind === "audio" ? micOn : cameraOn);
    for (const track of tracks) track.enabled = next;
    void callRef.current?.setMuted?.(kind, !next);
    if (kind === "audio") setMicOn(next);
    else setCameraOn(next);
  }

  async function share() {
    const call = callRef.current;
    if (!call) return;
    if (sharing) {
      await call.stopSharing();
      setSharing(false);
    } else if (await call.shareScreen(() => setSharing(false))) setSharing(true);
  }

  async function leave(forAll: boolean) {
    const call = callRef.current;
    if (forAll) call?.control("end");
    try {
      // §4: leaving a video call marks the booking completed.
      await setStatus(bookingId, bookingToken, "completed");
    } catch (reason) {
      const message = (reason as Error).message;
      if (!/completed|cancelled/.test(message)) return setError(message);
    }
    call?.close();
    onEnd(forAll ? "ended" : "left");
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-lg bg-gray-900" style={{ aspectRatio: "16 / 9" }}>
        <video
          ref={remoteRef}
          data-testid="remote-video"
          aria-label={m.admin_callVideoOf({ name: otherName }, ui)}
          autoPlay
          playsInline
          className="h-full w-full object-cover"
        />
        {!hasRemote && (
          <p className="absolute inset-0 flex items-center justify-center text-white">
            {m.admin_callWaitingConnect({ name: otherName }, ui)}
          </p>
        )}
        <video
          ref={localRef}
          data-testid="local-video"
          aria-label={m.admin_callYourVideo({}, ui)}
          autoPlay
          playsInline
          muted
          className="absolute end-2 bottom-2 w-1/4 rounded border border-white/60 bg-black"
        />
      </div>
      <p className="text-sm text-gray-700" aria-live="polite">
        <span data-testid="call-state">{STATE_TEXT[state]({}, ui)}</span>
        {quality && <span data-testid="call-quality"> · {QUALITY_TEXT[quality]({}, ui)}</span>}
        {notice && <span> · {notice}</span>}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2" role="group" aria-label={m.admin_callControls({}, ui)}>
        <Button variant="outline" aria-pressed={!cameraOn} onClick={() => toggle("video")}>
          {cameraOn ? m.admin_callCameraOff({}, ui) : m.admin_callCameraOn({}, ui)}
        </Button>
        <Button variant="outline" aria-pressed={!micOn} onClick={() => toggle("audio")}>
          {micOn ? m.admin_callMute({}, ui) : m.admin_callUnmute({}, ui)}
        </Button>
        <Button variant="outline" aria-pressed={sharing} onClick={() => void share()}>
          {sharing ? m.admin_callStopSharing({}, ui) : m.admin_callShareScreen({}, ui)}
        </Button>
        <Button variant="destructive" onClick={() => void leave(false)}>
          {m.admin_callLeave({}, ui)}
        </Button>
      </div>
      {role === "host" && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={m.admin_callHostControls({}, ui)}>
          <Button variant="outline" onClick={() => callRef.current?.control("mute")}>
            {m.admin_callMuteGuest({}, ui)}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              removedRef.current = true;
              callRef.current?.control("remove");
              setNotice(m.admin_callWasRemoved({ name: otherName }, ui));
            }}
          >
            {m.admin_callRemoveGuest({}, ui)}
          </Button>
          <Button variant="destructive" onClick={() => void leave(true)}>
            {m.admin_callEndForAll({}, ui)}
          </Button>
        </div>
      )}
    </div>
  );
}
