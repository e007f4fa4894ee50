import { useId, useState } from "react";
import { Form } from "react-router";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { authApi, genericFailureMessage, type ApiFailure } from "../../browser/auth-client.ts";
import {
  ConfirmPasswordField,
  CurrentPasswordField,
  FormAlert,
  FormStatus,
  NewPasswordField,
  SubmitButton,
} from "../auth/form-parts.tsx";
import { useAuthLabels } from "../auth/auth-labels.ts";
import { newPasswordError } from "../auth/new-password-rules.ts";
import { type AuthFormError, failureField, useAuthForm } from "../auth/use-auth-form.ts";
import { useAccountLabels } from "./account-labels.ts";

type Field = "current" | "password" | "confirm";

/**
 * What the account page's route action answers to this form posted without scripts (decision 055):
 * done, a problem found before sending, or the API's refusal (worded here, as for the script).
 */
export type ChangePasswordResult = {
  done?: boolean;
  problem?: { message: string; field: Field | null };
  failure?: ApiFailure;
};

/** The first problem with the fields, found before anything is sent (the action's rules too). */
export function changePasswordProblem(values: Record<Field, string>): { message: string; field: Field } | null {
  if (!values.current) return { message: AUTH_MESSAGES.fillAllFields, field: "current" };
  return newPasswordError(values.password, values.confirm);
}

function refusal(result: ApiFailure, wrongCurrentPassword: string): AuthFormError<Field> {
  const code = result.code ? { code: result.code } : {};
  // A wrong current password is a 401 that names the field; any other 401 is an ended session.
  if (result.status === 401) {
    return failureField(result, { fields: { currentPassword: "current" }, codes: { invalid_credentials: "current" } })
      ? { message: wrongCurrentPassword, field: "current", ...code }
      : { message: AUTH_MESSAGES.noActiveSession, field: null, ...code };
  }
  const field = failureField<Field>(result, { fields: { newPassword: "password", password: "password" } });
  return { message: genericFailureMessage(result), field, ...code };
}

export function ChangePasswordForm({
  accountEmail,
  result,
}: {
  accountEmail: string;
  result?: ChangePasswordResult | null;
}) {
  const id = useId();
  const t = useAccountLabels();
  const auth = useAuthLabels();
  const form = useAuthForm<Field>({
    initial: { current: "", password: "", confirm: "" },
    result: {
      error: result?.problem ?? (result?.failure ? refusal(result.failure, t.wrongCurrentPassword) : null),
    },
    unassigned: ["current"],
  });
  const [done, setDone] = useState(result?.done ?? false);

  const onSubmit = form.handleSubmit(async () => {
    const { values } = form;
    setDone(false);
    const problem = changePasswordProblem(values);
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
    const error = refusal(result, t.wrongCurrentPassword);
    form.fail(error.message, error.field, error.code ? { code: error.code } : {});
  });

  return (
    // Posts to the account page's route action until the scripts run, then through `onSubmit`.
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t.changePassword}
      </h2>
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      <FormStatus message={done ? t.passwordUpdated : null} />
      {/* A hidden username helps password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
      <CurrentPasswordField {...form.field("current")} label={t.currentPassword} name="currentPassword" />
      <NewPasswordField {...form.field("password")} label={auth.newPassword} name="newPassword" />
      <ConfirmPasswordField {...form.field("confirm")} />
      <div className="sm:w-56">
        <SubmitButton busy={form.busy} label={t.changePassword} busyLabel={t.changingPassword} />
      </div>
    </Form>
  );
}
