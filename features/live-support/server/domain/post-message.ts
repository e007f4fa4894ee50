import type { Tx } from "../../../../server/db/client.ts";
import { eq } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversationMessages, conversations } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import type { StoredEvent } from "../../../../server/realtime/event-log.ts";
import {
  assigneeName,
  conversationChannel,
  conversationView,
  INBOX_CHANNEL,
  messageText,
  notesChannel,
  NOT_FOUND,
  ownedBy,
  type ConversationRow,
} from "./conversation-access.ts";
import { messageView, type MessageView } from "./message-view.ts";
import { attachmentSigner, type AttachmentSigner } from "./attachment-url.ts";
import type { MessageAttachment } from "../../../../server/db/schema/conversations.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { nextVersion } from "../../../../server/domain/changes/entities.ts";
import { changeConversationIn } from "./conversation-entity.ts";
import { isLoopback } from "../../../../server/http/request-origin.ts";
import type { MediaStorage } from "../../../../server/domain/media/media-storage.ts";

/** A visitor (or user) may send 20 messages a minute: a fast typist, never a flood. */
export const MESSAGE_RATE_LIMIT: RateRule = { name: "conversation-message:visitor", limit: 20, windowMs: 60_000 };
/** Messages from one address, whoever sends them: 60 a minute. */
export const MESSAGE_IP_RATE_LIMIT: RateRule = { name: "conversation-message:ip", limit: 60, windowMs: 60_000 };

/**
 * Adds a message to a conversation the principal reaches: stored with the next sequence of its
 * channel (public messages on `conversation:{id}`, staff notes on `conversation:{id}:staff`), the
 * conversation's state moved on, the inbox told, all in one transaction; delivered after commit.
 * A visitor's message opens the conversation and starts its waiting time; a staff reply ends the
 * wait, marks it pending (the visitor's turn) and assigns it to the replier when nobody has it.
 */
export async function postMessage({
  services,
  principal,
  conversationId,
  body,
  internal = false,
  requestId,
}: {
  services: Pick<Services, "db" | "realtime" | "rateLimiter" | "visitorTokens" | "dispatcher">;
  principal: Principal;
  conversationId: number;
  body: unknown;
  internal?: boolean;
  requestId: string;
}): Promise<MessageView> {
  const text = messageText(body);
  if (internal && principal.kind !== "staff") {
    throw new AppError("forbidden", "Only staff write internal notes", { code: "forbidden" });
  }
  await limitMessages(services, principal);
  return sendMessage(services, principal, conversationId, { text, internal, requestId });
}

/**
 * Stores a message (text, and an image when given) in a conversation the principal reaches, holding
 * the conversation's row for its sequence; its events reach subscribers after the commit (dispatcher). Another's
 * conversation is a 404. Used by postMessage and postImage once their own checks have passed.
 */
export async function sendMessage(
  services: Pick<Services, "db" | "realtime" | "visitorTokens" | "dispatcher">,
  principal: Principal,
  conversationId: number,
  input: { text: string; internal: boolean; attachment?: PendingAttachment; requestId: string },
): Promise<MessageView> {
  const sign = await attachmentSigner(services.visitorTokens, principal.organizationId);
  return services.dispatcher.transaction(services.db, async (tx, emit) => {
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(
        scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, conversationId)),
      )
      .for("update")
      .limit(1);
    if (!conversation) throw new AppError("not_found", NOT_FOUND, { code: "conversation_not_found" });
    const { events, message } = await appendMessage(tx, services, { conversation, principal, sign, ...input });
    emit({ type: "realtime.stored", organizationId: principal.organizationId, events });
    return message;
  });
}

/**
 * The limits of a visitor's or user's message, whichever way it comes (REST, WebSocket, image):
 * 20 a minute per person and 60 a minute per address (`principal.ip`, set by the API and the
 * real-time endpoint from the request as TRUST_PROXY says; loopback is not counted, decision 015).
 * Staff are not limited here.
 */
export async function limitMessages(services: Pick<Services, "rateLimiter">, principal: Principal): Promise<void> {
  if (principal.kind === "staff") return;
  if (principal.ip && !isLoopback(principal.ip))
    await services.rateLimiter.consume(MESSAGE_IP_RATE_LIMIT, principal.ip);
  await services.rateLimiter.consume(MESSAGE_RATE_LIMIT, principal.id);
}

/** An image to store with a message: already checked and re-encoded (post-image.ts). */
export type PendingAttachment = { meta: MessageAttachment; bytes: Buffer; storage: MediaStorage };

