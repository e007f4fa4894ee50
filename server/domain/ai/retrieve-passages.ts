import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AiSource } from "../../db/schema/index.ts";
import type { SearchKind } from "../search/collect-search-documents.ts";
import { searchConfig, segmentForIndex } from "../search/search-config.ts";
import { searchSite, type SearchHit } from "../search/search-site.ts";

export const SOURCE_KINDS: Record<AiSource, SearchKind> = {
  faq: "faq",
  knowledge_base: "article",
  pages: "page",
  posts: "post",
};

/** At most this many passages reach the answer: the best ones, not everything that shares a word. */
const MAX_PASSAGES = 4;

/**
 * The organization's passages that answer a question best (decision 034), through the search
 * index and therefore only ever the organization's own, in the visitor's language, from the kinds
 * the agent may use. A passage counts only when its title holds a word of the question, or its
 * text at least half of them (after stemming and stop words, at most three needed), so "what is
 * the capital of France" does not pick up a page that merely says "capital" somewhere: nothing
 * relevant means the assistant says it does not know.
 */
export async function retrievePassages({
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
}): Promise<SearchHit[]> {
  const kinds = [...new Set(sources.map((source) => SOURCE_KINDS[source]))];
  const hits = await searchSite({ db, organizationId, locale, query: question, kinds, match: "any", limit: 8 });
  if (hits.length === 0) return [];
  const config = searchConfig(locale);
  // Per passage, how many of the question's (stemmed) words its tsvector holds.
  const pairs = sql.join(
    hits.map((hit) => sql`(${hit.kind}, ${hit.id})`),
    sql`, `,
  );
  const counts = rowsOf(
    await db.execute(sql`
      select d.kind, d.record_id,
        count(*) filter (where d.tsv @@ quote_literal(w.word)::tsquery) as matched,
        count(*) filter (where d.tsv @@ (quote_literal(w.word) || ':A')::tsquery) as in_title,
        count(*) as total
      from search_documents d,
        unnest(tsvector_to_array(to_tsvector(${config}::regconfig, ${segmentForIndex(question)}))) as w(word)
      where d.organization_id = ${organizationId} and d.locale = ${locale} and (d.kind, d.record_id) in (${pairs})
      group by d.kind, d.record_id`),
  );
  const matched = new Map(counts.map((row) => [`${row.kind}:${row.record_id}`, row]));
  const best = hits[0]!.rank;
  return hits
    .filter((hit) => hit.rank >= best * 0.2)
    .filter((hit) => {
      const row = matched.get(`${hit.kind}:${hit.id}`);
      if (!row) return false;
      const total = Number(row.total);
      return Number(row.in_title) >= 1 || Number(row.matched) >= Math.min(Math.ceil(total / 2), 3);
    })
    .slice(0, MAX_PASSAGES);
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];
