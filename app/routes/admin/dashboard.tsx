import { Bot, CalendarClock, Languages, Mail, ShoppingCart, Ticket } from "lucide-react";
import { useState } from "react";
import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { TicketsCard } from "../../../features/live-support/components/inbox/tickets-card.tsx";
import { titleWithCount } from "../../../features/live-support/components/inbox/use-inbox-events.ts";
import { MeetingsCard } from "../../../features/meetings/components/admin/meetings-card.tsx";
import { loadMeetingsSummary } from "../../../features/meetings/view-models/admin-meetings.server.ts";
import { requireAdmin } from "../../view-models/auth.server.ts";
import { loadCoverageSummary } from "../../../features/translations/view-models/translations.server.ts";
import { languageName } from "../../components/admin/format-time.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  const [meetings, translations] = await Promise.all([
    loadMeetingsSummary(context, viewer.timeZone),
    loadCoverageSummary(context),
  ]);
  return { viewerId: viewer.id, meetings, translations };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// Tickets is a live card; the meetings of today and who is waiting are listed under the tiles.
const TILES = [
  {
    key: "tickets",
    title: (_: object, ui: { locale: UiLocale }) => m.admin_navTickets({}, ui),
    description: (_: object, ui: { locale: UiLocale }) => m.admin_tileTicketsText({}, ui),
    to: "/admin/tickets",
    icon: Ticket,
  },
  {
    key: "meetings",
    title: (_: object, ui: { locale: UiLocale }) => m.admin_navMeetings({}, ui),
    description: (_: object, ui: { locale: UiLocale }) => m.admin_tileMeetingsText({}, ui),
    to: "/admin/meetings",
    icon: CalendarClock,
  },
  {
    key: "ai",
    title: (_: object, ui: { locale: UiLocale }) => m.admin_navAiAgents({}, ui),
    description: (_: object, ui: { locale: UiLocale }) => m.admin_tileAiText({}, ui),
    to: "/admin/ai/management",
    icon: Bot,
  },
  {
    key: "outbox",
    title: (_: object, ui: { locale: UiLocale }) => m.admin_navOutbox({}, ui),
    description: (_: object, ui: { locale: UiLocale }) => m.admin_tileOutboxText({}, ui),
    to: "/admin/outbox",
    icon: Mail,
  },
  {
    key: "orders",
    title: (_: object, ui: { locale: UiLocale }) => m.admin_tileOrders({}, ui),
    description: (_: object, ui: { locale: UiLocale }) => m.admin_tileOrdersText({}, ui),
    to: "/admin/orders",
    icon: ShoppingCart,
  },
];

export default function AdminDashboard() {
  const root = useRouteLoaderData<RootData>("root")!;
  const { viewerId, meetings, translations } = useLoaderData<typeof loader>();
  const [unseen, setUnseen] = useState(0);
  const ui = useUiLanguage();
  const title = m.admin_pageTitle({ title: m.admin_dashboardTitle({}, ui), site: root.site.name }, ui);
  return (
    <>
      <title>{titleWithCount(title, unseen, ui.locale)}</title>
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-gray-900">{m.admin_dashboardTitle({}, ui)}</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.key}>
            {tile.key === "tickets" ? (
              <TicketsCard viewerId={viewerId} onUnseen={setUnseen} />
            ) : (
              <Link
                to={tile.to}
                className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <tile.icon aria-hidden="true" className="size-6 text-primary" />
                <span className="text-lg font-semibold text-gray-900">{tile.title({}, ui)}</span>
                <span className="text-sm text-gray-600">{tile.description({}, ui)}</span>
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
            {m.admin_navTranslations({}, ui)}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {translations.map((figure) => (
              <li key={figure.locale} className="text-sm text-gray-700">
                <span className="font-medium text-gray-900">
                  {m.admin_coverageLine(
                    { language: languageName(figure.locale, ui.locale), percent: figure.percent },
                    ui,
                  )}
                </span>
                <span className="block text-xs text-gray-600">
                  {m.admin_staleMissing({ stale: figure.stale, missing: figure.missing }, ui)}
                </span>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/translations"
            className="mt-3 inline-block text-sm font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {m.admin_openTranslations({}, ui)}
          </Link>
        </section>
      ) : null}
    </>
  );
}
