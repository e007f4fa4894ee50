import { useId, useState, type FormEvent } from "react";
import { Form, useActionData } from "react-router";
import { failureOf } from "../../browser/auth-client.ts";
import { CONTACT_INTENT, contactFailureText, type ContactActionData } from "./contact-result.ts";
import { useSectionLabels } from "./section-labels-context.tsx";

type State =
  { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "error"; message: string; field?: string };

const FIELD_CLASS =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-primary focus:outline-2 focus:outline-primary aria-[invalid=true]:border-red-600";

/** The contact form of a contact section: posts to /api/contact, shows success or the server's reason. */
export default function ContactForm({ sectionId, locale }: { sectionId: number; locale: string }) {
  const labels = useSectionLabels();
  const id = useId();
  // The page's action answer when the form was posted without scripts (decision 055).
  const answer = useActionData<ContactActionData>()?.contact;
  const posted = answer && answer.sectionId === sectionId ? answer : null;
  const [state, setState] = useState<State>(() =>
    posted?.sent
      ? { kind: "sent" }
      : posted?.error
        ? { kind: "error", message: posted.error.message, ...(posted.error.field ? { field: posted.error.field } : {}) }
        : { kind: "idle" },
  );
  const typed = posted?.values ?? {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({
          name: String(data.get("name") ?? ""),
          email: String(data.get("email") ?? ""),
          phone: String(data.get("phone") ?? "") || null,
          subject: String(data.get("subject") ?? "") || null,
          message: String(data.get("message") ?? ""),
          section_id: sectionId,
          page_path: window.location.pathname,
          locale,
        }),
      });
      if (response.ok) {
        form.reset();
        setState({ kind: "sent" });
        return;
      }
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const failure = failureOf(response.status, body);
      setState({ kind: "error", message: contactFailureText(failure, locale, labels), field: failure.field });
    } catch (error) {
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  const invalid = (field: string) => (state.kind === "error" && state.field === field ? true : undefined);
  const field = (name: string, label: string, input: React.ReactNode, optional = false) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-gray-800">
        {label}
        {optional && <span className="font-normal text-gray-600"> ({labels.optional})</span>}
      </label>
      {input}
    </div>
  );

  return (
    // Posts to the page's route action until the scripts run, then through `submit`.
    <Form
      method="post"
      onSubmit={submit}
      noValidate={false}
      className="flex flex-col gap-4"
      aria-describedby={`${id}-status`}
    >
      <input type="hidden" name="intent" value={CONTACT_INTENT} />
      <input type="hidden" name="section_id" value={sectionId} />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "name",
          labels.contactName,
          <input
            id={`${id}-name`}
            name="name"
            defaultValue={typed.name}
            required
            maxLength={100}
            autoComplete="name"
            aria-invalid={invalid("name")}
            className={FIELD_CLASS}
          />,
        )}
        {field(
          "email",
          labels.contactEmail,
          <input
            id={`${id}-email`}
            name="email"
            defaultValue={typed.email}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-invalid={invalid("email")}
            className={FIELD_CLASS}
          />,
        )}
        {field(
          "phone",
          labels.contactPhone,
          <input
            id={`${id}-phone`}
            name="phone"
            defaultValue={typed.phone}
            type="tel"
            maxLength={40}
            autoComplete="tel"
            className={FIELD_CLASS}
          />,
          true,
        )}
        {field(
          "subject",
          labels.contactSubject,
          <input
            id={`${id}-subject`}
            name="subject"
            defaultValue={typed.subject}
            maxLength={200}
            className={FIELD_CLASS}
          />,
          true,
        )}
      </div>
      {field(
        "message",
        labels.contactMessage,
        <textarea
          id={`${id}-message`}
          name="message"
          defaultValue={typed.message}
          required
          rows={5}
          maxLength={5000}
          aria-invalid={invalid("message")}
          className={FIELD_CLASS}
        />,
      )}
      <div id={`${id}-status`} aria-live="polite">
        {state.kind === "sent" && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800">
            {labels.contactSuccess}
          </p>
        )}
        {state.kind === "error" && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-700">
            {labels.contactError}: {state.message}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          disabled={state.kind === "sending"}
          className="rounded-lg bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {state.kind === "sending" ? labels.contactSending : labels.contactSend}
        </button>
      </div>
    </Form>
  );
}
