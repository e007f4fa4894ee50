import { eq } from "drizzle-orm";
import { resolveSettings, type OrganizationSettings, type ResolvedSettings } from "../../shared/settings.ts";
import type { Db } from "../db/client.ts";
import { domains, organizations } from "../db/schema/index.ts";

export type Tenant = {
  id: number;
  name: string;
  type: string;
  host: string;
  settings: ResolvedSettings;
  rawSettings: OrganizationSettings;
};

type Entry = { tenant: Tenant | null; expiresAt: number };

/**
 * Maps a request's host to its organization. Answers are kept in memory for a short while (a page
 * view must not cost a query for this) and dropped when the organization changes.
 */
export class TenantResolver {
  readonly #db: Db;
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries = 10_000;

  constructor(db: Db, options: { ttlMs?: number } = {}) {
    this.#db = db;
    this.#ttlMs = options.ttlMs ?? 60_000;
  }

  async resolve(host: string): Promise<Tenant | null> {
    const now = Date.now();
    const cached = this.#entries.get(host);
    if (cached && cached.expiresAt > now) return cached.tenant;

    const [row] = await this.#db
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        settings: organizations.settings,
      })
      .from(domains)
      .innerJoin(organizations, eq(organizations.id, domains.organization_id))
      .where(eq(domains.host, host))
      .limit(1);

    const tenant: Tenant | null = row
      ? {
          id: row.id,
          name: row.name,
          type: row.type,
          host,
          settings: resolveSettings(row.settings),
          rawSettings: row.settings,
        }
      : null;
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    // Unknown hosts are remembered briefly too, so a flood of made-up hosts cannot load the database.
    this.#entries.set(host, { tenant, expiresAt: now + (tenant ? this.#ttlMs : 5_000) });
    return tenant;
  }

  /** Same tags as the page cache: `org-{id}` or `all`. */
  purge(tag: string): void {
    if (tag === "all") return this.#entries.clear();
    const id = Number(/^org-(\d+)$/.exec(tag)?.[1]);
    for (const [host, entry] of this.#entries) {
      if (!entry.tenant || entry.tenant.id === id) this.#entries.delete(host);
    }
  }
}
