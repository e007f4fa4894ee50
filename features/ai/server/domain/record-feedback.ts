import { eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { aiAnswers } from "../../../../server/db/schema/index.ts";
import { AppError } from "../../../../server/errors.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A visitor's mark on an answer: helpful or not, resolved or not (only the visitor says resolved). */
export async function recordAnswerFeedback({
  db,
  organizationId,
  answerId,
  helpful,
  resolved,
}: {
  db: Db;
  organizationId: number;
  answerId: string;
  helpful?: boolean;
  resolved?: boolean;
}): Promise<void> {
  const notFound = () => new AppError("not_found", "Answer not found", { code: "not_found" });
  if (!UUID.test(answerId)) throw notFound();
  const set: { helpful?: boolean; resolved?: boolean } = {};
  if (helpful !== undefined) set.helpful = helpful;
  if (resolved !== undefined) set.resolved = resolved;
  const updated = await db
    .update(aiAnswers)
    .set(set)
    .where(scoped(organizationId).where(aiAnswers, eq(aiAnswers.id, answerId)))
    .returning({ id: aiAnswers.id });
  if (updated.length === 0) throw notFound();
}
