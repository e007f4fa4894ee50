import { desc, eq } from "drizzle-orm";
import type { RequestContext } from "../../context.ts";
import {
  emailOutbox,
  memberships,
  organizations,
  profiles,
  users,
  type MembershipRole,
} from "../../db/schema/index.ts";
import { can } from "../../policy/policy.ts";
import { crossTenant, scoped } from "../../db/tenant-scope.ts";

/** The signed-in person on this site, or null. */
export type Viewer = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  /** The role in the request's organization (never in another); the policy decides what it allows. */
  role: MembershipRole;
  /** May open the admin area of the request's organization (the policy's `admin.open`). */
  isAdmin: boolean;
  /** The UI language chosen on this site's profile; null: the browser's. */
  uiLocale: string | null;
  /** The time zone chosen on this site's profile (decision 080); null: the browser's. */
  timeZone: string | null;
};

export type Account = {
  id: string;
  name: string;
  email: string;
  username: string | null;
  /** The UI language chosen on this site's profile; null: the browser's. */
  uiLocale: string | null;
  /** The time zone chosen on this site's profile (decision 080); null: the browser's. */
  timeZone: string | null;
  createdAt: string;
  organizations: { id: number; name: string; role: "admin" | "user" }[];
};

export type OutboxEntry = {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
  status: "outbox" | "sent" | "failed";
};

type ViewerSource = Pick<RequestContext, "db" | "tenant" | "session">;

/** The request's session (already read by the session middleware) as the viewer of this organization. */
export async function resolveViewer(ctx: ViewerSource): Promise<Viewer | null> {
  const session = ctx.session;
  if (!session) return null;
  const [row] = await ctx.db
    .select({
      role: memberships.role,
      username: profiles.username,
      uiLocale: profiles.ui_locale,
      timeZone: profiles.time_zone,
    })
    .from(memberships)
    // Both sides in the host's organization: the profile is scoped like the membership.
    .leftJoin(profiles, scoped(ctx.tenant.id).where(profiles, eq(profiles.user_id, memberships.user_id)))
    .where(scoped(ctx.tenant.id).where(memberships, eq(memberships.user_id, session.user.id)))
    .limit(1);
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    username: row?.username ?? null,
    role: row?.role ?? "user",
    isAdmin: can(row?.role ?? "user", "admin.open"),
    uiLocale: row?.uiLocale ?? null,
    timeZone: row?.timeZone ?? null,
  };
}

export async function loadAccount(ctx: Pick<RequestContext, "db" | "tenant">, userId: string): Promise<Account | null> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const orgs = await crossTenant(
    ctx.db,
    "an account's memberships on every site it belongs to (its own rows, by user id)",
  )
    .select({ id: organizations.id, name: organizations.name, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organization_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(organizations.name);
  const [profile] = await ctx.db
    .select({ username: profiles.username, uiLocale: profiles.ui_locale, timeZone: profiles.time_zone })
    .from(profiles)
    .where(scoped(ctx.tenant.id).where(profiles, eq(profiles.user_id, userId)))
    .limit(1);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: profile?.username ?? null,
    uiLocale: profile?.uiLocale ?? null,
    timeZone: profile?.timeZone ?? null,
    createdAt: user.createdAt.toISOString(),
    organizations: orgs,
  };
}

/** The organization's mails, newest first. The caller checks that the viewer is its admin. */
export async function listOutbox(
  ctx: Pick<RequestContext, "db" | "tenant">,
  { limit = 100 }: { limit?: number },
): Promise<OutboxEntry[]> {
  const rows = await ctx.db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      created_at: emailOutbox.created_at,
      status: emailOutbox.status,
    })
    .from(emailOutbox)
    .where(scoped(ctx.tenant.id).where(emailOutbox))
    .orderBy(desc(emailOutbox.created_at), desc(emailOutbox.id))
    .limit(Math.min(Math.max(1, limit), 500));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
