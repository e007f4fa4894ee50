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
