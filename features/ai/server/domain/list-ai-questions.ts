import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { aiAnswers } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** The latest questions visitors asked, newest first; `unanswered` keeps those it could not answer. */
export async function listAiQuestions({
  db,
  organizationId,
  unanswered = false,
  limit = 50,
}: {
  db: Db;
  organizationId: number;
  unanswered?: boolean;
  limit?: number;
}) {
  return db
    .select({
      id: aiAnswers.id,
      agent_id: aiAnswers.agent_id,
      locale: aiAnswers.locale,
      question: aiAnswers.question,
      answer: aiAnswers.answer,
      sources: aiAnswers.sources,
      answered: aiAnswers.answered,
      mode: aiAnswers.mode,
      helpful: aiAnswers.helpful,
      resolved: aiAnswers.resolved,
      created_at: aiAnswers.created_at,
    })
    .from(aiAnswers)
    .where(scoped(organizationId).where(aiAnswers, ...(unanswered ? [eq(aiAnswers.answered, false)] : [])))
    .orderBy(desc(aiAnswers.created_at))
    .limit(limit);
}
