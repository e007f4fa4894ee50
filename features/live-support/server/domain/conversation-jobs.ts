import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Services } from "../../../../server/context.ts";
import { conversationMessages, conversations, domains, organizations } from "../../../../server/db/schema/index.ts";
import { crossTenant, scoped } from "../../../../server/db/tenant-scope.ts";
import { asOrganization } from "../../../../server/db/tenant-context.ts";
import type { Logger } from "../../../../server/logger.ts";
import { escapeHtml } from "../../../../server/domain/contact/contact-text.ts";
import { linkLine, siteAdmins, staffHtml } from "../../../../server/domain/email/staff-mail.ts";
import { formatDateTime } from "../../../../shared/i18n/date-time.ts";
import * as m from "../../../../shared/i18n/paraglide/messages.js";
import { isKnownLocale, localizePath, textDirection, type LocaleSite } from "../../../../shared/i18n/locales.ts";
import { resolveSettings } from "../../../../shared/rules/settings.ts";
import { fill } from "../../../meetings/shared/booking-mail-texts.ts";
import { storedOriginFallback } from "../../../../server/http/request-origin.ts";
import { enqueueJob, type JobRunner } from "../../../../server/jobs/index.ts";
import { replyMailTexts } from "./reply-mail-texts.ts";

/**
 * The live-support jobs (decision 038), kept as state in the conversations table so that
 * they survive restarts and run once across instances (each claim is a conditional UPDATE):
 * - a staff reply the visitor has not read within `replyMailDelayMs` is mailed to the visitor with
 *   a signed link back to the conversation (the visitor had left);
 * - a conversation waiting for a staff answer longer than `unansweredMs` is mailed to the
 *   organization's admins, once per wait.
 * Both run as one recurring sweep job of the job runner (decision 052), every `intervalMs`, on
 * whichever instance claims it; the work is tiny when there is nothing to do.
 */
export class ConversationJobs {
  readonly #services: Pick<Services, "db" | "mailer" | "visitorTokens" | "env">;
  readonly #logger: Logger;
  readonly #options: { replyMailDelayMs: number; unansweredMs: number; intervalMs: number };
  #running: Promise<void> = Promise.resolve();
  #stopped = false;

  static readonly JOB = "conversations.sweep";

  constructor({
    services,
    logger,
    options,
  }: {
    services: Pick<Services, "db" | "mailer" | "visitorTokens" | "env">;
    logger: Logger;
    options: { replyMailDelayMs: number; unansweredMs: number; intervalMs: number };
  }) {
    this.#services = services;
    this.#logger = logger;
    this.#options = options;
  }

