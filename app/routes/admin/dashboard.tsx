import { Bot, CalendarClock, Mail, Ticket } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import { requireAdmin } from "../../lib/auth.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

// Tickets and Meetings lead to the dashboard itself for now (spec §2: /admin is their target).
const TILES = [
  { title: "Tickets", description: "Support requests from your visitors.", to: "/admin", icon: Ticket },
  { title: "Meetings", description: "Bookings, the waiting room and video calls.", to: "/admin", icon: CalendarClock },
  {
    title: "AI Agents",
    description: "The assistants that answer in the help center.",
    to: "/admin/ai/management",
    icon: Bot,
  },
  { title: "E-mail outbox", description: "Messages the site sent or could not send.", to: "/admin/outbox", icon: Mail },
];

export default function AdminDashboard() {
  const root = useRouteLoaderData<RootData>("root")!;
  return (
    <>
      <title>{`Dashboard | ${root.site.name}`}</title>
      <h1 className="mb-6 text-3xl font-semibold tracking-tight text-gray-900">Dashboard</h1>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.to}
              className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm transition hover:border-primary hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <tile.icon aria-hidden="true" className="size-6 text-primary" />
              <span className="text-lg font-semibold text-gray-900">{tile.title}</span>
              <span className="text-sm text-gray-600">{tile.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
