import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqs } from "../../db/schema/index.ts";
import { sanitizeFields } from "../content/sanitize-rich-text.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type Faq = Pick<
  typeof faqs.$inferSelect,
  "id" | "question" | "question_translation" | "answer" | "answer_translation" | "order"
>;

/** The organization's FAQs in order, answers sanitised (rich text). */
export async function listFaqs({ db, organizationId }: { db: Db; organizationId: number }): Promise<Faq[]> {
  const rows = await db
    .select({
      id: faqs.id,
      question: faqs.question,
      question_translation: faqs.question_translation,
      answer: faqs.answer,
      answer_translation: faqs.answer_translation,
      order: faqs.order,
    })
    .from(faqs)
    .where(scoped(organizationId).where(faqs))
    .orderBy(asc(faqs.order), asc(faqs.id));
  return rows.map((row) => sanitizeFields(row, ["answer", "answer_translation"] as const));
}
