import { useId, useState } from "react";
import { AUTH_MESSAGES } from "../../../shared/auth-rules.ts";
import { authApi, genericFailureMessage } from "../../lib/auth-client.ts";
import { FormAlert, FormStatus, PasswordField, SubmitButton } from "../auth/form-parts.tsx";
import { useAuthLabels } from "../auth/auth-labels.ts";
import { newPasswordError } from "../auth/new-password-rules.ts";
import { failureField, useAuthForm } from "../auth/use-auth-form.ts";
import { useAccountLabels } from "./account-labels.ts";

export function ChangePasswordForm({ accountEmail }: { accountEmail: string }) {
  const id = useId();
  const t = useAccountLabels();
  const auth = useAuthLabels();
  const form = useAuthForm({ initial: { current: "", password: "", confirm: "" }, unassigned: ["current"] });
  const [done, setDone] = useState(false);

  const onSubmit = form.handleSubmit(async () => {
    const { values } = form;
    setDone(false);
    if (!values.current) return form.fail(AUTH_MESSAGES.fillAllFields, "current");
    const problem = newPasswordError(values.password, values.confirm);
    if (problem) return form.fail(problem.message, problem.field);
    form.clearError();
    form.setBusy(true);
    const result = await authApi.changePassword({ currentPassword: values.current, newPassword: values.password });
    form.setBusy(false);
    if (result.ok) {
      form.setValues({ current: "", password: "", confirm: "" });
      setDone(true);
      return;
    }
    // A wrong current password is a 401 that names the field; any other 401 is an ended session.
    if (result.status === 401) {
      return failureField(result, { fields: { currentPassword: "current" }, codes: { invalid_credentials: "current" } })
        ? form.fail(t.wrongCurrentPassword, "current", { code: result.code })
        : form.fail(AUTH_MESSAGES.noActiveSession, null, { code: result.code });
    }
    form.fail(
      genericFailureMessage(result),
      failureField(result, { fields: { newPassword: "password", password: "password" } }),
      { code: result.code },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t.changePassword}
      </h2>
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      <FormStatus message={done ? t.passwordUpdated : null} />
      {/* A hidden username helps password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
      <PasswordField
        {...form.field("current")}
        label={t.currentPassword}
        name="currentPassword"
        autoComplete="current-password"
        required
      />
      <PasswordField
        {...form.field("password")}
        label={auth.newPassword}
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        hint={auth.passwordHint}
      />
      <PasswordField
        {...form.field("confirm")}
        label={auth.confirmNewPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
      />
      <div className="sm:w-56">
        <SubmitButton busy={form.busy} label={t.changePassword} busyLabel={t.changingPassword} />
      </div>
    </form>
  );
}
