import { and, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { banners, faqs, profiles, users } from "../schema/index.ts";
import type { CustomerObject, TeamObject } from "../../../shared/rules/people.ts";
import { crossTenant } from "../tenant-scope.ts";

/** Builders for banners, FAQs and people shown in sections, shared by the demo seed and the tests. */

type BannerInput = Omit<typeof banners.$inferInsert, "organization_id">;

export async function createBanners({
  db,
  organizationId,
  items,
}: {
  db: Db;
  organizationId: number;
  items: BannerInput[];
}) {
  if (items.length === 0) return [];
  return crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(banners)
    .values(items.map((item, index) => ({ order: index * 10, ...item, organization_id: organizationId })))
    .returning();
}

type FaqInput = Omit<typeof faqs.$inferInsert, "organization_id">;

export async function createFaqs({ db, organizationId, items }: { db: Db; organizationId: number; items: FaqInput[] }) {
  if (items.length === 0) return [];
  return crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(faqs)
    .values(items.map((item, index) => ({ order: index * 10, ...item, organization_id: organizationId })))
    .returning();
}

/**
 * A person shown by team or testimonials sections: a user without a password (they cannot sign in)
 * and their profile on the organization's site with a team and/or customer object.
 */
export async function createSectionPerson({
  db,
  organizationId,
  fullName,
  email,
  team = null,
  customer = null,
}: {
  db: Db;
  organizationId: number;
  fullName: string;
  email: string;
  team?: TeamObject | null;
  customer?: CustomerObject | null;
}) {
  const id = `person-${organizationId}-${email}`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!existing) {
    await db.insert(users).values({ id, organizationId, name: fullName, email, emailVerified: true });
  }
  const [row] = await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .insert(profiles)
    .values({
      organization_id: organizationId,
      user_id: id,
      username: email.split("@")[0]!,
      full_name: fullName,
      email,
      team,
      customer,
    })
    .returning();
  return row!;
}

export async function setProfileObjects({
  db,
  organizationId,
  profileId,
  team,
  customer,
}: {
  db: Db;
  organizationId: number;
  profileId: number;
  team?: TeamObject | null;
  customer?: CustomerObject | null;
}) {
  await crossTenant(db, "the seed builds every demo organization's rows from the ids it just created")
    .update(profiles)
    .set({ ...(team !== undefined ? { team } : {}), ...(customer !== undefined ? { customer } : {}) })
    .where(and(eq(profiles.organization_id, organizationId), eq(profiles.id, profileId)));
}
