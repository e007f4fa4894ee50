import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import { z } from "zod";
import type { Services } from "../../../../server/context.ts";
import { platformSpentChallenges } from "../../../../server/db/schema/index.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { AppError } from "../../../../server/errors.ts";

/**
 * The platform's bot check (decision 062): an ALTCHA proof-of-work challenge, made and verified
 * here with `altcha-lib` (no third party). The browser finds the counter whose SHA-256 key starts
 * with the challenge's prefix; the server checks the HMAC signatures without redoing the work, and
 * spends each solved challenge once (`platform_spent_challenges`), until it expires.
 */
export const ALTCHA_ALGORITHM = "SHA-256";
/** SHA-256 rounds per try, and the range the secret counter is drawn from: about a second in a browser. */
export const ALTCHA_COST = 1;
export const ALTCHA_COUNTER_MIN = 20_000;
export const ALTCHA_COUNTER_MAX = 100_000;
/** How long a challenge may be solved and sent. */
export const ALTCHA_SECONDS = 10 * 60;
/** The most characters an `altcha` field may have (a payload is about 600). */
export const ALTCHA_MAX = 4000;

export const ALTCHA_MESSAGES = {
  missing: "Please complete the check that you are not a robot.",
  invalid: "The check that you are not a robot failed. Please try it again.",
  expired: "The check that you are not a robot has expired. Please try it again.",
  spent: "This check was already used. Please try it again.",
} as const;

/** The two HMAC keys, derived from the auth secret so that no new setting is needed. */
async function secrets(services: Services) {
  const secret = await services.auth.secret();
  const derive = (purpose: string) => createHmac("sha256", secret).update(`tessera:platform:${purpose}`).digest("hex");
  return { signature: derive("altcha"), keySignature: derive("altcha-key") };
}

/** A new signed challenge, valid for ALTCHA_SECONDS. */
export async function createPlatformChallenge(services: Services): Promise<Challenge> {
  const { signature, keySignature } = await secrets(services);
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + ALTCHA_SECONDS * 1000),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.literal(ALTCHA_COST),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200).optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

/** The payload as the ALTCHA widget sends it: base64 of `{ challenge, solution }`; null when it is not one. */
function decode(value: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const refuse = (message: string) => new AppError("bad_request", message, { field: "altcha", code: "altcha" });

/**
 * Checks a solved challenge and spends it; throws a 400 (field `altcha`) when it is missing,
 * malformed, forged, wrong, expired or already spent.
 */
export async function spendPlatformChallenge(services: Services, value: string | undefined): Promise<void> {
  if (!value) throw refuse(ALTCHA_MESSAGES.missing);
  const payload = value.length <= ALTCHA_MAX ? decode(value) : null;
  if (!payload) throw refuse(ALTCHA_MESSAGES.invalid);
  const { signature, keySignature } = await secrets(services);
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => null);
  if (result?.expired) throw refuse(ALTCHA_MESSAGES.expired);
  if (!result?.verified) throw refuse(ALTCHA_MESSAGES.invalid);
  const spent = await asSystem("spent bot-check challenges belong to no organization", async () => {
    const now = new Date();
    await services.db.delete(platformSpentChallenges).where(lt(platformSpentChallenges.expires_at, now));
    return services.db
      .insert(platformSpentChallenges)
      .values({
        signature: payload.challenge.signature,
        expires_at: new Date(payload.challenge.parameters.expiresAt * 1000),
      })
      .onConflictDoNothing()
      .returning({ signature: platformSpentChallenges.signature });
  });
  if (spent.length === 0) throw refuse(ALTCHA_MESSAGES.spent);
}
