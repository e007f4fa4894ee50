import { Bot, CalendarClock, Languages, Mail, ShoppingCart, Ticket } from "lucide-react";
import { useState } from "react";
import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { TicketsCard } from "../../../features/live-support/components/inbox/tickets-card.tsx";
import { titleWithCount } from "../../../features/live-support/components/inbox/use-inbox-events.ts";
import { MeetingsCard } from "../../../features/meetings/components/admin/meetings-card.tsx";
import { loadMeetingsSummary } from "../../../features/meetings/view-models/admin-meetings.server.ts";
import { requireAdmin } from "../../view-models/auth.server.ts";
import { loadCoverageSummary } from "../../../features/translations/view-models/translations.server.ts";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  const [meetings, translations] = await Promise.all([loadMeetingsSummary(context), loadCoverageSummary(context)]);
  return { viewerId: viewer.id, meetings, translations };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// Tickets is a live card; the meetings of today and who is waiting are listed under the tiles.
const TILES = [
  { title: "Tickets", description: "Support requests from your visitors.", to: "/admin/tickets", icon: Ticket },
  {
    title: "Meetings",
    description: "Bookings, the waiting room and video calls.",
    to: "/admin/meetings",
    icon: CalendarClock,
  },
  {
    title: "AI Agents",
    description: "The assistants that answer in the help center.",
    to: "/admin/ai/management",
    icon: Bot,
  },
  { title: "E-mail outbox", description: "Messages the site sent or could not send.", to: "/admin/outbox", icon: Mail },
  {
    title: "Order requests",
    description: "Plans visitors asked to buy from their basket.",
    to: "/admin/orders",
    icon: ShoppingCart,
  },
];

export default function AdminDashboard() {
  const root = useRouteLoaderData<RootData>("root")!;
  const { viewerId, meetings, translations } = useLoaderData<typeof loader>();
  const [unseen, setUnseen] = useState(0);
  return (
    <>
      <title>{titleWithCount(`Dashboard | ${root.site.name}`, unseen)}</title>
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-gray-900">Dashboard</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.title}>
            {tile.title === "Tickets" ? (
              <TicketsCard viewerId={viewerId} onUnseen={setUnseen} />
            ) : (
              <Link
                to={tile.to}
                className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <tile.icon aria-hidden="true" className="size-6 text-primary" />
                <span className="text-lg font-semibold text-gray-900">{tile.title}</span>
                <span className="text-sm text-gray-600">{tile.description}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      <MeetingsCard summary={meetings} />
      {translations.length > 0 ? (
        <section
          aria-labelledby="coverage-heading"
          className="mt-6 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        >
          <h2 id="coverage-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            <Languages aria-hidden="true" className="size-5 text-primary" />
            Translations
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {translations.map((figure) => (
              <li key={figure.locale} className="text-sm text-gray-700">
                <span className="font-medium text-gray-900">
                  {LOCALE_NAMES[figure.locale as keyof typeof LOCALE_NAMES] ?? figure.locale}: {figure.percent}% current
                </span>
                <span className="block text-xs text-gray-600">
                  {figure.stale} stale · {figure.missing} missing
                </span>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/translations"
            className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
          >
            Open Translations
          </Link>
        </section>
      ) : null}
    </>
  );
}
