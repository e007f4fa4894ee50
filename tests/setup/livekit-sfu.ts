import {
  JoinResponse,
  LeaveRequest,
  LeaveRequest_Action,
  ParticipantInfo,
  ParticipantInfo_State,
  ParticipantUpdate,
  Pong,
  SessionDescription,
  SignalRequest,
  SignalResponse,
  SignalTarget,
  TrackInfo,
  TrackPublishedResponse,
  TrackType,
  TrickleRequest,
  type AddTrackRequest,
  type DisconnectReason,
} from "@livekit/protocol";
import { randomBytes } from "node:crypto";
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpPacket,
  type MediaStreamTrack,
  type RTCRtpTransceiver,
} from "werift";
import type { WebSocket } from "ws";

/**
 * The media half of the LiveKit-protocol test server (livekit-server.ts): a minimal SFU in the
 * shape livekit-client expects in its dual peer connection mode (`/rtc`, protocol v0):
 *
 * - each participant has a **publisher** connection (the browser offers, we answer) and a
 *   **subscriber** connection (we offer, the browser answers); ICE candidates trickle both ways as
 *   `TrickleRequest { candidateInit: JSON, target }`;
 * - `AddTrackRequest { cid }` is answered by `TrackPublishedResponse { cid, track: { sid: TR_… } }`;
 *   the publisher offer's `a=msid:<stream> <cid>` tells which m-line carries that track;
 * - every track received is forwarded (RTP as is: werift rewrites SSRC and payload type) to each
 *   other participant's subscriber connection, on a transceiver whose `msid` is
 *   `<participant sid>|<track sid> <track sid>` — how livekit-client's `Room.onTrackAdded` finds the
 *   participant and the publication — announced first by `ParticipantUpdate`;
 * - picture-loss indications of a subscriber go back to the publisher as PLI.
 *
 * Not implemented (not needed by one host and one guest): simulcast layers, resume after a
 * signalling drop (a reconnecting client is told to rejoin), data packets, speaker updates.
 */

export const SERVER_VERSION = "1.9.0";

const VP8 = () =>
  new RTCRtpCodecParameters({
    mimeType: "video/VP8",
    clockRate: 90000,
    rtcpFeedback: [{ type: "nack" }, { type: "nack", parameter: "pli" }, { type: "goog-remb" }],
  });
const OPUS = () => new RTCRtpCodecParameters({ mimeType: "audio/opus", clockRate: 48000, channels: 2 });

function newConnection(): RTCPeerConnection {
  return new RTCPeerConnection({ codecs: { audio: [OPUS()], video: [VP8()] }, iceUseIpv6: false });
}

export const sid = (prefix: string) => `${prefix}_${randomBytes(6).toString("hex")}`;

type Published = { info: TrackInfo; track?: MediaStreamTrack; transceiver?: RTCRtpTransceiver };
type Forward = { publisher: Participant; published: Published; transceiver: RTCRtpTransceiver };

export type RoomLog = (event: Record<string, unknown>) => void;

export class Room {
  readonly sid = sid("RM");
  readonly participants = new Map<string, Participant>();
  readonly name: string;
  readonly log: RoomLog;
  constructor(name: string, log: RoomLog) {
    this.name = name;
    this.log = log;
  }

  /** Sends `update` to everyone but `except`. */
  broadcast(infos: ParticipantInfo[], except?: Participant): void {
    for (const p of this.participants.values()) {
      if (p !== except) p.send({ case: "update", value: new ParticipantUpdate({ participants: infos }) });
    }
  }
}

export class Participant {
  readonly sid = sid("PA");
  readonly publisher = newConnection();
  readonly subscriber = newConnection();
  readonly published = new Map<string, Published>(); // by cid
  readonly forwards: Forward[] = [];
  #cidByMid = new Map<string, string>();
  #subOfferId = 0;
  #subNegotiating = false;
  #subAgain = false;
  #closed = false;
  readonly joinedAt = BigInt(Math.floor(Date.now() / 1000));

  readonly room: Room;
  readonly identity: string;
  readonly name: string;
  readonly ws: WebSocket;

