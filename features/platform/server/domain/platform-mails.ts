import type { OutgoingEmail } from "../../../../server/domain/email/mailer.ts";
import { escapeHtml, linkLine, staffHtml } from "../../../../server/domain/email/staff-mail.ts";
import * as m from "../../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../../shared/i18n/ui-locales.ts";

/**
 * The platform's account mails (decision 062): plain and short, in the account's language
 * (decision 083). The confirmation link is a credential: `secretLinks` keeps it out of the
 * platform's outbox.
 */
const SLOT = "\u{E000}";

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("\n");

/** The confirmation mail's English subject (what the tests and the English outbox read). */
export const CONFIRM_SUBJECT = m.mail_platformConfirm_subject({}, { locale: "en" });

export function confirmationMail({ to, link, locale }: { to: string; link: string; locale: UiLocale }): OutgoingEmail {
  const o = { locale };
  const welcome = m.mail_platformConfirm_welcome({}, o);
  const line = m.mail_platformConfirm_line({}, o);
  const footer = m.mail_platformConfirm_footer({}, o);
  const text = [welcome, "", line, link, "", footer].join("\n");
  const html = staffHtml(
    locale,
    paragraphs([
      escapeHtml(welcome),
      `${escapeHtml(line)}<br><a href="${escapeHtml(link)}">${escapeHtml(m.mail_platformConfirm_button({}, o))}</a>`,
      escapeHtml(footer),
    ]),
  );
  const subject = m.mail_platformConfirm_subject({}, o);
  return { organizationId: null, to, subject, text, html, links: [link], secretLinks: true };
}

/** To the owner of an address that is already a confirmed account, instead of telling the sign-up form. */
export function alreadyRegisteredMail({
  to,
  signInLink,
  locale,
}: {
  to: string;
  signInLink: string;
  locale: UiLocale;
}): OutgoingEmail {
  const o = { locale };
  const line = m.mail_platformRegistered_line({}, o);
  const signIn = m.mail_platformRegistered_signIn({}, o);
  const footer = m.mail_platformRegistered_footer({}, o);
  const text = [line, "", signIn, signInLink, "", footer].join("\n");
  const html = staffHtml(
    locale,
    paragraphs([
      escapeHtml(line),
      `${escapeHtml(signIn)}<br><a href="${escapeHtml(signInLink)}">${escapeHtml(m.mail_platformRegistered_button({}, o))}</a>`,
      escapeHtml(footer),
    ]),
  );
  return {
    organizationId: null,
    to,
    subject: m.mail_platformRegistered_subject({}, o),
    text,
    html,
    links: [signInLink],
  };
}

/** An invitation to administer a site, from the console (decision 064). */
export function siteInvitationMail({
  to,
  inviter,
  siteLabel,
  siteName,
  link,
  days,
  locale,
}: {
  to: string;
  inviter: string;
  siteLabel: string;
  siteName: string;
  link: string;
  days: number;
  locale: UiLocale;
}): OutgoingEmail {
  const o = { locale };
  const duration = new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" }).format(days);
  const validity = m.mail_invite_validity({ days: duration }, o);
  const accept = m.mail_invite_accept({}, o);
  const footer = m.mail_invite_footer({}, o);
  const text = [
    m.mail_invite_line({ inviter, site: siteLabel }, o),
    "",
    linkLine(accept, link, locale),
    validity,
    "",
    footer,
  ].join("\n");
  const html = staffHtml(
    locale,
    paragraphs([
      // The site's name in bold wherever the language puts it: a marker no message contains.
      escapeHtml(m.mail_invite_line({ inviter, site: SLOT }, o)).replace(
        SLOT,
        `<strong>${escapeHtml(siteLabel)}</strong>`,
      ),
      `<a href="${escapeHtml(link)}">${escapeHtml(accept)}</a><br>${escapeHtml(validity)}`,
      escapeHtml(footer),
    ]),
  );
  return {
    organizationId: null,
    to,
    subject: m.mail_invite_subject({ site: siteName }, o),
    text,
    html,
    links: [link],
    secretLinks: true,
  };
}
