import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mintLiveKitToken, parseRoomName, roomName, signVideoToken, verifyVideoToken } from "./video-token.ts";

/**
 * LiveKit access tokens (decision 040): HS256 signed with the API secret, in LiveKit's documented
 * claim format — iss the API key, sub (and jti) the participant identity, nbf, exp, name, and the
 * `video` grant with room, roomJoin, canPublish, canSubscribe, canPublishData (roomAdmin for hosts).
 * Checked by hand here (base64url JSON and an HMAC computed with node:crypto), not through jose, so a
 * change of library cannot hide a change of format.
 */

const b64 = (value: string) => Buffer.from(value, "base64url").toString("utf8");

function decode(token: string) {
  const [header, payload, signature] = token.split(".");
  return {
    header: JSON.parse(b64(header!)) as Record<string, unknown>,
    payload: JSON.parse(b64(payload!)) as Record<string, unknown>,
    signed: `${header}.${payload}`,
    signature: signature!,
  };
}

describe("LiveKit tokens", () => {
  const apiKey = "APIdevkey";
  const apiSecret = "a-livekit-secret-of-some-length-1234567890";
  const ttlSeconds = 3600;

  it("carry LiveKit's claims and verify with the API secret", async () => {
    const token = await mintLiveKitToken({
      apiKey,
      apiSecret,
      identity: "guest:42",
      name: "Bea Booker",
      room: roomName(7, 42),
      role: "guest",
      ttlSeconds,
    });
    const now = Math.floor(Date.now() / 1000);
    const { header, payload, signed, signature } = decode(token);
    expect(header).toEqual({ alg: "HS256" });
    expect(Math.abs((payload.nbf as number) - now)).toBeLessThanOrEqual(2);
    expect((payload.exp as number) - (payload.nbf as number)).toBe(ttlSeconds);
    expect(payload).toEqual({
      iss: apiKey,
      sub: "guest:42",
      nbf: payload.nbf,
      exp: payload.exp,
      name: "Bea Booker",
      video: {
        room: "org7-booking42",
        roomJoin: true,
        canPublish: true,
        canSubscribe: true,
        canPublishData: true,
      },
    });
    expect(createHmac("sha256", apiSecret).update(signed).digest("base64url")).toBe(signature);
  });

  it("give the host roomAdmin", async () => {
    const token = await mintLiveKitToken({
      apiKey,
      apiSecret,
      identity: "host:u1",
      name: "Hosting Hal",
      room: roomName(7, 42),
      role: "host",
      ttlSeconds,
    });
    expect((decode(token).payload.video as Record<string, unknown>).roomAdmin).toBe(true);
  });

  it("are accepted by the signalling for their room's organization only", async () => {
    const key = new Uint8Array(32).fill(1);
    const liveKit = { url: "wss://lk.example.com", apiKey, apiSecret };
    const token = await mintLiveKitToken({
      apiKey,
      apiSecret,
      identity: "guest:42",
      name: "B",
      room: roomName(7, 42),
      role: "guest",
      ttlSeconds,
    });
    expect(await verifyVideoToken({ token, key, organizationId: 7, liveKit })).toMatchObject({
      bookingId: 42,
      role: "guest",
    });
    expect(await verifyVideoToken({ token, key, organizationId: 8, liveKit })).toBeNull();
    expect(await verifyVideoToken({ token, key, organizationId: 7, liveKit: null })).toBeNull();
    const wrongSecret = { ...liveKit, apiSecret: "another-secret-of-some-length-000000000" };
    expect(await verifyVideoToken({ token, key, organizationId: 7, liveKit: wrongSecret })).toBeNull();
    // A guest identity of another booking in a token for this room is refused.
    const crossed = await mintLiveKitToken({
      apiKey,
      apiSecret,
      identity: "guest:41",
      name: "B",
      room: roomName(7, 42),
      role: "guest",
      ttlSeconds,
    });
    expect(await verifyVideoToken({ token: crossed, key, organizationId: 7, liveKit })).toBeNull();
  });
});

describe("our video tokens", () => {
  const key = new Uint8Array(32).fill(3);
  const claims = { organizationId: 3, bookingId: 9, role: "guest" as const, identity: "guest:9", room: roomName(3, 9) };

  it("round-trip, and are refused expired, forged or on another organization", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signVideoToken({ key, claims, expiresAt: now + 60 });
    expect(await verifyVideoToken({ token, key, organizationId: 3, liveKit: null })).toEqual(claims);
    expect(await verifyVideoToken({ token, key, organizationId: 4, liveKit: null })).toBeNull();
    expect(
      await verifyVideoToken({ token, key: new Uint8Array(32).fill(4), organizationId: 3, liveKit: null }),
    ).toBeNull();
    const expired = await signVideoToken({ key, claims, expiresAt: now - 10 });
    expect(await verifyVideoToken({ token: expired, key, organizationId: 3, liveKit: null })).toBeNull();
  });

  it("name rooms by organization and booking", () => {
    expect(parseRoomName("org3-booking9")).toEqual({ organizationId: 3, bookingId: 9 });
    expect(parseRoomName("org3-booking9x")).toBeNull();
  });
});
