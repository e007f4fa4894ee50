import type { Db } from "../../db/client.ts";
import { enqueueJob, type JobRunner } from "../../jobs/index.ts";
import type { Mailer, OutgoingEmail } from "./mailer.ts";

export const MAIL_JOB = "mail.send";

/**
 * Plans a mail inside the caller's transaction (the outbox): it is sent after the commit, by the
 * job runner, and only if the write committed; a refused or failed delivery is retried with
 * backoff. Call the runner's `wake()` after the commit (the dispatcher's transactions do).
 */
export async function enqueueMail(tx: Db, message: OutgoingEmail): Promise<{ id: number }> {
  return enqueueJob(tx, {
    kind: MAIL_JOB,
    organizationId: message.organizationId,
    payload: message,
  });
}

export function registerMailJob(runner: JobRunner, mailer: Mailer): void {
  runner.register(
    MAIL_JOB,
    async (job) => {
      const delivered = await mailer.send(job.payload as OutgoingEmail);
      // Thrown, the runner keeps the reason and tries again later.
      if (!delivered) throw new Error("the mail server refused the message");
      return { outcome: "sent" };
    },
    { maxAttempts: 6, forgetPayload: true },
  );
}
