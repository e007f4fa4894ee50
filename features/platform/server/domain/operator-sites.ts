import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../../../server/db/client.ts";
import { organizations, platformAudit, platformOutbox } from "../../../../server/db/schema/index.ts";
import type { SiteQuotas } from "../../../../server/db/schema/organizations.ts";
import type { AuditEntry, OperatorSite, SiteSort } from "../../shared/operator.ts";
import type { Services } from "../../../../server/context.ts";
import { asSystem } from "../../../../server/db/tenant-context.ts";
import { crossTenant } from "../../../../server/db/tenant-scope.ts";
import { AppError } from "../../../../server/errors.ts";
import type { PlatformAccount } from "../platform-context.ts";
import { effectiveQuotas, QUOTA_KEYS, type QuotaEnv, type QuotaKey } from "./quotas.ts";

export type { OperatorSite, SiteSort, AuditEntry } from "../../shared/operator.ts";
export { SITE_SORTS } from "../../shared/operator.ts";

export const OPERATOR_PAGE_SIZE = 50;

const READ_REASON = "the operators' console lists every site";

// Correlated figures of each site, as SQL (the console reads every site at once). Written with
// qualified names: Drizzle leaves a one-table select's columns unqualified, which a subquery would
// take for its own.
const owners = sql<string[]>`coalesce((
  select array_agg(pa.email order by pa.email)
  from site_members sm join platform_accounts pa on pa.id = sm.account_id
  where sm.organization_id = "organizations"."id" and sm.role = 'owner'
), '{}')`;
const firstOwner = sql`(
  select min(pa.email)
  from site_members sm join platform_accounts pa on pa.id = sm.account_id
  where sm.organization_id = "organizations"."id" and sm.role = 'owner'
)`;
const pages = sql<number>`(select count(*)::int from blog_posts bp where bp.organization_id = "organizations"."id" and bp.content is null)`;
const storage = sql<string>`(select coalesce(sum(coalesce((select sum((v->>'bytes')::bigint) from jsonb_array_elements(m.variants) v), m.byte_size)), 0)::bigint from media m where m.organization_id = "organizations"."id")`;
const members = sql<number>`(select count(*)::int from site_members sm where sm.organization_id = "organizations"."id")`;
const lastEdit = sql<
  Date | string
>`coalesce((select max(r.created_at) from revisions r where r.organization_id = "organizations"."id"), "organizations"."updated_at")`;
const host = sql<
  string | null
>`(select d.host from domains d where d.organization_id = "organizations"."id" and d.status in ('active', 'failing') order by d.is_primary desc, d.host limit 1)`;

const SORT_SQL: Record<SiteSort, SQL> = {
  name: sql`lower("organizations"."name")`,
  slug: sql`"organizations"."slug"`,
  owner: firstOwner,
  created_at: sql`"organizations"."created_at"`,
  pages,
  storage,
  members,
  last_edit: lastEdit,
  status: sql`"organizations"."status"`,
};

/** Where the site answers: its primary host (else `{slug}.{SITES_DOMAIN}`), with the platform's scheme and port. */
export type SiteAddress = { protocol: string; port: string; sitesDomain: string };

function siteUrl(found: string | null, slug: string | null, address: SiteAddress): string {
  const name = found ?? `${slug ?? "site"}.${address.sitesDomain}`;
  return `${address.protocol}//${name}${address.port ? `:${address.port}` : ""}`;
}

/** What the console shows of a site: the same columns for the list and for one site. */
const SITE_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  status: organizations.status,
  created_at: organizations.created_at,
  quotas: organizations.quotas,
  owners,
  pages,
  storage,
  members,
  last_edit: lastEdit,
  host,
};

