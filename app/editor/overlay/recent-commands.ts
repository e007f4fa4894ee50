/** The last commands run from the overlay, newest first (spec public-site §2: localStorage `recentCommands`). */
export const RECENT_COMMANDS_KEY = "recentCommands";
export const RECENT_LIMIT = 5;

/** Puts `id` first, without repeats, keeping at most five. */
export function withRecent(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, RECENT_LIMIT);
}

/** The stored list, trusting nothing: unknown ids, repeats and malformed values are dropped. */
export function parseRecent(raw: string | null, knownIds: ReadonlySet<string>): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item === "string" && knownIds.has(item) && !ids.includes(item)) ids.push(item);
    if (ids.length === RECENT_LIMIT) break;
  }
  return ids;
}

export function loadRecent(knownIds: ReadonlySet<string>): string[] {
  try {
    return parseRecent(window.localStorage.getItem(RECENT_COMMANDS_KEY), knownIds);
  } catch {
    return [];
  }
}

export function saveRecent(ids: readonly string[]): void {
  try {
    window.localStorage.setItem(RECENT_COMMANDS_KEY, JSON.stringify(ids));
  } catch (error) {
    // Private modes and full storage refuse writes; the palette works without memory.
    console.warn("Could not remember recent commands", error);
  }
}
