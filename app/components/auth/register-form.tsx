import { useState, type ReactNode } from "react";
import { Form, useNavigate, useRevalidator } from "react-router";
import { REGISTER_REDIRECT_DELAY_MS, registrationError } from "../../../shared/rules/auth-rules.ts";
import {
  authApi,
  genericFailureMessage,
  registrationOutcome,
  sleep,
  type RegistrationOutcome,
} from "../../browser/auth-client.ts";
import { registrationErrorField } from "./error-field.ts";
import { EmailField, FormAlert, FormStatus, NewPasswordField, SubmitButton, TextField } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { type AuthFormResult, failureField, useAuthForm } from "./use-auth-form.ts";

type Props = {
  /** The login page in the visitor's language (registration without a session goes there). */
  loginPath: string;
  footer?: ReactNode;
  /** Shown with the check-email message (a link or a button back to the login form). */
  loginLink?: ReactNode;
  autoFocus?: boolean;
  /** Called when the visitor is about to leave for another page (the modal closes then). */
  onLeave?: () => void;
  /** Where the form posts without scripts: the registration page (its route action); the current page when absent. */
  action?: string;
  /** The registration page's action answer, when the page shows a form posted without scripts. */
  result?: RegisterFormResult | null;
};

export type RegisterFormResult = AuthFormResult<"username" | "fullName" | "email" | "password"> & {
  outcome?: RegistrationOutcome | null;
};

export function RegisterForm({ loginPath, footer, loginLink, autoFocus, onLeave, action, result }: Props) {
  const labels = useAuthLabels();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useAuthForm({
    initial: { username: "", fullName: "", email: "", password: "" },
    result,
    unassigned: ["username"],
  });
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(result?.outcome ?? null);

  const onSubmit = form.handleSubmit(async () => {
    if (outcome) return;
    const { values } = form;
    const input = { username: values.username.trim(), email: values.email.trim(), password: values.password };
    // Only the first error is shown (spec §5), checked here before anything is sent.
    const problem = registrationError(input);
    if (problem) return form.fail(problem, registrationErrorField(input, problem));
    form.clearError();
    form.setBusy(true);
    const result = await authApi.register({
      ...input,
      ...(values.fullName.trim() ? { fullName: values.fullName.trim() } : {}),
    });
    if (!result.ok) {
      form.setBusy(false);
      const message = genericFailureMessage(result);
      const field =
        failureField(result, { codes: { email_exists: "email" } }) ??
        registrationErrorField(input, message, result.field);
      return form.fail(message, field, { code: result.code });
    }
    const next = registrationOutcome(result.data, loginPath);
    setOutcome(next);
    form.setBusy(false);
    if (next.kind === "verify_email") return;
    if (next.kind === "signed_in") void revalidator.revalidate();
    // Spec §4 and §9: the redirect after registration waits 2 s, so the message can be read.
    await sleep(REGISTER_REDIRECT_DELAY_MS);
    onLeave?.();
    await navigate(next.to);
  });

  if (outcome?.kind === "verify_email") {
    return (
      <div className="space-y-4">
        <FormStatus message={outcome.message} />
        {outcome.warning && <FormStatus tone="warning" message={outcome.warning} />}
        {loginLink}
      </div>
    );
  }

  return (
    // Posts to the registration page's route action until the scripts run, then through `onSubmit`.
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      <FormStatus message={outcome?.message ?? null} />
      {outcome?.warning && <FormStatus tone="warning" message={outcome.warning} />}
      <TextField
        {...form.field("username")}
        label={labels.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={3}
        autoFocus={autoFocus}
      />
      <TextField {...form.field("fullName")} label={labels.fullNameOptional} name="fullName" autoComplete="name" />
      <EmailField {...form.field("email")} label={labels.email} />
      <NewPasswordField {...form.field("password")} label={labels.password} name="password" />
      <SubmitButton
        busy={form.busy}
        label={labels.createAccount}
        busyLabel={labels.creatingAccount}
        disabled={outcome !== null}
      />
      {footer}
    </Form>
  );
}
