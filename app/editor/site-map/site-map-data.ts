import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";

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
export function siteMapFailure(status: number, body: unknown, o: { locale: UiLocale } = ui("en")): string | null {
  const answer = body as Partial<SiteMapAnswer> & { error?: unknown };
  if (status === 200) {
    return answer && typeof answer === "object" && answer.organization && Array.isArray(answer.tree)
      ? null
      : m.editors_orgDataNotFound({}, o);
  }
  if (status === 404) return m.editors_orgNotFound({}, o);
  if (typeof answer?.error === "string" && (status === 401 || status === 403)) return answer.error;
  return m.editors_siteMapFailed({}, o);
}
