import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import {
  conversationMessages,
  conversations,
  users,
  type ConversationStatus,
} from "../../../../server/db/schema/index.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import { conversationView, loadConversation, ownedBy, type ConversationView } from "./conversation-access.ts";
import { messageView, type MessageView } from "./message-view.ts";
import { attachmentSigner } from "./attachment-url.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export type ConversationDetail = ConversationView & {
  messages: MessageView[];
  /** Staff only: the internal notes. */
  notes?: MessageView[];
  /** The last sequence of each channel the answer covers: subscribe with these as `since`. */
  seq: number;
  notes_seq?: number;
};

/** One conversation the principal reaches, with its whole history (notes for staff only). */
export async function getConversation({
  services,
  principal,
  conversationId,
}: {
  services: Pick<Services, "db" | "visitorTokens">;
  principal: Principal;
  conversationId: number;
}): Promise<ConversationDetail> {
  const { db } = services;
  const row = await loadConversation(db, principal, conversationId);
  const staff = principal.kind === "staff";
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(
      scoped(principal.organizationId).where(
        conversationMessages,
        eq(conversationMessages.conversation_id, row.id),
        staff ? undefined : eq(conversationMessages.internal, false),
      ),
    )
    .orderBy(asc(conversationMessages.internal), asc(conversationMessages.seq));
  const sign = await attachmentSigner(services.visitorTokens, principal.organizationId);
  const messages = rows.filter((m) => !m.internal).map((m) => messageView(m, sign));
  const notes = rows.filter((m) => m.internal).map((m) => messageView(m, sign));
  const assignee = row.assignee_id
    ? ((await db.select({ name: users.name }).from(users).where(eq(users.id, row.assignee_id)).limit(1))[0]?.name ??
      null)
    : null;
  const seqOf = (channel: string) =>
    db.execute(
      sql`select last_seq from realtime_channels where organization_id = ${principal.organizationId} and name = ${channel}`,
    );
  const head = async (channel: string) => {
    const result = (await seqOf(channel)) as unknown;
    const list = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { last_seq: number }[];
    return list[0]?.last_seq ?? 0;
  };
  return {
    ...conversationView(row, assignee),
    messages,
    seq: await head(`conversation:${row.id}`),
    ...(staff ? { notes, notes_seq: await head(`conversation:${row.id}:staff`) } : {}),
  };
}

export type ListFilter = { status?: ConversationStatus; mine?: boolean; limit?: number };

/**
 * The conversations the principal reaches, the most recent first: for staff the organization's
 * inbox (filters: status, assigned to me), for a visitor or user their own tickets.
 */
export async function listConversations({
  services,
  principal,
  filter = {},
}: {
  services: Pick<Services, "db">;
  principal: Principal;
  filter?: ListFilter;
}): Promise<ConversationView[]> {
  const assignee = sql<string | null>`(select name from users where users.id = ${conversations.assignee_id})`;
  const rows = await services.db
    .select({ row: conversations, assignee })
    .from(conversations)
    .where(
      scoped(principal.organizationId).where(
        conversations,
        ownedBy(principal),
        filter.status ? eq(conversations.status, filter.status) : undefined,
        filter.mine ? eq(conversations.assignee_id, principal.id) : undefined,
      ),
    )
    .orderBy(desc(conversations.last_message_at), desc(conversations.id))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 200));
  return rows.map(({ row, assignee: name }) => conversationView(row, name));
}

/** Open conversations and how long the oldest has waited: the admin dashboard's live card. */
export async function inboxSummary({
  services,
  organizationId,
}: {
  services: Pick<Services, "db">;
  organizationId: number;
}) {
  const [row] = await services.db
    .select({
      open: sql<number>`count(*) filter (where ${conversations.status} = 'open')::int`,
      waiting: sql<number>`count(*) filter (where ${conversations.waiting_since} is not null)::int`,
      oldest: sql<Date | null>`min(${conversations.waiting_since})`,
      unassigned: sql<number>`count(*) filter (where ${conversations.status} = 'open' and ${conversations.assignee_id} is null)::int`,
    })
    .from(conversations)
    .where(scoped(organizationId).where(conversations));
  return {
    open: Number(row?.open ?? 0),
    waiting: Number(row?.waiting ?? 0),
    unassigned: Number(row?.unassigned ?? 0),
    oldest_waiting_since: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

/**
 * What each conversation was opened for: the first line of the visitor's first message. A ticket
 * is named by it, since the latest message ("Thank you!") says little about what it is about.
 * Only conversations the principal reaches count; an image without description has no entry.
 */
export async function firstRequests({
  services,
  principal,
  conversationIds,
}: {
  services: Pick<Services, "db">;
  principal: Principal;
  conversationIds: number[];
}): Promise<Map<number, string>> {
  if (conversationIds.length === 0) return new Map();
  const tenant = scoped(principal.organizationId);
  const rows = await services.db
    .selectDistinctOn([conversationMessages.conversation_id], {
      conversation_id: conversationMessages.conversation_id,
      body: conversationMessages.body,
    })
    .from(conversationMessages)
    .innerJoin(conversations, tenant.where(conversations, eq(conversations.id, conversationMessages.conversation_id)))
    .where(
      tenant.where(
        conversationMessages,
        ownedBy(principal),
        inArray(conversationMessages.conversation_id, conversationIds),
        eq(conversationMessages.author_kind, "visitor"),
        eq(conversationMessages.internal, false),
      ),
    )
    .orderBy(conversationMessages.conversation_id, asc(conversationMessages.seq));
  const firstLines = new Map<number, string>();
  for (const row of rows) {
    const line = row.body.split("\n")[0]!.trim().slice(0, 140);
    if (line) firstLines.set(row.conversation_id, line);
  }
  return firstLines;
}
