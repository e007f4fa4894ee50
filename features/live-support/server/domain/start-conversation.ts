import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Services } from "../../../../server/context.ts";
import { chatVisitors, conversations } from "../../../../server/db/schema/index.ts";
import { fieldRefusal } from "../../../../server/errors.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import { messageText, type ConversationRow, type ConversationView } from "./conversation-access.ts";
import { changeConversationIn } from "./conversation-entity.ts";
import { attachmentSigner } from "./attachment-url.ts";
import { appendMessage, MESSAGE_RATE_LIMIT } from "./post-message.ts";
import type { MessageView } from "./message-view.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { appendTranscript, handedOverTurns, type HandedOverAnswers } from "./handover.ts";

export type StartInput = {
  /** Anonymous visitors only (a signed-in user's come from the account; a token's from its visitor). */
  name?: string | null;
  email?: string | null;
  message: unknown;
  pageUrl?: string | null;
  language?: string | null;
  /**
   * The AI assistant's answers handed over with "talk to a person" (decision 038): their ids and
   * the asker's session; the transcript is read from the stored answers.
   */
  assistantAnswers?: HandedOverAnswers | null;
  /** The request's origin (`mailOrigin`): the links of later mails about it point there. */
  origin?: string | null;
};

/**
 * Starts a live-support conversation (a ticket) with its first message. A signed-in user starts it
 * as their account; a visitor with a token as that visitor; an anonymous visitor gives a name and an
 * e-mail address and gets a visitor token to keep in the browser (`visitorToken`), with which they
 * follow and continue the conversation across pages and reloads.
 */
export async function startConversation({
  services,
  organizationId,
  principal,
  account,
  input,
  requestId,
}: {
  services: Pick<Services, "db" | "realtime" | "rateLimiter" | "visitorTokens" | "dispatcher">;
  organizationId: number;
  /** The request's principal: a session's or a visitor token's, or null. */
  principal: Principal | null;
  /** The signed-in account's address (principal of kind user or staff). */
  account?: { email: string } | null;
  input: StartInput;
  requestId: string;
}): Promise<{ conversation: ConversationView; message: MessageView; visitorToken?: string }> {
  const text = messageText(input.message);
  let author = principal;
  let visitorToken: string | undefined;
  let contact: { name: string; email: string; userId: string | null; visitorId: string | null };
  if (principal && principal.kind !== "visitor") {
    contact = { name: principal.name, email: account?.email ?? "", userId: principal.id, visitorId: null };
    // Staff trying the widget write as the visitor of their own conversation.
    author = { ...principal, kind: "user" };
  } else if (principal) {
    const [visitor] = await services.db
      .select({ email: chatVisitors.email })
      .from(chatVisitors)
      .where(scoped(organizationId).where(chatVisitors, eqVisitor(principal.id)))
      .limit(1);
    contact = { name: principal.name, email: visitor?.email ?? "", userId: null, visitorId: principal.id };
  } else {
    if (!input.name) throw fieldRefusal.required("name");
    if (!input.email) throw fieldRefusal.required("email");
    contact = { name: input.name, email: input.email, userId: null, visitorId: randomUUID() };
  }
  await services.rateLimiter.consume(MESSAGE_RATE_LIMIT, contact.userId ?? contact.visitorId!);
  const sign = await attachmentSigner(services.visitorTokens, organizationId);
  const result = await services.dispatcher.transaction(services.db, async (tx, emit) => {
    if (!principal) {
      await tx.insert(chatVisitors).values(
        scoped(organizationId).values(chatVisitors, {
          id: contact.visitorId!,
          name: contact.name,
          email: contact.email,
        }),
      );
      author = { organizationId, kind: "visitor", id: contact.visitorId!, name: contact.name };
    }
    let conversation: ConversationRow | undefined;
    // Created through the write path: its first revision names who started it.
    await changeConversationIn(
      tx,
      { db: services.db, dispatcher: services.dispatcher, principal: author!, requestId },
      {
        id: null,
        action: "create",
        summary: "started",
        change: async (inner) => {
          [conversation] = await inner
            .insert(conversations)
            .values(
              scoped(organizationId).values(conversations, {
                user_id: contact.userId,
                visitor_id: contact.visitorId,
                visitor_name: contact.name,
                visitor_email: contact.email,
                page_url: input.pageUrl ?? null,
                language: input.language ?? null,
                origin: input.origin ?? "",
              }),
            )
            .returning();
          return { id: conversation!.id };
        },
      },
    );
    const turns = await handedOverTurns(tx, organizationId, input.assistantAnswers);
    const handedOver = await appendTranscript(tx, services, conversation!, turns);
    const { events, message } = await appendMessage(tx, services, {
      conversation: conversation!,
      principal: author!,
      text,
      internal: false,
      sign,
      requestId,
    });
    const stored = [...handedOver, ...events];
    emit({ type: "realtime.stored", organizationId, events: stored });
    return { events: stored, message, id: conversation!.id };
  });
  if (!principal) {
    visitorToken = await services.visitorTokens.sign("visitor", { organizationId, visitorId: contact.visitorId! });
  }
  const view = result.events.findLast((event) => event.event === "conversation")!.data as ConversationView;
  return { conversation: view, message: result.message, ...(visitorToken ? { visitorToken } : {}) };
}

function eqVisitor(id: string) {
  return eq(chatVisitors.id, id);
}
