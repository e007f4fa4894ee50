import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Form, Link, useLoaderData, useRouteLoaderData, useSearchParams } from "react-router";
import {
  actOnBooking,
  adminMeetingKeys,
  listBookings,
  type AdminBookingView,
  type BookingAction,
} from "../../../features/meetings/components/admin/admin-meetings-api.ts";
import { BookingRow } from "../../../features/meetings/components/admin/booking-row.tsx";
import { VIEWS } from "../../../features/meetings/components/admin/booking-view.ts";
import { toast } from "../../components/ui/toaster.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { loadAdminMeetings } from "../../../features/meetings/view-models/admin-meetings.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/meetings";
import { EmptyList } from "../../components/admin/admin-list.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminMeetings(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /admin/meetings (decision 041): the organization's bookings by view (today, upcoming, waiting
 * now, past, cancelled), type and host; admit, reschedule, cancel and mark no-shows. The list is
 * `GET /api/admin/meetings/bookings` through the typed client and TanStack Query (the server renders
 * its first answer); each action is `PATCH /api/admin/meetings/bookings/{id}` with the version shown,
 * and the organization's meeting lists (this one and the dashboard card's) are read again after.
 */
export default function AdminMeetings() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root")!;
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const ui = useUiLanguage();
  // The loader's clock first (the server rendered with it: no hydration mismatch), then this one.
  const [now, setNow] = useState(data.now);
  const { filters } = data;
  const list = useQuery({
    queryKey: adminMeetingKeys.list(filters),
    queryFn: () => listBookings(filters),
    initialData: data.initial,
    staleTime: 10_000,
    // Who waits is looked at again every 10 seconds.
    refetchInterval: (query) =>
      filters.view === "waiting" || query.state.data?.bookings.some((booking) => booking.status === "waiting")
        ? 10_000
        : false,
  });
  const { bookings, meeting_types: meetingTypes, hosts } = list.data;
  const change = useMutation({
    mutationFn: ({ booking, action }: { booking: AdminBookingView; action: BookingAction }) =>
      actOnBooking(booking, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMeetingKeys.all }),
  });
  const busy = change.isPending;

  // The time waited counts up (from the browser's clock on the first tick after hydration).
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  async function act(booking: AdminBookingView, action: BookingAction): Promise<boolean> {
    setError(null);
    try {
      await change.mutateAsync({ booking, action });
      toast.success(
        action.action === "admit"
          ? m.admin_mtAdmitted({ name: booking.customer_name }, ui)
          : action.action === "cancel"
            ? m.admin_mtCancelled({}, ui)
            : action.action === "reschedule"
              ? m.admin_mtMoved({}, ui)
              : m.admin_mtMarkedNoShow({}, ui),
      );
      return true;
    } catch (reason) {
      setError((reason as Error).message || m.admin_mtChangeFailed({}, ui));
      return false;
    }
  }

  const link = (view: string) => {
    const next = new URLSearchParams(params);
    next.set("view", view);
    return `?${next.toString()}`;
  };

  return (
    <>
      <title>{m.admin_pageTitle({ title: m.admin_navMeetings({}, ui), site: root.site.name }, ui)}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">{m.admin_navMeetings({}, ui)}</h1>
      <p className="mb-4 text-sm text-gray-600">{m.admin_mtIntro({ zone: filters.zone }, ui)}</p>
      <nav aria-label={m.admin_mtViews({}, ui)} className="mb-4 flex flex-wrap gap-2">
        {VIEWS.map((view) => (
          <Link
            key={view.key}
            to={link(view.key)}
            aria-current={filters.view === view.key ? "page" : undefined}
            className={
              filters.view === view.key
                ? "rounded-full bg-primary px-3 py-1 text-sm font-medium text-white"
                : "rounded-full border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 hover:border-primary"
            }
          >
            {view.label({}, ui)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label={m.admin_mtFilter({}, ui)}>
        <input type="hidden" name="view" value={filters.view} />
        {params.get("tz") && <input type="hidden" name="tz" value={params.get("tz") ?? ""} />}
        <label className="text-sm text-gray-800">
          {m.admin_mtType({}, ui)}
          <select
            name="type"
            defaultValue={filters.type ?? ""}
            className="mt-1 block rounded-md border border-gray-300 bg-white px-2 py-1.5"
          >
            <option value="">{m.admin_mtAllTypes({}, ui)}</option>
            {meetingTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-gray-800">
          {m.admin_mtHost({}, ui)}
          <select
            name="host"
            defaultValue={filters.host ?? ""}
            className="mt-1 block rounded-md border border-gray-300 bg-white px-2 py-1.5"
          >
            <option value="">{m.admin_mtAllHosts({}, ui)}</option>
            {hosts.map((host) => (
              <option key={host.id} value={host.id}>
                {host.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-900 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
        >
          {m.admin_mtApply({}, ui)}
        </button>
      </Form>
      {error && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {bookings.length === 0 ? (
        <EmptyList>{m.admin_mtNone({}, ui)}</EmptyList>
      ) : (
        <ul className="space-y-3" aria-label={m.admin_mtBookings({}, ui)}>
          {bookings.map((booking) => (
            <BookingRow
              key={`${booking.id}:${booking.updated_at}`}
              booking={booking}
              zone={filters.zone}
              now={now}
              busy={busy}
              onAct={act}
            />
          ))}
        </ul>
      )}
    </>
  );
}
