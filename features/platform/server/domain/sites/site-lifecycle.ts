import { and, desc, eq, lte } from "drizzle-orm";
import type { Services } from "../../../../../server/context.ts";
import type { Db } from "../../../../../server/db/client.ts";
import { organizations, platformAudit } from "../../../../../server/db/schema/index.ts";
import { asOrganization, asSystem } from "../../../../../server/db/tenant-context.ts";
import { crossTenant } from "../../../../../server/db/tenant-scope.ts";
import { mediaStorageFor } from "../../../../../server/domain/media/media-storage.ts";
import type { Env } from "../../../../../server/env.ts";
import { AppError } from "../../../../../server/errors.ts";
import { cancelJobs, enqueueJob, type JobRunner } from "../../../../../server/jobs/index.ts";
import type { Logger } from "../../../../../server/logger.ts";
import type { PlatformAccount } from "../../platform-context.ts";
import { auditSite, siteById } from "./site-members.ts";

/** The platform job that removes deleted sites for good once their grace period is over. */
export const PURGE_SITES_JOB = "platform.purge_sites";

export const DELETE_NAME_MISMATCH = "Type the site's name exactly to delete it";

type Actor = Pick<PlatformAccount, "id" | "email">;
type LiveStatus = "draft" | "live" | "suspended";

const purgeKey = (siteId: number) => `site-${siteId}`;

/**
 * Deletes a site (its owner typed its name exactly): status `deleted`, `deleted_at`, `purge_after`
 * in SITE_DELETE_GRACE_DAYS, an audit row that keeps the status it had (restore goes back to it),
 * and the purge job planned for then. `content.changed` for the whole organization purges the
 * tenant resolver and the page cache on every instance: its hosts answer 404 at once.
 */
export async function deleteSite(
  services: Services,
  input: { siteId: number; actor: Actor; typedName: string | undefined },
): Promise<{ id: number; status: "deleted"; purge_after: Date }> {
  const site = await siteById(services.db, input.siteId);
  if (site.status === "deleted") throw new AppError("conflict", "This site is already deleted");
  if (input.typedName !== site.name) throw new AppError("bad_request", DELETE_NAME_MISMATCH, { field: "name" });
  const now = new Date();
  const purgeAfter = new Date(now.getTime() + services.env.SITE_DELETE_GRACE_DAYS * 24 * 60 * 60 * 1000);
  // As the site: the event's durable handlers (search index, publication) write its own rows.
  await asOrganization(site.id, () =>
    services.dispatcher.transaction(services.db, async (tx, emit) => {
      const [updated] = await crossTenant(tx, "the platform changes a site's status")
        .update(organizations)
        .set({ status: "deleted", deleted_at: now, purge_after: purgeAfter })
        .where(and(eq(organizations.id, site.id), eq(organizations.status, site.status)))
        .returning({ id: organizations.id });
      if (!updated) throw new AppError("conflict", "The site changed meanwhile; try again");
      await auditSite(tx, {
        actor: input.actor,
        action: "site.delete",
        site,
        details: { status_before_delete: site.status, purge_after: purgeAfter.toISOString() },
      });
      await enqueueJob(tx, { kind: PURGE_SITES_JOB, organizationId: null, key: purgeKey(site.id), runAt: purgeAfter });
      emit({ type: "content.changed", organizationId: site.id, tags: null });
    }),
  );
  return { id: site.id, status: "deleted", purge_after: purgeAfter };
}

/** The status the site had before its last deletion (kept in the audit log), or live. */
async function statusBeforeDelete(db: Db, siteId: number): Promise<LiveStatus> {
  const [row] = await crossTenant(db, "the platform's audit log spans sites")
    .select({ details: platformAudit.details })
    .from(platformAudit)
    .where(and(eq(platformAudit.site_id, siteId), eq(platformAudit.action, "site.delete")))
    .orderBy(desc(platformAudit.id))
    .limit(1);
  const status = row?.details.status_before_delete;
  return status === "draft" || status === "suspended" ? status : "live";
}

/** Restores a deleted site within its grace period: back to the status it had, the purge cancelled. */
export async function restoreSite(
  services: Services,
  input: { siteId: number; actor: Actor; reason?: string },
): Promise<{ id: number; status: LiveStatus }> {
  const site = await siteById(services.db, input.siteId);
  if (site.status !== "deleted") throw new AppError("conflict", "This site is not deleted");
  if (site.purge_after && site.purge_after <= new Date())
    throw new AppError("conflict", "The grace period is over: this site is being removed for good");
  const status = await statusBeforeDelete(services.db, site.id);
  await asOrganization(site.id, () =>
    services.dispatcher.transaction(services.db, async (tx, emit) => {
      const [updated] = await crossTenant(tx, "the platform changes a site's status")
        .update(organizations)
        .set({ status, deleted_at: null, purge_after: null })
        .where(and(eq(organizations.id, site.id), eq(organizations.status, "deleted")))
        .returning({ id: organizations.id });
      if (!updated) throw new AppError("conflict", "The site changed meanwhile; try again");
      await cancelJobs(tx, { kind: PURGE_SITES_JOB, key: purgeKey(site.id) });
      await auditSite(tx, {
        actor: input.actor,
        action: "site.restore",
        site,
        reason: input.reason,
        details: { status },
      });
      emit({ type: "content.changed", organizationId: site.id, tags: null });
    }),
  );
  return { id: site.id, status };
}

/**
 * Removes for good every deleted site whose grace period ended by `now`: its media files first
 * (local folder or bucket), then the organization row, whose foreign keys cascade to every tenant
 * table, and an audit row (the audit log keeps no foreign key on the site). Its slug is then free.
 */
export async function purgeDueSites(
  { db, env, logger }: { db: Db; env: Env; logger?: Logger },
  now: Date = new Date(),
): Promise<number[]> {
  const due = await crossTenant(db, "the purge finds deleted sites past their grace period")
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(and(eq(organizations.status, "deleted"), lte(organizations.purge_after, now)));
  const storage = mediaStorageFor(env);
  const purged: number[] = [];
  for (const site of due) {
    await storage.removeOrganization(site.id);
    await asSystem("the purge removes a deleted site for good", () =>
      db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(organizations)
          .where(
            and(
              eq(organizations.id, site.id),
              eq(organizations.status, "deleted"),
              lte(organizations.purge_after, now),
            ),
          )
          .returning({ id: organizations.id });
        if (gone) await auditSite(tx, { actor: null, action: "site.purge", site, reason: "grace period over" });
      }),
    );
    logger?.info({ organization_id: site.id, slug: site.slug }, "deleted site purged");
    purged.push(site.id);
  }
  return purged;
}

export function registerPurgeSitesJob(runner: JobRunner, deps: { db: Db; env: Env; logger?: Logger }): void {
  runner.register(PURGE_SITES_JOB, async (job) => {
    const purged = await purgeDueSites(deps, job.now);
    return { outcome: `purged ${purged.length}` };
  });
}
