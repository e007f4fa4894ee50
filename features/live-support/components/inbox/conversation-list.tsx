import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { FILTERS, inboxKeys, listConversations, waitingFor, type InboxFilter } from "./inbox-api.ts";
import { cn } from "../../../../app/components/ui/cn.ts";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";

const STATUS_LABELS = {
  open: (_: object, ui: { locale: UiLocale }) => m.admin_convOpen({}, ui),
  pending: (_: object, ui: { locale: UiLocale }) => m.admin_convPending({}, ui),
  resolved: (_: object, ui: { locale: UiLocale }) => m.admin_convResolved({}, ui),
} as const;

/** The inbox's left column: the filters and the conversations of the chosen one, most recent first. */
export function ConversationList({
  filter,
  selectedId,
  unseen,
  now,
  hrefFor,
}: {
  filter: InboxFilter;
  selectedId: number | null;
  unseen: number[];
  now: number;
  hrefFor: (change: { filter?: InboxFilter; conversation?: number | null }) => string;
}) {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: inboxKeys.list(filter),
    queryFn: () => listConversations(filter),
  });
  const ui = useUiLanguage();
  return (
    <section aria-labelledby="inbox-list-title" className="rounded-xl border border-gray-200 bg-white shadow-sm">
      <h2 id="inbox-list-title" className="sr-only">
        {m.admin_conversations({}, ui)}
      </h2>
      <nav aria-label={m.admin_filterConversations({}, ui)} className="border-b border-gray-200 p-2">
        <ul className="flex flex-wrap gap-1">
          {FILTERS.map((item) => (
            <li key={item.value}>
              <Link
                to={hrefFor({ filter: item.value })}
                aria-current={item.value === filter ? "page" : undefined}
                preventScrollReset
                className={cn(
                  "inline-block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary",
                  item.value === filter ? "bg-primary text-white" : "text-gray-700 hover:bg-gray-100",
                )}
              >
                {item.label({}, ui)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isPending ? (
        <p className="p-4 text-sm text-gray-600">{m.admin_loadingConversations({}, ui)}</p>
      ) : isError ? (
        <div className="p-4 text-sm text-red-700" role="alert">
          {m.admin_conversationsFailed({}, ui)}{" "}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {m.admin_tryAgain({}, ui)}
          </button>
        </div>
      ) : data.length === 0 ? (
        <p className="p-4 text-sm text-gray-600">{m.admin_noConversations({}, ui)}</p>
      ) : (
        <ul
          aria-label={m.admin_conversations({}, ui)}
          className="max-h-[70vh] divide-y divide-gray-100 overflow-y-auto"
        >
          {data.map((conversation) => {
            const current = conversation.id === selectedId;
            const isUnseen = unseen.includes(conversation.id);
            return (
              <li key={conversation.id}>
                <Link
                  to={hrefFor({ conversation: conversation.id })}
                  preventScrollReset
                  aria-current={current ? "true" : undefined}
                  data-conversation={conversation.id}
                  className={cn(
                    "block px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary",
                    current ? "bg-primary/10" : "hover:bg-gray-50",
                  )}
                >
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium text-gray-900">
                      {conversation.visitor.name}
                      {isUnseen && (
                        <span className="ms-2 rounded bg-primary px-1.5 text-xs text-white">{m.admin_new({}, ui)}</span>
                      )}
                    </span>
                    <span className="shrink-0 text-xs text-gray-600">{STATUS_LABELS[conversation.status]({}, ui)}</span>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-gray-700">{conversation.last_message}</span>
                  <span className="mt-0.5 block text-xs text-gray-600">
                    {conversation.waiting_since
                      ? m.admin_waitingTime({ time: waitingFor(conversation.waiting_since, now, ui.locale) }, ui)
                      : conversation.assignee
                        ? m.admin_assignedTo({ name: conversation.assignee.name }, ui)
                        : m.admin_unassigned({}, ui)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
