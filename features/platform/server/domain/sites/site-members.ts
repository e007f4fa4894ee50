import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../../../server/db/client.ts";
import {
  memberships,
  organizations,
  platformAccounts,
  platformAudit,
  platformTokens,
  sessions,
  siteMembers,
} from "../../../../../server/db/schema/index.ts";
import { asOrganization } from "../../../../../server/db/tenant-context.ts";
import { crossTenant, scoped } from "../../../../../server/db/tenant-scope.ts";
import { createAccount, findAccountByEmail } from "../../../../../server/domain/accounts/create-account.ts";
import { ensureMembership } from "../../../../../server/domain/accounts/memberships.ts";
import { enqueueMail } from "../../../../../server/domain/email/enqueue-mail.ts";
import { staffLocale } from "../../../../../server/domain/email/staff-mail.ts";
import { siteInvitationMail } from "../platform-mails.ts";
import { platformUiLocalesOf } from "../platform-ui-locale.ts";
import { AppError } from "../../../../../server/errors.ts";
import type { Services } from "../../../../../server/context.ts";
import { CONSOLE_PATH } from "../../../shared/paths.ts";
import type { PlatformAccount } from "../../platform-context.ts";
import { randomToken, sha256 } from "../platform-session.ts";
import { assertWithinQuota } from "../quotas.ts";
import { createHandoff, originFor, type PlatformOrigin, siteHost } from "./site-links.ts";

/** An invitation is good for a week. */
export const INVITATION_DAYS = 7;

const BYPASS = "site members and invitations are the platform's rows, across sites";

type Actor = Pick<PlatformAccount, "id" | "email" | "uiLocale">;

/** One row of the platform's audit log (kept after the site is purged). */
export async function auditSite(
  tx: Db,
  entry: {
    actor: Actor | null;
    action: string;
    site: { id: number; slug: string | null };
    reason?: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await crossTenant(tx, "the platform's audit log spans sites")
    .insert(platformAudit)
    .values({
      actor_account_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      site_id: entry.site.id,
      site_slug: entry.site.slug,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
    });
}

/** The site (organization) by id, deleted or not, or 404. */
export async function siteById(db: Db, siteId: number) {
  const [site] = await crossTenant(db, "the platform reads a site's own row")
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      status: organizations.status,
      deleted_at: organizations.deleted_at,
      purge_after: organizations.purge_after,
    })
    .from(organizations)
    .where(eq(organizations.id, siteId))
    .limit(1);
  if (!site) throw new AppError("not_found", "No such site");
  return site;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Invites `email` to administer the site: a single-use invitation (7 days, bound to the site and
 * the address, stored as its SHA-256), mailed as the platform's own mail after the commit.
 */
export async function inviteToSite(
  services: Services,
  input: { siteId: number; actor: Actor; email: string; origin: PlatformOrigin },
): Promise<{ email: string; expires_at: Date }> {
  const email = normalEmail(input.email);
  const site = await siteById(services.db, input.siteId);
  if (site.status === "deleted") throw new AppError("conflict", "A deleted site takes no new members");
  const [already] = await crossTenant(services.db, BYPASS)
    .select({ id: siteMembers.account_id })
    .from(siteMembers)
    .innerJoin(platformAccounts, eq(platformAccounts.id, siteMembers.account_id))
    .where(and(eq(siteMembers.organization_id, site.id), eq(platformAccounts.email, email)))
    .limit(1);
  if (already) throw new AppError("conflict", "This person is already a member of the site", { field: "email" });
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const link = `${originFor(services.env.PLATFORM_HOST, input.origin)}${CONSOLE_PATH}/invitations/${token}`;
  const host = await siteHost(services.db, site.id);
  await services.db.transaction(async (tx) => {
    await crossTenant(tx, BYPASS)
      .insert(platformTokens)
      .values({
        kind: "invitation",
        token_hash: sha256(token),
        account_id: input.actor.id,
        organization_id: site.id,
        email,
        role: "admin",
        expires_at: expiresAt,
      });
    await auditSite(tx, { actor: input.actor, action: "site.invite", site, details: { email } });
    const siteLabel = `${site.name}${host ? ` (${host})` : ""}`;
    // The invitee's own language when they have a platform account, else the inviter's (decision 083).
    const known = await platformUiLocalesOf(tx, [email]);
    const locale = staffLocale(known.get(email), input.actor.uiLocale);
    await enqueueMail(
      tx,
      siteInvitationMail({
        to: email,
        inviter: input.actor.email,
        siteLabel,
        siteName: site.name,
        link,
        days: INVITATION_DAYS,
        locale,
      }),
    );
  });
  services.jobs.wake();
  return { email, expires_at: expiresAt };
}

