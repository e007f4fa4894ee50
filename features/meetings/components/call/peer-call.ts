import type { RealtimeClient, RealtimeEvent } from "../../../../shared/realtime/realtime-client.ts";

/**
 * One side of a booking's call (decision 040): an RTCPeerConnection between the
 * host and the guest, signalled over the real-time channel `meeting:{bookingId}`.
 *
 * - The host always offers and the guest always answers, so offers never cross ("glare").
 * - Each side says `hello` whenever its subscription (re)starts; the host answers a guest's hello
 *   with a fresh connection and offer (a new `session`), so a peer that reloaded or whose socket
 *   reconnected is back in the call by itself.
 * - A network drop that leaves the sockets up (ICE disconnected or failed) makes the host offer an
 *   ICE restart on the same connection.
 * - Quality: getStats every 2 s — round-trip time of the selected pair and the share of video
 *   packets lost — as good, fair or poor.
 */

export type CallRole = "host" | "guest";
export type CallState = "connecting" | "connected" | "reconnecting" | "closed";
export type Quality = "good" | "fair" | "poor";
export type ControlAction = "mute" | "remove" | "end";

export type PeerCallOptions = {
  bookingId: number;
  role: CallRole;
  client: RealtimeClient;
  local: MediaStream;
  iceServers: RTCIceServer[];
  onRemoteStream(stream: MediaStream | null): void;
  onState(state: CallState): void;
  onQuality(quality: Quality | null): void;
  /** The host's controls, on the guest's side. */
  onControl?(action: ControlAction): void;
  /** The booking's status changed (announced by the server). */
  onStatus?(status: string): void;
  /** The server no longer admits this side to the call (removed, or the call ended): on every instance. */
  onRefused?(): void;
  /** The other side's presence (hello / bye). */
  onPeer?(present: boolean): void;
};

type Signal = { session: string; description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit };

export class PeerCall {
  readonly #o: PeerCallOptions;
  readonly #channel: string;
  #pc: RTCPeerConnection | null = null;
  #session = "";
  #pending: RTCIceCandidateInit[] = [];
  #unsubscribe: (() => void) | null = null;
  #statsTimer: ReturnType<typeof setInterval> | undefined;
  #restartTimer: ReturnType<typeof setTimeout> | undefined;
  #lastLoss = { lost: 0, received: 0 };
  #closed = false;
  #videoTrack: MediaStreamTrack | null;

  constructor(options: PeerCallOptions) {
    this.#o = options;
    this.#channel = `meeting:${options.bookingId}`;
    this.#videoTrack = options.local.getVideoTracks()[0] ?? null;
  }

