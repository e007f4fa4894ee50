import { and, eq, sql } from "drizzle-orm";
import { resolveSettings, type OrganizationSettings, type ResolvedSettings } from "../../shared/rules/settings.ts";
import type { Db } from "../db/client.ts";
import { domains, organizations, servingDomain } from "../db/schema/index.ts";
import { crossTenant } from "../db/tenant-scope.ts";

export type Tenant = {
  id: number;
  name: string;
  type: string;
  host: string;
  /**
   * The organization's primary domain (domains.is_primary): the host its absolute URLs name
   * (canonical, hreflang, sitemap, Open Graph), whichever of its hosts was asked. Absent: `host`.
   */
  primaryHost?: string;
  /**
   * The primary is a verified custom domain (decision 066): then every other host of the site
   * answers 301 to it. With a platform primary, the site's hosts all serve, as before.
   */
  primaryIsCustom?: boolean;
  /** The site's platform name (`{slug}.{SITES_DOMAIN}`); null for a site made before the platform. */
  slug?: string | null;
  /** draft (visitors see "coming soon"), live, or suspended (visitors see "paused"); a deleted site resolves to none. */
  status?: "draft" | "live" | "suspended";
  settings: ResolvedSettings;
  rawSettings: OrganizationSettings;
};

type Entry = { tenant: Tenant | null; expiresAt: number };

/**
 * Maps a request's host to its organization. Answers are kept in memory for a short while (a page
 * view must not cost a query for this) and dropped when the organization changes.
 *
 * A request keeps the tenant it resolved for its whole life, and a change of the organization's
 * settings may be committed and purged meanwhile (while its query runs, or while its session is
 * read). Such a tenant is stale: it is never kept here, and `isCurrent` tells the caches built from
 * its settings (read models, pages) not to keep what they built from it (decision 044).
 */
export class TenantResolver {
  readonly #db: Db;
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries = 10_000;
  /** Purges so far; each tenant remembers the count before its settings were read. */
  #purges = 0;
  #lastPurgeOfAll = 0;
  readonly #lastPurge = new Map<number, number>();
  readonly #readAt = new WeakMap<object, number>();

  constructor(db: Db, options: { ttlMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  async resolve(host: string): Promise<Tenant | null> {
    const now = Date.now();
    const cached = this.#entries.get(host);
    if (cached && cached.expiresAt > now) return cached.tenant;
    const readAt = this.#purges;

    const [row] = await crossTenant(this.#db, "resolving the host to its organization happens before there is one")
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        settings: organizations.settings,
        slug: organizations.slug,
        status: organizations.status,
        primaryHost: sql<
          string | null
        >`(select d.host from ${domains} d where d.organization_id = ${organizations.id} and d.is_primary and d.status in ('active', 'failing') order by d.host limit 1)`,
        primaryIsCustom: sql<boolean>`exists (select 1 from ${domains} d where d.organization_id = ${organizations.id} and d.is_primary and d.kind = 'custom' and d.status in ('active', 'failing'))`,
      })
      .from(domains)
      .innerJoin(organizations, eq(organizations.id, domains.organization_id))
      .where(and(eq(domains.host, host), servingDomain()))
      .limit(1);

    // A deleted site is offline at once: its hosts answer "No site at this address" (decision 061).
    const tenant: Tenant | null =
      row && row.status !== "deleted"
        ? {
            id: row.id,
            name: row.name,
            type: row.type,
            host,
            primaryHost: row.primaryHost ?? host,
            primaryIsCustom: Boolean(row.primaryIsCustom),
            slug: row.slug,
            status: row.status as Tenant["status"],
            settings: resolveSettings(row.settings),
            rawSettings: row.settings,
          }
        : null;
    if (tenant) this.#readAt.set(tenant, readAt);
    // Read before a purge that came while the query ran: this request uses it, nobody keeps it.
    if (tenant ? !this.isCurrent(tenant) : this.#purges !== readAt) return tenant;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    // Unknown hosts are remembered briefly too, so a flood of made-up hosts cannot load the database.
    this.#entries.set(host, { tenant, expiresAt: now + (tenant ? this.#ttlMs : 5_000) });
    return tenant;
  }

  /**
   * Whether no purge of the tenant's organization came after its settings were read: what is built
   * from a tenant that is not current must not be cached. A tenant this resolver did not read is.
   */
  isCurrent(tenant: { readonly id: number }): boolean {
    const readAt = this.#readAt.get(tenant);
    if (readAt === undefined) return true;
    return readAt >= this.#lastPurgeOfAll && readAt >= (this.#lastPurge.get(tenant.id) ?? 0);
  }

  /** Same tags as the page cache: `org-{id}` or `all`. */
  purge(tag: string): void {
    this.#purges += 1;
    if (tag === "all") {
      this.#lastPurgeOfAll = this.#purges;
      return this.#entries.clear();
    }
    const id = Number(/^org-(\d+)$/.exec(tag)?.[1]);
    if (Number.isInteger(id)) this.#lastPurge.set(id, this.#purges);
    for (const [host, entry] of this.#entries) {
      if (!entry.tenant || entry.tenant.id === id) this.#entries.delete(host);
    }
  }
}
