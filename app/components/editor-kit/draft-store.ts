/**
 * The local draft of an editor (decision 042): the unsaved state of one record kept in
 * localStorage, so that a reload, a crash or a closed tab loses nothing. It keeps the version and
 * the base the draft started from, so that a draft of a record changed since merges three-way.
 */
export type StoredDraft<T> = { draft: T; base: T; version: string | null; savedAt: string };

const PREFIX = "tessera:draft:";

export function draftKey(entity: string, id: number | string | null): string {
  return `${PREFIX}${entity}:${id ?? "new"}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as StoredDraft<T>;
    return parsed && typeof parsed === "object" && "draft" in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: Omit<StoredDraft<T>, "savedAt">): void {
  try {
    storage()?.setItem(key, JSON.stringify({ ...value, savedAt: new Date().toISOString() }));
  } catch {
    // Full or blocked storage: the draft lives only in memory.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
