/**
 * The site search's share of `npm run bench` (decision 034): search latency over a generated
 * knowledge base of 1,000 and of 10,000 articles, each in its own fresh PGlite database (so neither
 * figure benefits from the other's rows), through the same `searchSite` the API calls. The target:
 * the 10,000-article p95 within 2× the 1,000-article p95, which only indexes (GIN on the tsvector,
 * trigram GIN on titles) can give: a scan grows with the corpus.
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../../server/db/client.ts";
import { asOrganization } from "../../server/db/tenant-context.ts";
import { blogPosts, organizations } from "../../server/db/schema/index.ts";
import { reindexOrganization } from "../../features/help-center/server/domain/search/reindex-organization.ts";
import { searchSite } from "../../features/help-center/server/domain/search/search-site.ts";

export const SEARCH_SIZES = [1_000, 10_000] as const;
const QUERIES = 300;
const WARMUP = 30;
const WORDS_PER_ARTICLE = 120;
const VOCABULARY_SIZE = 6_000;

/** Deterministic pseudo-random numbers (mulberry32): every run searches the same corpus. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Consonant + vowel pairs (100 syllables): words with as varied letter triples as real text has;
// a handful of syllables would make every title share trigrams with every other.
const SYLLABLES = [..."bcdfghjklmnprstvwxyz"].flatMap((consonant) => [..."aeiou"].map((vowel) => consonant + vowel));

function vocabulary(next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < VOCABULARY_SIZE) {
    const syllables = 2 + Math.floor(next() * 3);
    let word = "";
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    words.add(word);
  }
  return [...words];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (value: number) => Math.round(value * 100) / 100;

export type SearchBenchFigures = {
  articles: number;
  indexSeconds: number;
  /** Full-text queries (one or two words, half each): p50/p95 in ms. */
  fullText: { p50: number; p95: number; meanResults: number };
  /** Misspelt titles (full text finds nothing, pg_trgm answers): p50/p95 in ms. */
  typos: { p50: number; p95: number };
};

async function benchOne(articles: number): Promise<SearchBenchFigures> {
  const database = openDatabase({});
  try {
    await database.migrate();
    const { db } = database;
    const next = random(18_04);
    const words = vocabulary(next);
    const pick = () => words[Math.floor(next() * words.length)]!;
    const [organization] = await db
      .insert(organizations)
      .values({ name: `Bench ${articles}`, settings: { language: "en", supported_locales: ["en"] } })
      .returning({ id: organizations.id });
    const organizationId = organization!.id;
    const titles: string[] = [];
    for (let start = 0; start < articles; start += 500) {
      const rows: (typeof blogPosts.$inferInsert)[] = [];
      for (let i = start; i < Math.min(articles, start + 500); i++) {
        const title = `${pick()} ${pick()} ${pick()} guide ${i}`;
        titles.push(title);
        const body = Array.from({ length: WORDS_PER_ARTICLE }, pick).join(" ");
        rows.push({
          organization_id: organizationId,
          slug: `article-${i}`,
          title,
          content: `<p>${body}.</p>`,
          is_help_center: true,
        });
      }
      await asOrganization(organizationId, () => db.insert(blogPosts).values(rows));
    }
    const indexStart = performance.now();
    await asOrganization(organizationId, () => reindexOrganization({ db, organizationId }));
    const indexSeconds = Math.round((performance.now() - indexStart) / 100) / 10;

    const fullTextQueries = Array.from({ length: QUERIES + WARMUP }, (_, i) =>
      i % 2 ? `${pick()} ${pick()}` : pick(),
    );
    const typoQueries = Array.from({ length: QUERIES / 3 + WARMUP }, () => {
      const title = titles[Math.floor(next() * titles.length)]!;
      const word = title.split(" ")[0]!;
      // One letter doubled: no longer the indexed word, still within a typo of it.
      const at = 1 + Math.floor(next() * (word.length - 1));
      return `${word.slice(0, at)}${word[at - 1]}${word.slice(at)} ${title.split(" ")[1]}`;
    });
    const time = async (queries: string[]) => {
      const durations: number[] = [];
      let results = 0;
      for (const [index, query] of queries.entries()) {
        const start = performance.now();
        // As a request of the site runs it: under its organization's row-level security.
        const hits = await asOrganization(organizationId, () =>
          searchSite({ db, organizationId, locale: "en", query, limit: 10 }),
        );
        if (index >= WARMUP) {
          durations.push(performance.now() - start);
          results += hits.length;
        }
      }
      durations.sort((a, b) => a - b);
      return {
        p50: ms(percentile(durations, 0.5)),
        p95: ms(percentile(durations, 0.95)),
        meanResults: results / durations.length,
      };
    };
    const fullText = await time(fullTextQueries);
    const typos = await time(typoQueries);
    return {
      articles,
      indexSeconds,
      fullText: { ...fullText, meanResults: Math.round(fullText.meanResults * 10) / 10 },
      typos: { p50: typos.p50, p95: typos.p95 },
    };
  } finally {
    await database.close();
  }
}

/** Both corpus sizes, one after the other, and the 10k/1k ratio of the p95s. */
export async function measureSearch(say: (message: string) => void) {
  const figures: SearchBenchFigures[] = [];
  for (const size of SEARCH_SIZES) {
    say(`search: indexing and querying ${size} generated articles (PGlite)`);
    figures.push(await benchOne(size));
  }
  const [small, large] = figures as [SearchBenchFigures, SearchBenchFigures];
  const ratio = Math.round((large.fullText.p95 / Math.max(small.fullText.p95, 0.01)) * 100) / 100;
  const typoRatio = Math.round((large.typos.p95 / Math.max(small.typos.p95, 0.01)) * 100) / 100;
  return {
    corpora: figures,
    p95Ratio10kTo1k: ratio,
    typoP95Ratio10kTo1k: typoRatio,
    target: { value: ratio, target: 2, met: ratio <= 2 && typoRatio <= 2 },
  };
}

export function searchSummary(search: Awaited<ReturnType<typeof measureSearch>>): string {
  return [
    ...search.corpora.map(
      (c) =>
        `  search ${String(c.articles).padStart(6)} articles: full text p50 ${c.fullText.p50} ms p95 ${c.fullText.p95} ms ` +
        `(${c.fullText.meanResults} results avg); typos p50 ${c.typos.p50} ms p95 ${c.typos.p95} ms; indexed in ${c.indexSeconds} s`,
    ),
    `  search 10k p95 ≤ 2× 1k p95: full text ${search.p95Ratio10kTo1k}×, typos ${search.typoP95Ratio10kTo1k}× ${search.target.met ? "met" : "MISSED"}`,
  ].join("\n");
}
