import { useCallback, useEffect, useRef, useState } from "react";
import {
  RealtimeClient,
  type ConnectionState,
  type RealtimeEvent,
} from "../../../../shared/realtime/realtime-client.ts";

/** The REST shapes of /api/conversations (features/live-support/server/api/conversations.schemas.ts). */
export type ChatMessage = {
  id: number;
  conversation_id: number;
  seq: number;
  author_kind: "visitor" | "staff" | "system";
  author_name: string;
  body: string;
  /** An image message (decision 038): `url` is a signed address valid for about an hour; `body` describes it. */
  attachment?: { url: string; width: number; height: number } | null;
  created_at: string;
};
export type ChatConversation = {
  id: number;
  status: "open" | "pending" | "resolved";
  assignee: { id: string; name: string } | null;
  visitor_read_seq: number;
  staff_read_seq: number;
  last_message: string | null;
  last_message_at: string;
};
type Detail = ChatConversation & { messages: ChatMessage[]; seq: number };

export type ChatState =
  | { state: "loading" }
  | { state: "error"; message: string; missing: boolean }
  | { state: "ready"; conversation: ChatConversation; messages: ChatMessage[] };

export class ChatRequestError extends Error {
  readonly status: number;
  /** The input the API refused (`field` of its answer). */
  readonly field: string | null;
  constructor(message: string, status: number, field: string | null = null) {
    super(message);
    this.status = status;
    this.field = field;
  }
}

/** The API's own `error` texts are English: the widget says its fallback, in the page's language. */
function refusal(body: { field?: unknown } | null, fallback: string, status: number): ChatRequestError {
  return new ChatRequestError(fallback, status, typeof body?.field === "string" ? body.field : null);
}

/** A JSON call of live support, with the visitor token when there is one; a refusal says `fallback`. */
export async function chatFetch<T>(
  path: string,
  token: string | null,
  fallback: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        ...init.headers,
        ...(token ? { "x-visitor-token": token } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw new ChatRequestError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as { field?: unknown } | null;
  if (!response.ok) throw refusal(body, fallback, response.status);
  return body as T;
}

/** Sends an image (multipart: the API reads the type from the bytes); a refusal says `fallback`. */
export async function chatUpload<T>(path: string, token: string | null, fallback: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: token ? { "x-visitor-token": token } : {},
      body: form,
    });
  } catch {
    throw new ChatRequestError(fallback, 0);
  }
  const body = (await response.json().catch(() => null)) as { field?: unknown } | null;
  if (!response.ok) throw refusal(body, fallback, response.status);
  return body as T;
}

/** Messages by sequence: each once, in order (a live event and the REST answer may carry the same). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const TYPING_SHOWN_MS = 6000;

/**
 * One conversation of the visitor, live (decision 038): loaded over REST, then followed on
 * `conversation:{id}` from the answer's sequence; after a dropped socket the client resubscribes
 * from the last sequence it saw, so nothing is lost or shown twice. Staff typing and read marks are
 * ephemeral events. The visitor's own read mark is sent while the page is visible.
 */
