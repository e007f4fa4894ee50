import { useQueryClient } from "@tanstack/react-query";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { useCallback, useState } from "react";
import {
  inboxKeys,
  isCurrent,
  isNewConversation,
  matchesFilter,
  mergeConversation,
  type Conversation,
  type ConversationDetail,
  type InboxFilter,
} from "./inbox-api.ts";
import { useChannel } from "../../../../app/browser/use-realtime.ts";

/**
 * Follows the organization's `inbox` channel (every conversation's changes) and keeps the cached
 * lists, the open conversation's header and the dashboard summary current. A conversation that has
 * just started and was not known counts as unseen until staff open it: `onNew` tells the page
 * (a toast, a live region) and `unseen` feeds the tab title "(1) …".
 */
export function useInboxEvents({
  viewerId,
  onNew,
}: {
  viewerId: string;
  onNew?: (conversation: Conversation) => void;
}) {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<number[]>([]);
  const [live, setLive] = useState(false);

  useChannel("inbox", {
    onEvent: (event) => {
      if (event.event !== "conversation") return;
      const conversation = event.data as Conversation;
      let known = false;
      for (const [key, rows] of queryClient.getQueriesData<Conversation[]>({ queryKey: inboxKeys.lists })) {
        if (!rows) continue;
        const filter = key[2] as InboxFilter;
        const cached = rows.find((row) => row.id === conversation.id);
        if (cached) known = true;
        if (cached && !isCurrent(conversation, cached)) continue;
        const rest = rows.filter((row) => row.id !== conversation.id);
        const next = matchesFilter(conversation, filter, viewerId) ? [conversation, ...rest] : rest;
        next.sort((a, b) => Date.parse(b.last_message_at) - Date.parse(a.last_message_at) || b.id - a.id);
        queryClient.setQueryData(key, next);
      }
      queryClient.setQueryData<ConversationDetail>(inboxKeys.detail(conversation.id), (detail) =>
        mergeConversation(detail, conversation),
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.summary });
      if (!known && conversation.status === "open" && isNewConversation(conversation)) {
        setUnseen((ids) => (ids.includes(conversation.id) ? ids : [...ids, conversation.id]));
        onNew?.(conversation);
      }
    },
    // Missed too much: reload everything over REST.
    onReset: () => void queryClient.invalidateQueries({ queryKey: ["inbox"] }),
    // Following from now on (first time, or again after a dropped connection): what changed while
    // the page was not following comes from REST.
    onSubscribed: () => {
      setLive(true);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
      void queryClient.invalidateQueries({ queryKey: inboxKeys.summary });
    },
  });

  const seen = useCallback((id: number) => setUnseen((ids) => ids.filter((other) => other !== id)), []);
  return { unseen, seen, live };
}

/** "(2) Tickets | Acme": the tab shows how many new conversations nobody opened yet. */
export function titleWithCount(title: string, count: number, locale: UiLocale = "en"): string {
  return count > 0
    ? m.admin_titleWithCount({ count: new Intl.NumberFormat(locale).format(count), title }, { locale })
    : title;
}
