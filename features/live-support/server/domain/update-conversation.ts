import { eq } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversations, memberships } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import type { ConversationStatus } from "../../../../server/db/schema/index.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import type { StoredEvent } from "../../../../server/realtime/event-log.ts";
import { authorizePrincipal } from "../../../../server/policy/policy.ts";
import { nextVersion } from "../../../../server/domain/changes/entities.ts";
import { UNCHANGED } from "../../../../server/domain/changes/apply-change.ts";
import {
  assigneeName,
  conversationChannel,
  conversationView,
  INBOX_CHANNEL,
  type ConversationView,
} from "./conversation-access.ts";
import { changeConversationIn } from "./conversation-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/**
 * Staff change a conversation: status (open, pending, resolved; reopen is `open`) and assignee (a
 * member of the organization, or null), through the write path: based on the version the inbox
 * loaded (stale: 409 with the current record), a revision naming who did it. Both channels hear
 * the new state after the commit. Asking for what it already is changes nothing.
 */
export async function updateConversation({
  services,
  principal,
  conversationId,
  changes,
  expectedVersion,
  requestId,
}: {
  services: Pick<Services, "db" | "realtime" | "dispatcher">;
  principal: Principal;
  conversationId: number;
  changes: { status?: ConversationStatus; assigneeId?: string | null };
  /** The conversation's `updated_at` as the inbox loaded it. */
  expectedVersion: string;
  requestId: string;
}): Promise<ConversationView> {
  authorizePrincipal(principal, "conversations.staff");
  const organizationId = principal.organizationId;
  return services.dispatcher.transaction(services.db, async (tx, emit) => {
    const events: StoredEvent[] = [];
    const summary = [
      changes.status ? `status ${changes.status}` : "",
      changes.assigneeId !== undefined ? `assignee ${changes.assigneeId ?? "nobody"}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    const result = await changeConversationIn(
      tx,
      { db: services.db, dispatcher: services.dispatcher, principal, requestId },
      {
        id: conversationId,
        action: "update",
        summary,
        expectedVersion,
        change: async (inner, before) => {
          if (changes.assigneeId) {
            const [member] = await inner
              .select({ userId: memberships.user_id })
              .from(memberships)
              .where(scoped(organizationId).where(memberships, eq(memberships.user_id, changes.assigneeId)))
              .limit(1);
            if (!member) throw new AppError("not_found", "Staff member not found", { field: "assignee_id" });
          }
          const sameStatus = changes.status === undefined || before?.status === changes.status;
          const sameAssignee = changes.assigneeId === undefined || before?.assignee_id === changes.assigneeId;
          if (sameStatus && sameAssignee) return UNCHANGED;
          await inner
            .update(conversations)
            .set({
              ...(changes.status ? { status: changes.status } : {}),
              // Resolved is no longer waiting for anyone.
              ...(changes.status === "resolved" ? { waiting_since: null } : {}),
              ...(changes.assigneeId !== undefined ? { assignee_id: changes.assigneeId } : {}),
              updated_at: nextVersion(conversations.updated_at),
            })
            .where(scoped(organizationId).where(conversations, eq(conversations.id, conversationId)));
        },
      },
    );
    const [row] = await tx
      .select()
      .from(conversations)
      .where(scoped(organizationId).where(conversations, eq(conversations.id, conversationId)));
    const view = conversationView(row!, await assigneeName(tx, organizationId, row!.assignee_id));
    if (!result.changed) return view;
    for (const channel of [conversationChannel(conversationId), INBOX_CHANNEL]) {
      events.push(await services.realtime.append(tx, { organizationId, channel, event: "conversation", data: view }));
    }
    emit({ type: "realtime.stored", organizationId, events });
    return view;
  });
}
