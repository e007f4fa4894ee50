import { createHash, randomBytes } from "node:crypto";

/**
 * The assistant session (decision 034): a secret the server gives a visitor's browser with its first
 * answer (header `X-Assistant-Session`), which the browser sends back with every later question and
 * with "talk to a person". Each answer stores the secret's hash, so a hand-over can quote only the
 * answers given to the visitor who holds it: another visitor's answer ids find nothing, and the
 * transcript is never text the browser wrote.
 */
export const ASSISTANT_SESSION_HEADER = "x-assistant-session";

const FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The header's session when it has the form the server issues (32 random bytes, base64url); else null. */
export function readAssistantSession(value: string | null | undefined): string | null {
  return value && FORMAT.test(value) ? value : null;
}

export function newAssistantSession(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a session: its hash, never the secret that proves it. */
export function askerHash(session: string): string {
  return createHash("sha256").update(session).digest("hex");
}
