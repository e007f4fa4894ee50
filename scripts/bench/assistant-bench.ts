/**
 * `npm run bench -- --assistant`: how well the assistant tells what its content answers, on the
 * labelled questions of the demo sites (features/ai/server/domain/relevance-questions.json) over a fresh
 * in-memory PGlite seeded with the demo data: precision and recall at the threshold in use, per
 * language, a sweep of other thresholds, and the questions it gets wrong.
 */
import { openDatabase } from "../../server/db/client.ts";
import { seedDemoContent } from "../../server/db/seed/demo.ts";
import {
  relevanceReport,
  scoreLabelledQuestions,
  type RelevanceReport,
} from "../../features/ai/server/domain/relevance-eval.ts";
import { reindexAllOrganizations } from "../../features/help-center/server/domain/search/reindex-organization.ts";

export async function benchAssistant(say: (message: string) => void): Promise<RelevanceReport> {
  const database = openDatabase({});
  try {
    await database.migrate();
    say("seeding the demo sites into a fresh PGlite");
    const { brightpath, globex } = await seedDemoContent({ db: database.db });
    await reindexAllOrganizations({ db: database.db });
    const rows = await scoreLabelledQuestions(database.db, { brightpath: brightpath.id, globex: globex.id });
    return relevanceReport(rows);
  } finally {
    await database.close();
  }
}

export function assistantSummary(report: RelevanceReport): string {
  const line = (name: string, f: RelevanceReport["overall"]) =>
    `  ${name.padEnd(8)} precision ${f.precision.toFixed(3)}  recall ${f.recall.toFixed(3)}  (${f.right} right of ${f.answered} answered, ${f.answerable} answerable)`;
  return [
    `assistant relevance at coverage ≥ ${report.threshold}:`,
    line("all", report.overall),
    ...Object.entries(report.byLocale).map(([locale, figures]) => line(locale, figures)),
    `  sweep: ${report.sweep.map((s) => `${s.threshold}→P${s.precision}/R${s.recall}`).join("  ")}`,
    ...report.wrong.map(
      (row) =>
        `  wrong (${row.label}, ${row.site}/${row.locale}): ${row.question} — best ${row.best ?? "none"} at ${row.coverage}`,
    ),
  ].join("\n");
}
