import { data, type RouterContextProvider } from "react-router";
import { CONTACT_INTENT, contactFailureText, type ContactResult } from "../../components/sections/contact-result.ts";
import { callApi, field, readForm, refusalStatus } from "../../view-models/form-actions.server.ts";
import { pageUrl } from "../../view-models/site.server.ts";
import { sectionLabels } from "../../labels/section-labels.ts";

/**
 * A content page's action: the contact form of one of its sections, posted before or without
 * scripts, sent to the same endpoint as the form's script (/api/contact, in process; decision 055).
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readForm(request);
  if (field(form, "intent") !== CONTACT_INTENT) throw data({ error: "This page takes no such form" }, 400);
  const rawSection = field(form, "section_id");
  const sectionId = /^[1-9]\d{0,9}$/.test(rawSection) ? Number(rawSection) : null;
  const values = {
    name: field(form, "name"),
    email: field(form, "email"),
    phone: field(form, "phone"),
    subject: field(form, "subject"),
    message: field(form, "message"),
  };
  const locale = field(form, "locale");
  const { result } = await callApi<{ id: number }>(context, "/api/contact", {
    name: values.name,
    email: values.email,
    phone: values.phone || null,
    subject: values.subject || null,
    message: values.message,
    section_id: sectionId,
    page_path: pageUrl(request).pathname,
    locale: locale || null,
  });
  if (result.ok) return data({ contact: { sectionId, sent: true } satisfies ContactResult });
  const contact: ContactResult = {
    sectionId,
    // The script's wording: the server's reason, else the status.
    error: {
      message: contactFailureText(result, locale, sectionLabels(locale)),
      ...(result.field ? { field: result.field } : {}),
    },
    values,
  };
  return data({ contact }, refusalStatus(result));
}
