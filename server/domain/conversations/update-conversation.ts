import { eq, sql } from "drizzle-orm";
import type { Services } from "../../context.ts";
import { conversations, memberships } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { ConversationStatus } from "../../db/schema/index.ts";
import type { Principal } from "../../realtime/hub.ts";
import { authorize } from "../../policy/policy.ts";
import {
  assigneeName,
  conversationChannel,
  conversationView,
  INBOX_CHANNEL,
  NOT_FOUND,
  ownedBy,
  type ConversationView,
} from "./conversation-access.ts";
import { scoped } from "../../db/tenant-scope.ts";

/**
 * Staff change a conversation: status (open, pending, resolved; reopen is `open`) and assignee (a
 * member of the organization, or null). Both channels hear the new state.
 */
export async function updateConversation({
  services,
  principal,
  conversationId,
  changes,
}: {
  services: Pick<Services, "db" | "realtime">;
  principal: Principal;
  conversationId: number;
  changes: { status?: ConversationStatus; assigneeId?: string | null };
}): Promise<ConversationView> {
  authorize(principal.kind === "staff" ? "admin" : "user", "conversations.staff");
  const { view, events } = await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(conversations)
      .where(
        scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, conversationId)),
      )
      .for("update")
      .limit(1);
    if (!current) throw new AppError("not_found", NOT_FOUND, { code: "conversation_not_found" });
    if (changes.assigneeId) {
      const [member] = await tx
        .select({ userId: memberships.user_id })
        .from(memberships)
        .where(scoped(principal.organizationId).where(memberships, eq(memberships.user_id, changes.assigneeId)))
        .limit(1);
      if (!member) throw new AppError("not_found", "Staff member not found", { field: "assignee_id" });
    }
    const [updated] = await tx
      .update(conversations)
      .set({
        ...(changes.status ? { status: changes.status } : {}),
        // Resolved is no longer waiting for anyone.
        ...(changes.status === "resolved" ? { waiting_since: null } : {}),
        ...(changes.assigneeId !== undefined ? { assignee_id: changes.assigneeId } : {}),
        updated_at: sql`now()`,
      })
      .where(scoped(current.organization_id).where(conversations, eq(conversations.id, current.id)))
      .returning();
    const view = conversationView(updated!, await assigneeName(tx, updated!.organization_id, updated!.assignee_id));
    const events = [];
    for (const channel of [conversationChannel(current.id), INBOX_CHANNEL]) {
      events.push(
        await services.realtime.append(tx, {
          organizationId: current.organization_id,
          channel,
          event: "conversation",
          data: view,
        }),
      );
    }
    return { view, events };
  });
  for (const event of events) services.realtime.deliver(event);
  return view;
}
