import { useQuery } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { getSummary, inboxKeys, waitingFor } from "./inbox-api.ts";
import { useInboxEvents } from "./use-inbox-events.ts";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";

/**
 * The dashboard's Tickets card (spec §2: /admin leads to the tickets): open conversations and how
 * long the longest has waited, kept current over the real-time `inbox` channel. A new conversation
 * is announced (live region) and counted in the tab title through `onUnseen`.
 */
export function TicketsCard({ viewerId, onUnseen }: { viewerId: string; onUnseen?: (count: number) => void }) {
  const summary = useQuery({ queryKey: inboxKeys.summary, queryFn: getSummary, staleTime: 0 });
  const [announcement, setAnnouncement] = useState("");
  const ui = useUiLanguage();
  const { unseen, live } = useInboxEvents({
    viewerId,
    onNew: (conversation) => setAnnouncement(m.admin_newConversationFrom({ name: conversation.visitor.name }, ui)),
  });
  useEffect(() => onUnseen?.(unseen.length), [unseen.length, onUnseen]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const data = summary.data;
  return (
    <>
      <Link
        to="/admin/tickets"
        className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Ticket aria-hidden="true" className="size-6 text-primary" />
        <span className="text-lg font-semibold text-gray-900">{m.admin_navTickets({}, ui)}</span>
        <span className="text-sm text-gray-600">{m.admin_tileTicketsText({}, ui)}</span>
        <span className="text-sm text-gray-900" data-testid="tickets-summary" data-live={live ? "true" : undefined}>
          {data
            ? data.oldest_waiting_since
              ? m.admin_ticketsOpenWaiting(
                  { count: data.open, time: waitingFor(data.oldest_waiting_since, now, ui.locale) },
                  ui,
                )
              : m.admin_ticketsOpen({ count: data.open }, ui)
            : summary.isError
              ? m.admin_liveCountUnavailable({}, ui)
              : m.admin_loading({}, ui)}
        </span>
      </Link>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
