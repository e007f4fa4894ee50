import { expect } from "vitest";
import { faqs } from "../../../../server/db/schema/index.ts";
import {
  type EndpointCase,
  type SiteFixture,
  signedIn,
  unique,
} from "../../../../server/api/tenant-isolation.matrix.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";

/**
 * The tenant-isolation matrix's entries for translation coverage (translations.routes.ts, decision
 * 069): admins of the host only; another organization's id in the path is a 404.
 */

const why = "the isolation matrix's fixtures set up rows in two organizations to prove neither reaches the other";

/** A FAQ of the site with a Spanish question (a fresh one per cell). */
async function translatedFaq(site: SiteFixture): Promise<number> {
  const [row] = await crossTenant(site.db, why)
    .insert(faqs)
    .values({
      organization_id: site.organizationId,
      question: unique(`Question of ${site.key}`),
      question_translation: { es: "¿Pregunta?" },
    })
    .returning({ id: faqs.id });
  return row!.id;
}

const ownIds = (ok: number) => ({
  A: signedIn({ userA: 403, adminA: ok, adminB: 404 }),
  B: signedIn({ userA: 403, adminA: 404, adminB: ok }),
});

export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/organizations/{orgId}/translations",
    request: (site) => ({ path: `/organizations/${site.organizationId}/translations?page=site` }),
    expect: ownIds(200),
    check: async (cell) => {
      if (cell.status !== 200) return;
      const body = (await cell.response.json()) as { items: { label: string }[] };
      const other = cell.host.key === "A" ? "B" : "A";
      expect(body.items.some((item) => item.label.startsWith(`Question of ${other}`))).toBe(false);
    },
  },
  {
    method: "POST",
    path: "/organizations/{orgId}/translations/confirm",
    request: async (site) => ({
      path: `/organizations/${site.organizationId}/translations/confirm`,
      body: { kind: "faqs", id: String(await translatedFaq(site)), field: "question", locale: "es" },
    }),
    expect: ownIds(200),
  },
];
