/**
 * Three-way merge of an editor's draft (decision 042). `base` is the record as the editor loaded it,
 * `mine` the editor's draft, `theirs` the record as someone else saved it since. Plain objects merge
 * key by key (so `title_style.color` and `title_style.size` are different fields). A list of records
 * (every item an object with an `id`, or a new one's client `_key`) merges item by item (merge-list.ts):
 * items only one side added, changed or removed take that side; an item both changed (the same field
 * to different values, or one removed what the other changed) is one conflict. Anything else (text,
 * numbers, other arrays) is one value. A field only one side changed takes that side's value; a field
 * both changed to different values is a conflict, shown side by side for a choice.
 */
import { isRecordList, mergeRecordLists, setInRecordList, type ItemSegment } from "./merge-list.ts";

export type Path = string[];

export type Conflict = {
  path: Path;
  key: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** A list item's conflict: the fields of it both changed (`mine` / `theirs` are the whole item, or undefined when removed). */
  fields?: string[];
};

export type MergeResult<T> = { merged: T; conflicts: Conflict[] };

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Structural equality of JSON-like values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  // null and undefined both mean "no value" on the wire.
  return (a === null || a === undefined) && (b === null || b === undefined);
}

export function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: Path, conflicts: Conflict[]): unknown {
  if (sameValue(mine, theirs)) return theirs;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const from = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeValue(from[key], mine[key], theirs[key], [...path, key], conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (isRecordList(mine) && isRecordList(theirs) && (base === undefined || base === null || isRecordList(base))) {
    return mergeRecordLists(base ?? [], mine, theirs, path, conflicts);
  }
  conflicts.push({ path, key: path.join("."), base, mine, theirs });
  return theirs;
}

/** The merge of `mine` and `theirs` from `base`; conflicting fields hold `theirs` until chosen. */
export function threeWayMerge<T>(base: T, mine: T, theirs: T): MergeResult<T> {
  const conflicts: Conflict[] = [];
  const merged = mergeValue(base, mine, theirs, [], conflicts) as T;
  return { merged, conflicts };
}

/** `value` with the field at `path` set to `next` (copies along the path). */
export function setAtPath<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return setInRecordList(value, head as ItemSegment, rest, next) as T;
  const current: Record<string, unknown> = isPlainObject(value) ? value : {};
  return { ...current, [head]: setAtPath(current[head], rest, next) } as T;
}

export type Choice = "mine" | "theirs";

/** The merged draft with each conflict resolved as chosen (unchosen ones keep theirs). */
export function resolveConflicts<T>(merged: T, conflicts: Conflict[], choices: Record<string, Choice>): T {
  return conflicts.reduce(
    (draft, conflict) => (choices[conflict.key] === "mine" ? setAtPath(draft, conflict.path, conflict.mine) : draft),
    merged,
  );
}
