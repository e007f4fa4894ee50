import type { RouterContextProvider } from "react-router";
import { requestContext } from "../../../server/load-context.ts";
import { firstRequests, listConversations } from "../server/domain/read-conversation.ts";
import { sessionPrincipal } from "../../../server/realtime/principal.ts";

export type TicketSummary = {
  id: number;
  status: "open" | "pending" | "resolved";
  /** What the person first asked: the ticket's title (null when it began with an image only). */
  first_request: string | null;
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
  const user = { ...principal, kind: "user" as const };
  const rows = await listConversations({ services: ctx.services, principal: user });
  const titles = await firstRequests({
    services: ctx.services,
    principal: user,
    conversationIds: rows.map((r) => r.id),
  });
  return rows.map((row) => ({
    id: row.id,
    status: row.status as TicketSummary["status"],
    first_request: titles.get(row.id) ?? null,
    last_message: row.last_message,
    last_message_at: row.last_message_at,
    assignee: row.assignee?.name ?? null,
  }));
}
