import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AUTH_MESSAGES, resetRequestError } from "../../../shared/auth-rules.ts";
import { authApi, resetRequestFailureMessage } from "../../lib/auth-client.ts";
import { FormAlert, FormStatus, SubmitButton, TextField } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";

/**
 * Asks for a reset link. The success text is the same whether or not the address has an account,
 * so that the form cannot be used to discover accounts (spec §8).
 */
export function ResetRequestForm({ locale, footer }: { locale: string; footer?: ReactNode }) {
  const id = useId();
  const labels = useAuthLabels();
  const errorId = `${id}-error`;
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = resetRequestError({ email });
    if (problem) {
      setSent(false);
      setError(problem);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setSent(false);
    setBusy(true);
    const result = await authApi.requestPasswordReset({ email: email.trim(), locale });
    setBusy(false);
    if (result.ok) return setSent(true);
    setError(resetRequestFailureMessage(result));
    emailRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={errorId} message={error} />
      <FormStatus message={sent ? AUTH_MESSAGES.resetEmailSent : null} />
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        label={labels.email}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorId={error ? errorId : null}
      />
      <SubmitButton busy={busy} label={labels.sendResetLink} busyLabel={labels.sending} />
      {footer}
    </form>
  );
}
