import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../../tests/setup/smtp-receiver.ts";
import { createTestApp } from "../../../../tests/setup/test-app.ts";
import { challtestsrvMissing, startChalltestsrv, type Challtestsrv } from "../../../../tests/support/challtestsrv.ts";
import { createUserWithPassword } from "../../../../server/db/seed/accounts.ts";
import { createOrganization } from "../../../../server/db/seed/factories.ts";
import { domains, jobs, profiles, revisions } from "../../../../server/db/schema/index.ts";
import { formatDateTime } from "../../../../shared/i18n/date-time.ts";
import { MAIL_JOB } from "../../../../server/domain/email/enqueue-mail.ts";
import { checkDueDomains, DOMAINS_CHECK_JOB, scheduleDomainChecks } from "./check-due-domains.ts";

/** The background checks of custom domains (decision 066) against a real DNS server, on a clock of our own. */

const missing = challtestsrvMissing();
if (missing) console.warn(missing);

const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(missing !== null)("re-checking custom domains (pebble-challtestsrv)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dns: Challtestsrv;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let org = 0;
  let platformId = 0;

  beforeAll(async () => {
    dns = (await startChalltestsrv())!;
    smtp = await startSmtpReceiver();
    t = await createTestApp({ DNS_SERVERS: dns.dnsAddress, DOMAIN_GRACE_DAYS: "7", SMTP_URL: smtp.url });
    org = (await createOrganization({ db: t.db, name: "Checked", hosts: ["checked.localhost"] })).id;
    [{ id: platformId }] = (await t.db
      .select({ id: domains.id })
      .from(domains)
      .where(eq(domains.organization_id, org))) as [{ id: number }];
    const owner = await createUserWithPassword({
      db: t.db,
      organizationId: org,
      email: "owner@checked.example",
      name: "Owner",
      password: "a-long-password-1",
      role: "admin",
    });
    // Staff mails speak the admin's language, dates in their zone (decision 083).
    await t.db
      .update(profiles)
      .set({ ui_locale: "es", time_zone: "Pacific/Auckland" })
      .where(eq(profiles.user_id, owner.id));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await dns?.stop();
    await smtp?.close();
  });

  const deps = () => ({ db: t.services.db, dispatcher: t.services.dispatcher, env: t.services.env });
  const row = async (id: number) => (await t.db.select().from(domains).where(eq(domains.id, id)))[0]!;

  async function custom(host: string, values: Partial<typeof domains.$inferInsert>) {
    const [inserted] = await t.db
      .insert(domains)
      .values({ organization_id: org, host, kind: "custom", verification_token: host.split(".")[0], ...values })
      .returning({ id: domains.id });
    return inserted!.id;
  }

  it("activates a pending domain once its record appears, and backs off while it does not", async () => {
    const now = new Date();
    const id = await custom("later.example.test", { status: "pending", next_check_at: now });
    await checkDueDomains(deps(), now);
    let domain = await row(id);
    expect(domain).toMatchObject({ status: "pending", check_attempts: 1 });
    expect(domain.next_check_at!.getTime() - now.getTime()).toBe(5 * 60 * 1000);
    expect(domain.last_check).toMatchObject({ found: [] });

    await dns.setTxt("_tessera.later.example.test", "tessera-verification=later");
    // Not due yet: nothing happens.
    await checkDueDomains(deps(), new Date(now.getTime() + 60_000));
    expect((await row(id)).status).toBe("pending");
    await checkDueDomains(deps(), domain.next_check_at!);
    domain = await row(id);
    expect(domain).toMatchObject({ status: "active", check_attempts: 0 });
    expect(domain.next_check_at!.getTime() - domain.last_checked_at!.getTime()).toBe(DAY);
    const trail = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entity, "domain"), eq(revisions.entity_id, String(id))));
    expect(trail.map((revision) => revision.actor_name)).toEqual(["Domain check", "Domain check"]);
  });

  it("marks a verified domain failing when its record disappears, mails its admins once, and after the grace period stops serving it", async () => {
    // 20:00 UTC: already the next day in Auckland, so the mail's date shows whose zone it is in.
    const start = new Date(Math.floor(Date.now() / DAY) * DAY + 10 * DAY + 20 * 60 * 60 * 1000);
    const id = await custom("gone.example.test", {
      status: "active",
      verified_at: new Date(),
      next_check_at: start,
    });
    // It is the primary: when it lapses the platform address must take over again.
    await t.db.update(domains).set({ is_primary: false }).where(eq(domains.id, platformId));
    await t.db.update(domains).set({ is_primary: true }).where(eq(domains.id, id));
    const mailsBefore = await t.db.$count(jobs, and(eq(jobs.kind, MAIL_JOB), eq(jobs.organization_id, org)));

    await checkDueDomains(deps(), start);
    let domain = await row(id);
    expect(domain).toMatchObject({ status: "failing", failing_since: start, is_primary: true });
    const mails = await t.db.$count(jobs, and(eq(jobs.kind, MAIL_JOB), eq(jobs.organization_id, org)));
    expect(mails).toBe(mailsBefore + 1);
    const mail = await smtp.waitFor("owner@checked.example", (m) => m.subject.startsWith("gone.example.test"));
    expect(mail.subject).toBe("gone.example.test: falta su registro DNS");
    const until = new Date(start.getTime() + 7 * DAY);
    const local = formatDateTime(until, { locale: "es", timeZone: "Pacific/Auckland", style: "date" });
    expect(local).not.toBe(formatDateTime(until, { locale: "es", timeZone: "UTC", style: "date" }));
    expect(mail.text).toContain(`El sitio sigue respondiendo en gone.example.test hasta el ${local}.`);
    // Still served during the grace period.
    expect((await t.services.tenants.resolve("gone.example.test"))?.id).toBe(org);

    const hourLater = domain.next_check_at!;
    await checkDueDomains(deps(), hourLater);
    expect(await t.db.$count(jobs, and(eq(jobs.kind, MAIL_JOB), eq(jobs.organization_id, org)))).toBe(mails);
    expect((await row(id)).status).toBe("failing");

    const afterGrace = new Date(start.getTime() + 7 * DAY);
    await t.db.update(domains).set({ next_check_at: afterGrace }).where(eq(domains.id, id));
    await checkDueDomains(deps(), afterGrace);
    domain = await row(id);
    expect(domain).toMatchObject({ status: "pending", is_primary: false, failing_since: null });
    expect((await row(platformId)).is_primary).toBe(true);
    t.services.tenants.purge("all");
    expect(await t.services.tenants.resolve("gone.example.test")).toBeNull();
  });

  it("runs as the registered platform job", async () => {
    const when = new Date(Date.now() + 100 * DAY);
    const id = await custom("job.example.test", { status: "pending", next_check_at: when });
    await dns.setTxt("_tessera.job.example.test", "tessera-verification=job");
    await scheduleDomainChecks(t.services.db, when);
    await t.services.jobs.runDue({ now: when, kinds: [DOMAINS_CHECK_JOB] });
    expect((await row(id)).status).toBe("active");
    // It planned its next run: the domain's daily re-check.
    const [next] = await t.db
      .select({ run_at: jobs.run_at })
      .from(jobs)
      .where(and(eq(jobs.kind, DOMAINS_CHECK_JOB), eq(jobs.state, "pending")));
    expect(next!.run_at.getTime()).toBeGreaterThan(when.getTime());
  });
});
