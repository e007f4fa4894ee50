import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLoaderData, useRouteLoaderData } from "react-router";
import { formatPrice } from "../../../shared/rules/pricing.ts";
import { ApiError } from "../../api-client/api-error.ts";
import { api, unwrap, type ApiSchema } from "../../api-client/client.ts";
import { listOrdersForAdmin } from "../../../features/orders/view-models/orders.server.ts";
import type { RootData } from "../../root.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useDateTime, useTimeZone } from "../../components/use-date-time.ts";
import type { Route } from "./+types/orders";
import { EmptyList } from "../../components/admin/admin-list.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { orders: await listOrdersForAdmin(request, context) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const STATUS_LABELS = {
  new: (_: object, ui: { locale: UiLocale }) => m.admin_orNew({}, ui),
  handled: (_: object, ui: { locale: UiLocale }) => m.admin_orHandled({}, ui),
  cancelled: (_: object, ui: { locale: UiLocale }) => m.admin_orCancelled({}, ui),
} as const;
type Status = keyof typeof STATUS_LABELS;
type OrderRequest = ApiSchema<"OrderRequest">;

const ordersKey = ["admin-orders"] as const;
const listOrders = () => unwrap(api.GET("/orders"));

/** Sets one order request's status at the version shown (a stale version: 409 with `current`). */
function changeStatus({ order, status }: { order: OrderRequest; status: Status }) {
  return unwrap(
    api.PATCH("/orders/{id}", {
      params: { path: { id: String(order.id) } },
      body: { status, updated_at: order.updated_at },
    }),
  );
}

/**
 * Order requests sent from the basket: who asked for what, at the server's prices (decision 037). The
 * list is `GET /api/orders` through the typed client and TanStack Query (the server renders the
 * first answer); a status change is `PATCH /api/orders/{id}` with the version shown. When someone
 * else changed the request first, the page says so and shows it as it is now.
 */
export default function AdminOrders() {
  const loaded = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root")!;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ui = useUiLanguage();
  const when = useDateTime();
  const zone = useTimeZone();
  const list = useQuery({
    queryKey: ordersKey,
    queryFn: listOrders,
    initialData: loaded.orders as OrderRequest[],
    staleTime: 10_000,
  });
  const orders = list.data;
  const change = useMutation({
    mutationFn: changeStatus,
    onSuccess: (saved) =>
      queryClient.setQueryData<OrderRequest[]>(ordersKey, (current) =>
        current?.map((order) => (order.id === saved.id ? saved : order)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });

  async function setStatus(order: OrderRequest, status: Status) {
    setError(null);
    setDone(null);
    try {
      await change.mutateAsync({ order, status });
      const label = STATUS_LABELS[status]({}, ui);
      // English reads "Order #2 marked handled." (the status inside the sentence); the other
      // languages put the status after a colon, where it keeps its capital.
      setDone(m.admin_orMarked({ id: order.id, status: ui.locale === "en" ? label.toLowerCase() : label }, ui));
    } catch (failure) {
      if (failure instanceof ApiError && failure.isStale) {
        setError(m.admin_orStale({ id: order.id }, ui));
      } else {
        setError(failure instanceof Error && failure.message ? failure.message : m.admin_orFailed({}, ui));
      }
    }
  }

  return (
    <>
      <title>{m.admin_pageTitle({ title: m.admin_tileOrders({}, ui), site: root.site.name }, ui)}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">{m.admin_tileOrders({}, ui)}</h1>
      <p className="mb-6 text-sm text-gray-600">{m.admin_orIntro({ zone }, ui)}</p>
      {error && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="mb-4 text-sm text-gray-700 empty:hidden">
        {done}
      </p>
      {orders.length === 0 ? (
        <EmptyList>{m.admin_orNone({}, ui)}</EmptyList>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li
              key={order.id}
              data-order-id={order.id}
              className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-3">
                <h2 className="text-lg font-semibold text-gray-900">
                  #{order.id} · {order.name}
                  {order.company ? ` (${order.company})` : ""}
                </h2>
                <time dateTime={order.created_at} className="text-sm text-gray-600">
                  {when(order.created_at)}
                </time>
              </div>
              <p className="text-sm text-gray-700">
                <a className="text-primary underline" href={`mailto:${order.email}`}>
                  {order.email}
                </a>
              </p>
              <ul className="mt-3 text-sm text-gray-800">
                {order.lines.map((line) => (
                  <li key={line.plan_id}>
                    {line.quantity} × {line.name}: {formatPrice(line.line_total, order.currency_symbol, ui.locale)}
                  </li>
                ))}
              </ul>
              <p className="mt-1 font-semibold text-gray-900">
                {m.admin_orTotal({ amount: formatPrice(order.total, order.currency_symbol, ui.locale) }, ui)}
              </p>
              {order.message && <p className="mt-3 whitespace-pre-wrap text-gray-700">{order.message}</p>}
              <label className="mt-4 flex items-center gap-2 text-sm text-gray-800">
                {m.admin_status({}, ui)}
                <select
                  value={order.status}
                  onChange={(event) => void setStatus(order, event.currentTarget.value as Status)}
                  className="rounded-md border border-gray-300 px-2 py-1"
                >
                  {Object.entries(STATUS_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label({}, ui)}
                    </option>
                  ))}
                </select>
              </label>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
