/** Texts of the account pages that shared/rules/auth-rules.ts does not carry (no API returns them). */
export const EMAIL_CONFIRMED = "Your email address is confirmed. You can now log in.";
export const CONFIRMATION_LINK_INVALID = "This confirmation link is invalid or has expired.";
export const NO_ACCESS = "You do not have access to this page.";
