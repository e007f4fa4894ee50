import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { conversations, users } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";

/** Channel names of a conversation (server/realtime). */
export const conversationChannel = (id: number) => `conversation:${id}`;
export const notesChannel = (id: number) => `conversation:${id}:staff`;
export const INBOX_CHANNEL = "inbox";

export const MESSAGE_MAX = 5000;

export const NOT_FOUND = "Conversation not found";

/**
 * Which conversations of its organization a principal reaches: staff all of them, a signed-in user
 * those of their account, a visitor those of their token. The organization comes from the tenant
 * scope at the query: `scoped(principal.organizationId).where(conversations, ownedBy(principal), …)`.
 */
export function ownedBy(principal: Principal): SQL | undefined {
  if (principal.kind === "staff") return undefined;
  return principal.kind === "user"
    ? eq(conversations.user_id, principal.id)
    : eq(conversations.visitor_id, principal.id);
}

export type ConversationRow = typeof conversations.$inferSelect;

/** The conversation if the principal reaches it; otherwise 404 (another's conversation is none). */
export async function loadConversation(db: Db, principal: Principal, id: number): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", NOT_FOUND, { code: "conversation_not_found" });
  return row;
}

export type ConversationView = {
  id: number;
  organization_id: number;
  status: string;
  visitor: { name: string; email: string; signed_in: boolean };
  assignee: { id: string; name: string } | null;
  page_url: string | null;
  language: string | null;
  last_message: string | null;
  last_message_at: string;
  waiting_since: string | null;
  visitor_read_seq: number;
  staff_read_seq: number;
  created_at: string;
  /** The conversation's version: staff send it back with a change of status or assignee. */
  updated_at: string;
};

export async function assigneeName(db: Db, organizationId: number, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  return row?.name ?? null;
}

export function conversationView(row: ConversationRow, assignee: string | null): ConversationView {
  return {
    id: row.id,
    organization_id: row.organization_id,
    status: row.status,
    visitor: { name: row.visitor_name, email: row.visitor_email, signed_in: row.user_id !== null },
    assignee: row.assignee_id ? { id: row.assignee_id, name: assignee ?? "" } : null,
    page_url: row.page_url,
    language: row.language,
    last_message: row.last_message,
    last_message_at: new Date(row.last_message_at).toISOString(),
    waiting_since: row.waiting_since ? new Date(row.waiting_since).toISOString() : null,
    visitor_read_seq: row.visitor_read_seq,
    staff_read_seq: row.staff_read_seq,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Message text: plain text only (markup is shown as typed, never interpreted), trimmed, limited. */
export function messageText(value: unknown): string {
  if (typeof value !== "string") throw new AppError("bad_request", "body: is required", { field: "body" });
  // Control characters other than line breaks and tabs are dropped; NUL never reaches the database.
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();
  if (!text) throw new AppError("bad_request", "body: is required", { field: "body" });
  if (text.length > MESSAGE_MAX) {
    throw new AppError("payload_too_large", `body: must be at most ${MESSAGE_MAX} characters`, { field: "body" });
  }
  return text;
}
