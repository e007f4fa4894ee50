import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { errorMessage } from "../../../../app/api-client/api-error.ts";
import { getCannedReplies, inboxKeys, sendImage, sendMessage, type Message } from "./inbox-api.ts";
import { realtimeClient } from "../../../../app/browser/use-realtime.ts";
import { Button } from "../../../../app/components/ui/button.tsx";
import { cn } from "../../../../app/components/ui/cn.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../../app/components/ui/dropdown-menu.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";

const MAX = 5000;

/**
 * The reply box: a reply the visitor sees, or an internal note only staff see (the choice is a
 * pair of radio buttons, and the box turns amber for a note). Enter sends, Shift+Enter starts a new
 * line. Typing tells the visitor "… is typing" (ephemeral signals, at most one every 2 seconds).
 */
export function Composer({
  conversationId,
  visitorName,
  onSent,
}: {
  conversationId: number;
  visitorName: string;
  onSent: (message: Message, seq: number) => void;
}) {
  const id = useId();
  const ui = useUiLanguage();
  const [mode, setMode] = useState<"reply" | "note">("reply");
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const channel = `conversation:${conversationId}`;
  const lastTyping = useRef(0);
  const inserted = useRef(false);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const picker = useRef<HTMLInputElement>(null);
  const canned = useQuery({ queryKey: inboxKeys.canned, queryFn: getCannedReplies });

  const stopTyping = () => {
    clearTimeout(stopTimer.current);
    if (lastTyping.current) realtimeClient().signal(channel, "typing", { typing: false });
    lastTyping.current = 0;
  };
  // Another conversation, or leaving: the visitor must not keep seeing "typing".
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => stopTyping(), [conversationId]);

  // The box empties as the message goes: what is typed while it is on its way is never wiped when
  // the answer comes back; a message that was not sent comes back to the box, unless it holds a new one.
  const takeText = (value: string) => {
    setText("");
    stopTyping();
    return value;
  };
  const giveBack = (value: string) => setText((current) => current || value);

  const send = useMutation({
    mutationFn: (body: string) => sendMessage(conversationId, body, mode === "note"),
    onMutate: () => setProblem(null),
    onSuccess: (message) => onSent(message, message.seq),
    onError: (failure, body) => {
      giveBack(body);
      setProblem(errorMessage(failure, m.admin_sendFailed({}, ui), ui));
    },
  });

  // An image is a reply the visitor sees; the text in the box, if any, becomes its description.
  const image = useMutation({
    mutationFn: ({ file, description }: { file: File; description: string }) =>
      sendImage(conversationId, file, description),
    onMutate: () => setProblem(null),
    onSuccess: (message) => onSent(message, message.seq),
    onError: (failure, { description }) => {
      giveBack(description);
      setProblem(errorMessage(failure, m.admin_imageFailed({}, ui), ui));
    },
    onSettled: () => {
      if (picker.current) picker.current.value = "";
    },
  });

  function typed(value: string) {
    setText(value);
    if (mode !== "reply") return;
    const now = Date.now();
    if (now - lastTyping.current > 2000) {
      realtimeClient().signal(channel, "typing", { typing: true });
      lastTyping.current = now;
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, 4000);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim() || send.isPending) return;
    send.mutate(takeText(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const note = mode === "note";
  return (
    <form onSubmit={submit} aria-label={m.admin_reply({}, ui)} className="flex flex-col gap-2">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{m.admin_messageType({}, ui)}</legend>
        {(["reply", "note"] as const).map((value) => (
          <label key={value} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => {
                stopTyping();
                setMode(value);
              }}
              className="accent-primary"
            />
            {value === "reply" ? m.admin_replyTo({ name: visitorName }, ui) : m.admin_internalNote({}, ui)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-text`} className="sr-only">
        {note ? m.admin_internalNoteLong({}, ui) : m.admin_replyTo({ name: visitorName }, ui)}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={MAX}
        rows={3}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={stopTyping}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
        aria-invalid={problem ? true : undefined}
        placeholder={note ? m.admin_notePlaceholder({}, ui) : m.admin_replyPlaceholder({}, ui)}
        className={cn(
          "w-full rounded-md border px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-primary",
          note ? "border-amber-400 bg-amber-50" : "border-gray-300 bg-white",
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {m.admin_enterHint({}, ui)}
      </p>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" disabled={!canned.data?.length}>
              {canned.data?.length ? m.admin_insertCanned({}, ui) : m.admin_noCanned({}, ui)}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="start"
            onCloseAutoFocus={(event) => {
              // After picking one: back to the box, ready to edit or send.
              if (!inserted.current) return;
              inserted.current = false;
              event.preventDefault();
              document.getElementById(`${id}-text`)?.focus();
            }}
          >
            {canned.data?.map((reply) => (
              <DropdownMenuItem
                key={reply.id}
                onSelect={() => {
                  inserted.current = true;
                  setText((current) => (current.trim() ? `${current}\n${reply.body}` : reply.body));
                }}
              >
                {reply.title}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <div className="flex items-center gap-2">
          {!note && (
            <>
              <input
                ref={picker}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                hidden
                tabIndex={-1}
                aria-hidden="true"
                data-inbox-image-input=""
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file && !image.isPending) image.mutate({ file, description: takeText(text.trim()) });
                }}
              />
              <Button type="button" variant="outline" onClick={() => picker.current?.click()}>
                {image.isPending ? m.admin_sendingImage({}, ui) : m.admin_sendImage({}, ui)}
              </Button>
            </>
          )}
          <Button type="submit" disabled={send.isPending || !text.trim()}>
            {note ? m.admin_addNote({}, ui) : m.admin_sendReply({}, ui)}
          </Button>
        </div>
      </div>
    </form>
  );
}
