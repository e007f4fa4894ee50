import { asc, desc, eq } from "drizzle-orm";
import type { Tx } from "../../../../server/db/client.ts";
import { domains, organizations, servingDomain } from "../../../../server/db/schema/index.ts";
import type { DomainCheckResult } from "../../../../server/db/schema/domains.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { enqueueMail } from "../../../../server/domain/email/enqueue-mail.ts";
import { escapeHtml, siteAdmins, staffHtml } from "../../../../server/domain/email/staff-mail.ts";
import { formatDateTime } from "../../../../shared/i18n/date-time.ts";
import * as m from "../../../../shared/i18n/paraglide/messages.js";
import type { Env } from "../../../../server/env.ts";
import { storedOriginFallback } from "../../../../server/http/request-origin.ts";
import { afterCheck } from "./domain-schedule.ts";
import { scheduleDomainChecks } from "./check-due-domains.ts";
import { displayHost, verificationName, verificationValue } from "./host-rules.ts";

type Row = typeof domains.$inferSelect;

/**
 * Writes what one DNS check found into a domain row (inside the caller's applyChange): the next
 * check, the status (pending → active, active → failing → pending after the grace period), the
 * platform address made primary again when a primary stops serving, and one mail to the site's
 * admins when a verified domain's record goes missing (decision 066).
 */
export async function writeCheck(
  tx: Tx,
  {
    row,
    verified,
    result,
    now,
    graceDays,
    env,
  }: {
    row: Row;
    verified: boolean;
    result: DomainCheckResult;
    now: Date;
    graceDays: number;
    env: Pick<Env, "PUBLIC_ORIGIN">;
  },
): Promise<void> {
  const organizationId = row.organization_id;
  const outcome = afterCheck(row, verified, now, graceDays);
  await tx
    .update(domains)
    .set({ ...outcome.patch, last_check: result, updated_at: now })
    .where(scoped(organizationId).where(domains, eq(domains.id, row.id)));
  if (outcome.patch.next_check_at) await scheduleDomainChecks(tx, outcome.patch.next_check_at);
  if (outcome.lostPrimary) await restorePlatformPrimary(tx, organizationId);
  if (outcome.mailOwners) await mailOwners(tx, { row, graceDays, now, env });
}

/** The site's platform address (else its oldest serving one) becomes primary again. */
export async function restorePlatformPrimary(tx: Tx, organizationId: number): Promise<void> {
  const tenant = scoped(organizationId);
  const [fallback] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(tenant.where(domains, servingDomain()))
    .orderBy(desc(domains.kind), asc(domains.id))
    .limit(1);
  await tx
    .update(domains)
    .set({ is_primary: false })
    .where(tenant.where(domains, eq(domains.is_primary, true)));
  if (fallback) {
    await tx
      .update(domains)
      .set({ is_primary: true })
      .where(tenant.where(domains, eq(domains.id, fallback.id)));
  }
}

async function mailOwners(
  tx: Tx,
  { row, graceDays, now, env }: { row: Row; graceDays: number; now: Date; env: Pick<Env, "PUBLIC_ORIGIN"> },
) {
  const organizationId = row.organization_id;
  const tenant = scoped(organizationId);
  const [site] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [primary] = await tx
    .select({ host: domains.host })
    .from(domains)
    .where(tenant.where(domains, servingDomain()))
    .orderBy(desc(domains.is_primary), desc(domains.kind), asc(domains.id))
    .limit(1);
  const admins = await siteAdmins(tx, organizationId);
  // Links through the site's own address, as every later mail's (no request to take it from).
  const origin = storedOriginFallback(primary?.host ?? row.host, env);
  const link = `${origin}/`;
  const name = displayHost(row.host);
  const until = new Date(now.getTime() + graceDays * 24 * 60 * 60 * 1000);
  const record = `TXT ${verificationName(row.host)} = ${verificationValue(row.verification_token ?? "")}`;
  // Each admin reads it in their language, the day in their time zone (else UTC, as before).
  for (const admin of admins) {
    const o = { locale: admin.locale };
    const date = formatDateTime(until, { locale: admin.locale, timeZone: admin.timeZone ?? "UTC", style: "date" });
    const subject = m.mail_dns_subject({ domain: name }, o);
    const lines = [
      m.mail_dns_missing({ domain: name, site: site?.name ?? name }, o),
      record,
      "",
      m.mail_dns_until({ domain: name, date, link }, o),
    ];
    const text = lines.join("\n");
    const html = staffHtml(
      admin.locale,
      lines
        .filter(Boolean)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(""),
    );
    await enqueueMail(tx, { organizationId, to: admin.email, subject, text, html, links: [link] });
  }
}
