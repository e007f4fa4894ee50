import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { adminMeetingKeys, loadSummary, type AdminBookingView, type MeetingsSummary } from "./admin-meetings-api.ts";
import { formatWhen, statusLabel } from "./booking-view.ts";
import { useUiLanguage } from "../../../../app/components/ui/ui-language.tsx";
import { m } from "../../../../shared/i18n/paraglide/messages.js";

export type { MeetingsSummary } from "./admin-meetings-api.ts";

function Bookings({ list, zone, empty }: { list: AdminBookingView[]; zone: string; empty: string }) {
  const ui = useUiLanguage();
  if (list.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ul className="space-y-1 text-sm text-gray-800">
      {list.map((booking) => (
        <li key={booking.id}>
          <time dateTime={booking.scheduled_at}>{formatWhen(booking.scheduled_at, zone, ui.locale)}</time> ·{" "}
          {booking.customer_name} · {booking.meeting_type.name} · {statusLabel(booking, ui.locale)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's Meetings card (decision 041): who waits now, today's and the next bookings.
 * The server renders the loader's summary; the browser reads it again through the typed API client
 * every 15 seconds (someone may start waiting) and after any booking action of the admin pages.
 */
export function MeetingsCard({ summary: initial }: { summary: MeetingsSummary }) {
  const { data: summary } = useQuery({
    queryKey: adminMeetingKeys.summary(initial.zone),
    queryFn: () => loadSummary(initial.zone),
    initialData: initial,
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
  const ui = useUiLanguage();
  return (
    <section
      aria-labelledby="dashboard-meetings"
      className="mt-6 space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-meetings" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <CalendarClock aria-hidden="true" className="size-5 text-primary" /> {m.admin_navMeetings({}, ui)}
        </h2>
        <Link to="/admin/meetings" className="text-sm font-medium text-primary underline">
          {m.admin_meetingsAll({}, ui)}
        </Link>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">
          {m.admin_meetingsWaitingNow({ count: summary.waiting.length }, ui)}
        </h3>
        {summary.waiting.length === 0 ? (
          <p className="text-sm text-gray-600">{m.admin_meetingsNobodyWaiting({}, ui)}</p>
        ) : (
          <ul className="space-y-1 text-sm text-gray-800">
            {summary.waiting.map((booking) => (
              <li key={booking.id}>
                <Link to="/admin/meetings?view=waiting" className="font-medium text-amber-800 underline">
                  {booking.customer_name}
                </Link>{" "}
                {m.admin_meetingsWaitsFor(
                  {
                    type: booking.meeting_type.name,
                    when: formatWhen(booking.scheduled_at, summary.zone, ui.locale),
                  },
                  ui,
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">
          {m.admin_meetingsToday({ count: summary.today.length }, ui)}
        </h3>
        <Bookings list={summary.today} zone={summary.zone} empty={m.admin_meetingsNoneToday({}, ui)} />
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-900">
          {m.admin_meetingsUpcoming({ count: summary.upcomingCount }, ui)}
        </h3>
        <Bookings list={summary.upcoming} zone={summary.zone} empty={m.admin_meetingsNoneUpcoming({}, ui)} />
      </div>
      <p className="text-xs text-gray-600">{m.admin_timesIn({ zone: summary.zone }, ui)}</p>
    </section>
  );
}
