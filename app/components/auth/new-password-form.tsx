import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AUTH_MESSAGES } from "../../../shared/auth-rules.ts";
import { authApi, genericFailureMessage } from "../../lib/auth-client.ts";
import { newPasswordError } from "./new-password-rules.ts";
import { FormAlert, FormStatus, PasswordField, SubmitButton } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";

/** Sets a new password with the single-use token of a reset mail. */
export function NewPasswordForm({
  token,
  loginLink,
  requestLink,
}: {
  token: string;
  loginLink: ReactNode;
  requestLink: ReactNode;
}) {
  const id = useId();
  const labels = useAuthLabels();
  const errorId = `${id}-error`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focusField = (field: "password" | "confirm") =>
    ({ password: passwordRef, confirm: confirmRef })[field].current?.focus();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<{
    message: string;
    field: "password" | "confirm" | null;
    invalidLink?: boolean;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordError(password, confirm);
    if (problem) {
      setError(problem);
      focusField(problem.field);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await authApi.confirmPasswordReset({ token, password });
    setBusy(false);
    if (result.ok) return setDone(true);
    const invalidLink = result.code === "invalid_token";
    setError({
      message: invalidLink ? AUTH_MESSAGES.resetLinkInvalid : genericFailureMessage(result),
      field: result.field === "password" ? "password" : null,
      invalidLink,
    });
    if (!invalidLink) focusField("password");
  }

  if (done) {
    return (
      <div className="space-y-4">
        <FormStatus message={AUTH_MESSAGES.passwordChanged} />
        {loginLink}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={errorId} message={error?.message ?? null} />
      {error?.invalidLink && requestLink}
      <PasswordField
        ref={passwordRef}
        id={`${id}-password`}
        label={labels.newPassword}
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorId={error?.field === "password" ? errorId : null}
        hint={labels.passwordHint}
      />
      <PasswordField
        ref={confirmRef}
        id={`${id}-confirm`}
        label={labels.confirmNewPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        errorId={error?.field === "confirm" ? errorId : null}
      />
      <SubmitButton busy={busy} label={labels.setNewPassword} busyLabel={labels.saving} />
    </form>
  );
}