  start(): void {
    this.#o.onState("connecting");
    this.#unsubscribe = this.#o.client.subscribe(this.#channel, {
      onEvent: (event) => this.#onEvent(event),
      onSubscribed: () => this.#send("hello", {}),
      onError: () => {
        if (!this.#closed) this.#o.onRefused?.();
      },
    });
    this.#statsTimer = setInterval(() => void this.#measure(), 2000);
  }

  /** Leaves: tells the other side, closes the connection and the subscription. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#send("bye", {});
    clearInterval(this.#statsTimer);
    clearTimeout(this.#restartTimer);
    this.#pc?.close();
    this.#pc = null;
    this.#unsubscribe?.();
    this.#o.onState("closed");
  }

  /** Host only: mute the guest, remove them, or end the call for everyone. */
  control(action: ControlAction): void {
    this.#send("control", { action });
  }

  /** Shows the screen instead of the camera; resolves false when the person declined. */
  async shareScreen(onEnded: () => void): Promise<boolean> {
    const track = await captureScreen(() => {
      void this.stopSharing();
      onEnded();
    });
    if (!track) return false;
    await this.#replaceVideo(track);
    return true;
  }

  async stopSharing(): Promise<void> {
    const sender = this.#videoSender();
    if (sender?.track && sender.track !== this.#videoTrack) sender.track.stop();
    await this.#replaceVideo(this.#videoTrack);
  }

  /** The connection (tests and the bench read its stats). */
  get connection(): RTCPeerConnection | null {
    return this.#pc;
  }

  #videoSender(): RTCRtpSender | undefined {
    return this.#pc?.getSenders().find((sender) => sender.track?.kind === "video" || sender.track === null);
  }

  async #replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.#videoSender()?.replaceTrack(track);
  }

  #send(event: string, data: object): void {
    this.#o.client.signal(this.#channel, event, data);
  }

  #onEvent(event: RealtimeEvent): void {
    if (this.#closed) return;
    const data = (event.data ?? {}) as Record<string, unknown> & { from?: CallRole };
    if (event.event === "status") return this.#o.onStatus?.(String(data.status));
    if (data.from === this.#o.role) return; // another tab of the same side: not our peer
    if (event.event === "hello") {
      this.#o.onPeer?.(true);
      if (!data.reply) this.#send("hello", { reply: true });
      if (this.#o.role === "host") void this.#offer(false);
      return;
    }
    if (event.event === "bye") {
      this.#o.onPeer?.(false);
      this.#o.onRemoteStream(null);
      return;
    }
    if (event.event === "control" && this.#o.role === "guest") {
      return this.#o.onControl?.(data.action as ControlAction);
    }
    if (event.event === "signal") void this.#onSignal(data as unknown as Signal);
  }

  #newConnection(session: string): RTCPeerConnection {
    this.#pc?.close();
    const pc = new RTCPeerConnection({ iceServers: this.#o.iceServers });
    this.#pc = pc;
    this.#session = session;
    this.#pending = [];
    this.#lastLoss = { lost: 0, received: 0 };
    for (const track of this.#o.local.getTracks()) pc.addTrack(track, this.#o.local);
    const remote = new MediaStream();
    pc.ontrack = (event) => {
      remote.addTrack(event.track);
      this.#o.onRemoteStream(remote);
    };
    pc.onicecandidate = (event) => {
      if (event.candidate && this.#pc === pc) this.#send("signal", { session, candidate: event.candidate.toJSON() });
    };
    pc.oniceconnectionstatechange = () => {
      if (this.#pc !== pc) return;
      const state = pc.iceConnectionState;
      if (state === "connected" || state === "completed") {
        clearTimeout(this.#restartTimer);
        this.#o.onState("connected");
      } else if (state === "disconnected" || state === "failed") {
        this.#o.onState("reconnecting");
        // The host restarts ICE if the path does not come back by itself within a moment.
        if (this.#o.role === "host") {
          clearTimeout(this.#restartTimer);
          this.#restartTimer = setTimeout(
            () => {
              if (this.#pc === pc && pc.iceConnectionState !== "connected") void this.#offer(true);
            },
            state === "failed" ? 0 : 1500,
          );
        }
      }
    };
    return pc;
  }

  async #offer(iceRestart: boolean): Promise<void> {
    const pc = iceRestart && this.#pc ? this.#pc : this.#newConnection(crypto.randomUUID());
    const session = this.#session;
    const offer = await pc.createOffer(iceRestart ? { iceRestart: true } : undefined);
    if (this.#pc !== pc) return;
    await pc.setLocalDescription(offer);
    this.#send("signal", { session, description: pc.localDescription!.toJSON() });
  }

  async #onSignal(signal: Signal): Promise<void> {
    if (typeof signal.session !== "string") return;
    if (signal.description) {
      if (signal.description.type === "offer") {
        if (this.#o.role !== "guest") return;
        const pc = signal.session === this.#session && this.#pc ? this.#pc : this.#newConnection(signal.session);
        await pc.setRemoteDescription(signal.description);
        await this.#flushCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.#send("signal", { session: signal.session, description: pc.localDescription!.toJSON() });
      } else if (signal.description.type === "answer") {
        if (this.#o.role !== "host" || signal.session !== this.#session || !this.#pc) return;
        if (this.#pc.signalingState !== "have-local-offer") return;
        await this.#pc.setRemoteDescription(signal.description);
        await this.#flushCandidates(this.#pc);
      }
      return;
    }
    if (signal.candidate && signal.session === this.#session && this.#pc) {
      if (this.#pc.remoteDescription) await this.#pc.addIceCandidate(signal.candidate).catch(() => undefined);
      else this.#pending.push(signal.candidate);
    }
  }

  async #flushCandidates(pc: RTCPeerConnection): Promise<void> {
    const pending = this.#pending;
    this.#pending = [];
    for (const candidate of pending) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  async #measure(): Promise<void> {
    const pc = this.#pc;
    if (!pc || pc.connectionState !== "connected") return this.#o.onQuality(null);
    const report = await pc.getStats();
    let rtt: number | undefined;
    let lost = 0;
    let received = 0;
    report.forEach((stat: Record<string, unknown>) => {
      if (stat.type === "candidate-pair" && stat.nominated && stat.state === "succeeded") {
        if (typeof stat.currentRoundTripTime === "number") rtt = stat.currentRoundTripTime;
      }
      if (stat.type === "inbound-rtp") {
        lost += Number(stat.packetsLost ?? 0);
        received += Number(stat.packetsReceived ?? 0);
      }
    });
    const dLost = lost - this.#lastLoss.lost;
    const dReceived = received - this.#lastLoss.received;
    this.#lastLoss = { lost, received };
    const loss = dLost + dReceived > 0 ? dLost / (dLost + dReceived) : 0;
    this.#o.onQuality(qualityOf(rtt ?? 0, loss));
  }
}

/** Round-trip time in seconds and the share of packets lost → a hint for people. */
export function qualityOf(rtt: number, loss: number): Quality {
  if (rtt < 0.15 && loss < 0.02) return "good";
  if (rtt < 0.4 && loss < 0.08) return "fair";
  return "poor";
}

/**
 * The screen's video track, with `onEnded` called when the person stops sharing from the browser's
 * own bar; null when they declined the browser's question (both call kinds share it).
 */
export async function captureScreen(onEnded: () => void): Promise<MediaStreamTrack | null> {
  let screen: MediaStream;
  try {
    screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
  } catch {
    return null;
  }
  const track = screen.getVideoTracks()[0];
  if (!track) return null;
  track.addEventListener("ended", onEnded);
  return track;
}
