/**
 * The order of a page's body (decision 043): the owner's Page Layout order. The spec's body order —
 * heroes, then heading sections, then template sections — only breaks ties, so it is the order of a
 * page nobody has arranged (every order 0), never a rule over the owner's layout. Page Layout
 * (GET /api/page-layout) and the public page both sort with this one function.
 */
export type BodyEntryType = "hero" | "heading_section" | "template_section";

const RANK: Record<BodyEntryType, number> = { hero: 0, heading_section: 1, template_section: 2 };

export function compareBodyEntries(
  a: { type: BodyEntryType; order: number; id: number },
  b: { type: BodyEntryType; order: number; id: number },
): number {
  return a.order - b.order || RANK[a.type] - RANK[b.type] || a.id - b.id;
}

export function pageBodyOrder<T extends { type: BodyEntryType; order: number; id: number }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort(compareBodyEntries);
}

/** A body entry's key, as the page renders it (a heading and a section may share an id). */
export function bodyKey(entry: { type: BodyEntryType; id: number }): string {
  return `${entry.type}:${entry.id}`;
}
