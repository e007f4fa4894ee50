import { count, eq, gte } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { aiAnswers, type AnswerSource } from "../../../../server/db/schema/index.ts";
import type { Logger } from "../../../../server/logger.ts";
import type { SearchHit } from "../../../help-center/server/domain/search/search-site.ts";
import { extractiveAnswer } from "./extractive-answer.ts";
import { assistantTexts } from "./assistant-texts.ts";
import type { AssistantAgent } from "./list-ai-agents.ts";
import { MODEL_DONT_KNOW, streamModelAnswer, systemPrompt, userPrompt, type ModelEndpoint } from "./model-answer.ts";
import { retrievePassages } from "./retrieve-passages.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export type AssistantEvent =
  | { event: "sources"; data: { sources: AnswerSource[] } }
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: { answer_id: string; answered: boolean } }
  | { event: "error"; data: { error: string } };

/** English; the visitor reads these in the page's language (`assistantTexts`). */
export const LIVE_SUPPORT_OFFER = assistantTexts("en").liveSupportOffer;
export const FAILED_MESSAGE = assistantTexts("en").failed;

/** Model-written answers of the organization this calendar month (UTC), for AI_MONTHLY_CAP. */
export async function modelAnswersThisMonth({
  db,
  organizationId,
  now = new Date(),
}: {
  db: Db;
  organizationId: number;
  now?: Date;
}) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ n: count() })
    .from(aiAnswers)
    .where(scoped(organizationId).where(aiAnswers, eq(aiAnswers.mode, "model"), gte(aiAnswers.created_at, monthStart)));
  return Number(row?.n ?? 0);
}

/**
 * One question answered (decision 034), as the events the widget reads: the sources first, then the
 * answer's text as it is written, then `done` with the stored answer's id. Retrieval is the
 * organization's search index only, so whatever a page or the question says, nothing of another
 * organization can be quoted or reach the model. With an endpoint (and the month's cap not reached)
 * a model writes the answer from the passages; without one, or when the endpoint fails before its
 * first word, the passages are quoted. Nothing relevant: "I don't know", and live support offered.
 */
export async function* answerQuestion({
  db,
  organizationId,
  siteName,
  agent,
  locale,
  question,
  askerHash,
  endpoint,
  monthlyCap,
  localize,
  signal,
  logger,
  fetchImpl,
}: {
  db: Db;
  organizationId: number;
  siteName: string;
  agent: AssistantAgent;
  locale: string;
  question: string;
  /** The hash of the asker's assistant session (assistant-session.ts), stored with the answer. */
  askerHash: string | null;
  endpoint: ModelEndpoint | null;
  monthlyCap: number;
  /** The site path of a source in the visitor's language. */
  localize: (path: string) => string;
  signal?: AbortSignal;
  logger?: Logger;
  fetchImpl?: typeof fetch;
}): AsyncGenerator<AssistantEvent> {
  const passages = await retrievePassages({ db, organizationId, locale, question, sources: agent.sources });
  const sources = passages.map((passage) => ({ title: passage.title, url: localize(passage.url), kind: passage.kind }));
  yield { event: "sources", data: { sources } };

  let text = "";
  let answered = passages.length > 0;
  let mode: "model" | "extractive" = "extractive";
  let failed = false;
  const useModel = answered && endpoint !== null && (await modelAnswersThisMonth({ db, organizationId })) < monthlyCap;
  if (useModel) {
    try {
      for await (const piece of streamModelAnswer({
        endpoint: endpoint!,
        system: systemPrompt(siteName, agent.instructions),
        user: userPrompt(question, passages, locale),
        signal,
        fetchImpl,
      })) {
        mode = "model";
        text += piece;
        yield { event: "delta", data: { text: piece } };
      }
      if (mode === "model" && isDontKnow(text)) {
        answered = false;
        const offer = assistantTexts(locale).liveSupportOffer;
        text += offer;
        yield { event: "delta", data: { text: offer } };
      }
    } catch (error) {
      logger?.warn({ err: error, organization_id: organizationId }, "AI endpoint failed");
      if (mode === "model") failed = true; // words already sent: the answer cannot be swapped
    }
  }
  if (failed) {
    await store({ db, organizationId, agent, locale, question, askerHash, text, sources, answered: false, mode });
    yield { event: "error", data: { error: assistantTexts(locale).failed } };
    return;
  }
  if (mode === "extractive") {
    text = answered ? extractiveAnswer(question, passages, locale) : assistantTexts(locale).dontKnow;
    // Paragraph by paragraph, so the widget shows it the way it shows a written answer.
    const pieces = text.split(/(?<=\n\n)/);
    for (const piece of pieces) yield { event: "delta", data: { text: piece } };
  }
  const id = await store({ db, organizationId, agent, locale, question, askerHash, text, sources, answered, mode });
  yield { event: "done", data: { answer_id: id, answered } };
}

function isDontKnow(text: string): boolean {
  const normalized = text.trim().toLowerCase().replace(/[’`]/g, "'");
  return normalized === "" || normalized.startsWith(MODEL_DONT_KNOW.toLowerCase().replace(/\.$/, ""));
}

async function store({
  db,
  organizationId,
  agent,
  locale,
  question,
  askerHash,
  text,
  sources,
  answered,
  mode,
}: {
  db: Db;
  organizationId: number;
  agent: AssistantAgent;
  locale: string;
  question: string;
  askerHash: string | null;
  text: string;
  sources: AnswerSource[];
  answered: boolean;
  mode: "model" | "extractive";
}): Promise<string> {
  const [row] = await db
    .insert(aiAnswers)
    .values(
      scoped(organizationId).values(aiAnswers, {
        agent_id: agent.agentId,
        locale,
        question,
        asker_hash: askerHash,
        answer: text,
        sources,
        answered,
        mode,
      }),
    )
    .returning({ id: aiAnswers.id });
  return row!.id;
}

export type { SearchHit };
