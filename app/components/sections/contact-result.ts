import { ui } from "../../../shared/i18n/ui-locales.ts";
import { apiErrorText } from "../../../shared/i18n/validation-text.ts";
import type { ApiFailure } from "../../browser/auth-client.ts";

/**
 * What a content page's route action answers to a contact form posted without scripts
 * (decision 055): for which section, sent or the server's reason, and what was typed.
 */
export type ContactResult = {
  sectionId: number | null;
  sent?: boolean;
  error?: { message: string; field?: string };
  values?: Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
};

export type ContactActionData = { contact?: ContactResult };

/** The form's intent field: the one form a content page's action takes. */
export const CONTACT_INTENT = "contact";

/** The contact form's field labels, as the section texts give them in the page's language. */
type ContactLabels = Record<
  "contactName" | "contactEmail" | "contactPhone" | "contactSubject" | "contactMessage",
  string
>;

/**
 * A refused contact message in the page's language (decision 082): the server's reason worded by its
 * code after the field's label, the server's English text in English or for a reason without a code,
 * the status when the server gave none.
 */
export function contactFailureText(
  failure: ApiFailure,
  locale: string | null | undefined,
  labels: ContactLabels,
): string {
  const byField: Record<string, string> = {
    name: labels.contactName,
    email: labels.contactEmail,
    phone: labels.contactPhone,
    subject: labels.contactSubject,
    message: labels.contactMessage,
  };
  const text = apiErrorText(failure, ui(locale), { status: failure.status, label: (field) => byField[field] });
  return text || `HTTP ${failure.status}`;
}
