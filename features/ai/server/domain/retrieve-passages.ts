import { sql } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import type { AiSource } from "../../../../server/db/schema/index.ts";
import type { SearchKind } from "../../../help-center/server/domain/search/collect-search-documents.ts";
import { searchConfig, segmentForIndex } from "../../../help-center/server/domain/search/search-config.ts";
import { searchSite, type SearchHit } from "../../../help-center/server/domain/search/search-site.ts";
import { questionWords } from "./question-words.ts";

export const SOURCE_KINDS: Record<AiSource, SearchKind> = {
  faq: "faq",
  knowledge_base: "article",
  pages: "page",
  posts: "post",
};

/** At most this many passages reach the answer: the best ones, not everything that shares a word. */
const MAX_PASSAGES = 4;

/**
 * How much of the question a passage must hold: the weighted share of the question's content
 * words it contains (see `scorePassages`). Chosen on the labelled questions of the demo sites
 * (features/ai/server/domain/relevance-questions.json, `npm run bench -- --assistant`): below it,
 * "What is the capital of Mongolia?" is answered from a post that mentions "patient capital".
 */
export const MIN_COVERAGE = 0.7;

export type ScoredPassage = { hit: SearchHit; coverage: number };

/**
 * The organization's passages that answer a question best (decision 034), through the search
 * index and therefore only ever the organization's own, in the visitor's language, from the kinds
 * the agent may use. A passage counts only when it holds the question's content words (see
 * `scorePassages`): nothing relevant means the assistant says it does not know.
 */
export async function retrievePassages(input: {
  db: Db;
  organizationId: number;
  locale: string;
  question: string;
  sources: readonly AiSource[];
  minCoverage?: number;
}): Promise<SearchHit[]> {
  const scored = await scorePassages(input);
  const minCoverage = input.minCoverage ?? MIN_COVERAGE;
  return scored
    .filter((entry) => entry.coverage >= minCoverage)
    .slice(0, MAX_PASSAGES)
    .map((entry) => entry.hit);
}

/**
 * The search's candidates for a question, each with its coverage: the share of the question's
 * content words (its words stemmed in the locale's configuration, without the language's stop
 * words and question words) that the passage holds, each word weighted by how rare it is in the
 * organization's content (inverse document frequency). A word the site never uses ("Mongolia",
 * "zapatos") weighs most: a passage sharing only "capital" or a stem that looks alike ("talla" and
 * "taller" both stem to "tall") covers little of such a question, while "How is the fee
 * calculated?" is fully covered by the FAQ that says so.
 */
export async function scorePassages({
  db,
  organizationId,
  locale,
  question,
  sources,
}: {
  db: Db;
  organizationId: number;
  locale: string;
  question: string;
  sources: readonly AiSource[];
}): Promise<ScoredPassage[]> {
  const kinds = [...new Set(sources.map((source) => SOURCE_KINDS[source]))];
  const hits = await searchSite({ db, organizationId, locale, query: question, kinds, match: "any", limit: 8 });
  if (hits.length === 0) return [];
  const config = searchConfig(locale);
  // Hyphenated words ("pouvons-nous") are read as their parts, as the index holds them.
  const text = segmentForIndex(question.replace(/[-‐‑]/g, " "));
  const words = rowsOf(
    await db.execute(sql`
      with q as (
        select word from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${text}))) as w(word)
        except
        select word from unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${questionWords(locale)}))) as s(word)
      ),
      corpus as (
        select tsv from search_documents where organization_id = ${organizationId} and locale = ${locale}
      )
      select q.word,
        (select count(*) from corpus where corpus.tsv @@ quote_literal(q.word)::tsquery)::int as df,
        (select count(*) from corpus)::int as n
      from q`),
  ).map((row) => ({ word: String(row.word), df: Number(row.df), n: Number(row.n) }));
  if (words.length === 0) return [];
  const weight = new Map(words.map(({ word, df, n }) => [word, Math.log(1 + n / (1 + df))]));
  const total = [...weight.values()].reduce((sum, value) => sum + value, 0);
  const pairs = sql.join(
    hits.map((hit) => sql`(${hit.kind}, ${hit.id})`),
    sql`, `,
  );
  const wordList = sql.join(
    words.map(({ word }) => sql`${word}`),
    sql`, `,
  );
  const matches = rowsOf(
    await db.execute(sql`
      select d.kind, d.record_id, w.word
      from search_documents d, unnest(array[${wordList}]::text[]) as w(word)
      where d.organization_id = ${organizationId} and d.locale = ${locale} and (d.kind, d.record_id) in (${pairs})
        and d.tsv @@ quote_literal(w.word)::tsquery`),
  );
  const covered = new Map<string, number>();
  for (const row of matches) {
    const key = `${String(row.kind)}:${String(row.record_id)}`;
    covered.set(key, (covered.get(key) ?? 0) + (weight.get(String(row.word)) ?? 0));
  }
  const best = hits[0]!.rank;
  return hits
    .filter((hit) => hit.rank >= best * 0.2)
    .map((hit) => ({ hit, coverage: total > 0 ? (covered.get(`${hit.kind}:${hit.id}`) ?? 0) / total : 0 }));
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
