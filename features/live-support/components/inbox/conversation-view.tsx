import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "../../../../app/api-client/api-error.ts";
import {
  getAssignees,
  getConversation,
  inboxKeys,
  markRead,
  mergeConversation,
  updateConversation,
  type Conversation,
  type ConversationDetail,
  type Message,
} from "./inbox-api.ts";
import { useChannel } from "../../../../app/browser/use-realtime.ts";
import { languageName } from "../../../../app/components/admin/format-time.ts";
import { useDateTime } from "../../../../app/components/use-date-time.ts";
import { Button } from "../../../../app/components/ui/button.tsx";
import { cn } from "../../../../app/components/ui/cn.ts";
import { Composer } from "./composer.tsx";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";

const STATUS_LABELS = {
  open: (_: object, ui: { locale: UiLocale }) => m.admin_convOpen({}, ui),
  pending: (_: object, ui: { locale: UiLocale }) => m.admin_convPendingLong({}, ui),
  resolved: (_: object, ui: { locale: UiLocale }) => m.admin_convResolved({}, ui),
} as const;

/** Adds a stored message to the cached detail once (replayed events are dropped by id). */
function withMessage(detail: ConversationDetail, message: Message, seq: number): ConversationDetail {
  const key = message.internal ? "notes" : "messages";
  const list = detail[key] ?? [];
  if (list.some((other) => other.id === message.id)) return detail;
  const next = [...list, message].sort((a, b) => a.seq - b.seq);
  return message.internal
    ? { ...detail, notes: next, notes_seq: Math.max(detail.notes_seq ?? 0, seq) }
    : { ...detail, messages: next, seq: Math.max(detail.seq, seq) };
}

/**
 * One conversation for staff: who and where the visitor is, the messages live (with the visitor's
 * typing and read marks), internal notes, assignment, resolve/reopen and the reply box.
 */