/** What the invitation page shows: the site, who invited, to which address, and whether it still holds. */
export async function describeInvitation(db: Db, token: string) {
  if (!token || token.length > 200) throw new AppError("not_found", "No such invitation");
  const [row] = await crossTenant(db, BYPASS)
    .select({
      email: platformTokens.email,
      expires_at: platformTokens.expires_at,
      used_at: platformTokens.used_at,
      site_id: organizations.id,
      site_name: organizations.name,
      site_slug: organizations.slug,
      site_status: organizations.status,
      invited_by: platformAccounts.email,
    })
    .from(platformTokens)
    .innerJoin(organizations, eq(organizations.id, platformTokens.organization_id))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformTokens.account_id))
    .where(and(eq(platformTokens.kind, "invitation"), eq(platformTokens.token_hash, sha256(token))))
    .limit(1);
  if (!row || row.site_status === "deleted") throw new AppError("not_found", "No such invitation");
  const state = row.used_at ? "used" : row.expires_at <= new Date() ? "expired" : "open";
  return {
    site: { id: row.site_id, name: row.site_name, slug: row.site_slug },
    invited_by: row.invited_by,
    email: row.email ?? "",
    state: state as "open" | "used" | "expired",
  };
}

/** A username for a new site account: the address's local part, as the seed makes them. */
const usernameOf = (email: string) =>
  email
    .split("@")[0]!
    .replace(/[^a-z0-9._-]/g, "")
    .slice(0, 40) || "admin";

/**
 * Accepts an invitation, in one transaction: redeems the token (one UPDATE … WHERE used_at IS NULL,
 * only for the address it was sent to), makes the person an admin member of the site, creates or
 * reuses their site account there (a new one gets the platform password's hash, so the same
 * password works, and a confirmed address) with the admin role, and issues a hand-off into the site.
 * Another person, a replay or an expired invitation change nothing.
 */
export async function acceptInvitation(
  services: Services,
  input: { token: string; account: PlatformAccount; origin: PlatformOrigin },
): Promise<{ site: { id: number; slug: string | null; name: string }; handoff_url: string }> {
  const { db } = services;
  const { account } = input;
  if (!account.emailVerified) throw new AppError("forbidden", "Confirm your e-mail address first");
  const invitation = await describeInvitation(db, input.token);
  if (invitation.email !== account.email)
    throw new AppError("forbidden", "This invitation was sent to another address");
  if (invitation.state !== "open") throw new AppError("conflict", "This invitation was already used or has expired");
  const result = await db.transaction(async (tx) => {
    const [redeemed] = await crossTenant(tx, BYPASS)
      .update(platformTokens)
      .set({ used_at: new Date() })
      .where(
        and(
          eq(platformTokens.token_hash, sha256(input.token)),
          eq(platformTokens.kind, "invitation"),
          eq(platformTokens.email, account.email),
          isNull(platformTokens.used_at),
          gt(platformTokens.expires_at, sql`now()`),
        ),
      )
      .returning({ organizationId: platformTokens.organization_id });
    if (!redeemed?.organizationId) throw new AppError("conflict", "This invitation was already used or has expired");
    const site = await siteById(tx, redeemed.organizationId);
    if (site.status === "deleted") throw new AppError("not_found", "No such invitation");
    // A site at its members quota takes nobody more (decision 065); counted as the site itself.
    await asOrganization(site.id, () => assertWithinQuota(tx, site.id, "members", services.env));
    await crossTenant(tx, BYPASS)
      .insert(siteMembers)
      .values({ organization_id: site.id, account_id: account.id, role: "admin" })
      .onConflictDoNothing();
    const [platformAccount] = await crossTenant(tx, BYPASS)
      .select({ hash: platformAccounts.password_hash })
      .from(platformAccounts)
      .where(eq(platformAccounts.id, account.id))
      .limit(1);
    await asOrganization(site.id, async () => {
      const existing = await findAccountByEmail({ db: tx, organizationId: site.id, email: account.email });
      if (existing) {
        await ensureMembership({
          db: tx,
          organizationId: site.id,
          userId: existing.id,
          username: usernameOf(account.email),
          email: account.email,
          role: "admin",
        });
      } else {
        await createAccount({
          db: tx,
          account: {
            organizationId: site.id,
            email: account.email,
            name: account.email,
            password: { hash: platformAccount!.hash },
            username: usernameOf(account.email),
            emailVerified: true,
            role: "admin",
          },
        });
      }
    });
    await auditSite(tx, { actor: account, action: "site.invitation_accepted", site });
    const handoffUrl = await createHandoff(tx, {
      organizationId: site.id,
      accountId: account.id,
      email: account.email,
      origin: input.origin,
    });
    return { site: { id: site.id, slug: site.slug, name: site.name }, handoff_url: handoffUrl };
  });
  return result;
}

