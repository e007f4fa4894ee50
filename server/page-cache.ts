import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Locale } from "../shared/locales.ts";

/**
 * A cache of whole rendered responses for anonymous page views, keyed by host and path (the path
 * carries the locale prefix, the host the organization). It sits in front of everything else in the
 * request listener: a hit costs a Map lookup and one socket write. Entries are cleared by
 * organization (tag `org-{id}`) whenever that organization's content changes.
 */
export type CachedPage = {
  organizationId: number;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag: string;
  gzip?: Buffer;
  /** The page's language and the site's languages, for the per-request language suggestion cookies. */
  language?: { locale: Locale; supported: readonly Locale[] };
};

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  /** Purges so far per organization (and of everything): a render begun before one is stale. */
  readonly #generations = new Map<number, number>();
  #allGeneration = 0;
  readonly #maxEntries: number;
  enabled: boolean;

  constructor(options: { maxEntries: number; enabled: boolean }) {
    this.#maxEntries = options.maxEntries;
    this.enabled = options.enabled && options.maxEntries > 0;
  }

  static key(host: string, path: string): string {
    return `${host}\u0000${path}`;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    return this.#entries.get(key);
  }

  /**
   * A token of the organization's cache state: take it before rendering and hand it to `set`. A
   * purge in between (a change, a scheduled post going public) makes the render stale, and `set`
   * then keeps nothing rather than the old page until the next change.
   */
  generation(organizationId: number): string {
    return `${this.#allGeneration}:${this.#generations.get(organizationId) ?? 0}`;
  }

  set(
    key: string,
    page: {
      organizationId: number;
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      language?: CachedPage["language"];
    },
    generation?: string,
  ): CachedPage | undefined {
    if (!this.enabled) return undefined;
    if (generation !== undefined && generation !== this.generation(page.organizationId)) return undefined;
    const entry: CachedPage = {
      ...page,
      etag: `"${createHash("sha1").update(page.body).digest("base64url").slice(0, 22)}"`,
      gzip: page.body.length > 1024 ? gzipSync(page.body, { level: 6 }) : undefined,
    };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    // Oldest first: a Map keeps insertion order, so this drops the least recently filled page.
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }

  /** Clears a tag: `org-{id}` clears one organization, `all` everything. Returns the count removed. */
  purge(tag: string): number {
    if (tag === "all") {
      this.#allGeneration += 1;
      const count = this.#entries.size;
      this.#entries.clear();
      return count;
    }
    const match = /^org-(\d+)$/.exec(tag);
    if (!match) return 0;
    const organizationId = Number(match[1]);
    this.#generations.set(organizationId, (this.#generations.get(organizationId) ?? 0) + 1);
    let count = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.organizationId === organizationId) {
        this.#entries.delete(key);
        count++;
      }
    }
    return count;
  }
}
