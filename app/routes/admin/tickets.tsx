import { useEffect, useState } from "react";
import { Link, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import { CannedReplies } from "../../../features/live-support/components/inbox/canned-replies.tsx";
import { ConversationList } from "../../../features/live-support/components/inbox/conversation-list.tsx";
import { ConversationView } from "../../../features/live-support/components/inbox/conversation-view.tsx";
import { titleWithCount, useInboxEvents } from "../../../features/live-support/components/inbox/use-inbox-events.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { requirePermission } from "../../view-models/auth.server.ts";
import { FILTERS, type InboxFilter } from "../../../features/live-support/components/inbox/inbox-api.ts";
import { useConnectionState } from "../../browser/use-realtime.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/tickets";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "conversations.staff");
  return { viewer: { id: viewer.id, name: viewer.name } };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const CONNECTION_LABELS = {
  connecting: (_: object, ui: { locale: UiLocale }) => m.admin_connConnecting({}, ui),
  open: (_: object, ui: { locale: UiLocale }) => m.admin_connLive({}, ui),
  offline: (_: object, ui: { locale: UiLocale }) => m.admin_connOffline({}, ui),
  closed: (_: object, ui: { locale: UiLocale }) => m.admin_connClosed({}, ui),
} as const;

/**
 * The live-support inbox (decision 039): conversations with filters on the left, the chosen one
 * on the right (`?conversation=` — the admins' "waiting" mail links here), canned replies below.
 * Everything stays current over the real-time connection; a new conversation shows a toast and
 * counts in the tab title until someone opens it.
 */
export default function Tickets() {
  const root = useRouteLoaderData<RootData>("root")!;
  const { viewer } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const filterParam = params.get("filter") as InboxFilter | null;
  const filter: InboxFilter = FILTERS.some((item) => item.value === filterParam) ? filterParam! : "open";
  const selectedParam = Number(params.get("conversation"));
  const selectedId = Number.isInteger(selectedParam) && selectedParam > 0 ? selectedParam : null;
  const connection = useConnectionState();
  const ui = useUiLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const hrefFor = (change: { filter?: InboxFilter; conversation?: number | null }) => {
    const next = new URLSearchParams(params);
    if (change.filter) next.set("filter", change.filter);
    if (change.conversation !== undefined) {
      if (change.conversation === null) next.delete("conversation");
      else next.set("conversation", String(change.conversation));
    }
    return `?${next.toString()}`;
  };

  const { unseen, seen, live } = useInboxEvents({
    viewerId: viewer.id,
    // The list marks it "New"; the toast (a live region) says who wrote.
    onNew: (conversation) =>
      toast(m.admin_newConversationFrom({ name: conversation.visitor.name }, ui), {
        description: conversation.last_message ?? undefined,
      }),
  });
  useEffect(() => {
    if (selectedId !== null) seen(selectedId);
  }, [selectedId, seen]);

  return (
    <>
      <title>
        {titleWithCount(
          m.admin_pageTitle({ title: m.admin_navTickets({}, ui), site: root.site.name }, ui),
          unseen.length,
          ui.locale,
        )}
      </title>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{m.admin_navTickets({}, ui)}</h1>
        <p className="text-sm text-gray-700" role="status">
          <span
            aria-hidden="true"
            className={`me-1.5 inline-block size-2 rounded-full ${connection === "open" && live ? "bg-green-600" : "bg-gray-400"}`}
          />
          {(connection === "open" && !live ? CONNECTION_LABELS.connecting : CONNECTION_LABELS[connection])({}, ui)}
        </p>
      </div>
      {/* One column that may shrink below its content (grid-cols-1 is minmax(0, 1fr)): an implicit
          column is as wide as the longest unbroken word, and a pasted address made the page wider
          than a phone. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ConversationList filter={filter} selectedId={selectedId} unseen={unseen} now={now} hrefFor={hrefFor} />
        <section
          aria-label={m.admin_conversation({}, ui)}
          className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          {selectedId === null ? (
            <p className="text-gray-600">{m.admin_chooseConversation({}, ui)}</p>
          ) : (
            <>
              <Link
                to={hrefFor({ conversation: null })}
                preventScrollReset
                className="mb-2 inline-block text-sm text-primary underline lg:hidden"
              >
                {m.admin_backToList({}, ui)}
              </Link>
              <ConversationView key={selectedId} id={selectedId} viewerId={viewer.id} />
            </>
          )}
        </section>
      </div>
      <CannedReplies />
    </>
  );
}
