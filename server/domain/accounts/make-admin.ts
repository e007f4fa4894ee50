import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, organizations, profiles, servingDomain } from "../../db/schema/index.ts";
import { findAccountByEmail } from "./create-account.ts";
import { AppError } from "../../errors.ts";
import { normalizeHost } from "../../tenancy/normalize-host.ts";
import { ensureMembership } from "./memberships.ts";
import { crossTenant, scoped } from "../../db/tenant-scope.ts";
import { asOrganization } from "../../db/tenant-context.ts";

/**
 * Makes an existing account of one organization (named by id or by one of its host names) an
 * admin there.
 */
export async function makeAdmin({ db, email, organization }: { db: Db; email: string; organization: string }) {
  const address = email.trim().toLowerCase();
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
      [org] = await crossTenant(db, "the make-admin command finds the organization by host or id first")
        .select({ id: organizations.id, name: organizations.name })
        .from(domains)
        .innerJoin(organizations, eq(organizations.id, domains.organization_id))
        .where(and(eq(domains.host, host), servingDomain()))
        .limit(1);
    }
  }
  if (!org) throw new AppError("not_found", `No organization with the id or host "${organization}".`);
  const found = org;
  // The rest is that organization's business: its rows only, as a request of its site would.
  return asOrganization(found.id, () => promote({ db, address, org: found }));
}

async function promote({ db, address, org }: { db: Db; address: string; org: { id: number; name: string } }) {
  // Accounts belong to one site (decision 013): the person must have registered on this one.
  const user = await findAccountByEmail({ db, organizationId: org.id, email: address });
  if (!user) {
    throw new AppError(
      "not_found",
      `No account with the e-mail ${address} on ${org.name}'s site. The person must register there first.`,
    );
  }
  const [profile] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(scoped(org.id).where(profiles, eq(profiles.user_id, user.id)))
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
