import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { emailOutbox, platformOutbox } from "../../db/schema/index.ts";
import { crossTenant } from "../../db/tenant-scope.ts";
import type { Env } from "../../env.ts";
import type { Logger } from "../../logger.ts";
import type { RenderedEmail } from "./templates.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type OutgoingEmail = RenderedEmail & {
  /** The site the mail is from; null: the platform's own mail (sign-up, invitations; decision 061). */
  organizationId: number | null;
  to: string;
  /** Links in the mail. */
  links?: string[];
  /**
   * The links are credentials (reset, confirmation): only the addressee may ever see them. They
   * are removed from the outbox copy and logged only outside production.
   */
  secretLinks?: boolean;
  /** Files sent with the mail (a booking's `.ics`); the outbox copy keeps the text only. */
  attachments?: { filename: string; content: string; contentType: string }[];
};

/** What the outbox shows instead of a link that only the addressee may see. */
export const REDACTED_LINK = "[link removed: it is sent only to the addressee]";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The mail with every given link (raw and HTML-escaped) replaced by REDACTED_LINK. */
export function redactLinks<T extends { html: string; text: string }>(mail: T, links: string[]): T {
  let { html, text } = mail;
  for (const link of links) {
    for (const form of new Set([link, escapeHtml(link)])) {
      html = html.split(form).join(REDACTED_LINK);
      text = text.split(form).join(REDACTED_LINK);
    }
  }
  return { ...mail, html, text };
}

export type Mailer = {
  /** true when delivered (or kept in the outbox without SMTP); false when the SMTP server refused. */
  send(mail: OutgoingEmail): Promise<boolean>;
  close(): void;
};

/**
 * With SMTP_URL every message is delivered and nothing is kept. Without it (a laptop, a demo),
 * messages go to `email_outbox`, which the organization's admins read: a link that is a
 * credential (reset, confirmation) is removed from that copy — an admin must never be able to
 * take over a member's account — and written to the log only outside production.
 */
export function createMailer({
  env,
  db,
  logger,
}: {
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "NODE_ENV">;
  db: Db;
  logger: Logger;
}): Mailer {
  const transport = env.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;
  return {
    async send(mail) {
      if (!transport) {
        const stored = mail.secretLinks ? redactLinks(mail, mail.links ?? []) : mail;
        const organizationId = mail.organizationId;
        // The platform's own mail goes to its outbox, which operators read.
        const [row] =
          organizationId === null
            ? await crossTenant(db, "the platform's outbox belongs to no site")
                .insert(platformOutbox)
                .values({ to_address: mail.to, subject: stored.subject, text: stored.text })
                .returning({ id: platformOutbox.id })
            : await db
                .insert(emailOutbox)
                .values(
                  scoped(organizationId).values(emailOutbox, {
                    to: mail.to,
                    subject: stored.subject,
                    html: stored.html,
                    text: stored.text,
                    status: "outbox",
                  }),
                )
                .returning({ id: emailOutbox.id });
        const showLinks = !mail.secretLinks || env.NODE_ENV !== "production";
        const links = showLinks ? (mail.links ?? []) : [];
        logger.info(
          { to: mail.to, subject: mail.subject, links, outbox_id: row?.id },
          `e-mail kept in the outbox (no SMTP_URL)${links.length ? `: ${links.join(" ")}` : ""}`,
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
          attachments: mail.attachments,
        });
        return true;
      } catch (error) {
        logger.warn({ err: error, to: mail.to, subject: mail.subject }, "e-mail delivery failed");
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
