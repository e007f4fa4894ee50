import { eq, sql } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversations } from "../../../../server/db/schema/index.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import { conversationChannel, loadConversation } from "./conversation-access.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/**
 * The principal has read the conversation up to `seq` (never moving a mark back, never past the
 * channel's head). Stored on the conversation (the marks survive reloads); the other side sees it
 * live through an ephemeral `read` event.
 */
export async function markRead({
  services,
  principal,
  conversationId,
  seq,
}: {
  services: Pick<Services, "db" | "realtime">;
  principal: Principal;
  conversationId: number;
  seq: number;
}): Promise<{ seq: number }> {
  const conversation = await loadConversation(services.db, principal, conversationId);
  const staff = principal.kind === "staff";
  const column = staff ? conversations.staff_read_seq : conversations.visitor_read_seq;
  const head = sql`(select coalesce(max(last_seq), 0) from realtime_channels where organization_id = ${conversation.organization_id} and name = ${conversationChannel(conversation.id)})`;
  const [row] = await services.db
    .update(conversations)
    .set(
      staff
        ? { staff_read_seq: sql`greatest(${column}, least(${seq}, ${head}))` }
        : { visitor_read_seq: sql`greatest(${column}, least(${seq}, ${head}))` },
    )
    .where(scoped(conversation.organization_id).where(conversations, eq(conversations.id, conversation.id)))
    .returning({ seq: column });
  const read = row?.seq ?? 0;
  services.realtime.signal({
    organizationId: conversation.organization_id,
    channel: conversationChannel(conversation.id),
    event: "read",
    data: { side: staff ? "staff" : "visitor", seq: read },
  });
  return { seq: read };
}
