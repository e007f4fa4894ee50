import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, organizations, profiles, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { normalizeHost } from "../../tenancy/normalize-host.ts";
import { ensureMembership } from "./memberships.ts";

/**
 * Makes an existing account an admin of one organization (named by id or by one of its host
 * names), creating its profile and membership there when missing.
 */
export async function makeAdmin({ db, email, organization }: { db: Db; email: string; organization: string }) {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (!user) throw new AppError("not_found", `No account with the e-mail ${address}. The person must register first.`);

  let org: { id: number; name: string } | undefined;
  if (/^\d+$/.test(organization.trim())) {
    [org] = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, Number(organization)))
      .limit(1);
  } else {
    const host = normalizeHost(organization);
    if (host) {
      [org] = await db
        .select({ id: organizations.id, name: organizations.name })
        .from(domains)
        .innerJoin(organizations, eq(organizations.id, domains.organization_id))
        .where(eq(domains.host, host))
        .limit(1);
    }
  }
  if (!org) throw new AppError("not_found", `No organization with the id or host "${organization}".`);

  const [profile] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.user_id, user.id))
    .limit(1);
  await ensureMembership({
    db,
    organizationId: org.id,
    userId: user.id,
    username: profile?.username ?? user.email.split("@")[0]!,
    fullName: user.name,
    email: user.email,
    role: "admin",
  });
  return { user, organization: org };
}
