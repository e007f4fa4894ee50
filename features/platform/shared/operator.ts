/**
 * What the operators' console (decision 065) reads from the operators' API: shared by the API
 * (features/platform/server/domain/operator-sites.ts) and the pages (app/routes/platform/operator).
 */
export type SiteStatus = "draft" | "live" | "suspended" | "deleted";
export type Quotas = { pages: number; storage_mb: number; members: number; bookings_per_day: number };
export type SiteQuotas = Partial<Quotas>;

/** What the operators' console shows of a site (decision 065). */
export type OperatorSite = {
  id: number;
  name: string;
  slug: string | null;
  url: string;
  owners: string[];
  created_at: string;
  pages: number;
  storage_bytes: number;
  members: number;
  last_edit: string;
  status: SiteStatus;
  quotas: Quotas;
  /** The site's own quotas (what an operator set); absent keys take the environment's default. */
  own_quotas: SiteQuotas;
};

export const SITE_SORTS = [
  "name",
  "slug",
  "owner",
  "created_at",
  "pages",
  "storage",
  "members",
  "last_edit",
  "status",
] as const;
export type SiteSort = (typeof SITE_SORTS)[number];

export type AuditEntry = {
  id: number;
  created_at: string;
  actor_email: string | null;
  action: string;
  site_id: number | null;
  site_slug: string | null;
  reason: string | null;
  details: Record<string, unknown>;
};
