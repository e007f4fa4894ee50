import { pageBodyOrder, type BodyEntryType } from "../../shared/rules/page-body-order.ts";

export type LayoutEntry = { type: BodyEntryType; id: number; order: number };

/**
 * The layout after one kind was refetched (an editor saved, Page Layout saved): that kind's entries
 * are replaced by the rows' ids and orders, and the body is sorted again.
 */
export function withRefetchedOrders(
  layout: readonly LayoutEntry[],
  type: BodyEntryType,
  rows: readonly { id: number; order: number }[],
): LayoutEntry[] {
  return pageBodyOrder([
    ...layout.filter((entry) => entry.type !== type),
    ...rows.map((row) => ({ type, id: row.id, order: row.order })),
  ]);
}

/** A run of the page body: consecutive heroes render together (one lazily loaded component). */
export type BodySegment =
  { kind: "heroes"; ids: number[] } | { kind: "heading"; id: number } | { kind: "template"; id: number };

/**
 * The page body in the owner's Page Layout order (decision 043). `layout` is the order the loader
 * computed; headings and sections refetched after an edit keep their place, and one created since
 * (not in `layout` yet) comes after the others of the page, headings before sections.
 */
export function bodySegments(
  layout: readonly LayoutEntry[],
  present: { heroes: readonly number[]; headings: readonly number[]; sections: readonly number[] },
): BodySegment[] {
  const sets = {
    hero: new Set(present.heroes),
    heading_section: new Set(present.headings),
    template_section: new Set(present.sections),
  };
  const placed = new Set<string>();
  const segments: BodySegment[] = [];
  const push = (entry: { type: BodyEntryType; id: number }) => {
    const key = `${entry.type}:${entry.id}`;
    if (placed.has(key) || !sets[entry.type].has(entry.id)) return;
    placed.add(key);
    if (entry.type === "hero") {
      const last = segments.at(-1);
      if (last?.kind === "heroes") last.ids.push(entry.id);
      else segments.push({ kind: "heroes", ids: [entry.id] });
    } else if (entry.type === "heading_section") segments.push({ kind: "heading", id: entry.id });
    else segments.push({ kind: "template", id: entry.id });
  };
  for (const entry of layout) push(entry);
  for (const id of present.heroes) push({ type: "hero", id });
  for (const id of present.headings) push({ type: "heading_section", id });
  for (const id of present.sections) push({ type: "template_section", id });
  return segments;
}
