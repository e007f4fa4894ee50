import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Check, CheckCheck, ImagePlus, Send, WifiOff } from "lucide-react";
import { ErrorArea, Loading } from "../../../help-center/components/help-content.tsx";
import { useDateTime } from "../../../../app/components/use-date-time.ts";
import type { LiveChatTexts } from "./live-chat-texts.ts";
import { ChatRequestError, useConversation, type ChatConversation, type ChatMessage } from "./use-conversation.ts";

export const MESSAGE_MAX_LENGTH = 5000;

/**
 * One conversation, live: the messages (plain text, never HTML), who joined, the staff member's
 * typing, the visitor's delivered/read marks, and the reply box (Enter sends, Shift+Enter breaks
 * the line). Used by the widget and by /account/profile/tickets.
 */
export function ConversationPanel({
  conversationId,
  token,
  t,
  locale,
  timeZone,
  onMissing,
  onConversation,
  header,
  footer,
}: {
  conversationId: number;
  token: string | null;
  t: LiveChatTexts;
  /** The page's language: message times are written in it. */
  locale: string;
  /** The signed-in person's zone (decision 080); absent: the browser's. */
  timeZone?: string | null;
  /** The conversation is not (or no longer) the visitor's: forget it. */
  onMissing?: () => void;
  /** The conversation's state as the channel reports it (status, last message): for a list beside it. */
  onConversation?: (conversation: ChatConversation) => void;
  /** Shown above the messages, scrolling with them (the widget's availability notice). */
  header?: React.ReactNode;
  /** Shown below the messages, scrolling with them (the widget's "new conversation" button). */
  footer?: React.ReactNode;
}) {
  const { chat, typing, connection, send, sendImage, signalTyping, retry } = useConversation({
    conversationId,
    token,
    loadError: t.loadError,
  });
  const when = useDateTime({ locale, timeZone });
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const count = chat.state === "ready" ? chat.messages.length : 0;

  // The newest message in view: only the message list scrolls (the reply box stays where it is);
  // scrolling an element into view would move every scrolling ancestor, the page and dialog too.
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count, typing]);
  useEffect(() => {
    if (chat.state === "error" && chat.missing) onMissing?.();
  }, [chat, onMissing]);
  const current = chat.state === "ready" ? chat.conversation : null;
  useEffect(() => {
    if (current) onConversation?.(current);
  }, [current, onConversation]);

  if (chat.state === "loading") return <Loading label={t.loading} />;
  if (chat.state === "error") return <ErrorArea message={chat.message} onRetry={retry} retryLabel={t.retry} />;
  const { conversation, messages } = chat;
  const lastOwn = messages.findLast((message) => message.author_kind === "visitor");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    // The box empties as the message goes, as in any chat: what the visitor types while it is on its
    // way is theirs. Emptied when the answer came back, it wiped the next message typed meanwhile
    // (the sent one shows as soon as the conversation's socket brings it, before that answer).
    setDraft("");
    signalTyping(false);
    try {
      await send(text, t.notSent);
    } catch (caught) {
      // Not sent: the text comes back to the box, unless something new was typed there meanwhile.
      setDraft((current) => current || text);
      setError(caught instanceof ChatRequestError && caught.status === 429 ? t.tooMany : t.notSent);
    } finally {
      setBusy(false);
    }
  };

  // An image goes at once; the reply text, if any, becomes its description (its alt text).
  const attach = async (file: File | undefined) => {
    if (!file || uploading) return;
    // An image chosen while a text message is still on its way goes too (it was dropped without a
    // word): the upload has its own busy state, and the picker is disabled only during an upload.
    const description = draft.trim();
    setUploading(true);
    setError(null);
    setDraft("");
    signalTyping(false);
    try {
      await sendImage(file, description, t.imageNotSent);
    } catch (caught) {
      setDraft((current) => current || description);
      setError(caught instanceof ChatRequestError && caught.status === 429 ? t.tooMany : t.imageNotSent);
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = "";
    }
  };

  return (
    // A column: the messages scroll inside it, the reply box below them is never scrolled away
    // (in the help dialog and the chat widget the column has the dialog's height; on the tickets
    // page it is as tall as its messages).
    <div
      className="flex min-h-0 flex-1 flex-col gap-3"
      data-conversation={conversation.id}
      data-status={conversation.status}
    >
      {connection === "offline" && (
        <p
          role="status"
          className="flex shrink-0 items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <WifiOff aria-hidden="true" className="size-4" />
          {t.offlineNotice}
        </p>
      )}
      <div ref={scroller} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto" data-chat-scroll="">
        {header}
        <p className="text-sm text-gray-700" data-chat-joined={conversation.assignee ? "true" : "false"}>
          {conversation.assignee ? t.talkingWith(conversation.assignee.name) : t.waiting}
        </p>
        <div role="log" aria-label={t.messagesLabel}>
          <ol role="list" className="flex flex-col gap-2" data-chat-messages="">
            {messages.map((message) => (
              <MessageItem
                key={message.seq}
                message={message}
                t={t}
                time={when(message.created_at, "time")}
                mark={message === lastOwn ? (conversation.staff_read_seq >= message.seq ? "read" : "sent") : null}
              />
            ))}
          </ol>
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-gray-600 italic" data-chat-typing="">
          {typing ? t.typing(typing) : ""}
        </p>
        {conversation.status === "resolved" && <p className="text-sm text-gray-700">{t.resolved}</p>}
        {footer}
      </div>
      {error && <ErrorArea message={error} />}
      <form onSubmit={(event) => void submit(event)} className="flex shrink-0 flex-col gap-2" data-chat-reply="">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          {t.reply}
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => {
            setDraft(event.target.value);
            signalTyping(event.target.value.trim() !== "");
          }}
          onBlur={() => signalTyping(false)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        />
        <div className="flex items-center justify-end gap-2">
          <input
            ref={picker}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-chat-image-input=""
            onChange={(event) => void attach(event.target.files?.[0])}
          />
          <button
            type="button"
            onClick={() => picker.current?.click()}
            disabled={uploading}
            aria-label={t.attachImage}
            title={t.attachImage}
            className="inline-flex items-center justify-center rounded-lg border border-gray-300 p-2 text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
          </button>
          <button type="submit" disabled={busy || !draft.trim()} className={primaryButton}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? t.sending : t.send}
          </button>
        </div>
      </form>
    </div>
  );
}

