import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, fixturesOf } from "../../../../tests/setup/test-database.ts";
import { seedDemoContent } from "../../../../server/db/seed/demo.ts";
import { reindexAllOrganizations } from "../../../help-center/server/domain/search/reindex-organization.ts";
import { relevanceReport, scoreLabelledQuestions } from "./relevance-eval.ts";

/**
 * The assistant answers only what its content answers, on the labelled questions of the demo sites
 * (relevance-questions.json): answerable ones find their source, unanswerable and near-miss ones
 * ("What is the capital of Mongolia?" beside a post on "patient capital") get "I don't know".
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let rows: Awaited<ReturnType<typeof scoreLabelledQuestions>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const { brightpath, globex } = await seedDemoContent({ db: fixturesOf(database) });
  await reindexAllOrganizations({ db: fixturesOf(database) });
  rows = await scoreLabelledQuestions(fixturesOf(database), { brightpath: brightpath.id, globex: globex.id });
}, 180_000);

afterAll(() => database?.drop());

describe("relevance on the labelled demo questions", () => {
  it("keeps precision and recall above their floors, overall and in every demo language", () => {
    const report = relevanceReport(rows);
    expect(report.overall.precision, JSON.stringify(report.wrong, null, 2)).toBeGreaterThanOrEqual(0.95);
    expect(report.overall.recall, JSON.stringify(report.wrong, null, 2)).toBeGreaterThanOrEqual(0.9);
    for (const [locale, figures] of Object.entries(report.byLocale)) {
      expect(figures.precision, `${locale}: ${JSON.stringify(report.wrong)}`).toBeGreaterThanOrEqual(0.85);
      expect(figures.recall, `${locale}: ${JSON.stringify(report.wrong)}`).toBeGreaterThanOrEqual(0.75);
    }
  });

  it("does not answer the two questions that were answered from unrelated content", () => {
    const wrong = relevanceReport(rows).wrong.map((row) => row.question);
    expect(wrong).not.toContain("What is the capital of Mongolia?");
    expect(wrong).not.toContain("¿Cuál es la talla de zapatos del director general?");
  });
});
