import { eq } from "drizzle-orm";
import { conversations } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import { positiveId, toSnapshot, type EntityKind, type Tx } from "../../../../server/domain/changes/entity-kind.ts";
import {
  applyChangeIn,
  type Actor,
  type ChangeSpec,
  type VisitorActor,
} from "../../../../server/domain/changes/apply-change.ts";
import type { Db } from "../../../../server/db/client.ts";
import type { Dispatcher } from "../../../../server/domain-events/dispatcher.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";

export const CONVERSATION_NOT_RESTORABLE =
  "A conversation is changed by its actions (resolve, reopen, assign, a message), not restored from History.";

/**
 * Conversations in the write path (decision 053): their creation and every change of their state
 * (status, assignee) goes through `applyChange` — the row locked, the version (`updated_at`)
 * checked when the caller sends one, a revision naming who did it (a visitor by the name they
 * gave). Messages, read marks and the jobs' mail marks are the conversation's bookkeeping, not its
 * state: they move without a revision. A restore would bypass the inbox's events, so History only reads.
 */
export const conversationEntity: EntityKind = {
  name: "conversation",
  label: "Conversation",
  // Conversations are on no page: their changes purge nothing.
  visibleOnPages: false,
  async load(tx, organizationId, id, { lock }) {
    const conversationId = positiveId(id);
    if (conversationId === null) return null;
    const query = tx
      .select()
      .from(conversations)
      .where(scoped(organizationId).where(conversations, eq(conversations.id, conversationId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore() {
    throw new AppError("conflict", CONVERSATION_NOT_RESTORABLE, { code: "not_restorable" });
  },
};

/** Who changes a conversation, for its revision: an account by its name, a visitor by the name they gave. */
export function conversationActor(principal: Pick<Principal, "kind" | "id" | "name">): Actor | VisitorActor {
  if (principal.kind === "visitor") return { id: null, name: `Visitor: ${principal.name}`.slice(0, 200) };
  return { id: principal.id, name: principal.name };
}

/**
 * A change of a conversation's state inside a transaction that already holds it (a message that
 * reopens it, a start that creates it): steps 1 to 3 of `applyChange` — locked, checked, a
 * revision — in the caller's transaction, which delivers the inbox's events after its commit.
 */
export function changeConversationIn(
  tx: Tx,
  who: { db: Db; dispatcher: Dispatcher; principal: Principal; requestId: string },
  spec: Omit<ChangeSpec, "entity">,
) {
  return applyChangeIn(
    tx,
    {
      db: who.db,
      organizationId: who.principal.organizationId,
      actor: conversationActor(who.principal),
      requestId: who.requestId,
      dispatcher: who.dispatcher,
    },
    { ...spec, entity: conversationEntity },
  );
}
