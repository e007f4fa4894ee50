import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../../../../server/db/client.ts";
import { resolveAuthSecret } from "../../../../server/auth/auth-secret.ts";

/**
 * The guest's key to one booking: a signed token (HS256, a key derived from the auth secret) naming
 * the organization and the booking, in the join, reschedule and cancel links of the mails. It opens
 * that booking only; whether it may still be joined is the booking's status (a cancelled booking's
 * link is dead because the booking is, not because the token expired).
 */

const keys = new WeakMap<Db, Promise<Uint8Array>>();

export function bookingKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = resolveAuthSecret({ configured, db }).then(
      (secret) => new Uint8Array(createHmac("sha256", secret).update("tessera booking links v1").digest()),
    );
    keys.set(db, key);
  }
  return key;
}

const AUDIENCE = "tessera:booking-guest";

export async function signBookingToken({
  key,
  organizationId,
  bookingId,
  endsAt,
}: {
  key: Uint8Array;
  organizationId: number;
  bookingId: number;
  endsAt: Date;
}): Promise<string> {
  // Valid a month past the meeting: long enough for a late join or a look at a cancelled one.
  const expires = Math.floor(endsAt.getTime() / 1000) + 30 * 86_400;
  return new SignJWT({ org: organizationId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(bookingId))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(key);
}

/** The booking id the token opens in this organization, or null (forged, expired, another site's). */
export async function verifyBookingToken({
  key,
  token,
  organizationId,
}: {
  key: Uint8Array;
  token: string;
  organizationId: number;
}): Promise<number | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ["HS256"] });
    if (payload.org !== organizationId || !/^\d{1,9}$/.test(payload.sub ?? "")) return null;
    return Number(payload.sub);
  } catch {
    return null;
  }
}

/** Links of a booking's mails: the /book page reads `booking`, `token` and `action` and acts on that booking only. */
export function bookingLinks(origin: string, bookingId: number, token: string, localePrefix = "") {
  const base = `${origin}${localePrefix}/book?booking=${bookingId}&token=${encodeURIComponent(token)}`;
  return { join: `${base}&action=join`, reschedule: `${base}&action=reschedule`, cancel: `${base}&action=cancel` };
}
