import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../../../server/db/client.ts";
import type { FallbackLangs } from "../../../../../shared/i18n/translate.ts";
import { asSystem } from "../../../../../server/db/tenant-context.ts";
import type { SearchKind } from "./collect-search-documents.ts";
import { searchConfig, segmentForIndex } from "./search-config.ts";
import { markedToSegments, plainSnippet, START, STOP, type SnippetSegment } from "./snippet.ts";

export type SearchHit = {
  kind: SearchKind;
  id: string;
  title: string;
  /** Unprefixed site path (the caller adds the locale prefix). */
  url: string;
  /** Plain text of the record (the assistant quotes from it). */
  body: string;
  snippet: SnippetSegment[];
  rank: number;
  /**
   * `title` and `snippet`: the source language when the record's text in this language is its
   * source text (shown untranslated). Absent when nothing is, or without a `source`.
   */
  fallback?: FallbackLangs;
};

export const SEARCH_KINDS: readonly SearchKind[] = ["page", "post", "article", "faq"];

const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** How close a title must be to the query to count as a typo of it (pg_trgm word similarity). */
const TYPO_THRESHOLD = 0.45;

type Row = Record<string, unknown> & {
  kind: string;
  record_id: string;
  title: string;
  url: string;
  body: string;
  rank: number | string;
  headline?: string;
  title_is_source?: boolean | null;
  body_is_source?: boolean | null;
};

const rowsOf = (result: unknown): Row[] =>
  (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];

/**
 * The organization's search (decision 034), only ever over its own rows in one language:
 * full-text with the locale's configuration, ranked by ts_rank (title words weigh more), matched
 * words marked in a snippet. `match: "all"` wants every word (the search box); `"any"` ranks
 * passages sharing any word (the assistant's retrieval from a question). When full-text finds
 * nothing, titles within a typo of the query are answered instead (pg_trgm).
 * Records scheduled for later are left out by the clock, here, so they appear at their time.
 * With `source` (the site's default language), a hit whose title or text is the same as the
 * record's document in that language is marked as shown untranslated: the index keeps only the
 * chosen text, and the source document is one lookup on the record's unique key per hit.
 */
export async function searchSite({
  db,
  organizationId,
  locale,
  query,
  limit = 10,
  kinds = SEARCH_KINDS,
  match = "all",
  now = new Date(),
  source,
}: {
  db: Db;
  organizationId: number;
  locale: string;
  query: string;
  limit?: number;
  kinds?: readonly SearchKind[];
  match?: "all" | "any";
  now?: Date;
  source?: string;
}): Promise<SearchHit[]> {
  if (kinds.length === 0 || !query.trim()) return [];
  const config = searchConfig(locale);
  const segmented = segmentForIndex(query);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  // "any": the words of the query, each stemmed, joined by OR (plainto_tsquery joins them by AND).
  const tsquery =
    match === "all"
      ? sql`websearch_to_tsquery(${config}::regconfig, ${segmented})`
      : sql`replace(plainto_tsquery(${config}::regconfig, ${segmented})::text, ' & ', ' | ')::tsquery`;
  // The bypass, on purpose: `@@` and `<%` are not leakproof, so under row-level security PostgreSQL
  // may not use them as index conditions: EXPLAIN as tessera_app shows a sequential scan of every
  // organization's documents where the owner gets the GIN index (decision 054). Both queries name
  // the organization themselves.
  return asSystem(SEARCH_BYPASS, () =>
    searchAsSystem(db, {
      organizationId,
      locale,
      query,
      limit,
      kindList,
      tsquery,
      config,
      now,
      source: source && source !== locale ? source : null,
    }),
  );
}

const SEARCH_BYPASS =
  "site search filters by organization in its own SQL: its full-text and trigram operators are not leakproof, and row-level security would keep them off the GIN indexes";

/** One search, as `searchSite` prepared it. */
type PreparedSearch = {
  organizationId: number;
  locale: string;
  query: string;
  limit: number;
  kindList: SQL;
  tsquery: SQL;
  config: ReturnType<typeof searchConfig>;
  now: Date;
  source: string | null;
};

async function searchAsSystem(db: Db, search: PreparedSearch): Promise<SearchHit[]> {
  const { organizationId, locale, query, limit, kindList, tsquery, config, now, source } = search;
  // The record's document in the source language, found by its unique key after the limit (so at
  // most `limit` lookups): the same title or text means the page shows it untranslated.
  const sourceColumns = sql`src.title = hit.title as title_is_source, src.body = hit.body as body_is_source`;
  // The organization's documents in this language, of the kinds asked for, published by `now`.
  const shown = sql`d.organization_id + 0 = ${organizationId} and d.locale = ${locale} and d.kind in (${kindList})
    and (d.visible_from is null or d.visible_from <= ${now.toISOString()}::timestamptz)`;
  const best = sql`order by rank desc, d.id limit ${limit}`;
  const sourceJoin = sql`left join search_documents src
        on src.organization_id = ${organizationId} and src.kind = hit.kind
        and src.record_id = hit.record_id and src.locale = ${source}`;
  return db.transaction(async (tx) => {
    // The planner prices a sequential scan without the cost of reading every row's (TOASTed)
    // tsvector, and picks it over the GIN indexes on small and mid-size tables: a scan grows with
    // the corpus (measured: 160 ms at 3,000 articles). Within this transaction only, indexes; and
    // `organization_id + 0` keeps it off the (organization, …) btree, which would walk every row of
    // the organization: the GIN indexes find the matches, the organization filters them.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const found = rowsOf(
      await tx.execute(sql`
      select hit.kind, hit.record_id, hit.title, hit.url, hit.body, hit.rank,
        ts_headline(${config}::regconfig, hit.body, hit.query, ${HEADLINE_OPTIONS}) as headline,
        ${sourceColumns}
      from (
        select d.kind, d.record_id, d.title, d.url, d.body, q.query, d.id,
          ts_rank(d.tsv, q.query) as rank
        from search_documents d, (select ${tsquery} as query) q
        where ${shown} and d.tsv @@ q.query
        ${best}
      ) hit
      ${sourceJoin}
      order by hit.rank desc, hit.id`),
    );
    if (found.length > 0) {
      return found.map((row) => {
        const segments = markedToSegments(row.headline ?? "");
        return {
          ...hitOf(row, source),
          snippet: segments.some((segment) => segment.match) ? segments : plainSnippet(row.body, query),
        };
      });
    }
    // Typos: titles whose words are close to the query's (the trigram index answers `<%`).
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    const similar = rowsOf(
      await tx.execute(sql`
        select hit.kind, hit.record_id, hit.title, hit.url, hit.body, hit.rank, ${sourceColumns}
        from (
          select d.kind, d.record_id, d.title, d.url, d.body, word_similarity(${query}, d.title) as rank, d.id
          from search_documents d
          where ${query} <% d.title and ${shown}
          ${best}
        ) hit
        ${sourceJoin}
        order by hit.rank desc, hit.id`),
    );
    return similar.map((row) => ({ ...hitOf(row, source), snippet: plainSnippet(row.body, query) }));
  });
}

function hitOf(row: Row, source: string | null): Omit<SearchHit, "snippet"> {
  const fallback: FallbackLangs = {};
  if (source && row.title_is_source) fallback.title = source;
  if (source && row.body_is_source) fallback.snippet = source;
  return {
    kind: row.kind as SearchKind,
    id: String(row.record_id),
    title: row.title,
    url: row.url,
    body: row.body,
    rank: Math.round(Number(row.rank) * 10_000) / 10_000,
    ...(Object.keys(fallback).length > 0 ? { fallback } : {}),
  };
}
