/**
 * The menu rules of spec editing-tools §5 and §9, shared by the header/footer editors and the
 * menu API so that both sides apply the same slug and order arithmetic.
 */

/** Menu and submenu order step (§9). */
export const MENU_ORDER_STEP = 10;

/** A menu name counts only when something is left after trimming (§5: else Create/Add do nothing). */
export function isMenuNameValid(name: string | null | undefined): boolean {
  return typeof name === "string" && name.trim().length > 0;
}

/** §5: lowercased, whitespace becomes hyphens, anything except a-z, 0-9 and hyphen removed. */
export function menuSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "");
}

/**
 * A stored menu link as the API takes it: a §5 slug, or a path of them (`account/profile`, as the
 * seed's and older menus hold). Each segment gets the §5 rule and empty segments go, so a path stays
 * a path on this site (never `//host` or `/\\host`) and what GET returned is saved back unchanged.
 */
export function menuPath(value: string): string {
  return value
    .split("/")
    .map((segment) => menuSlug(segment.trim()))
    .filter((segment) => segment !== "")
    .join("/");
}

/**
 * An inline slug edit: the slug to save, or null when the edit reverts (§5: an empty or
 * unchanged slug reverts to the stored one).
 */
export function slugEdit(current: string, input: string): string | null {
  const next = menuSlug(input.trim());
  if (next === "" || next === current) return null;
  return next;
}

/** A new item goes last: the highest order plus 10, or 0 for the first one (§7). */
export function nextMenuOrder(items: readonly { order: number | null | undefined }[]): number {
  if (items.length === 0) return 0;
  return Math.max(...items.map((item) => item.order ?? 0)) + MENU_ORDER_STEP;
}

/** Moves one element of a list (a copy) from one index to another; out-of-range moves change nothing. */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** The orders after a reorder: 10 times the position (§4: renumbered in steps of 10). */
export function renumber<T extends { id: number }>(list: readonly T[]): { id: number; order: number }[] {
  return list.map((item, index) => ({ id: item.id, order: index * MENU_ORDER_STEP }));
}

/**
 * One person's move replayed on a list someone else changed meanwhile (a reorder answered 409):
 * `mine` is that person's order of ids after the move, `current` the list as stored now. The moved
 * entry goes right after the nearest entry before it in `mine` that is still there, else right
 * before the nearest one after it, else stays where it is; entries the other person added, removed
 * or changed keep their place. Null when the moved entry itself is gone.
 */
export function replayMove<T extends { id: number }>(
  mine: readonly number[],
  movedId: number,
  current: readonly T[],
): T[] | null {
  const moved = current.find((entry) => entry.id === movedId);
  if (!moved) return null;
  const rest = current.filter((entry) => entry.id !== movedId);
  const at = mine.indexOf(movedId);
  const place = (index: number) => [...rest.slice(0, index), moved, ...rest.slice(index)];
  for (let index = at - 1; index >= 0; index -= 1) {
    const before = rest.findIndex((entry) => entry.id === mine[index]);
    if (before >= 0) return place(before + 1);
  }
  for (let index = at + 1; index < mine.length; index += 1) {
    const after = rest.findIndex((entry) => entry.id === mine[index]);
    if (after >= 0) return place(after);
  }
  return [...current];
}