  /** The sweep as a job of the runner: it runs, then plans its next run `intervalMs` later. */
  register(runner: JobRunner): void {
    runner.register(ConversationJobs.JOB, async (job) => {
      await this.run(job.now);
      return { runAgainAt: new Date(job.now.getTime() + this.#options.intervalMs) };
    });
  }

  /** Makes sure the sweep job exists (on start; one job for every instance, whoever starts first). */
  async plan(): Promise<void> {
    await enqueueJob(this.#services.db, { kind: ConversationJobs.JOB, organizationId: null, key: "sweep" });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }

  /** One pass of both jobs (the timer's, and tests'). */
  run(now = new Date()): Promise<void> {
    this.#running = this.#running
      .then(async () => {
        if (this.#stopped) return;
        await this.#mailUnreadReplies(now);
        await this.#alertUnanswered(now);
      })
      .catch((error: unknown) => {
        if (!this.#stopped) this.#logger.error({ err: error }, "live-support jobs failed");
      });
    return this.#running;
  }

  async #mailUnreadReplies(now: Date): Promise<void> {
    const { db } = this.#services;
    const due = await crossTenant(db, "live-support jobs find the unread replies of every organization")
      .select()
      .from(conversations)
      .where(
        and(
          isNotNull(conversations.staff_replied_at),
          lte(conversations.staff_replied_at, new Date(now.getTime() - this.#options.replyMailDelayMs)),
          sql`${conversations.staff_reply_seq} > ${conversations.visitor_mailed_seq}`,
          sql`${conversations.staff_reply_seq} > ${conversations.visitor_read_seq}`,
        ),
      )
      .limit(100);
    // Each conversation is its organization's business: its reads and writes run as that organization.
    for (const conversation of due) {
      await asOrganization(conversation.organization_id, () => this.#mailUnreadReply(conversation));
    }
  }

  async #mailUnreadReply(conversation: typeof conversations.$inferSelect): Promise<void> {
    const { db } = this.#services;
    // The claim: only one instance moves the mark from what it read.
    const [claimed] = await db
      .update(conversations)
      .set({ visitor_mailed_seq: conversation.staff_reply_seq })
      .where(
        scoped(conversation.organization_id).where(
          conversations,
          eq(conversations.id, conversation.id),
          eq(conversations.visitor_mailed_seq, conversation.visitor_mailed_seq),
        ),
      )
      .returning({ id: conversations.id });
    if (!claimed || !conversation.visitor_email) return;
    const after = Math.max(conversation.visitor_mailed_seq, conversation.visitor_read_seq);
    const replies = await db
      .select({ body: conversationMessages.body, author: conversationMessages.author_name })
      .from(conversationMessages)
      .where(
        scoped(conversation.organization_id).where(
          conversationMessages,
          eq(conversationMessages.conversation_id, conversation.id),
          eq(conversationMessages.internal, false),
          eq(conversationMessages.author_kind, "staff"),
          gt(conversationMessages.seq, after),
        ),
      )
      .orderBy(asc(conversationMessages.seq));
    if (replies.length === 0) return;
    const site = await this.#site(conversation.organization_id);
    // The visitor's own address and language: the origin their request named when they started it.
    const origin = conversation.origin || site.origin;
    const language = isKnownLocale(conversation.language) ? conversation.language : site.locales.defaultLocale;
    const at = (path: string) =>
      `${origin}${site.locales.supportedLocales.includes(language) ? localizePath(path, language, site.locales) : path}`;
    const link = conversation.visitor_id
      ? `${at("/help-center")}?conversation=${conversation.id}&continue=${await this.#services.visitorTokens.sign(
          "continue",
          {
            organizationId: conversation.organization_id,
            visitorId: conversation.visitor_id,
            conversationId: conversation.id,
          },
        )}`
      : `${at("/account/profile/tickets")}?conversation=${conversation.id}`;
    const t = replyMailTexts(language);
    const hello = fill(t.hello, { name: conversation.visitor_name });
    const quoted = replies.map((reply) => `${reply.author}:\n${reply.body}`).join("\n\n");
    const subject = fill(t.subject, { site: site.name });
    const text = `${hello}\n\n${quoted}\n\n${t.continue}: ${link}\n\n— ${site.name}\n`;
    // Arabic reads right to left; the other languages keep the mail as it was.
    const rtl = textDirection(language) === "rtl";
    const html =
      (rtl ? `<div dir="rtl">` : "") +
      `<p>${escapeHtml(hello)}</p>` +
      replies
        .map(
          (reply) =>
            `<p><strong>${escapeHtml(reply.author)}</strong></p><p style="white-space:pre-wrap">${escapeHtml(reply.body)}</p>`,
        )
        .join("") +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.continue)}</a></p><p>— ${escapeHtml(site.name)}</p>` +
      (rtl ? "</div>" : "");
    await this.#services.mailer.send({
      organizationId: conversation.organization_id,
      to: conversation.visitor_email,
      subject,
      text,
      html,
      links: [link],
      // The link lets whoever holds it read and continue the conversation: the addressee's only.
      secretLinks: true,
    });
  }

  async #alertUnanswered(now: Date): Promise<void> {
    const { db } = this.#services;
    const claimed = await crossTenant(db, "live-support jobs claim the unanswered conversations of every organization")
      .update(conversations)
      .set({ alerted_at: now })
      .where(
        and(
          isNotNull(conversations.waiting_since),
          isNull(conversations.alerted_at),
          lte(conversations.waiting_since, new Date(now.getTime() - this.#options.unansweredMs)),
        ),
      )
      .returning();
    for (const conversation of claimed) {
      await asOrganization(conversation.organization_id, () => this.#alertAdmins(conversation, now));
    }
  }

  async #alertAdmins(conversation: typeof conversations.$inferSelect, now: Date): Promise<void> {
    const { db } = this.#services;
    const site = await this.#site(conversation.organization_id);
    const origin = conversation.origin || site.origin;
    const admins = await siteAdmins(db, conversation.organization_id);
    const link = `${origin}/admin/tickets?conversation=${conversation.id}`;
    const waitingSince = new Date(conversation.waiting_since!);
    const minutes = Math.round((now.getTime() - waitingSince.getTime()) / 60_000);
    // Each admin reads it in their language, the time in their zone (else the server's).
    for (const admin of admins) {
      const o = { locale: admin.locale };
      const duration = new Intl.NumberFormat(admin.locale, {
        style: "unit",
        unit: "minute",
        unitDisplay: "short",
      }).format(minutes);
      const since = m.mail_waiting_since(
        { time: formatDateTime(waitingSince, { locale: admin.locale, timeZone: admin.timeZone, style: "time" }) },
        o,
      );
      const wrote = m.mail_waiting_wrote({ name: conversation.visitor_name, email: conversation.visitor_email }, o);
      const nobody = m.mail_waiting_nobody({}, o);
      const open = m.mail_waiting_open({}, o);
      const subject = m.mail_waiting_subject({ name: conversation.visitor_name, duration }, o);
      const text = `${wrote}\n\n${conversation.last_message ?? ""}\n\n${since} ${nobody} ${linkLine(open, link, admin.locale)}\n`;
      const html = staffHtml(
        admin.locale,
        `<p>${escapeHtml(wrote)}</p>` +
          `<p style="white-space:pre-wrap">${escapeHtml(conversation.last_message ?? "")}</p>` +
          `<p>${escapeHtml(since)} ${escapeHtml(nobody)} <a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
      );
      await this.#services.mailer.send({
        organizationId: conversation.organization_id,
        to: admin.email,
        subject,
        text,
        html,
        links: [link],
      });
    }
    this.#logger.info(
      { conversation: conversation.id, admins: admins.length },
      "unanswered conversation mailed to admins",
    );
  }

  /**
   * The organization's name, its languages, and the origin of its primary host (PUBLIC_ORIGIN's
   * scheme when it names that host): only for conversations stored before their own origin was.
   */
  async #site(organizationId: number): Promise<{ name: string; origin: string; locales: LocaleSite }> {
    const [row] = await this.#services.db
      .select({ name: organizations.name, host: domains.host, settings: organizations.settings })
      .from(organizations)
      .leftJoin(domains, scoped(organizationId).where(domains))
      .where(eq(organizations.id, organizationId))
      .orderBy(desc(domains.is_primary))
      .limit(1);
    const settings = resolveSettings(row?.settings);
    return {
      name: row?.name ?? "",
      origin: storedOriginFallback(row?.host ?? "localhost", this.#services.env),
      locales: { defaultLocale: settings.defaultLocale, supportedLocales: settings.supportedLocales },
    };
  }
}
