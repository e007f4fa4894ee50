import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, templateSections } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Mailer } from "../email/mailer.ts";
import { escapeHtml } from "./contact-text.ts";
import { siteAdmins, staffHtml } from "../email/staff-mail.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type ContactInput = {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
  sectionId?: number | null;
  pagePath?: string | null;
  locale?: string | null;
};

/**
 * Stores a contact message for the organization and mails it to each of its admins, in each one's
 * language. The input is
 * already plain text (see contact-text.ts). Answers whether every admin mail was accepted. A section
 * id of another organization (or of none) is a 404 with nothing stored or mailed.
 */
export async function submitContactMessage({
  db,
  mailer,
  organization,
  input,
}: {
  db: Db;
  mailer: Mailer;
  organization: { id: number; name: string };
  input: ContactInput;
}): Promise<{ id: number; mailed: boolean }> {
  if (input.sectionId != null) {
    const [section] = await db
      .select({ id: templateSections.id })
      .from(templateSections)
      .where(scoped(organization.id).where(templateSections, eq(templateSections.id, input.sectionId)))
      .limit(1);
    if (!section) throw new AppError("not_found", "Section not found", { code: "section_not_found" });
  }
  const [row] = await db
    .insert(contactMessages)
    .values(
      scoped(organization.id).values(contactMessages, {
        section_id: input.sectionId ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject || null,
        message: input.message,
        page_path: input.pagePath || null,
        locale: input.locale || null,
      }),
    )
    .returning({ id: contactMessages.id });

  let mailed = true;
  for (const admin of await siteAdmins(db, organization.id)) {
    const ok = await mailer.send({
      organizationId: organization.id,
      to: admin.email,
      ...contactMail(input, organization.name, admin.locale),
    });
    mailed &&= ok;
  }
  return { id: row!.id, mailed };
}

/** The admin's copy of the message, in their UI language (decision 083). */
function contactMail(input: ContactInput, siteName: string, locale: UiLocale) {
  const o = { locale };
  const subject = (
    input.subject
      ? m.mail_contact_subjectTopic({ name: input.name, topic: input.subject }, o)
      : m.mail_contact_subject({ name: input.name }, o)
  ).slice(0, 200);
  const lines = [
    m.mail_staff_name({ value: input.name }, o),
    m.mail_staff_email({ value: input.email }, o),
    ...(input.phone ? [m.mail_staff_phone({ value: input.phone }, o)] : []),
    ...(input.subject ? [m.mail_staff_subject({ value: input.subject }, o)] : []),
    ...(input.pagePath ? [m.mail_staff_page({ value: input.pagePath }, o)] : []),
  ];
  const intro = m.mail_contact_intro({ site: siteName }, o);
  const text = `${intro}\n\n${lines.join("\n")}\n\n${input.message}\n`;
  const html = staffHtml(
    locale,
    `<p>${escapeHtml(intro)}</p>` +
      `<p>${lines.map(escapeHtml).join("<br>")}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  );
  return { subject, text, html };
}
