import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, jobs } from "../../db/schema/index.ts";
import { createOrganization } from "../../db/seed/factories.ts";
import { JobRunner } from "../../jobs/index.ts";
import { fixturesOf, openTestDatabase } from "../../../tests/setup/test-database.ts";
import { enqueueMail, registerMailJob } from "./enqueue-mail.ts";
import type { Mailer, OutgoingEmail } from "./mailer.ts";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let organizationId = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  organizationId = (await createOrganization({ db: fixturesOf(database), name: "Mail", hosts: ["mail.localhost"] })).id;
}, 60_000);
afterAll(() => database.drop());

const mail = (to: string): OutgoingEmail => ({
  organizationId,
  to,
  subject: "Your reset link",
  text: "Open https://mail.localhost/reset?token=secret",
  html: '<a href="https://mail.localhost/reset?token=secret">Reset</a>',
  links: ["https://mail.localhost/reset?token=secret"],
  secretLinks: true,
});

/** A mail server that refuses the first `refusals` messages, then takes them. */
function fakeMailer(refusals: number): Mailer & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  let calls = 0;
  return {
    sent,
    async send(message) {
      calls += 1;
      if (calls <= refusals) return false;
      sent.push(message);
      return true;
    },
    close() {},
  };
}

describe("enqueueMail", () => {
  it("sends after the commit, never for a rolled-back write", async () => {
    const mailer = fakeMailer(0);
    const runner = new JobRunner({ db: database.db });
    registerMailJob(runner, mailer);
    await expect(
      fixturesOf(database).transaction(async (tx) => {
        await enqueueMail(tx, mail("lost@example.com"));
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow();
    await fixturesOf(database).transaction((tx) => enqueueMail(tx, mail("kept@example.com")));
    expect(mailer.sent).toEqual([]);
    await runner.runDue();
    expect(mailer.sent.map((message) => message.to)).toEqual(["kept@example.com"]);
    expect(mailer.sent[0]!.links).toEqual(["https://mail.localhost/reset?token=secret"]);
  });

  it("retries a refused mail with backoff, and keeps no copy of its links once sent", async () => {
    const mailer = fakeMailer(1);
    const runner = new JobRunner({ db: database.db, backoffMs: () => 30_000 });
    registerMailJob(runner, mailer);
    const { id } = await enqueueMail(fixturesOf(database), mail("retry@example.com"));
    const now = Date.now();
    expect(await runner.runDue({ now: new Date(now) })).toEqual({ ran: 0, failed: 1 });
    const [waiting] = await fixturesOf(database).select().from(jobs).where(eq(jobs.id, id));
    expect(waiting).toMatchObject({ state: "pending", last_error: "the mail server refused the message" });
    expect(await runner.runDue({ now: new Date(now + 30_000) })).toEqual({ ran: 1, failed: 0 });
    expect(mailer.sent.map((message) => message.to)).toEqual(["retry@example.com"]);
    const [done] = await fixturesOf(database).select().from(jobs).where(eq(jobs.id, id));
    expect(done).toMatchObject({ state: "done", outcome: "sent", payload: {} });
    expect(JSON.stringify(done)).not.toContain("token=secret");
  });

  it("goes through the real mailer: without SMTP the outbox copy has the secret link removed", async () => {
    const { createMailer } = await import("./mailer.ts");
    const { createLogger } = await import("../../logger.ts");
    const mailer = createMailer({
      env: { SMTP_URL: undefined, MAIL_FROM: "Tessera <no-reply@tessera.localhost>", NODE_ENV: "test" },
      db: fixturesOf(database),
      logger: createLogger("silent"),
    });
    const runner = new JobRunner({ db: database.db });
    registerMailJob(runner, mailer);
    await enqueueMail(fixturesOf(database), mail("outbox@example.com"));
    await runner.runDue();
    const [stored] = await fixturesOf(database)
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "outbox@example.com"));
    expect(stored?.subject).toBe("Your reset link");
    expect(stored?.text).not.toContain("token=secret");
  });
});
