import { useId, useRef, useState, type FormEvent } from "react";
import { AUTH_MESSAGES } from "../../../shared/auth-rules.ts";
import { authApi, genericFailureMessage } from "../../lib/auth-client.ts";
import { FormAlert, FormStatus, PasswordField, SubmitButton } from "../auth/form-parts.tsx";
import { useAuthLabels } from "../auth/auth-labels.ts";
import { newPasswordError } from "../auth/new-password-rules.ts";
import { useAccountLabels } from "./account-labels.ts";

type Field = "current" | "password" | "confirm";

export function ChangePasswordForm({ accountEmail }: { accountEmail: string }) {
  const id = useId();
  const t = useAccountLabels();
  const auth = useAuthLabels();
  const errorId = `${id}-error`;
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focusField = (field: "current" | "password" | "confirm") =>
    ({ current: currentRef, password: passwordRef, confirm: confirmRef })[field].current?.focus();
  const [values, setValues] = useState({ current: "", password: "", confirm: "" });
  const [error, setError] = useState<{ message: string; field: Field | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const set = (key: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  function fail(message: string, field: Field | null) {
    setError({ message, field });
    focusField(field ?? "current");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    if (!values.current) return fail(AUTH_MESSAGES.fillAllFields, "current");
    const problem = newPasswordError(values.password, values.confirm);
    if (problem) return fail(problem.message, problem.field);
    setError(null);
    setBusy(true);
    const result = await authApi.changePassword({ currentPassword: values.current, newPassword: values.password });
    setBusy(false);
    if (result.ok) {
      setValues({ current: "", password: "", confirm: "" });
      setDone(true);
      return;
    }
    // A wrong current password is a 401 that names the field; any other 401 is an ended session.
    if (result.status === 401) {
      return result.field === "currentPassword" || result.code === "invalid_credentials"
        ? fail(t.wrongCurrentPassword, "current")
        : fail(AUTH_MESSAGES.noActiveSession, null);
    }
    fail(
      genericFailureMessage(result),
      result.field === "newPassword" || result.field === "password" ? "password" : null,
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t.changePassword}
      </h2>
      <FormAlert id={errorId} message={error?.message ?? null} />
      <FormStatus message={done ? t.passwordUpdated : null} />
      {/* A hidden username helps password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
      <PasswordField
        ref={currentRef}
        id={`${id}-current`}
        label={t.currentPassword}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.current}
        onChange={set("current")}
        errorId={error?.field === "current" || (error && !error.field) ? errorId : null}
      />
      <PasswordField
        ref={passwordRef}
        id={`${id}-new`}
        label={auth.newPassword}
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        value={values.password}
        onChange={set("password")}
        errorId={error?.field === "password" ? errorId : null}
        hint={auth.passwordHint}
      />
      <PasswordField
        ref={confirmRef}
        id={`${id}-confirm`}
        label={auth.confirmNewPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={set("confirm")}
        errorId={error?.field === "confirm" ? errorId : null}
      />
      <div className="sm:w-56">
        <SubmitButton busy={busy} label={t.changePassword} busyLabel={t.changingPassword} />
      </div>
    </form>
  );
}
