import type { Tx } from "../../../../server/db/client.ts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { aiAnswers, conversationMessages, conversations } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import type { StoredEvent } from "../../../../server/realtime/event-log.ts";
import { conversationChannel, MESSAGE_MAX, ownedBy, type ConversationRow } from "./conversation-access.ts";
import { assistantTexts } from "../../../ai/server/domain/assistant-texts.ts";

/**
 * The AI assistant and live support (decision 038):
 * - "Talk to a person" hands the assistant's transcript over: the conversation starts with one
 *   system message (author "Assistant") that quotes the questions and answers as plain text, so
 *   the staff member reads what was already said. The browser names the answers (their ids) and
 *   proves they were given to it (its assistant session); the text is the server's own record of
 *   them, never text from the request, so nothing a visitor writes appears as the assistant's;
 * - once a person has joined (a staff reply, or the conversation assigned to someone), the
 *   assistant stays silent in it while it is open: the server refuses to answer questions asked in
 *   it. A resolved conversation no longer silences it, and the widget can ask afresh.
 */

export type TranscriptTurn = { question: string; answer: string };

/** At most this many turns are handed over (the most recent ones). */
export const TRANSCRIPT_TURNS_MAX = 20;
export const TRANSCRIPT_AUTHOR = "Assistant";

// eslint-disable-next-line no-control-regex
const plain = (value: string) => value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "").trim();

/** The transcript as one plain-text message ("Q: …\nA: …" per turn), within the message limit; null when empty. */
export function transcriptText(turns: readonly TranscriptTurn[], locale?: string | null): string | null {
  const t = assistantTexts(locale);
  const lines = turns
    .slice(-TRANSCRIPT_TURNS_MAX)
    .map((turn) => ({ question: plain(turn.question), answer: plain(turn.answer) }))
    .filter((turn) => turn.question)
    .map((turn) => `${t.transcriptQuestion}: ${turn.question}\n${t.transcriptAnswer}: ${turn.answer || "—"}`);
  if (lines.length === 0) return null;
  const text = `${t.transcriptTitle}\n\n${lines.join("\n\n")}`;
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}

/** Whether a person (staff) has joined the conversation: replied in it, or taken it. */
export function personJoined(row: Pick<ConversationRow, "staff_reply_seq" | "assignee_id">): boolean {
  return row.staff_reply_seq > 0 || row.assignee_id !== null;
}

/** The assistant's answers handed over: their ids, and the hash of the session that asked them. */
export type HandedOverAnswers = { ids: readonly string[]; askerHash: string | null };

/**
 * The stored questions and answers among `ids` that were given in the asker's session of this
 * organization, oldest first. Ids of another organization, of another visitor's session or of no
 * answer find nothing; without a session nothing is handed over.
 */
export async function handedOverTurns(
  db: Pick<Services["db"], "select">,
  organizationId: number,
  answers: HandedOverAnswers | null | undefined,
): Promise<TranscriptTurn[]> {
  if (!answers?.askerHash || answers.ids.length === 0) return [];
  return db
    .select({ question: aiAnswers.question, answer: aiAnswers.answer })
    .from(aiAnswers)
    .where(
      scoped(organizationId).where(
        aiAnswers,
        and(inArray(aiAnswers.id, [...answers.ids]), eq(aiAnswers.asker_hash, answers.askerHash)),
      ),
    )
    .orderBy(asc(aiAnswers.created_at), asc(aiAnswers.id))
    .limit(TRANSCRIPT_TURNS_MAX);
}

/** Inside the start's transaction: the transcript as the conversation's first (system) message. */
export async function appendTranscript(
  tx: Tx,
  services: Pick<Services, "realtime">,
  conversation: ConversationRow,
  turns: readonly TranscriptTurn[],
): Promise<StoredEvent[]> {
  // In the visitor's language: they read it in their chat too.
  const text = transcriptText(turns, conversation.language);
  if (!text) return [];
  const stored = await services.realtime.append(tx, {
    organizationId: conversation.organization_id,
    channel: conversationChannel(conversation.id),
    event: "message",
    data: async (seq: number) => {
      const [row] = await tx
        .insert(conversationMessages)
        .values(
          scoped(conversation.organization_id).values(conversationMessages, {
            conversation_id: conversation.id,
            seq,
            author_kind: "system",
            author_id: null,
            author_name: TRANSCRIPT_AUTHOR,
            body: text,
            internal: false,
          }),
        )
        .returning();
      return {
        id: row!.id,
        conversation_id: row!.conversation_id,
        seq: row!.seq,
        author_kind: row!.author_kind,
        author_name: row!.author_name,
        body: row!.body,
        internal: false,
        created_at: new Date(row!.created_at).toISOString(),
      };
    },
  });
  return [stored];
}

/**
 * The assistant may answer a question asked in this conversation only while no person has joined
 * it or once it is resolved; 404 when the asker does not reach it, 409 `person_joined` otherwise.
 */
export async function assertAssistantMaySpeak({
  services,
  principal,
  conversationId,
  locale,
}: {
  services: Pick<Services, "db">;
  principal: Principal | null;
  conversationId: number;
  /** The page's language, for the refusal the widget shows. */
  locale?: string;
}): Promise<void> {
  if (!principal) throw new AppError("not_found", "Conversation not found", { code: "conversation_not_found" });
  const [row] = await services.db
    .select({
      staff_reply_seq: conversations.staff_reply_seq,
      assignee_id: conversations.assignee_id,
      status: conversations.status,
    })
    .from(conversations)
    .where(
      scoped(principal.organizationId).where(conversations, ownedBy(principal), eq(conversations.id, conversationId)),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", "Conversation not found", { code: "conversation_not_found" });
  // The silence belongs to the conversation while the person is in it: once it is resolved, a
  // question starts afresh with the assistant.
  if (row.status !== "resolved" && personJoined(row)) {
    throw new AppError("conflict", assistantTexts(locale).personJoined, { code: "person_joined" });
  }
}
