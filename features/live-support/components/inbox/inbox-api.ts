import { api, unwrap, type ApiSchema } from "../../../../app/api-client/client.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { unitList, unitText } from "../../../../app/components/admin/format-time.ts";

/**
 * The live-support inbox's view of the API (features/live-support/server/api): its query keys and calls,
 * through the typed client (app/api-client/client.ts), so the shapes are the server's own
 * (`npm run api:types`). Staff only; the session cookie authenticates.
 */

export type Conversation = ApiSchema<"Conversation">;
export type ConversationStatus = Conversation["status"];
export type Message = ApiSchema<"ConversationMessage">;
export type ConversationDetail = ApiSchema<"ConversationDetail">;
export type InboxSummary = ApiSchema<"InboxSummary">;
export type Assignee = ApiSchema<"ConversationAssignee">;
export type CannedReply = ApiSchema<"CannedReply">;

export type InboxFilter = "open" | "pending" | "resolved" | "mine" | "all";

export const FILTERS: { value: InboxFilter; label: (inputs: object, options: { locale: UiLocale }) => string }[] = [
  { value: "open", label: (_: object, ui: { locale: UiLocale }) => m.admin_filterOpen({}, ui) },
  { value: "pending", label: (_: object, ui: { locale: UiLocale }) => m.admin_filterPending({}, ui) },
  { value: "resolved", label: (_: object, ui: { locale: UiLocale }) => m.admin_filterResolved({}, ui) },
  { value: "mine", label: (_: object, ui: { locale: UiLocale }) => m.admin_filterMine({}, ui) },
  { value: "all", label: (_: object, ui: { locale: UiLocale }) => m.admin_filterAll({}, ui) },
];

export const inboxKeys = {
  list: (filter: InboxFilter) => ["inbox", "list", filter] as const,
  lists: ["inbox", "list"] as const,
  detail: (id: number) => ["inbox", "conversation", id] as const,
  summary: ["inbox", "summary"] as const,
  assignees: ["inbox", "assignees"] as const,
  canned: ["inbox", "canned-replies"] as const,
};

export function listConversations(filter: InboxFilter): Promise<Conversation[]> {
  const query =
    filter === "mine" ? { mine: "true" as const } : filter === "all" ? {} : { status: filter as ConversationStatus };
  return unwrap(api.GET("/conversations", { params: { query } }));
}

export const getConversation = (id: number): Promise<ConversationDetail> =>
  unwrap(api.GET("/conversations/{id}", { params: { path: { id } } }));
export const getSummary = (): Promise<InboxSummary> => unwrap(api.GET("/conversations/summary"));
export const getAssignees = (): Promise<Assignee[]> => unwrap(api.GET("/conversations/assignees"));
export const getCannedReplies = (): Promise<CannedReply[]> => unwrap(api.GET("/canned-replies"));

export const sendMessage = (id: number, body: string, internal: boolean): Promise<Message> =>
  unwrap(api.POST("/conversations/{id}/messages", { params: { path: { id } }, body: { body, internal } }));

/** An image reply (multipart; the server reads the type from the bytes); `alt` is its description. */
export function sendImage(id: number, file: File, alt: string): Promise<Message> {
  const form = new FormData();
  form.set("file", file);
  form.set("alt", alt);
  // The form is documented in the operation's text, not as a typed body (the handler reads it).
  return unwrap(api.POST("/conversations/{id}/images", { params: { path: { id } }, body: form as never }));
}

/**
 * Whether `incoming` is at least as new as `cached` (versions only grow). The same change reaches
 * the inbox up to three times (the PATCH's answer, the conversation's channel, the inbox channel)
 * in no fixed order: an older copy arriving last must not undo a newer one.
 */
export function isCurrent(incoming: Pick<Conversation, "updated_at">, cached: Pick<Conversation, "updated_at">) {
  return Date.parse(incoming.updated_at) >= Date.parse(cached.updated_at);
}

/** The cached detail with the conversation's fields of `incoming`, unless `incoming` is older. */
export function mergeConversation<T extends Conversation>(detail: T | undefined, incoming: Conversation) {
  return detail && isCurrent(incoming, detail) ? { ...detail, ...incoming } : detail;
}

/**
 * A change of status or assignee, based on the version shown (`updated_at`, kept fresh by the
 * inbox's live events): a change made meanwhile by someone else is a 409, not overwritten.
 */
export const updateConversation = (
  conversation: Pick<Conversation, "id" | "updated_at">,
  changes: { status?: ConversationStatus; assignee_id?: string | null },
): Promise<Conversation> =>
  unwrap(
    api.PATCH("/conversations/{id}", {
      params: { path: { id: conversation.id } },
      body: { ...changes, updated_at: conversation.updated_at },
    }),
  );

export const markRead = (id: number, seq: number): Promise<{ seq: number }> =>
  unwrap(api.POST("/conversations/{id}/read", { params: { path: { id } }, body: { seq } }));

export const saveCannedReply = (reply: { id?: number; title: string; body: string; updated_at?: string }) =>
  reply.id === undefined
    ? unwrap(api.POST("/canned-replies", { body: { title: reply.title, body: reply.body } }))
    : unwrap(
        api.PUT("/canned-replies/{id}", {
          params: { path: { id: reply.id } },
          body: { title: reply.title, body: reply.body, updated_at: reply.updated_at! },
        }),
      );

export const deleteCannedReply = (reply: CannedReply) =>
  unwrap(
    api.DELETE("/canned-replies/{id}", {
      params: { path: { id: reply.id }, query: { updated_at: reply.updated_at } },
    }),
  );

/** Whether a conversation belongs in a filter's list (for live updates without a refetch). */
export function matchesFilter(conversation: Conversation, filter: InboxFilter, viewerId: string): boolean {
  if (filter === "all") return true;
  if (filter === "mine") return conversation.assignee?.id === viewerId;
  return conversation.status === filter;
}

/** "4 min", "2 h 5 min": how long someone has waited. */
export function waitingFor(since: string | null, now: number, locale: UiLocale = "en"): string {
  if (!since) return "";
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return m.admin_lessThanAMinute({}, { locale });
  if (minutes < 60) return unitText(minutes, "minute", locale);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unitList([unitText(hours, "hour", locale), unitText(minutes % 60, "minute", locale)], locale);
  return unitText(Math.floor(hours / 24), "day", locale);
}

/** A conversation just started (its first message is its creation), as opposed to an older one changing. */
export function isNewConversation(conversation: Conversation): boolean {
  return Math.abs(Date.parse(conversation.last_message_at) - Date.parse(conversation.created_at)) < 5000;
}
