import {
  DisconnectReason,
  type LocalTrackPublication,
  type RemoteTrack,
  Room,
  RoomEvent,
  setLogLevel,
  Track,
} from "livekit-client";
import type { RealtimeEvent } from "../../../../shared/realtime/realtime-client.ts";
import { captureScreen, qualityOf, type CallRole, type ControlAction, type PeerCallOptions } from "./peer-call.ts";

/**
 * One side of a booking's call through a LiveKit server (decision 040): loaded
 * only when `launch-video` answered a `livekit_url` (a dynamic import, so no other page and no
 * peer-to-peer call carries livekit-client).
 *
 * - Media: a livekit-client `Room` joined with the LiveKit token of launch-video; the same local
 *   stream (fake or real camera and microphone) is published, the other participant's tracks are
 *   shown. Dual peer connections (`singlePeerConnection: false`: the `/rtc` signalling every
 *   LiveKit server version speaks), one plain VP8 layer (no simulcast: two participants).
 * - Our real-time channel `meeting:{bookingId}` still carries what our server decides: the
 *   booking's `status`, the host's `control` (our server stores it and also acts on the LiveKit
 *   room through its RoomService), and the refusal of a removed guest.
 * - A LiveKit disconnection we did not ask for (removed, room deleted) ends the call as a refusal.
 */

// livekit-client logs every step at "info", and warns about races it recovers from (an offer on a
// connection the server just closed when the room is deleted): the page's console gets errors only.
setLogLevel("error");

export type LiveKitCallOptions = PeerCallOptions & { url: string; token: string };

export class LiveKitCall {
  readonly #o: LiveKitCallOptions;
  readonly #channel: string;
  readonly room: Room;
  readonly #remote = new MediaStream();
  #unsubscribe: (() => void) | null = null;
  #statsTimer: ReturnType<typeof setInterval> | undefined;
  #lastLoss = { lost: 0, received: 0 };
  #closed = false;
  #camera: LocalTrackPublication | undefined;
  #microphone: LocalTrackPublication | undefined;
  #cameraTrack: MediaStreamTrack | null;

  constructor(options: LiveKitCallOptions) {
    this.#o = options;
    this.#channel = `meeting:${options.bookingId}`;
    this.#cameraTrack = options.local.getVideoTracks()[0] ?? null;
    this.room = new Room({
      adaptiveStream: false,
      dynacast: false,
      singlePeerConnection: false,
      webAudioMix: false,
      publishDefaults: { simulcast: false, videoCodec: "vp8", red: false },
    });
  }

