import type { FooterLinkView, LinkView } from "./view-models.ts";

/** Footer constants of spec public-site §9. */
export const FOOTER_GROUP_SIZE = 8;
export const COMPACT_LINK_COUNT = 6;
export const GRID_COLUMN_COUNT = 4;
export const FOOTER_MIN_HEIGHT_PX = { compact: 200, default: 400, grid: 400 } as const;

export type FooterGroup = { key: string; title: LinkView | null; links: LinkView[] };

/**
 * Columns of the default footer: the links without submenus gathered in columns of 8, in menu
 * order, then one column per menu item with submenu items, headed by that item.
 */
export function footerGroups(links: FooterLinkView[], size = FOOTER_GROUP_SIZE): FooterGroup[] {
  const loose = links.filter((link) => link.children.length === 0).map(stripChildren);
  const groups: FooterGroup[] = [];
  for (let start = 0; start < loose.length; start += size) {
    groups.push({ key: `links-${start}`, title: null, links: loose.slice(start, start + size) });
  }
  for (const link of links) {
    if (link.children.length > 0)
      groups.push({ key: `group-${link.href}`, title: stripChildren(link), links: link.children });
  }
  return groups;
}

/** The compact footer's links: the first six. */
export function compactLinks(links: FooterLinkView[]): LinkView[] {
  return links.slice(0, COMPACT_LINK_COUNT).map(stripChildren);
}

/**
 * The grid footer's link columns: every link (submenu items right after their parent) spread over
 * `columns` columns top to bottom, the first columns taking the remainder.
 */
export function gridColumns(links: FooterLinkView[], columns: number): LinkView[][] {
  const flat = links.flatMap((link) => [stripChildren(link), ...link.children]);
  const result: LinkView[][] = Array.from({ length: columns }, () => []);
  const perColumn = Math.ceil(flat.length / columns);
  flat.forEach((link, index) => result[Math.floor(index / Math.max(perColumn, 1))]!.push(link));
  return result.filter((column) => column.length > 0);
}

function stripChildren(link: LinkView): LinkView {
  return {
    label: link.label,
    href: link.href,
    external: link.external,
    ...(link.fallback ? { fallback: link.fallback } : {}),
  };
}