export function useConversation({
  conversationId,
  token,
  loadError,
}: {
  conversationId: number;
  token: string | null;
  loadError: string;
}) {
  const [chat, setChat] = useState<ChatState>({ state: "loading" });
  const [typing, setTyping] = useState<string | null>(null);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [attempt, setAttempt] = useState(0);
  const client = useRef<RealtimeClient | null>(null);
  const channel = `conversation:${conversationId}`;
  const base = `/api/conversations/${conversationId}`;

  useEffect(() => {
    let stopped = false;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    const realtime = new RealtimeClient({ token: () => token, onState: (state) => !stopped && setConnection(state) });
    client.current = realtime;

    const load = async () => {
      const detail = await chatFetch<Detail>(base, token, loadError);
      if (stopped) return null;
      const { messages, seq, ...conversation } = detail;
      setChat((current) => ({
        state: "ready",
        conversation,
        messages: mergeMessages(current.state === "ready" ? current.messages : [], messages),
      }));
      return seq;
    };
    const onEvent = (event: RealtimeEvent) => {
      if (event.event === "message") {
        const message = event.data as ChatMessage;
        setChat((current) =>
          current.state === "ready" ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
        );
        if (message.author_kind === "staff") setTyping(null);
      } else if (event.event === "conversation") {
        const conversation = event.data as ChatConversation;
        setChat((current) => (current.state === "ready" ? { ...current, conversation } : current));
      } else if (event.event === "read") {
        const { side, seq } = event.data as { side: string; seq: number };
        if (side !== "staff") return;
        setChat((current) =>
          current.state === "ready"
            ? {
                ...current,
                conversation: {
                  ...current.conversation,
                  staff_read_seq: Math.max(current.conversation.staff_read_seq, seq),
                },
              }
            : current,
        );
      } else if (event.event === "typing") {
        const { kind, name, typing: on } = event.data as { kind: string; name: string; typing: boolean };
        if (kind !== "staff") return;
        clearTimeout(typingTimer);
        setTyping(on ? name : null);
        if (on) typingTimer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
      }
    };

    load().then(
      (seq) => {
        if (seq === null || stopped) return;
        unsubscribe = realtime.subscribe(channel, {
          since: seq,
          onEvent,
          // The log no longer covers the gap: reload everything over REST.
          onReset: () => void load().catch(() => {}),
        });
      },
      (error: unknown) => {
        if (stopped) return;
        const status = error instanceof ChatRequestError ? error.status : 0;
        setChat({
          state: "error",
          // Said in the page's language: the API's own texts are English.
          message: loadError,
          missing: status === 404 || status === 401,
        });
      },
    );
    return () => {
      stopped = true;
      clearTimeout(typingTimer);
      unsubscribe?.();
      realtime.close();
      client.current = null;
    };
  }, [base, channel, token, loadError, attempt]);

  /** Sends a message over REST (acknowledged with its sequence, never resent by itself). */
  const send = useCallback(
    async (body: string, fallback: string) => {
      const message = await chatFetch<ChatMessage>(`${base}/messages`, token, fallback, {
        method: "POST",
        body: { body },
      });
      setChat((current) =>
        current.state === "ready" ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
      );
      return message;
    },
    [base, token],
  );

  /** Sends an image with its description (the API checks and re-encodes it). */
  const sendImage = useCallback(
    async (file: File, alt: string, fallback: string) => {
      const form = new FormData();
      form.set("file", file);
      form.set("alt", alt);
      const message = await chatUpload<ChatMessage>(`${base}/images`, token, fallback, form);
      setChat((current) =>
        current.state === "ready" ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
      );
      return message;
    },
    [base, token],
  );

  const lastTyping = useRef(0);
  /** The visitor's typing, at most every 2 s while typing; `false` once sent or cleared. */
  const signalTyping = useCallback(
    (on: boolean) => {
      const now = Date.now();
      if (on && now - lastTyping.current < 2000) return;
      lastTyping.current = on ? now : 0;
      client.current?.signal(channel, "typing", { typing: on });
    },
    [channel],
  );

  // The visitor has read what the page shows while it is visible: one mark for the newest message.
  const newest = chat.state === "ready" ? (chat.messages.at(-1)?.seq ?? 0) : 0;
  const readSeq = chat.state === "ready" ? chat.conversation.visitor_read_seq : 0;
  const sentRead = useRef(0);
  useEffect(() => {
    if (newest <= readSeq || newest <= sentRead.current) return;
    const mark = () => {
      if (document.visibilityState !== "visible" || newest <= sentRead.current) return;
      sentRead.current = newest;
      chatFetch(`${base}/read`, token, loadError, { method: "POST", body: { seq: newest } }).catch(() => {
        sentRead.current = 0;
      });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newest, readSeq, base, token, loadError]);

  return {
    chat,
    typing,
    connection,
    send,
    sendImage,
    signalTyping,
    retry: () => {
      setChat({ state: "loading" });
      setAttempt((n) => n + 1);
    },
  };
}
