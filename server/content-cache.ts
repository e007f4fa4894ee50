/**
 * Read models of an organization's content (translated menus, page sections) kept in memory, so a
 * full page render costs a React render and no queries. Concurrent misses of one key share a single
 * load.
 *
 * Purges (decision 044), on every instance (event bus): an entry may say which records it was
 * built from (`dependsOn`, the tags of server/domain/changes/change-tags.ts, computed from the
 * loaded value); a change then clears only the entries built from one of its records, and the
 * entries that said nothing. An empty list means "organization-wide records only" (menus, settings):
 * cleared by organization-wide changes (tag `org-{id}`) alone.
 */
type Entry = { organizationId: number; value: Promise<unknown>; tags: ReadonlySet<string> | null };

/** Whose read model: an organization's id, or the request's tenant (whose settings a load may read). */
export type ContentOwner = number | { readonly id: number };

export class ContentCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #isCurrent: (tenant: { readonly id: number }) => boolean;

  /**
   * `isCurrent` says whether a request's tenant was read after the last purge of its organization
   * (TenantResolver.isCurrent): a read model built from an older tenant's settings is not kept, or
   * it would outlive the change that purged it (a logo put back, still shown on every page).
   */
  constructor({
    maxEntries,
    isCurrent = () => true,
  }: {
    maxEntries: number;
    isCurrent?: (tenant: { readonly id: number }) => boolean;
  }) {
    this.#maxEntries = maxEntries;
    this.#isCurrent = isCurrent;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get<T>(
    owner: ContentOwner,
    key: string,
    load: () => Promise<T>,
    dependsOn?: (value: T) => string[],
  ): Promise<T> {
    const organizationId = typeof owner === "number" ? owner : owner.id;
    const fullKey = `${organizationId}\u0000${key}`;
    const hit = this.#entries.get(fullKey);
    if (hit) return hit.value as Promise<T>;
    if (this.#maxEntries <= 0) return load();
    // The request's tenant predates a purge of its organization: built for this request only.
    if (typeof owner !== "number" && !this.#isCurrent(owner)) return load();
    const value = load();
    const entry: Entry = { organizationId, value, tags: null };
    this.#entries.set(fullKey, entry);
    value.then(
      (loaded) => {
        if (dependsOn) entry.tags = new Set(dependsOn(loaded));
      },
      // A failed load is not kept: the next request tries again.
      () => {
        if (this.#entries.get(fullKey) === entry) this.#entries.delete(fullKey);
      },
    );
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

  /** The entries of one organization built from one of `tags` (or of unknown origin); null: all of them. */
  purgeRecords(organizationId: number, tags: readonly string[] | null): void {
    if (tags === null) return this.purge(`org-${organizationId}`);
    for (const [key, entry] of this.#entries) {
      if (entry.organizationId !== organizationId) continue;
      if (entry.tags === null || tags.some((tag) => entry.tags!.has(tag))) this.#entries.delete(key);
    }
  }
}
