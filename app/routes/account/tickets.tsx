import { useCallback, useState } from "react";
import { useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import { ConversationPanel } from "../../../features/live-support/components/live-chat/conversation-panel.tsx";
import { liveChatTexts } from "../../../features/live-support/components/live-chat/live-chat-texts.ts";
import type { ChatConversation } from "../../../features/live-support/components/live-chat/use-conversation.ts";
import { requireUser } from "../../view-models/auth.server.ts";
import { myTickets, type TicketSummary } from "../../../features/live-support/view-models/tickets.server.ts";
import type { RootData } from "../../root.tsx";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { useDateTime } from "../../components/use-date-time.ts";
import { fixedPageRequest } from "../site/content-request.server.ts";
import type { Route } from "./+types/tickets";

const TICKETS_PATH = "/account/profile/tickets";

/**
 * /account/profile/tickets (spec public-site §2, decision 038): a signed-in person's live-support
 * conversations — every conversation is a ticket — in the page's language; one opens here, live,
 * to read and write again. A hidden area: no header, footer or banners.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, locale } = fixedPageRequest(request, context, [TICKETS_PATH]);
  await requireUser(request, context);
  const tickets = await myTickets(context);
  if (!tickets) throw new Response(null, { status: 404 });
  return {
    siteName: tenant.name,
    accountHref: localizePath("/account", locale, tenant.settings),
    tickets,
  };
}

// Personal data: no shared cache may keep it, and the browser must not store it either.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

type LiveState = Pick<TicketSummary, "status" | "last_message" | "last_message_at">;

export default function TicketsPage() {
  const { tickets: loaded, siteName, accountHref } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root");
  const locale = root?.locale ?? "en";
  const t = liveChatTexts(locale);
  // The page's language, the person's zone (decision 080), else the browser's.
  const timeZone = root?.viewer?.timeZone;
  const format = useDateTime({ locale, timeZone });
  const [params] = useSearchParams();
  // `conversation` is the parameter of the reply mail's link; `ticket` the list's own.
  const selected = Number(params.get("ticket") ?? params.get("conversation")) || null;
  // The open ticket's channel reports each change (the person's own reply reopens it, staff answer or
  // resolve it): the list and the heading show it at once instead of the state the page loaded with.
  const [live, setLive] = useState<Record<number, LiveState>>({});
  const onConversation = useCallback((conversation: ChatConversation) => {
    setLive((current) => ({
      ...current,
      [conversation.id]: {
        status: conversation.status,
        last_message: conversation.last_message,
        last_message_at: conversation.last_message_at,
      },
    }));
  }, []);
  const tickets = loaded.map((ticket) => ({ ...ticket, ...live[ticket.id] }));
  const open = tickets.find((ticket) => ticket.id === selected) ?? null;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10" lang={locale} data-tickets-page="">
      <title>{`${t.ticketsTitle} | ${siteName}`}</title>
      <p>
        <a href={accountHref} className="text-sm font-medium text-primary underline underline-offset-2">
          ← {t.backToAccount}
        </a>
      </p>
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{t.ticketsTitle}</h1>
      <p className="text-gray-700">{t.ticketsIntro}</p>
      {tickets.length === 0 ? (
        <p className="text-gray-600" data-tickets-empty="">
          {t.noTickets}
        </p>
      ) : (
        <ul role="list" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-center justify-between gap-4 p-4" data-ticket={ticket.id}>
              <div className="min-w-0">
                <p className="truncate text-gray-900" data-ticket-title="">
                  {ticket.first_request ?? ticket.last_message ?? "—"}
                </p>
                <p className="text-sm text-gray-600">
                  <span className="font-medium" data-ticket-status={ticket.status}>
                    {t.status[ticket.status]}
                  </span>
                  {" · "}
                  {t.lastMessage}: <time dateTime={ticket.last_message_at}>{format(ticket.last_message_at)}</time>
                </p>
              </div>
              <a
                href={`?ticket=${ticket.id}`}
                aria-current={ticket.id === selected ? "true" : undefined}
                className="shrink-0 rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary"
              >
                {t.openTicket}
                <span className="sr-only"> #{ticket.id}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <section
          aria-labelledby="ticket-title"
          className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          data-ticket-open={open.id}
        >
          <h2 id="ticket-title" className="mb-4 text-lg font-semibold text-gray-900">
            #{open.id} · <span data-ticket-open-status={open.status}>{t.status[open.status]}</span>
          </h2>
          <ConversationPanel
            conversationId={open.id}
            token={null}
            t={t}
            locale={locale}
            timeZone={timeZone}
            onConversation={onConversation}
          />
        </section>
      )}
    </div>
  );
}
