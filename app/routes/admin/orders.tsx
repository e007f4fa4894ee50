import { useState } from "react";
import { useLoaderData, useRevalidator, useRouteLoaderData } from "react-router";
import { formatPrice } from "../../../shared/pricing.ts";
import { listOrdersForAdmin } from "../../lib/orders.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/orders";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { orders: await listOrdersForAdmin(request, context) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const STATUS_LABELS = { new: "New", handled: "Handled", cancelled: "Cancelled" } as const;
type Status = keyof typeof STATUS_LABELS;

/** Order requests sent from the basket: who asked for what, at the server's prices (issue 21). */
export default function AdminOrders() {
  const { orders } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root")!;
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);

  async function setStatus(id: number, status: Status, version: string) {
    setError(null);
    const response = await fetch(`/api/orders/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      credentials: "include",
      body: JSON.stringify({ status, updated_at: version }),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { error?: string };
      setError(answer.error ?? "The status could not be changed.");
    }
    await revalidator.revalidate();
  }

  return (
    <>
      <title>{`Order requests | ${root.site.name}`}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">Order requests</h1>
      <p className="mb-6 text-sm text-gray-600">
        Sent by visitors from their basket, newest first, priced as the plans were when they asked. Times are in UTC.
      </p>
      {error && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">
          No order requests yet.
        </p>
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
                  {order.created_at.slice(0, 16).replace("T", " ")}
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
                    {line.quantity} × {line.name}: {formatPrice(line.line_total, order.currency_symbol, "en")}
                  </li>
                ))}
              </ul>
              <p className="mt-1 font-semibold text-gray-900">
                Total {formatPrice(order.total, order.currency_symbol, "en")}
              </p>
              {order.message && <p className="mt-3 whitespace-pre-wrap text-gray-700">{order.message}</p>}
              <label className="mt-4 flex items-center gap-2 text-sm text-gray-800">
                Status
                <select
                  value={order.status}
                  onChange={(event) => void setStatus(order.id, event.currentTarget.value as Status, order.updated_at)}
                  className="rounded-md border border-gray-300 px-2 py-1"
                >
                  {Object.entries(STATUS_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
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