function toOperatorSite(
  row: Pick<typeof organizations.$inferSelect, "id" | "name" | "slug" | "status" | "created_at" | "quotas"> & {
    owners: string[] | null;
    pages: unknown;
    storage: unknown;
    members: unknown;
    last_edit: Date | string;
    host: string | null;
  },
  env: QuotaEnv,
  address: SiteAddress,
): OperatorSite {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: siteUrl(row.host, row.slug, address),
    owners: row.owners ?? [],
    created_at: new Date(row.created_at).toISOString(),
    pages: Number(row.pages),
    storage_bytes: Number(row.storage),
    members: Number(row.members),
    last_edit: new Date(row.last_edit).toISOString(),
    status: row.status,
    quotas: effectiveQuotas(row.quotas, env),
    own_quotas: row.quotas ?? {},
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every site, searched (name, slug, owner's address), sorted and paged. */
export async function listSites({
  db,
  env,
  address,
  q = "",
  sort = "created_at",
  order = sort === "created_at" || sort === "last_edit" ? "desc" : "asc",
  page = 1,
  pageSize = OPERATOR_PAGE_SIZE,
}: {
  db: Db;
  env: QuotaEnv;
  address: SiteAddress;
  q?: string;
  sort?: SiteSort;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
}): Promise<{ sites: OperatorSite[]; total: number; page: number; page_size: number }> {
  const term = q.trim().toLowerCase();
  const pattern = `%${escapeLike(term)}%`;
  const where = term
    ? sql`(lower("organizations"."name") like ${pattern} or lower(coalesce("organizations"."slug", '')) like ${pattern} or exists (
        select 1 from site_members sm join platform_accounts pa on pa.id = sm.account_id
        where sm.organization_id = "organizations"."id" and pa.email like ${pattern}))`
    : undefined;
  const handle = crossTenant(db, READ_REASON);
  const direction = order === "desc" ? desc : asc;
  const rows = await handle
    .select({ ...SITE_COLUMNS, total: sql<number>`count(*) over ()::int` })
    .from(organizations)
    .where(where)
    .orderBy(direction(SORT_SQL[sort]), asc(organizations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await handle
      .select({ n: sql<number>`count(*)::int` })
      .from(organizations)
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    sites: rows.map((row) => toOperatorSite(row, env, address)),
    total: Number(total),
    page,
    page_size: pageSize,
  };
}

/** One site as the console lists it, or 404. */
export async function findOperatorSite(db: Db, env: QuotaEnv, address: SiteAddress, id: number): Promise<OperatorSite> {
  const handle = crossTenant(db, READ_REASON);
  const [row] = await handle.select(SITE_COLUMNS).from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!row) throw new AppError("not_found", "No such site");
  return toOperatorSite(row, env, address);
}

async function auditOperator(
  tx: Tx,
  operator: PlatformAccount,
  action: string,
  site: { id: number; slug: string | null },
  reason: string,
  details: Record<string, unknown>,
) {
  await tx.insert(platformAudit).values({
    actor_account_id: operator.id,
    actor_email: operator.email,
    action,
    site_id: site.id,
    site_slug: site.slug,
    reason,
    details,
  });
}

/**
 * Suspends a site (visitors get 503 "This site is paused"; its admins still sign in and see it) or
 * resumes it (back to live; only a suspended site). One transaction: the status, the audit row with
 * the operator and the reason, and `content.changed` for the whole organization, whose handlers
 * purge the tenant resolver and the page cache on every instance after the commit.
 */
export async function changeSiteStatus({
  services,
  operator,
  siteId,
  to,
  reason,
}: {
  services: Pick<Services, "db" | "dispatcher">;
  operator: PlatformAccount;
  siteId: number;
  to: "suspended" | "live";
  reason: string;
}): Promise<void> {
  const why = to === "suspended" ? "an operator suspends a site" : "an operator resumes a site";
  await asSystem(why, () =>
    services.dispatcher.transaction(services.db, async (tx, emit) => {
      const [site] = await tx
        .select({ id: organizations.id, slug: organizations.slug, status: organizations.status })
        .from(organizations)
        .where(eq(organizations.id, siteId))
        .for("update")
        .limit(1);
      if (!site) throw new AppError("not_found", "No such site");
      if (to === "suspended" && (site.status === "suspended" || site.status === "deleted")) {
        throw new AppError("conflict", `This site is ${site.status}`, { code: "wrong_status", status: site.status });
      }
      if (to === "live" && site.status !== "suspended") {
        throw new AppError("conflict", "Only a suspended site can be resumed", {
          code: "wrong_status",
          status: site.status,
        });
      }
      await tx.update(organizations).set({ status: to }).where(eq(organizations.id, siteId));
      await auditOperator(tx, operator, to === "suspended" ? "site.suspend" : "site.resume", site, reason, {
        from: site.status,
        to,
      });
      emit({ type: "content.changed", organizationId: siteId, tags: null });
    }),
  );
}

/** Sets (a number) or clears (null: back to the default) a site's own quotas, with an audit row. */
export async function setSiteQuotas({
  db,
  operator,
  siteId,
  changes,
  reason,
}: {
  db: Db;
  operator: PlatformAccount;
  siteId: number;
  changes: Partial<Record<QuotaKey, number | null>>;
  reason: string;
}): Promise<void> {
  await asSystem("an operator sets a site's quotas", () =>
    db.transaction(async (tx) => {
      const [site] = await tx
        .select({ id: organizations.id, slug: organizations.slug, quotas: organizations.quotas })
        .from(organizations)
        .where(eq(organizations.id, siteId))
        .for("update")
        .limit(1);
      if (!site) throw new AppError("not_found", "No such site");
      const next: SiteQuotas = { ...site.quotas };
      for (const key of QUOTA_KEYS) {
        const value = changes[key];
        if (value === undefined) continue;
        if (value === null) delete next[key];
        else next[key] = value;
      }
      await tx.update(organizations).set({ quotas: next }).where(eq(organizations.id, siteId));
      await auditOperator(tx, operator, "site.quotas", site, reason, { before: site.quotas, after: next });
    }),
  );
}

/** The platform's audit log, newest first. */
export async function listAudit(db: Db, page: number, pageSize = OPERATOR_PAGE_SIZE) {
  const rows = await asSystem("the operators' console reads the platform's audit log", () =>
    db
      .select({
        id: platformAudit.id,
        created_at: platformAudit.created_at,
        actor_email: platformAudit.actor_email,
        action: platformAudit.action,
        site_id: platformAudit.site_id,
        site_slug: platformAudit.site_slug,
        reason: platformAudit.reason,
        details: platformAudit.details,
        total: sql<number>`count(*) over ()::int`,
      })
      .from(platformAudit)
      .orderBy(desc(platformAudit.created_at), desc(platformAudit.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  return {
    entries: rows.map(({ total: _total, ...row }): AuditEntry => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
    page,
    page_size: pageSize,
  };
}

/** The platform's outbox (mail kept when no SMTP_URL is set), newest first. */
export async function listOutbox(db: Db, page: number, pageSize = OPERATOR_PAGE_SIZE) {
  const rows = await asSystem("the operators' console reads the platform's outbox", () =>
    db
      .select({
        id: platformOutbox.id,
        created_at: platformOutbox.created_at,
        to: platformOutbox.to_address,
        subject: platformOutbox.subject,
        text: platformOutbox.text,
        total: sql<number>`count(*) over ()::int`,
      })
      .from(platformOutbox)
      .orderBy(desc(platformOutbox.created_at), desc(platformOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  return {
    messages: rows.map(({ total: _total, ...row }) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: Number(rows[0]?.total ?? 0),
    page,
    page_size: pageSize,
  };
}
