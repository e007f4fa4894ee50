import { jwtVerify, SignJWT } from "jose";
import { AccessToken } from "livekit-server-sdk";

/**
 * Video tokens of a booking's call (decision 040). Without LiveKit the token is ours (HS256 with
 * the booking key, audience `tessera:video`) and opens the booking's signalling channel on the
 * real-time endpoint. With LIVEKIT_URL/LIVEKIT_API_KEY/LIVEKIT_API_SECRET it is a LiveKit access
 * token made by livekit-server-sdk's `AccessToken` (issuer the API key, subject the identity, a
 * `video` grant for the one room), signed with the API secret. The browser then joins the LiveKit
 * room with it (livekit-call.ts); our real-time channel of the call accepts either kind.
 */

export type VideoRole = "host" | "guest";

export type VideoClaims = {
  organizationId: number;
  bookingId: number;
  role: VideoRole;
  identity: string;
  room: string;
};

export type LiveKitConfig = { url: string; apiKey: string; apiSecret: string };

export type LiveKitVideoGrant = {
  room: string;
  roomJoin: true;
  canPublish: boolean;
  canSubscribe: boolean;
  canPublishData: boolean;
  roomAdmin?: boolean;
};

export function liveKitConfig(env: {
  LIVEKIT_URL?: string;
  LIVEKIT_API_KEY?: string;
  LIVEKIT_API_SECRET?: string;
}): LiveKitConfig | null {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: apiKey, LIVEKIT_API_SECRET: apiSecret } = env;
  return url && apiKey && apiSecret ? { url, apiKey, apiSecret } : null;
}

/** The room of a booking: one per booking, named by organization and booking. */
export function roomName(organizationId: number, bookingId: number): string {
  return `org${organizationId}-booking${bookingId}`;
}

const ROOM = /^org(\d{1,9})-booking(\d{1,9})$/;

export function parseRoomName(room: string): { organizationId: number; bookingId: number } | null {
  const match = ROOM.exec(room);
  return match ? { organizationId: Number(match[1]), bookingId: Number(match[2]) } : null;
}

export async function signVideoToken(input: {
  key: Uint8Array;
  claims: VideoClaims;
  expiresAt: number;
}): Promise<string> {
  const { claims } = input;
  return new SignJWT({ room: claims.room, role: claims.role, booking: claims.bookingId, org: claims.organizationId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.identity)
    .setAudience("tessera:video")
    .setIssuedAt()
    .setExpirationTime(input.expiresAt)
    .sign(input.key);
}

/** A LiveKit access token for one room, valid for `ttlSeconds` from now (LiveKit checks its own clock). */
export async function mintLiveKitToken(input: {
  apiKey: string;
  apiSecret: string;
  identity: string;
  name: string;
  room: string;
  role: VideoRole;
  ttlSeconds: number;
  metadata?: string;
}): Promise<string> {
  const token = new AccessToken(input.apiKey, input.apiSecret, {
    identity: input.identity,
    name: input.name,
    ttl: input.ttlSeconds,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
  const video: LiveKitVideoGrant = {
    room: input.room,
    roomJoin: true,
    canPublish: true,
    canSubscribe: true,
    canPublishData: true,
    ...(input.role === "host" ? { roomAdmin: true } : {}),
  };
  token.addGrant(video);
  return token.toJwt();
}

/**
 * The claims of a valid video token of this organization — ours, or LiveKit's when configured — or
 * null (forged, expired, another organization's room).
 */
export async function verifyVideoToken(input: {
  token: string;
  key: Uint8Array;
  organizationId: number;
  liveKit: LiveKitConfig | null;
}): Promise<VideoClaims | null> {
  if (!input.token || input.token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(input.token, input.key, { audience: "tessera:video", algorithms: ["HS256"] });
    const room = typeof payload.room === "string" ? parseRoomName(payload.room) : null;
    if (!room || room.organizationId !== input.organizationId || payload.org !== input.organizationId) return null;
    if (payload.booking !== room.bookingId || (payload.role !== "host" && payload.role !== "guest")) return null;
    return { ...room, role: payload.role, identity: payload.sub ?? "", room: payload.room as string };
  } catch {
    // not ours: perhaps LiveKit's
  }
  if (!input.liveKit) return null;
  try {
    const { payload } = await jwtVerify(input.token, new TextEncoder().encode(input.liveKit.apiSecret), {
      issuer: input.liveKit.apiKey,
      algorithms: ["HS256"],
    });
    const video = payload.video as Partial<LiveKitVideoGrant> | undefined;
    const room = typeof video?.room === "string" ? parseRoomName(video.room) : null;
    if (!room || room.organizationId !== input.organizationId || video?.roomJoin !== true) return null;
    const identity = payload.sub ?? "";
    const role: VideoRole = identity.startsWith("host:") ? "host" : "guest";
    if (role === "guest" && identity !== `guest:${room.bookingId}`) return null;
    return { ...room, role, identity, room: video.room! };
  } catch {
    return null;
  }
}