function MessageItem({
  message,
  t,
  time,
  mark,
}: {
  message: ChatMessage;
  t: LiveChatTexts;
  time: string;
  mark: "sent" | "read" | null;
}) {
  const own = message.author_kind === "visitor";
  const system = message.author_kind === "system";
  return (
    <li
      className={own ? "flex flex-col items-end" : "flex flex-col items-start"}
      data-seq={message.seq}
      data-author={message.author_kind}
    >
      <span className="text-xs text-gray-600">
        {own ? t.you : system ? t.assistant : message.author_name} · <time dateTime={message.created_at}>{time}</time>
      </span>
      {message.attachment ? (
        // An image message: its text is its description (alt), never markup.
        <img
          src={message.attachment.url}
          alt={message.body || t.imageFrom(own ? t.you : message.author_name)}
          width={message.attachment.width}
          height={message.attachment.height}
          loading="lazy"
          className="h-auto max-h-64 w-auto max-w-[85%] rounded-lg border border-gray-200 object-contain"
          data-chat-image=""
        />
      ) : (
        /* Plain text: React escapes it; line breaks are kept by the CSS, never by markup. */
        <p
          className={
            own
              ? "max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm break-words whitespace-pre-wrap text-white"
              : system
                ? "max-w-[95%] rounded-lg border border-dashed border-gray-300 bg-gray-50 px-3 py-2 text-xs break-words whitespace-pre-wrap text-gray-800"
                : "max-w-[85%] rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm break-words whitespace-pre-wrap text-gray-900"
          }
          data-chat-body=""
        >
          {message.body}
        </p>
      )}
      {mark && (
        <span className="flex items-center gap-1 text-xs text-gray-600" data-chat-mark={mark}>
          {mark === "read" ? (
            <CheckCheck aria-hidden="true" className="size-3.5" />
          ) : (
            <Check aria-hidden="true" className="size-3.5" />
          )}
          {mark === "read" ? t.read : t.sent}
        </span>
      )}
    </li>
  );
}

export const primaryButton =
  "inline-flex items-center justify-center gap-1 self-end rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-hover disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
