/**
 * Read models of an organization's content (translated menus, page sections) kept in memory, so a
 * full page render costs a React render and no queries. Entries are cleared with the page cache by
 * tag `org-{id}` whenever the organization's content changes, on every instance (event bus).
 * Concurrent misses of one key share a single load.
 */
type Entry = { organizationId: number; value: Promise<unknown> };

export class ContentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;

  constructor({ maxEntries }: { maxEntries: number }) {
    this.#maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get<T>(organizationId: number, key: string, load: () => Promise<T>): Promise<T> {
    const fullKey = `${organizationId}\u0000${key}`;
    const hit = this.#entries.get(fullKey);
    if (hit) return hit.value as Promise<T>;
    if (this.#maxEntries <= 0) return load();
    const value = load();
    this.#entries.set(fullKey, { organizationId, value });
    // A failed load is not kept: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(fullKey)?.value === value) this.#entries.delete(fullKey);
    });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  /** Same tags as the page cache: `org-{id}` or `all`. */
  purge(tag: string): void {
    if (tag === "all") return this.#entries.clear();
    const id = Number(/^org-(\d+)$/.exec(tag)?.[1]);
    for (const [key, entry] of this.#entries) if (entry.organizationId === id) this.#entries.delete(key);
  }
}
