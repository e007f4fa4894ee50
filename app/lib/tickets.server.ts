import type { RouterContextProvider } from "react-router";
import { requestContext } from "../context.server.ts";
import { listConversations } from "../../server/domain/conversations/read-conversation.ts";
import { sessionPrincipal } from "../../server/realtime/principal.ts";

export type TicketSummary = {
  id: number;
  status: "open" | "pending" | "resolved";
  last_message: string | null;
  last_message_at: string;
  assignee: string | null;
};

/**
 * The signed-in person's own live-support conversations (tickets) on this site, newest first.
 * Staff see their own here too, as a user (the organization's inbox is /admin/tickets). Null when
 * the session names nobody of this site.
 */
export async function myTickets(context: Readonly<RouterContextProvider>): Promise<TicketSummary[] | null> {
  const ctx = context.get(requestContext);
  const principal = await sessionPrincipal({ services: ctx.services, tenant: ctx.tenant, session: ctx.session });
  if (!principal) return null;
  const rows = await listConversations({ services: ctx.services, principal: { ...principal, kind: "user" } });
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TicketSummary["status"],
    last_message: row.last_message,
    last_message_at: row.last_message_at,
    assignee: row.assignee?.name ?? null,
  }));
}
