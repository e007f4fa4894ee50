import { hashPassword } from "../../../server/auth/password-hash.ts";
import { domains, organizations, platformAccounts, siteMembers } from "../../../server/db/schema/index.ts";
import { createUserWithPassword } from "../../../server/db/seed/accounts.ts";
import type { createTestApp } from "../../../tests/setup/test-app.ts";
import { nextIp } from "../../../tests/setup/accounts.ts";
import { openPlatformSession } from "../server/domain/platform-session.ts";
import { PLATFORM_SESSION_COOKIE } from "../shared/paths.ts";

/**
 * Sites and people as rows, the way the platform makes them (no mocks): an organization with its
 * slug, status and `{slug}.localhost` host; confirmed platform accounts with a real password hash;
 * site_members rows; and the owner's site account, admin of that site.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const PLATFORM = "app.localhost";
export const PASSWORD = "Platform-pass-2026";

export type Person = { id: number; email: string; cookie: string };

export async function platformPerson(t: TestApp, email: string, { verified = true } = {}): Promise<Person> {
  const [account] = await t.db
    .insert(platformAccounts)
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      email_verified_at: verified ? new Date() : null,
    })
    .returning();
  const token = await openPlatformSession(t.services.db, account!.id);
  return { id: account!.id, email, cookie: `${PLATFORM_SESSION_COOKIE}=${token}` };
}

export async function siteOwnedBy(t: TestApp, owner: Person, slug: string, name = `Site ${slug}`) {
  const [site] = await t.db
    .insert(organizations)
    .values({ name, slug, status: "live", type: "services", settings: { language: "en", supported_locales: ["en"] } })
    .returning();
  await t.db.insert(domains).values({ host: `${slug}.localhost`, organization_id: site!.id, is_primary: true });
  await t.db.insert(siteMembers).values({ organization_id: site!.id, account_id: owner.id, role: "owner" });
  await createUserWithPassword({
    db: t.db,
    organizationId: site!.id,
    email: owner.email,
    name: owner.email,
    password: PASSWORD,
    role: "admin",
  });
  return { id: site!.id, slug, name, host: `${slug}.localhost` };
}

/** A JSON request to the platform as `person` (same-origin, as the console's pages send it). */
export function platformCall(t: TestApp) {
  return (method: string, path: string, person: Person | null, body?: unknown) =>
    t.request(path, {
      method,
      host: PLATFORM,
      headers: {
        origin: `http://${PLATFORM}`,
        "x-forwarded-for": nextIp(),
        ...(person ? { cookie: person.cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}
