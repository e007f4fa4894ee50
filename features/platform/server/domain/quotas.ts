import { count, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../../server/db/client.ts";
import { blogPosts, bookings, media, organizations, siteMembers } from "../../../../server/db/schema/index.ts";
import type { SiteQuotas } from "../../../../server/db/schema/organizations.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import type { Env } from "../../../../server/env.ts";
import { AppError } from "../../../../server/errors.ts";

/** The quotas of a site (decision 065), as organizations.quotas and the API name them. */
export const QUOTA_KEYS = ["pages", "storage_mb", "members", "bookings_per_day"] as const;
export type QuotaKey = (typeof QUOTA_KEYS)[number];
export type Quotas = Record<QuotaKey, number>;

/** The environment's defaults (QUOTA_*): what a site gets unless an operator set its own. */
export type QuotaEnv = Pick<Env, "QUOTA_PAGES" | "QUOTA_STORAGE_MB" | "QUOTA_MEMBERS" | "QUOTA_BOOKINGS_PER_DAY">;

export function defaultQuotas(env: QuotaEnv): Quotas {
  return {
    pages: env.QUOTA_PAGES,
    storage_mb: env.QUOTA_STORAGE_MB,
    members: env.QUOTA_MEMBERS,
    bookings_per_day: env.QUOTA_BOOKINGS_PER_DAY,
  };
}

/** The effective quotas: the site's own (set by an operator) else the environment's default, key by key. */
export function effectiveQuotas(own: SiteQuotas | null | undefined, env: QuotaEnv): Quotas {
  const defaults = defaultQuotas(env);
  const result = { ...defaults };
  for (const key of QUOTA_KEYS) {
    const value = own?.[key];
    if (typeof value === "number" && Number.isFinite(value) && value > 0) result[key] = value;
  }
  return result;
}

/** How the refusal names each quota. */
const QUOTA_WORDS: Record<QuotaKey, (limit: number) => string> = {
  pages: (limit) => `This site has reached its quota of ${limit} pages`,
  storage_mb: (limit) => `This site has reached its storage quota of ${limit} MB`,
  members: (limit) => `This site has reached its quota of ${limit} members`,
  bookings_per_day: (limit) => `This site has reached its quota of ${limit} bookings a day`,
};

/**
 * What the organization uses of a quota now. Pages are the posts-table records without content
 * (a page's body is its sections; decision 016), storage every byte of its gallery (each image's
 * renditions, the original among them), members the platform accounts that run it, bookings those
 * created since midnight UTC.
 */
export async function quotaUsage(db: Db | Tx, organizationId: number, key: QuotaKey): Promise<number> {
  const scope = scoped(organizationId);
  switch (key) {
    case "pages": {
      const [row] = await db
        .select({ n: count() })
        .from(blogPosts)
        .where(scope.where(blogPosts, isNull(blogPosts.content)));
      return Number(row?.n ?? 0);
    }
    case "storage_mb": {
      const [row] = await db.select({ bytes: mediaBytes }).from(media).where(scope.where(media));
      return Number(row?.bytes ?? 0);
    }
    case "members": {
      const [row] = await crossTenant(db, "a site's platform members are counted against its quota")
        .select({ n: count() })
        .from(siteMembers)
        .where(eq(siteMembers.organization_id, organizationId));
      return Number(row?.n ?? 0);
    }
    case "bookings_per_day": {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(scope.where(bookings, gte(bookings.created_at, startOfUtcDay())));
      return Number(row?.n ?? 0);
    }
  }
}

/** Bytes of the gallery: each image's renditions (they include the original), else its byte size. */
export const mediaBytes = sql<string>`coalesce(sum(coalesce((select sum((v->>'bytes')::bigint) from jsonb_array_elements(${media.variants}) v), ${media.byte_size})), 0)`;

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Stable numbers for the per-site, per-quota transaction lock. */
const LOCK_OF: Record<QuotaKey, number> = {
  pages: 28_901,
  storage_mb: 28_902,
  members: 28_903,
  bookings_per_day: 28_904,
};

/**
 * Refuses a write that would take the site over one of its quotas: 403
 * `{ error, code: "quota_exceeded", quota, limit }` (the limit lets a client word it in its reader's language). Call it inside the write's transaction, before the
 * insert: the refusal rolls the whole write back. A transaction-scoped lock per site and quota
 * makes two writes racing for the last unit take turns, so the quota holds under concurrency.
 * `adding` is what the write adds (1 row; for storage, the new file's bytes).
 */
export async function assertWithinQuota(
  tx: Tx,
  organizationId: number,
  key: QuotaKey,
  env: QuotaEnv,
  adding = 1,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_OF[key]}, ${organizationId})`);
  const [organization] = await tx
    .select({ quotas: organizations.quotas })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const limit = effectiveQuotas(organization?.quotas, env)[key];
  const used = await quotaUsage(tx, organizationId, key);
  const over = key === "storage_mb" ? used + adding > limit * 1024 * 1024 : used + adding > limit;
  if (over) throw quotaExceeded(key, limit);
}

export function quotaExceeded(key: QuotaKey, limit: number): AppError {
  return new AppError("forbidden", QUOTA_WORDS[key](limit), { code: "quota_exceeded", quota: key, limit });
}
