import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { readSse } from "../../../../../tests/setup/sse.ts";
import { aiAgents, aiAnswers } from "../../../../../server/db/schema/index.ts";
import {
  type EndpointCase,
  type SiteFixture,
  columns,
  everyone,
} from "../../../../../server/api/tenant-isolation.matrix.ts";
import { SEARCH_WORD, searchablePost } from "../../../../help-center/server/api/search/search.isolation.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for the assistant (assistant.routes.ts). Public: the
 * assistant of the host answers from the host's content only (its stored answer and every cited
 * source are the host's), and a visitor can mark only an answer given on the host's site.
 */

async function storedAnswer(site: SiteFixture) {
  const [row] = await crossTenant(
    site.db,
    "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
  )
    .insert(aiAnswers)
    .values({ organization_id: site.organizationId, locale: "en", question: "Isolation?", mode: "extractive" })
    .returning({ id: aiAnswers.id });
  return row!.id;
}

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/assistant",
    request: () => ({ query: { locale: "en" } }),
    expect: { none: everyone(200) },
    check: async (cell) => {
      const { agent } = (await cell.response.json()) as { agent: { id: string } | null };
      if (!agent || agent.id === "default") return;
      const [row] = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ organization_id: aiAgents.organization_id })
        .from(aiAgents)
        .where(eq(aiAgents.id, Number(agent.id)));
      expect(row?.organization_id).toBe(cell.host.organizationId);
    },
  },
  {
    method: "POST",
    path: "/assistant/ask",
    request: async (site) => {
      await searchablePost(site);
      return { body: { question: `What is ${SEARCH_WORD}?`, locale: "en" } };
    },
    expect: { none: everyone(200) },
    check: async (cell) => {
      const events = await readSse(cell.response);
      const sources = (events[0]?.data.sources ?? []) as { title: string }[];
      expect(sources.length).toBeGreaterThan(0);
      // The posts' titles name their site: only the host's can be cited.
      for (const source of sources) expect(source.title.startsWith(`${cell.site} `)).toBe(true);
      const done = events.at(-1)!;
      const [row] = await crossTenant(
        cell.host.db,
        "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other",
      )
        .select({ organization_id: aiAnswers.organization_id })
        .from(aiAnswers)
        .where(eq(aiAnswers.id, done.data.answer_id as string));
      expect(row?.organization_id).toBe(cell.host.organizationId);
    },
  },
  {
    method: "POST",
    path: "/assistant/answers/{id}/feedback",
    request: async (site) => ({
      path: `/assistant/answers/${await storedAnswer(site)}/feedback`,
      body: { helpful: true },
    }),
    expect: { A: columns(200, 404), B: columns(404, 200) },
  },
];
