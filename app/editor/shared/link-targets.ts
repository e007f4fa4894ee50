import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { linkKind } from "../../../shared/rules/links.ts";

/** A page or post of the site a link field can point to (from GET /api/site-map). */
export type LinkTarget = { title: string; path: string; kind: string };

type TreeNode = { title: string; path: string | null; kind: string; hidden?: boolean; children?: TreeNode[] };

/** Every addressable entry of the site map, once per path, in the tree's order (menus left out). */
export function linkTargets(tree: readonly TreeNode[]): LinkTarget[] {
  const seen = new Set<string>();
  const out: LinkTarget[] = [];
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      if (node.path && node.kind !== "menu" && node.kind !== "group" && !seen.has(node.path)) {
        seen.add(node.path);
        out.push({ title: node.title || node.path, path: node.path, kind: node.kind });
      }
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/** The path part of a link on this site, without query, fragment or trailing slash ("/" stays). */
function pathOf(value: string): string {
  const bare = value.split(/[?#]/)[0] ?? value;
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

/** A menu slug ("blog", "account/profile") as the path it renders to. */
export function slugPath(slug: string): string {
  return `/${slug.replace(/^\/+/, "")}`;
}

/** Pages an editor knows without the site map: the site's own routes (public-site spec). */
const BUILT_IN = ["/", "/blog", "/help-center", "/basket", "/book", "/login", "/register", "/account"];

/**
 * What the field warns about (links are picked, not typed blind; decision 043): a link the rule refuses
 * (the API would answer 400), or a path that is not a page of this site (it would go live as a 404).
 * Outside addresses, mail and phone links are not checked further. Empty is no warning.
 */
export function linkWarning(
  value: string,
  targets: readonly LinkTarget[] | null,
  o: { locale: UiLocale } = ui("en"),
): string | null {
  const link = value.trim();
  if (!link) return null;
  const kind = linkKind(link);
  // The API's rule (shared/rules/links.ts LINK_RULE_MESSAGE), in the person's language.
  if (kind === null) return m.editors_linkRule({}, o);
  if (kind !== "path" || targets === null) return null;
  const path = pathOf(link);
  const known =
    BUILT_IN.some((page) => path === page || (page !== "/" && path.startsWith(`${page}/`))) ||
    targets.some((target) => pathOf(target.path) === path);
  return known ? null : m.editors_notAPage({ path }, o);
}

/** The options shown for what is typed: title or path containing it, at most `limit`. */
export function matchTargets(query: string, targets: readonly LinkTarget[], limit = 50): LinkTarget[] {
  const words = query.trim().toLowerCase();
  if (!words) return targets.slice(0, limit);
  return targets
    .filter((target) => target.title.toLowerCase().includes(words) || target.path.toLowerCase().includes(words))
    .slice(0, limit);
}