/** The site's members (platform accounts) and its open invitations. */
export async function listMembers(db: Db, siteId: number) {
  const members = await crossTenant(db, BYPASS)
    .select({ account_id: siteMembers.account_id, email: platformAccounts.email, role: siteMembers.role })
    .from(siteMembers)
    .innerJoin(platformAccounts, eq(platformAccounts.id, siteMembers.account_id))
    .where(eq(siteMembers.organization_id, siteId))
    .orderBy(asc(siteMembers.created_at), asc(platformAccounts.email));
  const invitations = await crossTenant(db, BYPASS)
    .select({ email: platformTokens.email, expires_at: platformTokens.expires_at })
    .from(platformTokens)
    .where(
      and(
        eq(platformTokens.organization_id, siteId),
        eq(platformTokens.kind, "invitation"),
        isNull(platformTokens.used_at),
        gt(platformTokens.expires_at, sql`now()`),
      ),
    )
    .orderBy(asc(platformTokens.created_at));
  return {
    members,
    invitations: invitations.map((row) => ({ email: row.email ?? "", expires_at: row.expires_at })),
  };
}

/**
 * Removes a member from the site: their console membership goes, their site account there is
 * lowered to an ordinary user, and their sessions on that site end at once (the rows go, and the
 * real-time sockets are told on every instance). The last owner cannot be removed.
 */
export async function removeMember(
  services: Services,
  input: { siteId: number; actor: Actor; accountId: number },
): Promise<void> {
  const { db } = services;
  const site = await siteById(db, input.siteId);
  const removedUser = await db.transaction(async (tx: Tx) => {
    const rows = await crossTenant(tx, BYPASS)
      .select({ account_id: siteMembers.account_id, role: siteMembers.role, email: platformAccounts.email })
      .from(siteMembers)
      .innerJoin(platformAccounts, eq(platformAccounts.id, siteMembers.account_id))
      .where(eq(siteMembers.organization_id, site.id))
      .for("update", { of: siteMembers });
    const target = rows.find((row) => row.account_id === input.accountId);
    if (!target) throw new AppError("not_found", "No such member of this site");
    if (target.role === "owner" && rows.filter((row) => row.role === "owner").length === 1)
      throw new AppError("conflict", "The site's last owner cannot be removed");
    await crossTenant(tx, BYPASS)
      .delete(siteMembers)
      .where(and(eq(siteMembers.organization_id, site.id), eq(siteMembers.account_id, target.account_id)));
    const user = await asOrganization(site.id, async () => {
      const found = await findAccountByEmail({ db: tx, organizationId: site.id, email: target.email });
      if (!found) return null;
      await tx
        .update(memberships)
        .set({ role: "user", updated_at: new Date() })
        .where(scoped(site.id).where(memberships, eq(memberships.user_id, found.id)));
      await tx.delete(sessions).where(and(eq(sessions.organizationId, site.id), eq(sessions.userId, found.id)));
      return found;
    });
    await auditSite(tx, {
      actor: input.actor,
      action: "site.member_removed",
      site,
      details: { account_id: target.account_id, email: target.email, role: target.role },
    });
    return user;
  });
  if (removedUser) await services.realtime.credentials.changed({ organizationId: site.id, userId: removedUser.id });
}
