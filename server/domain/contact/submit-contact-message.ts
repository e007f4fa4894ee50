import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, memberships, templateSections, users } from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import type { Mailer } from "../email/mailer.ts";
import { escapeHtml } from "./contact-text.ts";
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
 * Stores a contact message for the organization and mails it to each of its admins. The input is
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

  const admins = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.user_id))
    .where(scoped(organization.id).where(memberships, eq(memberships.role, "admin")));

  const subject = `New contact message from ${input.name}${input.subject ? `: ${input.subject}` : ""}`.slice(0, 200);
  const lines = [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    ...(input.phone ? [`Phone: ${input.phone}`] : []),
    ...(input.subject ? [`Subject: ${input.subject}`] : []),
    ...(input.pagePath ? [`Page: ${input.pagePath}`] : []),
  ];
  const text = `A visitor of ${organization.name} sent a message.\n\n${lines.join("\n")}\n\n${input.message}\n`;
  const html =
    `<p>A visitor of ${escapeHtml(organization.name)} sent a message.</p>` +
    `<p>${lines.map(escapeHtml).join("<br>")}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;

  let mailed = true;
  for (const admin of admins) {
    const ok = await mailer.send({ organizationId: organization.id, to: admin.email, subject, html, text });
    mailed &&= ok;
  }
  return { id: row!.id, mailed };
}