  constructor(room: Room, identity: string, name: string, ws: WebSocket) {
    this.room = room;
    this.identity = identity;
    this.name = name;
    this.ws = ws;
    for (const [pc, target] of [
      [this.publisher, SignalTarget.PUBLISHER],
      [this.subscriber, SignalTarget.SUBSCRIBER],
    ] as const) {
      pc.onIceCandidate.subscribe((candidate) => {
        if (!candidate) return;
        this.send({
          case: "trickle",
          value: new TrickleRequest({ candidateInit: JSON.stringify(candidate.toJSON()), target }),
        });
      });
    }
    this.publisher.onTrack.subscribe((track) => this.#received(track));
    this.subscriber.connectionStateChange.subscribe((state) => {
      if (state === "connected") for (const f of this.forwards) void this.#requestKeyFrame(f.published);
    });
  }

  info(state = ParticipantInfo_State.ACTIVE): ParticipantInfo {
    return new ParticipantInfo({
      sid: this.sid,
      identity: this.identity,
      name: this.name,
      state,
      joinedAt: this.joinedAt,
      version: Number(Date.now() % 1_000_000_000),
      isPublisher: [...this.published.values()].some((p) => p.track),
      tracks: [...this.published.values()].filter((p) => p.track).map((p) => p.info),
      permission: { canPublish: true, canSubscribe: true, canPublishData: true },
    });
  }

  send(message: SignalResponse["message"]): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(new SignalResponse({ message }).toBinary());
  }

  join(): void {
    const others = [...this.room.participants.values()].filter((p) => p !== this);
    this.send({
      case: "join",
      value: new JoinResponse({
        room: { sid: this.room.sid, name: this.room.name, numParticipants: this.room.participants.size },
        participant: this.info(),
        otherParticipants: others.map((p) => p.info()),
        serverVersion: SERVER_VERSION,
        serverInfo: { version: SERVER_VERSION, protocol: 16 },
        // The browser's publisher connection is the primary one: it offers at once.
        subscriberPrimary: false,
        pingTimeout: 15,
        pingInterval: 5,
      }),
    });
    this.room.broadcast([this.info()], this);
    for (const other of others)
      for (const published of other.published.values()) if (published.track) this.#forward(other, published);
  }

  async receive(data: Uint8Array): Promise<void> {
    if (this.#closed) return; // what a removed participant still sends changes nothing
    const { message } = SignalRequest.fromBinary(data);
    switch (message.case) {
      case "addTrack":
        return this.#addTrack(message.value);
      case "offer": {
        // Mapped first: werift reports the offer's tracks while it applies it.
        this.#mapMids(message.value.sdp);
        await this.publisher.setRemoteDescription({ type: "offer", sdp: message.value.sdp });
        await this.publisher.setLocalDescription(await this.publisher.createAnswer());
        const sdp = this.publisher.localDescription!.sdp;
        return this.send({
          case: "answer",
          value: new SessionDescription({ type: "answer", sdp, id: message.value.id }),
        });
      }
      case "answer":
        await this.subscriber.setRemoteDescription({ type: "answer", sdp: message.value.sdp });
        this.#subNegotiating = false;
        if (this.#subAgain) void this.#offerSubscriber();
        return;
      case "trickle": {
        const pc = message.value.target === SignalTarget.SUBSCRIBER ? this.subscriber : this.publisher;
        // Chromium's host candidates are mDNS names werift cannot resolve: the checks it receives
        // from the browser give it the address (peer-reflexive), so a refused candidate is harmless.
        await pc.addIceCandidate(JSON.parse(message.value.candidateInit)).catch(() => undefined);
        return;
      }
      case "mute": {
        const published = [...this.published.values()].find((p) => p.info.sid === message.value.sid);
        if (published) published.info.muted = message.value.muted;
        return this.room.broadcast([this.info()], this);
      }
      case "ping":
        return this.send({ case: "pong", value: BigInt(Date.now()) });
      case "pingReq":
        return this.send({
          case: "pongResp",
          value: new Pong({ lastPingTimestamp: message.value.timestamp, timestamp: BigInt(Date.now()) }),
        });
      case "leave":
        this.room.log({ type: "left", identity: this.identity });
        return this.close();
      default:
        return; // subscription, track settings, layers, sync state: one host and one guest need none
    }
  }

  /** Tells the browser to leave (removed, room deleted) and closes. */
  kick(reason: DisconnectReason): void {
    this.send({
      case: "leave",
      value: new LeaveRequest({ canReconnect: false, reason, action: LeaveRequest_Action.DISCONNECT }),
    });
    this.close();
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (this.room.participants.get(this.identity) === this) this.room.participants.delete(this.identity);
    this.room.broadcast([this.info(ParticipantInfo_State.DISCONNECTED)]);
    for (const other of this.room.participants.values()) other.#dropForwardsOf(this);
    void this.publisher.close();
    void this.subscriber.close();
    this.ws.close(1000);
    this.room.log({ type: "closed", identity: this.identity });
  }

  #addTrack(request: AddTrackRequest): void {
    const info = new TrackInfo({
      sid: sid("TR"),
      type: request.type,
      name: request.name,
      source: request.source,
      width: request.width,
      height: request.height,
      muted: request.muted,
      stream: request.stream,
      mimeType: request.type === TrackType.VIDEO ? "video/VP8" : "audio/opus",
    });
    this.published.set(request.cid, { info });
    this.send({ case: "trackPublished", value: new TrackPublishedResponse({ cid: request.cid, track: info }) });
  }

  /** The publisher offer's m-lines: mid → the browser's track id (the cid of AddTrackRequest). */
  #mapMids(sdp: string): void {
    for (const section of sdp.split(/\r?\nm=/).slice(1)) {
      const mid = /a=mid:(\S+)/.exec(section)?.[1];
      const cid = /a=msid:\S+ (\S+)/.exec(section)?.[1];
      if (mid && cid) this.#cidByMid.set(mid, cid);
    }
  }