export const attachmentKey = (organizationId: number, messageId: number) =>
  `chat/${organizationId}/${messageId}/image.webp`;

/** The message's rows and events inside a transaction that holds the conversation's row. */
export async function appendMessage(
  tx: Tx,
  services: Pick<Services, "db" | "realtime" | "dispatcher">,
  input: {
    conversation: ConversationRow;
    principal: Principal;
    /** The request (or socket message) that sends it: a state change's revision names it. */
    requestId: string;
    text: string;
    internal: boolean;
    attachment?: PendingAttachment;
    /** Resolved before the transaction (its key may need the database, which the transaction holds). */
    sign: AttachmentSigner;
  },
): Promise<{ events: StoredEvent[]; message: MessageView }> {
  const { conversation, principal, text, internal, attachment, sign } = input;
  const staff = principal.kind === "staff";
  let message: MessageView | undefined;
  const stored = await services.realtime.append(tx, {
    organizationId: conversation.organization_id,
    channel: internal ? notesChannel(conversation.id) : conversationChannel(conversation.id),
    event: internal ? "note" : "message",
    data: async (seq: number) => {
      const [row] = await tx
        .insert(conversationMessages)
        .values(
          scoped(conversation.organization_id).values(conversationMessages, {
            conversation_id: conversation.id,
            seq,
            author_kind: staff ? "staff" : "visitor",
            author_id: principal.id,
            author_name: principal.name,
            body: text,
            internal,
            attachment: attachment?.meta ?? null,
          }),
        )
        .returning();
      if (attachment) {
        // In the transaction: if storing fails, no message points at a missing image.
        const key = attachmentKey(conversation.organization_id, row!.id);
        try {
          await attachment.storage.put(key, attachment.bytes);
        } catch (error) {
          await attachment.storage.remove([key]).catch(() => {});
          throw error;
        }
      }
      message = messageView(row!, sign);
      return message;
    },
  });
  const now = new Date();
  const preview = (text ? text.split("\n")[0]! : attachment ? "Image" : "").slice(0, 140);
  const changes: Partial<ConversationRow> = internal
    ? { updated_at: now }
    : staff
      ? {
          status: conversation.status === "resolved" ? "resolved" : "pending",
          waiting_since: null,
          alerted_at: null,
          staff_reply_seq: stored.seq,
          staff_replied_at: now,
          staff_read_seq: Math.max(conversation.staff_read_seq, stored.seq),
          assignee_id: conversation.assignee_id ?? principal.id,
          last_message: preview,
          last_message_at: now,
        }
      : {
          status: "open",
          waiting_since: conversation.waiting_since ?? now,
          visitor_read_seq: Math.max(conversation.visitor_read_seq, stored.seq),
          last_message: preview,
          last_message_at: now,
        };
  const write = () =>
    tx
      .update(conversations)
      .set({ ...changes, updated_at: nextVersion(conversations.updated_at) })
      .where(scoped(conversation.organization_id).where(conversations, eq(conversations.id, conversation.id)))
      .returning();
  let updated: ConversationRow | undefined;
  const statusMoves = changes.status !== undefined && changes.status !== conversation.status;
  const assigneeMoves = changes.assignee_id !== undefined && changes.assignee_id !== conversation.assignee_id;
  if (statusMoves || assigneeMoves) {
    // The message moves the conversation's state (a visitor reopens it, a reply takes it): the
    // write path, with a revision naming who did it, in the message's own transaction.
    await changeConversationIn(
      tx,
      { db: services.db, dispatcher: services.dispatcher, principal, requestId: input.requestId },
      {
        id: conversation.id,
        action: "update",
        summary: [
          statusMoves ? `status ${changes.status} by a ${staff ? "staff reply" : "message"}` : "",
          assigneeMoves ? `assigned to ${principal.name} by their reply` : "",
        ]
          .filter(Boolean)
          .join(", "),
        change: async () => {
          [updated] = await write();
        },
      },
    );
  } else {
    [updated] = await write();
  }
  const view = conversationView(updated!, await assigneeName(tx, updated!.organization_id, updated!.assignee_id));
  const events = [stored];
  if (!internal) {
    // The conversation's own channel hears the state change too (status, assignee: "Anna joined").
    events.push(
      await services.realtime.append(tx, {
        organizationId: conversation.organization_id,
        channel: conversationChannel(conversation.id),
        event: "conversation",
        data: view,
      }),
    );
  }
  events.push(
    await services.realtime.append(tx, {
      organizationId: conversation.organization_id,
      channel: INBOX_CHANNEL,
      event: "conversation",
      data: view,
    }),
  );
  return { events, message: message! };
}
