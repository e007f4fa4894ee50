/** The answer of GET /api/site-map (server/domain/pages/get-site-map.ts). */
export type SiteMapNode = {
  title: string;
  path: string | null;
  kind: "home" | "page" | "blog" | "post" | "doc_set" | "doc" | "policy" | "group" | "menu";
  hidden: boolean;
  children: SiteMapNode[];
};

export type SiteMapAnswer = { organization: { id: number; name: string }; tree: SiteMapNode[] };

/** Why the site map could not be shown (spec §8's words), or null when the answer is usable. */
export function siteMapFailure(status: number, body: unknown): string | null {
  const answer = body as Partial<SiteMapAnswer> & { error?: unknown };
  if (status === 200) {
    return answer && typeof answer === "object" && answer.organization && Array.isArray(answer.tree)
      ? null
      : "Organization data not found";
  }
  if (status === 404) return "Organization not found";
  if (typeof answer?.error === "string" && (status === 401 || status === 403)) return answer.error;
  return "The site map could not be loaded. Check your connection and try again.";
}
