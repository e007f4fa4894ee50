import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import { AUTH_MESSAGES } from "../../../shared/rules/auth-rules.ts";
import { authApi, genericFailureMessage } from "../../browser/auth-client.ts";
import { newPasswordError } from "./new-password-rules.ts";
import { ConfirmPasswordField, FormAlert, FormStatus, NewPasswordField, SubmitButton } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { type AuthFormResult, failureField, useAuthForm } from "./use-auth-form.ts";

/** Sets a new password with the single-use token of a reset mail. */
export function NewPasswordForm({
  token,
  loginLink,
  requestLink,
  result,
}: {
  token: string;
  loginLink: ReactNode;
  requestLink: ReactNode;
  /** The reset page's action answer, when the page shows a form posted without scripts. */
  result?: (AuthFormResult<"password" | "confirm"> & { done?: boolean }) | null;
}) {
  const labels = useAuthLabels();
  const form = useAuthForm({ initial: { password: "", confirm: "" }, result });
  const [done, setDone] = useState(result?.done ?? false);
  const invalidLink = form.error?.code === "invalid_token";

  const onSubmit = form.handleSubmit(async () => {
    const { password, confirm } = form.values;
    const problem = newPasswordError(password, confirm);
    if (problem) return form.fail(problem.message, problem.field);
    form.clearError();
    form.setBusy(true);
    const result = await authApi.confirmPasswordReset({ token, password });
    form.setBusy(false);
    if (result.ok) return setDone(true);
    // An unusable link cannot be mended in this form: the message offers a new one instead.
    if (result.code === "invalid_token") {
      return form.fail(AUTH_MESSAGES.resetLinkInvalid, null, { code: result.code, focus: null });
    }
    form.fail(genericFailureMessage(result), failureField(result, { fields: { password: "password" } }), {
      code: result.code,
      focus: "password",
    });
  });

  if (done) {
    return (
      <div className="space-y-4">
        <FormStatus message={AUTH_MESSAGES.passwordChanged} />
        {loginLink}
      </div>
    );
  }

  return (
    // Posts (with the link's token in the address) to the reset page's route action until the
    // scripts run, then through `onSubmit`.
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      {invalidLink && requestLink}
      <NewPasswordField {...form.field("password")} label={labels.newPassword} name="password" autoFocus />
      <ConfirmPasswordField {...form.field("confirm")} />
      <SubmitButton busy={form.busy} label={labels.setNewPassword} busyLabel={labels.saving} />
    </Form>
  );
}
