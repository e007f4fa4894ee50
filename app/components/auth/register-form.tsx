import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { REGISTER_REDIRECT_DELAY_MS, registrationError } from "../../../shared/auth-rules.ts";
import {
  authApi,
  genericFailureMessage,
  registrationOutcome,
  sleep,
  type RegistrationOutcome,
} from "../../lib/auth-client.ts";
import { registrationErrorField, type RegistrationField } from "./error-field.ts";
import { FormAlert, FormStatus, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";

type Props = {
  /** The login page in the visitor's language (registration without a session goes there). */
  loginPath: string;
  footer?: ReactNode;
  /** Shown with the check-email message (a link or a button back to the login form). */
  loginLink?: ReactNode;
  autoFocus?: boolean;
  /** Called when the visitor is about to leave for another page (the modal closes then). */
  onLeave?: () => void;
};

export function RegisterForm({ loginPath, footer, loginLink, autoFocus, onLeave }: Props) {
  const id = useId();
  const labels = useAuthLabels();
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const usernameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const focusField = (field: "username" | "email" | "password") =>
    ({ username: usernameRef, email: emailRef, password: passwordRef })[field].current?.focus();
  const [values, setValues] = useState({ username: "", fullName: "", email: "", password: "" });
  const [error, setError] = useState<{ message: string; field: RegistrationField | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<RegistrationOutcome | null>(null);

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  function fail(message: string, field: RegistrationField | null) {
    setError({ message, field });
    focusField(field ?? "username");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || outcome) return;
    const input = { username: values.username.trim(), email: values.email.trim(), password: values.password };
    // Only the first error is shown (spec §5), checked here before anything is sent.
    const problem = registrationError(input);
    if (problem) return fail(problem, registrationErrorField(input, problem));
    setError(null);
    setBusy(true);
    const result = await authApi.register({
      ...input,
      ...(values.fullName.trim() ? { fullName: values.fullName.trim() } : {}),
    });
    if (!result.ok) {
      setBusy(false);
      const message = genericFailureMessage(result);
      return fail(message, registrationErrorField(input, message, result.field));
    }
    const next = registrationOutcome(result.data, loginPath);
    setOutcome(next);
    setBusy(false);
    if (next.kind === "verify_email") return;
    if (next.kind === "signed_in") void revalidator.revalidate();
    // Spec §4 and §9: the redirect after registration waits 2 s, so the message can be read.
    await sleep(REGISTER_REDIRECT_DELAY_MS);
    onLeave?.();
    await navigate(next.to);
  }

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
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={errorId} message={error?.message ?? null} />
      <FormStatus message={outcome?.message ?? null} />
      {outcome?.warning && <FormStatus tone="warning" message={outcome.warning} />}
      <TextField
        ref={usernameRef}
        id={`${id}-username`}
        label={labels.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        minLength={3}
        autoFocus={autoFocus}
        value={values.username}
        onChange={set("username")}
        errorId={error?.field === "username" || (error && !error.field) ? errorId : null}
      />
      <TextField
        id={`${id}-full-name`}
        label={labels.fullNameOptional}
        name="fullName"
        autoComplete="name"
        value={values.fullName}
        onChange={set("fullName")}
      />
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        label={labels.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={set("email")}
        errorId={error?.field === "email" ? errorId : null}
      />
      <PasswordField
        ref={passwordRef}
        id={`${id}-password`}
        label={labels.password}
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={values.password}
        onChange={set("password")}
        errorId={error?.field === "password" ? errorId : null}
        hint={labels.passwordHint}
      />
      <SubmitButton
        busy={busy}
        label={labels.createAccount}
        busyLabel={labels.creatingAccount}
        disabled={outcome !== null}
      />
      {footer}
    </form>
  );
}
