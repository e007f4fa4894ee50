/**
 * Where the visitor's live-support conversation is kept in the browser (decision 038):
 * localStorage `liveChat_token` (the visitor token of an anonymous visitor, signed by the server)
 * and `liveChat_conversation` (the conversation's id), so the history follows the visitor across
 * pages, reloads and visits; sessionStorage `liveChat_transcript` carries the assistant's turns from
 * the ai view to the start of a conversation ("talk to a person").
 */

export const TOKEN_KEY = "liveChat_token";
export const CONVERSATION_KEY = "liveChat_conversation";
export const TRANSCRIPT_KEY = "liveChat_transcript";

export type TranscriptTurn = { question: string; answer: string };
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

export function writeTranscript(turns: TranscriptTurn[], storage = session()): void {
  const kept = turns
    .filter((turn) => turn.question.trim())
    .slice(-20)
    .map((turn) => ({ question: turn.question.slice(0, 500), answer: turn.answer.slice(0, 5000) }));
  set(storage, TRANSCRIPT_KEY, kept.length ? JSON.stringify(kept) : null);
}

export function readTranscript(storage = session()): TranscriptTurn[] {
  try {
    const parsed = JSON.parse(get(storage, TRANSCRIPT_KEY) ?? "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (turn): turn is TranscriptTurn =>
        typeof turn === "object" &&
        turn !== null &&
        typeof turn.question === "string" &&
        typeof turn.answer === "string",
    );
  } catch {
    return [];
  }
}

export function clearTranscript(storage = session()): void {
  set(storage, TRANSCRIPT_KEY, null);
}

/** `?conversation=12&continue=TOKEN` of a mailed reply's link; null when the address has none. */
export function continueLink(search: string): { conversationId: number; token: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get("continue");
  const id = params.get("conversation");
  if (!token || !id || !/^\d{1,9}$/.test(id) || token.length > 2048) return null;
  return { conversationId: Number(id), token };
}
