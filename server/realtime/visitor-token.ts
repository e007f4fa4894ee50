import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { resolveAuthSecret } from "../auth/auth-secret.ts";
import type { Db } from "../db/client.ts";

/**
 * Tokens the server signs for visitors without an account (decision 035): the browser keeps one and
 * presents it to the real-time endpoint and the conversations API. A token names one organization;
 * on another organization's host it is refused. Keys are derived from the auth secret (one per
 * purpose), so every instance on the same database signs and verifies alike.
 */
export type TokenPurpose = "visitor" | "continue";

export type VisitorClaims = { organizationId: number; visitorId: string; conversationId?: number };

const LIFETIME: Record<TokenPurpose, string> = {
  /** Kept in the browser: the conversation history follows the visitor across pages and reloads. */
  visitor: "180d",
  /** The signed link of a reply mailed to a visitor who was not connected. */
  continue: "30d",
};

export class VisitorTokens {
  readonly #db: Db;
  readonly #configured: string | undefined;
  #keys: Promise<Record<TokenPurpose | "attachment", Uint8Array>> | undefined;

  constructor({ db, configuredSecret }: { db: Db; configuredSecret: string | undefined }) {
    this.#db = db;
    this.#configured = configuredSecret;
  }

  #key(purpose: TokenPurpose | "attachment"): Promise<Uint8Array> {
    this.#keys ??= resolveAuthSecret({ configured: this.#configured, db: this.#db }).then((secret) => ({
      visitor: derive(secret, "tessera realtime visitor token"),
      continue: derive(secret, "tessera conversation continuation link"),
      attachment: derive(secret, "tessera conversation attachment url"),
    }));
    this.#keys.catch(() => (this.#keys = undefined));
    return this.#keys.then((keys) => keys[purpose]);
  }

  async sign(purpose: TokenPurpose, claims: VisitorClaims): Promise<string> {
    return new SignJWT({ org: claims.organizationId, ...(claims.conversationId ? { cid: claims.conversationId } : {}) })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.visitorId)
      .setAudience(`tessera:${purpose}`)
      .setIssuedAt()
      .setExpirationTime(LIFETIME[purpose])
      .sign(await this.#key(purpose));
  }

  /** The key that signs the short-lived addresses of conversation images (attachment-url.ts). */
  attachmentKey(): Promise<Uint8Array> {
    return this.#key("attachment");
  }

  /** The claims of a valid token of this purpose, or null (bad signature, expired, malformed). */
  async verify(purpose: TokenPurpose, token: string): Promise<VisitorClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key(purpose), {
        algorithms: ["HS256"],
        audience: `tessera:${purpose}`,
      });
      const organizationId = payload.org;
      if (typeof organizationId !== "number" || !Number.isInteger(organizationId) || typeof payload.sub !== "string") {
        return null;
      }
      const conversationId = typeof payload.cid === "number" ? payload.cid : undefined;
      return { organizationId, visitorId: payload.sub, ...(conversationId ? { conversationId } : {}) };
    } catch {
      return null;
    }
  }
}

function derive(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac("sha256", secret).update(purpose).digest());
}
