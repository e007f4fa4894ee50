/**
 * Where the visitor's live-support conversation is kept in the browser (decision 038):
 * localStorage `liveChat_token` (the visitor token of an anonymous visitor, signed by the server)
 * and `liveChat_conversation` (the conversation's id), so the history follows the visitor across
 * pages, reloads and visits; sessionStorage `liveChat_transcript` carries the ids of the assistant's
 * answers from the ai view to the start of a conversation ("talk to a person").
 * The assistant session lives in sessionStorage (this tab): `assistant_session`, the secret the
 * server gave with its first answer (it proves which answers were given here), and
 * `assistant_conversation`, the conversation this session handed over to, in which the assistant
 * stays silent once a person has joined. A new tab, or "ask the assistant again", starts afresh.
 */

export const TOKEN_KEY = "liveChat_token";
export const CONVERSATION_KEY = "liveChat_conversation";
export const TRANSCRIPT_KEY = "liveChat_transcript";
export const ASSISTANT_SESSION_KEY = "assistant_session";
export const ASSISTANT_CONVERSATION_KEY = "assistant_conversation";

/** At most this many answers are handed over (the server's limit). */
const HANDOVER_MAX = 20;
const ANSWER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const local = (): StorageLike | undefined => (typeof window === "undefined" ? undefined : window.localStorage);
const session = (): StorageLike | undefined => (typeof window === "undefined" ? undefined : window.sessionStorage);

function get(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(storage: StorageLike | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.warn("Live support could not keep its state", error);
  }
}

export function readVisitorToken(storage = local()): string | null {
  const token = get(storage, TOKEN_KEY);
  return token && token.length <= 2048 ? token : null;
}

export function readConversationId(storage = local()): number | null {
  const raw = get(storage, CONVERSATION_KEY);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
}

export function keepConversation(input: { id: number; token?: string | null }, storage = local()): void {
  set(storage, CONVERSATION_KEY, String(input.id));
  if (input.token) set(storage, TOKEN_KEY, input.token);
}

export function forgetConversation(storage = local()): void {
  set(storage, CONVERSATION_KEY, null);
}

/** "Talk to a person": the ids of the assistant's answers to hand over (the latest 20). */
export function writeTranscript(answerIds: readonly string[], storage = session()): void {
  const kept = answerIds.filter((id) => ANSWER_ID.test(id)).slice(-HANDOVER_MAX);
  set(storage, TRANSCRIPT_KEY, kept.length ? JSON.stringify(kept) : null);
}

export function readTranscript(storage = session()): string[] {
  try {
    const parsed = JSON.parse(get(storage, TRANSCRIPT_KEY) ?? "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is string => typeof id === "string" && ANSWER_ID.test(id)).slice(-HANDOVER_MAX);
  } catch {
    return [];
  }
}

export function clearTranscript(storage = session()): void {
  set(storage, TRANSCRIPT_KEY, null);
}

export function readAssistantSession(storage = session()): string | null {
  const value = get(storage, ASSISTANT_SESSION_KEY);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function keepAssistantSession(value: string | null, storage = session()): void {
  if (value && /^[A-Za-z0-9_-]{43}$/.test(value)) set(storage, ASSISTANT_SESSION_KEY, value);
}

/** The conversation this assistant session handed over to (the assistant asks in it); null when none. */
export function readAssistantConversation(storage = session()): number | null {
  const raw = get(storage, ASSISTANT_CONVERSATION_KEY);
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id && id > 0 ? id : null;
}

export function linkAssistantConversation(id: number | null, storage = session()): void {
  set(storage, ASSISTANT_CONVERSATION_KEY, id === null ? null : String(id));
}

/** A fresh assistant session: a new secret comes with the next answer, and no conversation silences it. */
export function forgetAssistantSession(storage = session()): void {
  set(storage, ASSISTANT_SESSION_KEY, null);
  set(storage, ASSISTANT_CONVERSATION_KEY, null);
}

/** `?conversation=12&continue=TOKEN` of a mailed reply's link; null when the address has none. */
export function continueLink(search: string): { conversationId: number; token: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get("continue");
  const id = params.get("conversation");
  if (!token || !id || !/^\d{1,9}$/.test(id) || token.length > 2048) return null;
  return { conversationId: Number(id), token };
}
