import { and, eq } from "drizzle-orm";
import type { Db } from "../../../../../server/db/client.ts";
import { domains, organizations, servingDomain } from "../../../../../server/db/schema/index.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";
import type { Env } from "../../../../../server/env.ts";
import type { MediaStorage } from "../../../../../server/domain/media/media-storage.ts";
import { AppError } from "../../../../../server/errors.ts";
import { normalizeHost } from "../../../../../server/tenancy/normalize-host.ts";
import { importSite, type ImportedSite } from "./import-site.ts";

export type FoundSite = { id: number; name: string; slug: string | null };

/** The site an operator's command names: by slug, id or host. */
export async function findSite(db: Db, { slug, org }: { slug?: string; org?: string }): Promise<FoundSite> {
  const why = "an operator's export command finds the site it names";
  if (org && /^\d+$/.test(org.trim())) {
    const [row] = await crossTenant(db, why)
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, Number(org)));
    if (row) return { ...row, slug: null };
  } else if (org) {
    const host = normalizeHost(org);
    const [row] = host
      ? await crossTenant(db, why)
          .select({ id: organizations.id, name: organizations.name })
          .from(domains)
          .innerJoin(organizations, eq(organizations.id, domains.organization_id))
          .where(and(eq(domains.host, host), servingDomain()))
      : [];
    if (row) return { ...row, slug: null };
  } else if (slug) {
    const [row] = await crossTenant(db, why)
      .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
      .from(organizations)
      .where(eq(organizations.slug, slug.trim().toLowerCase()));
    if (row) return row;
  }
  throw new AppError("not_found", "No such site");
}

/**
 * The address of a platform site, `{slug}.{SITES_DOMAIN}`, with the port when the sites are on a
 * `.localhost` domain (development: `npm start` answers on PORT).
 */
export function siteHost(env: Pick<Env, "SITES_DOMAIN" | "PORT">, slug: string): string {
  const host = `${slug}.${env.SITES_DOMAIN}`;
  return env.SITES_DOMAIN === "localhost" || env.SITES_DOMAIN.endsWith(".localhost") ? `${host}:${env.PORT}` : host;
}

/** An operator's import: at `{slug}.{SITES_DOMAIN}` (or the given host), owned by nobody on the platform yet. */
export async function importSiteAs(
  db: Db,
  archive: Uint8Array,
  options: { env: Env; slug: string; name?: string; host?: string; status?: "draft" | "live"; storage: MediaStorage },
): Promise<ImportedSite> {
  const host = options.host ?? siteHost(options.env, options.slug.trim());
  return importSite(db, archive, {
    slug: options.slug,
    name: options.name,
    host,
    status: options.status,
    storage: options.storage,
  });
}