  start(): void {
    this.#o.onState("connecting");
    this.#unsubscribe = this.#o.client.subscribe(this.#channel, {
      onEvent: (event) => this.#onEvent(event),
      onError: () => {
        if (!this.#closed) this.#o.onRefused?.();
      },
    });
    const room = this.room;
    room
      .on(RoomEvent.TrackSubscribed, (track: RemoteTrack) => {
        this.#remote.addTrack(track.mediaStreamTrack);
        this.#o.onRemoteStream(this.#remote);
      })
      .on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack) => {
        this.#remote.removeTrack(track.mediaStreamTrack);
        this.#o.onRemoteStream(this.#remote.getTracks().length ? this.#remote : null);
      })
      .on(RoomEvent.ParticipantConnected, () => this.#o.onPeer?.(true))
      .on(RoomEvent.ParticipantDisconnected, () => {
        this.#o.onPeer?.(false);
        this.#o.onRemoteStream(null);
      })
      .on(RoomEvent.Reconnecting, () => this.#o.onState("reconnecting"))
      .on(RoomEvent.SignalReconnecting, () => this.#o.onState("reconnecting"))
      .on(RoomEvent.Reconnected, () => this.#o.onState("connected"))
      .on(RoomEvent.Disconnected, (reason?: DisconnectReason) => {
        if (this.#closed) return;
        // Removed by the host or the room deleted (end for all): this side takes no further part.
        if (reason === DisconnectReason.PARTICIPANT_REMOVED || reason === DisconnectReason.ROOM_DELETED)
          this.#o.onRefused?.();
        else this.#o.onState("closed");
      });
    void this.#connect();
    this.#statsTimer = setInterval(() => void this.#measure(), 2000);
  }

  async #connect(): Promise<void> {
    try {
      await this.room.connect(this.#o.url, this.#o.token);
      if (this.#closed) return void this.room.disconnect();
      const [audio] = this.#o.local.getAudioTracks();
      if (audio)
        this.#microphone = await this.room.localParticipant.publishTrack(audio, { source: Track.Source.Microphone });
      if (this.#cameraTrack)
        this.#camera = await this.room.localParticipant.publishTrack(this.#cameraTrack, {
          source: Track.Source.Camera,
        });
      this.#o.onState("connected");
    } catch {
      if (!this.#closed) this.#o.onState("reconnecting");
    }
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#statsTimer);
    void this.room.disconnect();
    this.#unsubscribe?.();
    this.#o.onState("closed");
  }

  /** Host only: through our server, which stores it and acts on the LiveKit room too. */
  control(action: ControlAction): void {
    this.#o.client.signal(this.#channel, "control", { action });
  }

  /** Camera or microphone on/off: LiveKit's mute, so the other side sees the publication muted. */
  async setMuted(kind: "audio" | "video", muted: boolean): Promise<void> {
    const track = (kind === "audio" ? this.#microphone : this.#camera)?.track;
    if (!track) return;
    await (muted ? track.mute() : track.unmute());
  }

  /** A newer token (spec §9: every 50 minutes) for the client's next reconnection. */
  refreshToken(token: string): void {
    this.room.engine.client.onTokenRefresh?.(token);
  }

  async shareScreen(onEnded: () => void): Promise<boolean> {
    if (!this.#camera?.videoTrack) return false;
    const track = await captureScreen(() => {
      void this.stopSharing();
      onEnded();
    });
    if (!track) return false;
    if (!this.#camera?.videoTrack) {
      track.stop();
      return false;
    }
    await this.#camera.videoTrack.replaceTrack(track, true);
    return true;
  }

  async stopSharing(): Promise<void> {
    const local = this.#camera?.videoTrack;
    if (!local || !this.#cameraTrack) return;
    const current = local.mediaStreamTrack;
    if (current !== this.#cameraTrack) {
      await local.replaceTrack(this.#cameraTrack, true);
      current.stop();
    }
  }

  #onEvent(event: RealtimeEvent): void {
    if (this.#closed) return;
    const data = (event.data ?? {}) as Record<string, unknown> & { from?: CallRole };
    if (event.event === "status") return this.#o.onStatus?.(String(data.status));
    if (data.from === this.#o.role) return;
    if (event.event === "control" && this.#o.role === "guest") this.#o.onControl?.(data.action as ControlAction);
  }

  /** The same hint as the peer-to-peer call, from the receivers of the other side's tracks. */
  async #measure(): Promise<void> {
    let rtt: number | undefined;
    let lost = 0;
    let received = 0;
    let any = false;
    for (const participant of this.room.remoteParticipants.values()) {
      for (const publication of participant.trackPublications.values()) {
        const receiver = publication.track?.receiver;
        if (!receiver) continue;
        any = true;
        const report = await receiver.getStats();
        report.forEach((stat: Record<string, unknown>) => {
          if (stat.type === "candidate-pair" && stat.nominated && stat.state === "succeeded") {
            if (typeof stat.currentRoundTripTime === "number") rtt = stat.currentRoundTripTime;
          }
          if (stat.type === "inbound-rtp") {
            lost += Number(stat.packetsLost ?? 0);
            received += Number(stat.packetsReceived ?? 0);
          }
        });
      }
    }
    if (!any) return this.#o.onQuality(null);
    const dLost = lost - this.#lastLoss.lost;
    const dReceived = received - this.#lastLoss.received;
    this.#lastLoss = { lost, received };
    const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
    this.#o.onQuality(qualityOf(rtt ?? 0, loss));
  }
}