export function ConversationView({ id, viewerId }: { id: number; viewerId: string }) {
  const queryClient = useQueryClient();
  const key = inboxKeys.detail(id);
  const { data, isPending, isError, error } = useQuery({ queryKey: key, queryFn: () => getConversation(id) });
  const [visitorTyping, setVisitorTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ui = useUiLanguage();
  const when = useDateTime();

  const apply = (message: Message, seq: number | undefined) =>
    queryClient.setQueryData<ConversationDetail>(key, (detail) =>
      detail ? withMessage(detail, message, seq ?? message.seq) : detail,
    );

  useChannel(data ? `conversation:${id}` : null, {
    since: data?.seq,
    onEvent: (event) => {
      if (event.event === "message") {
        apply(event.data as Message, event.seq);
        if ((event.data as Message).author_kind === "visitor") setVisitorTyping(null);
      } else if (event.event === "conversation") {
        queryClient.setQueryData<ConversationDetail>(key, (detail) => {
          const merged = mergeConversation(detail, event.data as Conversation);
          return merged && { ...merged, seq: Math.max(merged.seq, event.seq ?? 0) };
        });
      } else if (event.event === "typing") {
        const typing = event.data as { kind: string; name: string; typing: boolean };
        if (typing.kind !== "visitor") return;
        clearTimeout(typingTimer.current);
        setVisitorTyping(typing.typing ? typing.name : null);
        // A lost "stopped typing" must not leave the sign up for ever.
        if (typing.typing) typingTimer.current = setTimeout(() => setVisitorTyping(null), 6000);
      } else if (event.event === "read") {
        const read = event.data as { side: string; seq: number };
        if (read.side !== "visitor") return;
        queryClient.setQueryData<ConversationDetail>(key, (detail) =>
          detail ? { ...detail, visitor_read_seq: Math.max(detail.visitor_read_seq, read.seq) } : detail,
        );
      }
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  useChannel(data ? `conversation:${id}:staff` : null, {
    since: data?.notes_seq ?? 0,
    onEvent: (event) => {
      if (event.event === "note") apply(event.data as Message, event.seq);
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Read marks: what staff have on screen is read; the visitor sees "Seen".
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;
  const readSeq = data?.staff_read_seq ?? 0;
  useEffect(() => {
    if (!data || lastSeq <= readSeq) return;
    const send = () => {
      if (document.visibilityState !== "visible") return;
      void markRead(id, lastSeq).then(({ seq }) =>
        queryClient.setQueryData<ConversationDetail>(key, (detail) =>
          detail ? { ...detail, staff_read_seq: Math.max(detail.staff_read_seq, seq) } : detail,
        ),
      );
    };
    send();
    document.addEventListener("visibilitychange", send);
    return () => document.removeEventListener("visibilitychange", send);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, lastSeq, readSeq, Boolean(data)]);

  if (isPending) return <p className="p-4 text-gray-600">{m.admin_loadingConversation({}, ui)}</p>;
  if (isError) {
    return (
      <p role="alert" className="p-4 text-red-700">
        {errorMessage(error, m.admin_conversationFailed({}, ui), ui)}
      </p>
    );
  }
  return (
    <article aria-labelledby="conversation-title" className="flex flex-col gap-4">
      <ConversationHeader conversation={data} viewerId={viewerId} />
      <section aria-labelledby="messages-title">
        <h3 id="messages-title" className="sr-only">
          {m.admin_messages({}, ui)}
        </h3>
        <div role="log" aria-label={m.admin_messages({}, ui)} className="max-h-[50vh] overflow-y-auto" tabIndex={0}>
          <ol className="space-y-3">
            {data.messages.map((message) => (
              <MessageItem key={message.id} message={message} seen={message.seq <= data.visitor_read_seq} />
            ))}
          </ol>
        </div>
        <p aria-live="polite" className="mt-2 min-h-5 text-sm text-gray-600 italic">
          {visitorTyping ? m.admin_isTyping({ name: visitorTyping }, ui) : ""}
        </p>
      </section>
      {(data.notes?.length ?? 0) > 0 && (
        <section aria-labelledby="notes-title" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h3 id="notes-title" className="text-sm font-semibold text-amber-900">
            {m.admin_notesTitle({}, ui)}
          </h3>
          <ol aria-label={m.admin_notes({}, ui)} className="mt-2 space-y-2">
            {data.notes!.map((note) => (
              <li key={note.id} className="text-sm text-gray-900">
                <span className="font-medium">{note.author_name}</span>{" "}
                <time className="text-xs text-gray-700" dateTime={note.created_at}>
                  {when(note.created_at)}
                </time>
                <p className="break-words whitespace-pre-wrap">{note.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <Composer conversationId={id} visitorName={data.visitor.name} onSent={apply} />
    </article>
  );
}

function MessageItem({ message, seen }: { message: Message; seen: boolean }) {
  const staff = message.author_kind === "staff";
  const ui = useUiLanguage();
  const when = useDateTime();
  return (
    <li className={cn("flex flex-col", staff ? "items-end" : "items-start")}>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2",
          staff ? "bg-primary/10 text-gray-900" : "border border-gray-200 bg-white text-gray-900",
        )}
      >
        <p className="text-xs text-gray-700">
          <span className="font-medium">{message.author_name}</span>{" "}
          <time dateTime={message.created_at}>{when(message.created_at)}</time>
        </p>
        {message.attachment ? (
          // An image: its text is its description (alt), never markup.
          <img
            src={message.attachment.url}
            alt={message.body || m.admin_imageFrom({ name: message.author_name }, ui)}
            width={message.attachment.width}
            height={message.attachment.height}
            loading="lazy"
            className="mt-1 h-auto max-h-80 w-auto max-w-full rounded border border-gray-200 object-contain"
          />
        ) : (
          /* Plain text: shown as typed, never as HTML. */
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
        )}
      </div>
      {staff && (
        <span className="mt-0.5 text-xs text-gray-600">{seen ? m.admin_seen({}, ui) : m.admin_delivered({}, ui)}</span>
      )}
    </li>
  );
}

function ConversationHeader({ conversation, viewerId }: { conversation: ConversationDetail; viewerId: string }) {
  const queryClient = useQueryClient();
  const assignId = useId();
  const ui = useUiLanguage();
  const when = useDateTime();
  const [problem, setProblem] = useState<string | null>(null);
  // The choice shows at once (a controlled select would jump back until the answer arrives).
  const [choosing, setChoosing] = useState<string | null>(null);
  const assignees = useQuery({ queryKey: inboxKeys.assignees, queryFn: getAssignees, staleTime: 5 * 60_000 });
  const key = inboxKeys.detail(conversation.id);
  const change = useMutation({
    // One change after another, each based on the version the one before left (read when it
    // starts, not when it was pressed): a press while another change is saving waits its turn
    // instead of being dropped or answered 409 by our own earlier change.
    scope: { id: `conversation-${conversation.id}` },
    mutationFn: (changes: Parameters<typeof updateConversation>[1]) =>
      updateConversation(queryClient.getQueryData<ConversationDetail>(key) ?? conversation, changes),
    onMutate: () => setProblem(null),
    onSuccess: (view) => queryClient.setQueryData<ConversationDetail>(key, (detail) => mergeConversation(detail, view)),
    onError: (failure) => {
      setProblem(errorMessage(failure, m.admin_changeFailed({}, ui), ui));
      // Changed meanwhile by someone else: show what it is now, so the next try is based on it.
      if ((failure as { status?: number }).status === 409) {
        void queryClient.invalidateQueries({ queryKey: inboxKeys.detail(conversation.id) });
      }
    },
    // The select shows the saved assignee again, unless a later choice is still on its way (a
    // change of status leaves the choice alone).
    onSettled: (_view, _failure, changes) => {
      if (changes.assignee_id === undefined) return;
      setChoosing((shown) => (shown === (changes.assignee_id ?? "") ? null : shown));
    },
  });
  const resolved = conversation.status === "resolved";
  return (
    <header className="border-b border-gray-200 pb-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="conversation-title" className="text-xl font-semibold break-words text-gray-900">
            {conversation.visitor.name}
          </h2>
          <p className="text-sm break-all text-gray-700">
            {conversation.visitor.signed_in
              ? m.admin_signedIn({ email: conversation.visitor.email }, ui)
              : conversation.visitor.email}
          </p>
        </div>
        <Button
          variant={resolved ? "outline" : "default"}
          // Not `disabled` while saving: that would drop the keyboard focus; a second press waits.
          onClick={() => change.mutate({ status: resolved ? "open" : "resolved" })}
        >
          {resolved ? m.admin_reopen({}, ui) : m.admin_resolve({}, ui)}
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-y-1 text-sm">
        <dt className="text-gray-600">{m.admin_status({}, ui)}</dt>
        <dd className="text-gray-900">{STATUS_LABELS[conversation.status]({}, ui)}</dd>
        <dt className="text-gray-600">{m.admin_page({}, ui)}</dt>
        <dd className="break-all text-gray-900">{conversation.page_url ?? m.admin_unknown({}, ui)}</dd>
        <dt className="text-gray-600">{m.admin_language({}, ui)}</dt>
        <dd className="text-gray-900">
          {conversation.language ? languageName(conversation.language, ui.locale) : m.admin_unknown({}, ui)}
        </dd>
        <dt className="text-gray-600">{m.admin_started({}, ui)}</dt>
        <dd className="text-gray-900">{when(conversation.created_at)}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={assignId} className="font-medium text-gray-900">
          {m.admin_assignedToLabel({}, ui)}
        </label>
        <select
          id={assignId}
          className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-primary"
          value={choosing ?? conversation.assignee?.id ?? ""}
          onChange={(event) => {
            setChoosing(event.target.value);
            change.mutate({ assignee_id: event.target.value || null });
          }}
        >
          <option value="">{m.admin_nobody({}, ui)}</option>
          {(assignees.data ?? (conversation.assignee ? [{ ...conversation.assignee, email: "" }] : [])).map(
            (person) => (
              <option key={person.id} value={person.id}>
                {person.id === viewerId ? m.admin_me({ name: person.name }, ui) : person.name}
              </option>
            ),
          )}
        </select>
        {(choosing ?? conversation.assignee?.id) !== viewerId && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setChoosing(viewerId);
              change.mutate({ assignee_id: viewerId });
            }}
          >
            {m.admin_assignToMe({}, ui)}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </header>
  );
}
