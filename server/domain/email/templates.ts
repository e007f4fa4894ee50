import { textDirection, type Locale } from "../../../shared/i18n/locales.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";

export type EmailKind = "verify_email" | "reset_password" | "welcome" | "free_trial";

type Copy = { subject: string; greeting: string; lines: string[]; button?: string; footer: string };

/**
 * The texts of one mail in the catalogue (keys mail_*, all UI languages), `{org}`, `{name}` and
 * `{hours}` filled in; a language the catalogue does not have reads English.
 */
function copyOf(kind: EmailKind, locale: string, params: { org: string; name: string; hours: string }): Copy {
  const o = ui(locale);
  const greeting = m.mail_greeting(params, o);
  switch (kind) {
    case "verify_email":
      return {
        subject: m.mail_verifyEmail_subject(params, o),
        greeting,
        lines: [m.mail_verifyEmail_line1(params, o), m.mail_verifyEmail_line2(params, o)],
        button: m.mail_verifyEmail_button({}, o),
        footer: m.mail_verifyEmail_footer({}, o),
      };
    case "reset_password":
      return {
        subject: m.mail_resetPassword_subject(params, o),
        greeting,
        lines: [m.mail_resetPassword_line1({}, o), m.mail_resetPassword_line2(params, o)],
        button: m.mail_resetPassword_button({}, o),
        footer: m.mail_resetPassword_footer({}, o),
      };
    case "welcome":
      return {
        subject: m.mail_welcome_subject(params, o),
        greeting,
        lines: [m.mail_welcome_line1(params, o), m.mail_welcome_line2({}, o)],
        button: m.mail_welcome_button({}, o),
        footer: m.mail_welcome_footer({}, o),
      };
    case "free_trial":
      return {
        subject: m.mail_freeTrial_subject(params, o),
        greeting,
        lines: [m.mail_freeTrial_line1(params, o), m.mail_freeTrial_line2({}, o)],
        button: m.mail_freeTrial_button(params, o),
        footer: m.mail_freeTrial_footer({}, o),
      };
  }
}

const HOURS: Record<EmailKind, number> = { verify_email: 24, reset_password: 1, welcome: 0, free_trial: 0 };

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

export type RenderedEmail = { subject: string; html: string; text: string };

/** One mail, HTML and plain text, in the visitor's language, with the organization's name and colour. */
export function renderEmail({
  kind,
  locale,
  organizationName,
  primaryColor,
  recipientName,
  link,
}: {
  kind: EmailKind;
  locale: Locale | string;
  organizationName: string;
  /** A hex colour (mail clients do not know oklch). */
  primaryColor: string;
  recipientName: string;
  link: string;
}): RenderedEmail {
  const copy = copyOf(kind, String(locale), {
    org: organizationName,
    name: recipientName,
    hours: String(HOURS[kind]),
  });
  const subject = copy.subject.replace(/[\r\n]+/g, " ");
  const lines = copy.lines;
  const button = copy.button ?? null;
  const color = /^#[0-9a-f]{3,8}$/i.test(primaryColor) ? primaryColor : "#0284c7";
  const text = [
    copy.greeting,
    "",
    ...lines,
    "",
    ...(button ? [`${button}: ${link}`, ""] : []),
    copy.footer,
    "",
    `— ${organizationName}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="${escapeHtml(String(locale))}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body${textDirection(String(locale)) === "rtl" ? ' dir="rtl"' : ""} style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(organizationName)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(copy.greeting)}</p>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join("\n")}
${
  button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(link)}</p>`
    : ""
}
<p style="margin:16px 0 0;font-size:13px;color:#6b7280">${escapeHtml(copy.footer)}</p>
</td></tr></table></td></tr></table>
</body></html>`;
  return { subject, html, text };
}
