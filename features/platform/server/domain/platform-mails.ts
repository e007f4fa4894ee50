import type { OutgoingEmail } from "../../../../server/domain/email/mailer.ts";

/**
 * The platform's account mails (decision 062): plain and short, in English like the console. The
 * confirmation link is a credential: `secretLinks` keeps it out of the platform's outbox.
 */
const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join("\n");

export const CONFIRM_SUBJECT = "Confirm your Tessera account";

export function confirmationMail({ to, link }: { to: string; link: string }): OutgoingEmail {
  const text = [
    "Welcome to Tessera.",
    "",
    "Confirm your e-mail address to finish creating your account:",
    link,
    "",
    "The link works once, for 24 hours. If you did not sign up, ignore this mail: no account is made without it.",
  ].join("\n");
  const html = paragraphs([
    "Welcome to Tessera.",
    `Confirm your e-mail address to finish creating your account:<br><a href="${escapeHtml(link)}">Confirm my address</a>`,
    "The link works once, for 24 hours. If you did not sign up, ignore this mail: no account is made without it.",
  ]);
  return { organizationId: null, to, subject: CONFIRM_SUBJECT, text, html, links: [link], secretLinks: true };
}

/** To the owner of an address that is already a confirmed account, instead of telling the sign-up form. */
export function alreadyRegisteredMail({ to, signInLink }: { to: string; signInLink: string }): OutgoingEmail {
  const text = [
    "Someone, perhaps you, tried to create a Tessera account with this address.",
    "",
    "You already have one. Sign in here:",
    signInLink,
    "",
    "If it was not you, ignore this mail: nothing has changed.",
  ].join("\n");
  const html = paragraphs([
    "Someone, perhaps you, tried to create a Tessera account with this address.",
    `You already have one. <a href="${escapeHtml(signInLink)}">Sign in</a>.`,
    "If it was not you, ignore this mail: nothing has changed.",
  ]);
  return { organizationId: null, to, subject: "Your Tessera account", text, html, links: [signInLink] };
}
