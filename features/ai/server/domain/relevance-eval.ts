import type { Db } from "../../../../server/db/client.ts";
import { AI_SOURCES } from "../../../../server/db/schema/index.ts";
import labelled from "./relevance-questions.json" with { type: "json" };
import { MIN_COVERAGE, scorePassages } from "./retrieve-passages.ts";
import { asOrganization } from "../../../../server/db/tenant-context.ts";

/**
 * How well the assistant tells what its content answers (decision 034), on the labelled questions
 * of the demo sites: a question counts as answered when a passage covers it at the threshold;
 * an answerable one is found when a passage that answers it (its labelled source) is among those.
 * Precision: of the questions answered, the share rightly answered. Recall: of the answerable
 * questions, the share found. Used by relevance.test.ts (floors) and `npm run bench -- --assistant`.
 */

export type Label = "answerable" | "unanswerable" | "near-miss";
export type LabelledQuestion = { site: string; locale: string; label: Label; question: string; source?: string };
export const LABELLED_QUESTIONS = labelled.questions as LabelledQuestion[];

type Scored = LabelledQuestion & { passages: { title: string; coverage: number }[] };
export type Figures = { precision: number; recall: number; answered: number; right: number; answerable: number };
export type RelevanceReport = {
  threshold: number;
  overall: Figures;
  byLocale: Record<string, Figures>;
  /** The questions the threshold gets wrong: answered though it should not be, or not found. */
  wrong: { site: string; locale: string; label: Label; question: string; best: string | null; coverage: number }[];
  /** Precision and recall at other thresholds, to see why this one. */
  sweep: { threshold: number; precision: number; recall: number }[];
};

/** Every labelled question scored once against the demo sites (`sites`: demo name → organization id). */
export async function scoreLabelledQuestions(db: Db, sites: Record<string, number>): Promise<Scored[]> {
  const scored: Scored[] = [];
  for (const entry of LABELLED_QUESTIONS) {
    const organizationId = sites[entry.site];
    if (organizationId === undefined) throw new Error(`No demo site ${entry.site}`);
    // As the site's own request would ask: under its organization's row-level security.
    const passages = await asOrganization(organizationId, () =>
      scorePassages({ db, organizationId, locale: entry.locale, question: entry.question, sources: AI_SOURCES }),
    );
    scored.push({ ...entry, passages: passages.map(({ hit, coverage }) => ({ title: hit.title, coverage })) });
  }
  return scored;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);

function figures(rows: Scored[], threshold: number): Figures {
  let answered = 0;
  let right = 0;
  let answerable = 0;
  for (const row of rows) {
    const kept = row.passages.filter((passage) => passage.coverage >= threshold);
    const found = row.label === "answerable" && kept.some((passage) => passage.title === row.source);
    if (row.label === "answerable") answerable++;
    if (kept.length > 0) answered++;
    if (found) right++;
  }
  return { precision: ratio(right, answered), recall: ratio(right, answerable), answered, right, answerable };
}

export function relevanceReport(rows: Scored[], threshold = MIN_COVERAGE): RelevanceReport {
  const locales = [...new Set(rows.map((row) => row.locale))];
  return {
    threshold,
    overall: figures(rows, threshold),
    byLocale: Object.fromEntries(
      locales.map((locale) => [
        locale,
        figures(
          rows.filter((row) => row.locale === locale),
          threshold,
        ),
      ]),
    ),
    wrong: rows.flatMap((row) => {
      const kept = row.passages.filter((passage) => passage.coverage >= threshold);
      const ok = row.label === "answerable" ? kept.some((passage) => passage.title === row.source) : kept.length === 0;
      if (ok) return [];
      const best = [...row.passages].sort((a, b) => b.coverage - a.coverage)[0];
      return [
        {
          site: row.site,
          locale: row.locale,
          label: row.label,
          question: row.question,
          best: best?.title ?? null,
          coverage: Math.round((best?.coverage ?? 0) * 1000) / 1000,
        },
      ];
    }),
    sweep: [0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9, 1].map((value) => {
      const { precision, recall } = figures(rows, value);
      return { threshold: value, precision, recall };
    }),
  };
}
