/**
 * Lists of records in a three-way merge (decision 042, merge.ts): FAQs, features, plans… merge item
 * by item, matched by `id` (a saved item) or `_key` (one added in this editor, not saved yet).
 *
 * - An item only one side added, changed or removed takes that side.
 * - An item both changed merges field by field; when a field of it was changed by both to different
 *   values, or one side removed it while the other changed it, the item is one conflict (its path
 *   ends in the item's segment `[id=12]`): `mine` and `theirs` are the whole item as each side would
 *   save it (their other changes to the item are in both), or undefined when that side removed it.
 *   The merged list holds theirs until chosen. Keeping an item the other side removed adds it again
 *   as a new one (its `id` dropped: the stored record is gone).
 * - The order: mine when they kept the order of the base, else theirs, with the other side's
 *   additions placed after the item that precedes them there.
 */
import { isPlainObject, mergeValue, resolveConflicts, sameValue, type Conflict, type Path } from "./merge.ts";

type Record_ = Record<string, unknown>;
/** `[id=12]` or `[id=new-3]`: an item of a list in a conflict's path. */
export type ItemSegment = `[id=${string}]`;

const identity = (item: unknown): string | null => {
  if (!isPlainObject(item)) return null;
  if (typeof item.id === "number" || typeof item.id === "string") return String(item.id);
  if (typeof item._key === "string") return item._key;
  return null;
};

/** A non-empty array whose every item is an object with an `id` or a `_key`; an empty array too. */
export function isRecordList(value: unknown): value is Record_[] {
  return Array.isArray(value) && value.every((item) => identity(item) !== null);
}

export const itemSegment = (id: string): ItemSegment => `[id=${id}]`;
const segmentId = (segment: string) => /^\[id=(.*)\]$/.exec(segment)?.[1] ?? null;

/** The id of the list item a conflict's key or path segment names: "lists.faqs.[id=12]" → "12". */
export function conflictItemId(key: string): string | null {
  return segmentId(key.split(".").at(-1) ?? "");
}

function byId(list: readonly Record_[]): Map<string, Record_> {
  return new Map(list.map((item) => [identity(item)!, item]));
}

/** Fields (top-level) of an item whose values differ between two versions of it. */
function changedFields(a: Record_, b: Record_): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !key.startsWith("_") && !sameValue(a[key], b[key]),
  );
}

/** A removed item kept again: saved as a new record. */
function asNew(item: Record_, id: string): Record_ {
  const { id: _dropped, ...rest } = item;
  return { ...rest, _key: `restored-${id}` };
}

function order(primary: string[], secondary: string[], kept: Set<string>): string[] {
  const sequence = primary.filter((id) => kept.has(id));
  secondary.forEach((id, index) => {
    if (!kept.has(id) || sequence.includes(id)) return;
    const before = secondary
      .slice(0, index)
      .reverse()
      .find((other) => sequence.includes(other));
    sequence.splice(before === undefined ? 0 : sequence.indexOf(before) + 1, 0, id);
  });
  return sequence;
}

export function mergeRecordLists(
  base: readonly Record_[],
  mine: readonly Record_[],
  theirs: readonly Record_[],
  path: Path,
  conflicts: Conflict[],
): Record_[] {
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const merged = new Map<string, Record_>();
  for (const id of new Set([...m.keys(), ...t.keys(), ...b.keys()])) {
    const [was, my, their] = [b.get(id), m.get(id), t.get(id)];
    const itemPath = [...path, itemSegment(id)];
    const conflict = (mineItem: Record_ | undefined, theirItem: Record_ | undefined, fields: string[]) =>
      conflicts.push({ path: itemPath, key: itemPath.join("."), base: was, mine: mineItem, theirs: theirItem, fields });
    if (my && their) {
      const inner: Conflict[] = [];
      const value = mergeValue(was, my, their, [], inner) as Record_;
      merged.set(id, value);
      if (inner.length) {
        const all = Object.fromEntries(inner.map((item) => [item.key, "mine" as const]));
        const fields = [...new Set(inner.map((item) => item.path[0] ?? item.key))];
        conflict(resolveConflicts(value, inner, all), value, fields);
      }
    } else if (my && !their) {
      if (!was) merged.set(id, my);
      else if (!sameValue(was, my)) conflict(asNew(my, id), undefined, changedFields(was, my));
    } else if (their && !my) {
      if (!was || sameValue(was, their)) {
        if (!was) merged.set(id, their);
      } else conflict(undefined, their, changedFields(was, their));
    }
  }
  const ids = (list: readonly Record_[]) => list.map((item) => identity(item)!);
  const theyKeptOrder = sameValue(ids(base), ids(theirs));
  const sequence = theyKeptOrder
    ? order(ids(mine), ids(theirs), new Set(merged.keys()))
    : order(ids(theirs), ids(mine), new Set(merged.keys()));
  return sequence.map((id) => merged.get(id)!);
}

/** `list` with the item a path segment names set to `next` (in place), removed (undefined) or added at the end. */
export function setInRecordList(list: readonly unknown[], segment: ItemSegment, rest: Path, next: unknown): unknown[] {
  const id = segmentId(segment);
  const index = list.findIndex((item) => identity(item) === id);
  if (rest.length > 0) {
    if (index < 0) return [...list];
    // Deeper paths are not produced for lists (an item is one conflict); kept for completeness.
    return list.map((item, i) => (i === index ? { ...(item as Record_), [rest[0]!]: next } : item));
  }
  if (next === undefined) return list.filter((_, i) => i !== index);
  if (index < 0) return [...list, next];
  return list.map((item, i) => (i === index ? next : item));
}
