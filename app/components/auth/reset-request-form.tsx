import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { AUTH_MESSAGES, resetRequestError } from "../../../shared/rules/auth-rules.ts";
import { authApi, resetRequestFailureMessage } from "../../browser/auth-client.ts";
import { EmailField, FormAlert, FormStatus, SubmitButton } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { type AuthFormResult, useAuthForm } from "./use-auth-form.ts";

/**
 * Asks for a reset link. The success text is the same whether or not the address has an account,
 * so that the form cannot be used to discover accounts (spec §8).
 */
export function ResetRequestForm({
  locale,
  footer,
  result,
}: {
  locale: string;
  footer?: ReactNode;
  /** The reset page's action answer, when the page shows a form posted without scripts. */
  result?: (AuthFormResult<"email"> & { sent?: boolean }) | null;
}) {
  const labels = useAuthLabels();
  // One field: every message is about the e-mail address.
  const form = useAuthForm({ initial: { email: "" }, result, unassigned: ["email"] });
  const [sent, setSent] = useState(result?.sent ?? false);

  const onSubmit = form.handleSubmit(async () => {
    const { email } = form.values;
    setSent(false);
    const problem = resetRequestError({ email });
    if (problem) return form.fail(problem, "email");
    form.clearError();
    form.setBusy(true);
    const result = await authApi.requestPasswordReset({ email: email.trim(), locale });
    form.setBusy(false);
    if (result.ok) return setSent(true);
    form.fail(resetRequestFailureMessage(result), "email", { code: result.code });
  });

  return (
    // Posts to the reset page's route action until the scripts run, then through `onSubmit`.
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      <FormStatus message={sent ? AUTH_MESSAGES.resetEmailSent : null} />
      <EmailField {...form.field("email")} label={labels.email} autoFocus />
      <SubmitButton busy={form.busy} label={labels.sendResetLink} busyLabel={labels.sending} />
      {footer}
    </Form>
  );
}
