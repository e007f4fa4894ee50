import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/index.ts";
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import type { RenderedEmail } from "./templates.ts";

export type OutgoingEmail = RenderedEmail & {
  organizationId: number;
  to: string;
  /** Links in the mail, logged when no SMTP server is configured. */ links?: string[];
};

export type Mailer = {
  /** true when delivered (or kept in the outbox without SMTP); false when the SMTP server refused. */
  send(mail: OutgoingEmail): Promise<boolean>;
  close(): void;
};

/**
 * Every message is recorded in `email_outbox` (the organization's admins read it). With SMTP_URL
 * it is also delivered and marked sent or failed; without it, it stays in the outbox and its
 * links are logged so that a laptop setup can follow them.
 */
export function createMailer({
  env,
  db,
  logger,
}: {
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">;
  db: Db;
  logger: Logger;
}): Mailer {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          organization_id: mail.organizationId,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          status: "outbox",
        })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        logger.info(
          { to: mail.to, subject: mail.subject, links: mail.links, outbox_id: row?.id },
          `e-mail kept in the outbox (no SMTP_URL): ${mail.links?.join(" ") ?? ""}`,
        );
        return true;
      }
      try {
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        if (row) await db.update(emailOutbox).set({ status: "sent" }).where(eq(emailOutbox.id, row.id));
        return true;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.warn({ err: error, to: mail.to, outbox_id: row?.id }, "e-mail delivery failed");
        if (row)
          await db
            .update(emailOutbox)
            .set({ status: "failed", error: message.slice(0, 500) })
            .where(eq(emailOutbox.id, row.id));
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
