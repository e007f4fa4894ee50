import {
  DeleteRoomRequest,
  DeleteRoomResponse,
  DisconnectReason,
  LeaveRequest,
  LeaveRequest_Action,
  ListParticipantsRequest,
  ListParticipantsResponse,
  MuteRoomTrackRequest,
  MuteRoomTrackResponse,
  MuteTrackRequest,
  RemoveParticipantResponse,
  RoomParticipantIdentity,
  SignalResponse,
} from "@livekit/protocol";
import { jwtVerify, type JWTPayload } from "jose";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { Participant, Room } from "./livekit-sfu.ts";

/**
 * A small server speaking LiveKit's protocol, for tests only (never shipped): enough of a LiveKit
 * server for livekit-client to join a room, publish and receive real media (livekit-sfu.ts), and
 * for our server's RoomService calls to act.
 *
 * - `GET /rtc?access_token=…` upgrades to the signalling WebSocket (protobuf `SignalRequest` /
 *   `SignalResponse`, binary frames). The token must be an HS256 JWT of the configured key
 *   (`iss`) and secret with `video.roomJoin` and `video.room`; otherwise the upgrade is refused
 *   with 401, and `GET /rtc/validate` says why (livekit-client asks it after a failed upgrade).
 *   `/rtc/v1` (single peer connection signalling of newer servers) answers 404, as an older
 *   LiveKit server does: the client then uses `/rtc`.
 * - `POST /twirp/livekit.RoomService/{ListParticipants,MutePublishedTrack,RemoveParticipant,
 *   DeleteRoom}` (JSON), authorized like LiveKit: a bearer token with `roomAdmin` for the room,
 *   `roomCreate` to delete one.
 * - `log`: what happened (joins, publications, closed connections, RoomService calls), for asserts.
 */

