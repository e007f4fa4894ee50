import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Locale } from "../shared/i18n/locales.ts";
import { isSharedPiece, nonceTemplate, plainParts, type NonceTemplate } from "./http/nonce-template.ts";

/**
 * A cache of whole rendered responses for anonymous page views, keyed by host and path (the path
 * carries the locale prefix, the host the organization). It sits in front of everything else in the
 * request listener: a hit costs a Map lookup and one socket write.
 *
 * Memory is bounded by bytes (`PAGE_CACHE_MB`, counting what an entry holds: the gzip copy or the
 * gzip pieces of a nonce template, a plain copy once one was needed, headers and key) and by a
 * count; beyond either, the least recently used page goes first (a hit makes a page the most
 * recent). A page worth compressing is kept gzipped only: every browser asks for gzip, and the
 * plain copy was about four fifths of an entry. A client that does not ask for it makes the plain
 * copy once (`withPlain`), counted from then on.
 *
 * Purges (decision 044): each page is stored with the records it showed (`dependsOn`, tags such as
 * `sections:/about` or `post:12`), or none known (`null`: it depends on everything of its
 * organization). A change names the tags it touched and clears only the pages that show one of them
 * (and every page of unknown dependencies); a change of an organization-wide record (settings,
 * menus, languages, banners…) names none and clears the whole organization (tag `org-{id}`).
 */
export type CachedPage = {
  organizationId: number;
  status: number;
  headers: Record<string, string>;
  /** The plain body of a page without a template: absent while only its gzip copy is kept. */
  body?: Buffer;
  etag: string;
  gzip?: Buffer;
  /**
   * A page with scripts: its body and policy cut at the render's nonce, so that each hit sends a
   * fresh one (decision 030). There is then no `body` or `gzip`; the template holds the pieces.
   */
  template?: NonceTemplate;
  /** The page's language and the site's languages, for the per-request language suggestion cookies. */
  language?: { locale: Locale; supported: readonly Locale[] };
  /** The records the page showed (tags), or null: unknown, cleared by any change of its organization. */
  dependsOn: ReadonlySet<string> | null;
  /** Bytes this entry holds (what the budget counts). */
  bytes: number;
};

/** Default byte budget of the page cache (`PAGE_CACHE_MB`). */
export const DEFAULT_PAGE_CACHE_MB = 64;