  #received(track: MediaStreamTrack): void {
    const transceiver = this.publisher.getTransceivers().find((t) => t.receiver.tracks.includes(track));
    const cid = transceiver?.mid ? this.#cidByMid.get(transceiver.mid) : undefined;
    const published = cid ? this.published.get(cid) : undefined;
    if (!published || !transceiver) return this.room.log({ type: "unknown-track", identity: this.identity });
    published.track = track;
    published.transceiver = transceiver;
    published.info.mid = transceiver.mid ?? "";
    this.room.log({ type: "published", identity: this.identity, kind: track.kind, sid: published.info.sid });
    this.room.broadcast([this.info()], this);
    for (const other of this.room.participants.values()) if (other !== this) other.#forward(this, published);
  }

  /** Sends `publisher`'s track to this participant's subscriber connection (and renegotiates it). */
  #forward(publisher: Participant, published: Published): void {
    const { info, track } = published;
    if (!track || this.forwards.some((f) => f.published === published)) return;
    const transceiver = this.subscriber.addTransceiver(track.kind, { direction: "sendonly" });
    transceiver.sender.streamId = `${publisher.sid}|${info.sid}`;
    // livekit-client reads the track sid from the msid's track id (`TR_…`).
    Object.defineProperty(transceiver.sender, "trackId", { value: info.sid });
    const subscription = track.onReceiveRtp.subscribe((rtp) => {
      const copy = RtpPacket.deSerialize(rtp.serialize());
      copy.header.extensions = []; // the publisher's extension ids mean nothing on this connection
      void transceiver.sender.sendRtp(copy).catch(() => undefined);
    });
    transceiver.sender.onPictureLossIndication.subscribe(() => void this.#requestKeyFrame(published));
    this.forwards.push({ publisher, published, transceiver });
    (transceiver as unknown as { unsubscribe?: () => void }).unsubscribe = () => subscription.unSubscribe();
    void this.#offerSubscriber();
  }

  async #requestKeyFrame(published: Published): Promise<void> {
    if (published.track?.kind !== "video" || !published.track.ssrc) return;
    await published.transceiver?.receiver.sendRtcpPLI(published.track.ssrc).catch(() => undefined);
  }

  #dropForwardsOf(publisher: Participant): void {
    for (const forward of this.forwards.filter((f) => f.publisher === publisher)) {
      (forward.transceiver as unknown as { unsubscribe?: () => void }).unsubscribe?.();
      this.forwards.splice(this.forwards.indexOf(forward), 1);
    }
  }

  async #offerSubscriber(): Promise<void> {
    if (this.#subNegotiating) {
      this.#subAgain = true;
      return;
    }
    this.#subNegotiating = true;
    this.#subAgain = false;
    const offer = await this.subscriber.createOffer();
    await this.subscriber.setLocalDescription(offer);
    const midToTrackId: Record<string, string> = {};
    for (const f of this.forwards) if (f.transceiver.mid) midToTrackId[f.transceiver.mid] = f.published.info.sid;
    this.send({
      case: "offer",
      value: new SessionDescription({
        type: "offer",
        sdp: this.subscriber.localDescription!.sdp,
        id: ++this.#subOfferId,
        midToTrackId,
      }),
    });
  }
}