export type LiveKitTestServer = {
  url: string;
  apiKey: string;
  apiSecret: string;
  log: Array<Record<string, unknown>>;
  /** Cuts a participant's signalling connection without a word, as a network drop does. */
  dropSignal(identity: string): void;
  /** Resolves once an entry matching `predicate` is in the log. */
  waitFor(predicate: (entry: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
};

type Json = Parameters<typeof DeleteRoomRequest.fromJson>[0];

type Grant = {
  room?: string;
  roomJoin?: boolean;
  roomAdmin?: boolean;
  roomCreate?: boolean;
};

export async function startLiveKitServer(options: { apiKey: string; apiSecret: string }): Promise<LiveKitTestServer> {
  const { apiKey, apiSecret } = options;
  const log: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  const record = (entry: Record<string, unknown>) => {
    log.push({ at: Date.now(), ...entry });
    for (const wake of waiters) wake();
  };
  const rooms = new Map<string, Room>();
  const roomOf = (name: string) => {
    let room = rooms.get(name);
    if (!room) rooms.set(name, (room = new Room(name, (entry) => record({ room: name, ...entry }))));
    return room;
  };

  async function verify(token: string | null | undefined): Promise<(JWTPayload & { video?: Grant }) | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(apiSecret), {
        issuer: apiKey,
        algorithms: ["HS256"],
      });
      return payload as JWTPayload & { video?: Grant };
    } catch {
      return null;
    }
  }

  const joinClaims = async (url: URL) => {
    const claims = await verify(url.searchParams.get("access_token"));
    return claims?.video?.roomJoin && claims.video.room && claims.sub ? claims : null;
  };

  const http = createServer(
    (req, res) => void handle(req, res).catch((error) => reply(res, 500, { msg: String(error) })),
  );

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method === "GET" && url.pathname === "/rtc/validate") {
      const ok = await joinClaims(url);
      res.writeHead(ok ? 200 : 401, { "content-type": "text/plain" }).end(ok ? "success" : "invalid token");
      return;
    }
    const twirp = /^\/twirp\/livekit\.RoomService\/(\w+)$/.exec(url.pathname);
    if (req.method === "POST" && twirp) return roomService(twirp[1]!, req, res);
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }

  function reply(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }

  async function roomService(method: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const json = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Json;
    const body = json as Record<string, unknown>;
    const claims = await verify(/^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]);
    const room = typeof body.room === "string" ? body.room : "";
    record({ type: "twirp", method, body, authorized: claims !== null });
    const grant = claims?.video;
    const allowed =
      method === "DeleteRoom" ? grant?.roomCreate === true : grant?.roomAdmin === true && grant.room === room;
    if (!allowed) return reply(res, 401, { code: "unauthenticated", msg: "permissions denied" });
    const found = rooms.get(room);
    switch (method) {
      case "ListParticipants": {
        const request = ListParticipantsRequest.fromJson(json);
        const participants = [...(rooms.get(request.room)?.participants.values() ?? [])].map((p) => p.info());
        return reply(res, 200, new ListParticipantsResponse({ participants }).toJson());
      }
      case "MutePublishedTrack": {
        const request = MuteRoomTrackRequest.fromJson(json);
        const participant = found?.participants.get(request.identity);
        const published = [...(participant?.published.values() ?? [])].find((p) => p.info.sid === request.trackSid);
        if (!participant || !published) return reply(res, 404, { code: "not_found", msg: "track not found" });
        published.info.muted = request.muted;
        participant.send({
          case: "mute",
          value: new MuteTrackRequest({ sid: request.trackSid, muted: request.muted }),
        });
        found!.broadcast([participant.info()], participant);
        return reply(res, 200, new MuteRoomTrackResponse({ track: published.info }).toJson());
      }
      case "RemoveParticipant": {
        const request = RoomParticipantIdentity.fromJson(json);
        const participant = found?.participants.get(request.identity);
        if (!participant) return reply(res, 404, { code: "not_found", msg: "participant not found" });
        participant.kick(DisconnectReason.PARTICIPANT_REMOVED);
        return reply(res, 200, new RemoveParticipantResponse().toJson());
      }
      case "DeleteRoom": {
        const request = DeleteRoomRequest.fromJson(json);
        for (const participant of rooms.get(request.room)?.participants.values() ?? [])
          participant.kick(DisconnectReason.ROOM_DELETED);
        rooms.delete(request.room);
        return reply(res, 200, new DeleteRoomResponse().toJson());
      }
      default:
        return reply(res, 404, { code: "bad_route", msg: `no method ${method}` });
    }
  }

  const wss = new WebSocketServer({ noServer: true });
  http.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    void (async () => {
      const claims = url.pathname === "/rtc" ? await joinClaims(url) : null;
      if (!claims) {
        record({ type: "refused", path: url.pathname });
        socket.end(`HTTP/1.1 ${url.pathname === "/rtc" ? "401 Unauthorized" : "404 Not Found"}\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const room = roomOf(claims.video!.room!);
        const identity = claims.sub!;
        if (url.searchParams.get("reconnect") === "1") {
          // No resume here: the client is told to join afresh.
          const leave = new LeaveRequest({ canReconnect: true, action: LeaveRequest_Action.RECONNECT });
          ws.send(new SignalResponse({ message: { case: "leave", value: leave } }).toBinary());
          ws.close(1000);
          return;
        }
        room.participants.get(identity)?.kick(DisconnectReason.DUPLICATE_IDENTITY);
        const participant = new Participant(room, identity, String(claims.name ?? ""), ws);
        room.participants.set(identity, participant);
        record({ type: "joined", room: room.name, identity, sid: participant.sid });
        ws.on("message", (data: Buffer) => {
          void participant.receive(new Uint8Array(data)).catch((error: unknown) => {
            record({ type: "error", identity, message: String(error) });
          });
        });
        ws.on("close", () => participant.close());
        participant.join();
      });
    })();
  });

  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    log,
    dropSignal(identity) {
      for (const room of rooms.values()) {
        const participant = room.participants.get(identity);
        if (!participant) continue;
        record({ type: "dropped", room: room.name, identity });
        participant.ws.terminate();
      }
    },
    waitFor(predicate, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = log.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`LiveKit test server: no matching event in ${JSON.stringify(log)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    async stop() {
      for (const room of rooms.values()) for (const p of room.participants.values()) p.close();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