/** Bytes an entry holds: its key, plain body or pieces, gzip copy or gzip pieces, and headers. */
function entryBytes(key: string, entry: Omit<CachedPage, "bytes">): number {
  let bytes = key.length * 2 + (entry.body?.length ?? 0) + (entry.gzip?.length ?? 0) + entry.etag.length * 2 + 200;
  for (const piece of entry.template?.parts ?? []) bytes += piece.length;
  // A shared piece (the inline stylesheet) is held once for every page: counted in none.
  for (const pieces of entry.template?.deflated ?? [])
    for (const piece of pieces) if (!isSharedPiece(piece)) bytes += piece.length;
  if (entry.template?.crc) bytes += 32 * 4 + 16;
  for (const part of entry.template?.policy ?? []) bytes += part.length * 2;
  for (const [name, value] of Object.entries(entry.headers)) bytes += (name.length + value.length) * 2;
  for (const tag of entry.dependsOn ?? []) bytes += tag.length * 2 + 16;
  return bytes;
}

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  /** Purges so far per organization (and of everything): a render begun before one is stale. */
  readonly #generations = new Map<number, number>();
  #allGeneration = 0;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;
  enabled: boolean;

  constructor(options: { maxEntries: number; enabled: boolean; maxBytes?: number }) {
    this.#maxEntries = options.maxEntries;
    this.#maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE_MB * 1024 * 1024;
    this.enabled = options.enabled && options.maxEntries > 0 && this.#maxBytes > 0;
  }

  /** Bytes held by every entry (bounded by the budget). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * A page's key. A visitor who made a cookie choice gets another copy of it: the page of one who
   * has not carries, for browsers without scripts, the consent form in a `<noscript>`.
   */
  static key(host: string, path: string, consentChosen = false): string {
    return `${host}\u0000${path}${consentChosen ? "\u0000consent" : ""}`;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedPage | undefined {
    if (!this.enabled) return undefined;
    const entry = this.#entries.get(key);
    if (entry) {
      // Most recently used last: a Map keeps insertion order, so eviction takes the first.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Whether a page is kept, without making it the most recently used (tests, the bench). */
  has(key: string): boolean {
    return this.#entries.has(key);
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
      /** The nonce of the render, named by the policy in `headers`: each hit gets its own instead. */
      nonce?: string;
      /** The records the page showed; absent or null: unknown (any change of the organization clears it). */
      dependsOn?: Iterable<string> | null;
    },
    generation?: string,
  ): CachedPage | undefined {
    if (!this.enabled) return undefined;
    if (generation !== undefined && generation !== this.generation(page.organizationId)) return undefined;
    const { nonce, dependsOn, ...stored } = page;
    const compress = page.body.length > 1024;
    let template: NonceTemplate | undefined;
    if (nonce) {
      const policy = page.headers["content-security-policy"] ?? "";
      template = nonceTemplate(page.body, policy, nonce, compress) ?? undefined;
      // A nonce that cannot be replaced would be sent to every visitor: such a page is not kept.
      if (!template) return undefined;
    }
    const gzip = compress && !template ? gzipSync(page.body, { level: 6 }) : undefined;
    const entry: Omit<CachedPage, "bytes"> = {
      ...stored,
      // Gzipped only when worth compressing; a template holds its own pieces.
      body: template || gzip ? undefined : page.body,
      dependsOn: dependsOn ? new Set(dependsOn) : null,
      // Weak: with a fresh nonce per hit, the bytes differ in the nonce only.
      etag: `${template ? "W/" : ""}"${createHash("sha1").update(page.body).digest("base64url").slice(0, 22)}"`,
      gzip,
      // The plain pieces are views of the body: dropped with it when the gzip pieces are kept.
      template: template?.deflated ? { ...template, parts: undefined } : template,
    };
    const sized: CachedPage = { ...entry, bytes: entryBytes(key, entry) };
    // A page larger than the whole budget is not kept (it would evict everything and then itself).
    if (sized.bytes > this.#maxBytes) return undefined;
    this.#delete(key);
    this.#entries.set(key, sized);
    this.#bytes += sized.bytes;
    this.#evict();
    return sized;
  }

  /**
   * Makes the plain copy of a page kept gzipped only, for a client that does not accept gzip, and
   * counts it from then on (the budget may then evict older pages).
   */
  withPlain(key: string, entry: CachedPage): void {
    const { template } = entry;
    if (template ? template.parts : entry.body) return;
    let added: number;
    if (template) {
      template.parts = plainParts(template);
      added = template.parts.reduce((total, part) => total + part.length, 0);
    } else {
      entry.body = gunzipSync(entry.gzip!);
      added = entry.body.length;
    }
    entry.bytes += added;
    if (this.#entries.get(key) !== entry) return;
    this.#bytes += added;
    this.#evict();
  }

  #evict(): void {
    // Least recently used first: a Map keeps insertion order and a hit re-inserts its page.
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  /**
   * Clears the pages of one organization that show one of `tags` (and those of unknown
   * dependencies); `null` clears the whole organization. Returns the count removed. Renders begun
   * before it are not kept (the organization's generation moves on either way).
   */
  purgeRecords(organizationId: number, tags: readonly string[] | null): number {
    if (tags === null) return this.purge(`org-${organizationId}`);
    this.#generations.set(organizationId, (this.#generations.get(organizationId) ?? 0) + 1);
    let count = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.organizationId !== organizationId) continue;
      if (entry.dependsOn === null || tags.some((tag) => entry.dependsOn!.has(tag))) {
        this.#delete(key);
        count++;
      }
    }
    return count;
  }

  /** Clears a tag: `org-{id}` clears one organization, `all` everything. Returns the count removed. */
  purge(tag: string): number {
    if (tag === "all") {
      this.#allGeneration += 1;
      const count = this.#entries.size;
      this.#entries.clear();
      this.#bytes = 0;
      return count;
    }
    const match = /^org-(\d+)$/.exec(tag);
    if (!match) return 0;
    const organizationId = Number(match[1]);
    this.#generations.set(organizationId, (this.#generations.get(organizationId) ?? 0) + 1);
    let count = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.organizationId === organizationId) {
        this.#delete(key);
        count++;
      }
    }
    return count;
  }
}
