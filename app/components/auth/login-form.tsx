import { useState, useSyncExternalStore, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useRevalidator } from "react-router";
import { LOGIN_REDIRECT_DELAY_MS, loginError, loginRedirectTarget } from "../../../shared/rules/auth-rules.ts";
import {
  STORAGE_KEYS,
  authApi,
  loginFailureMessage,
  readStorage,
  sleep,
  writeStorage,
} from "../../browser/auth-client.ts";
import { loginErrorField } from "./error-field.ts";
import { CurrentPasswordField, EmailField, FormAlert, FormStatus, SubmitButton } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { type AuthFormResult, useAuthForm } from "./use-auth-form.ts";

const noSubscription = () => () => {};
const readRememberMe = () => readStorage(STORAGE_KEYS.rememberMe) === "true";

type Props = {
  /** The `redirectTo` query parameter of the login page, if any. */
  redirectTo?: string | null;
  /** The page the modal was opened on: a valid target when public (spec §5). */
  currentPath?: string | null;
  /** A status shown above the form, e.g. the e-mail confirmation result. */
  notice?: ReactNode;
  /** Rendered below the form: links to register and reset (page) or switch buttons (modal). */
  footer?: ReactNode;
  autoFocus?: boolean;
  /** Called after the login delay, just before leaving for the target (the modal closes then). */
  onLeave?: () => void;
  /** Where the form posts without scripts: the login page (its route action); the current page when absent. */
  action?: string;
  /** The login page's action answer, when the page shows a form posted without scripts. */
  result?: AuthFormResult<"email" | "password"> | null;
};

export function LoginForm({ redirectTo, currentPath, notice, footer, autoFocus, onLeave, action, result }: Props) {
  const labels = useAuthLabels();
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  // A refused login concerns the pair: both fields point at the message, the e-mail gets the focus.
  const form = useAuthForm({
    initial: { email: "", password: "" },
    result,
    unassigned: ["email", "password"],
  });
  // The preference lives in the browser (localStorage `rememberMe`): unchecked in the server's HTML,
  // the stored choice once hydrated, the visitor's choice once they touch it.
  const storedRememberMe = useSyncExternalStore(noSubscription, readRememberMe, () => false);
  const [chosenRememberMe, setRememberMe] = useState<boolean | null>(null);
  const rememberMe = chosenRememberMe ?? storedRememberMe;
  const [signedIn, setSignedIn] = useState(false);

  const onSubmit = form.handleSubmit(async () => {
    if (signedIn) return;
    const input = { email: form.values.email.trim(), password: form.values.password };
    const problem = loginError(input);
    if (problem) return form.fail(problem, loginErrorField(input, problem));
    form.clearError();
    form.setBusy(true);
    const result = await authApi.login({ ...input, rememberMe });
    if (!result.ok) {
      form.setBusy(false);
      return form.fail(loginFailureMessage(result), null, { code: result.code });
    }
    setSignedIn(true);
    const target = loginRedirectTarget({
      redirectTo,
      returnUrl: readStorage(STORAGE_KEYS.returnUrl),
      currentPath,
    });
    writeStorage(STORAGE_KEYS.returnUrl, null);
    // The root loader carries the viewer: reload it so the header shows the profile menu at once.
    await Promise.all([revalidator.revalidate(), sleep(LOGIN_REDIRECT_DELAY_MS)]);
    form.setBusy(false);
    onLeave?.();
    if (target !== location.pathname + location.search) await navigate(target);
  });

  return (
    // Posts to the login page's route action until the scripts run, then through `onSubmit`.
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-4">
      {notice}
      <FormAlert id={form.errorId} message={form.error?.message ?? null} />
      <FormStatus message={signedIn ? labels.signedInRedirecting : null} />
      <EmailField {...form.field("email")} label={labels.email} autoComplete="username" autoFocus={autoFocus} />
      <CurrentPasswordField {...form.field("password")} label={labels.password} name="password" />
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          name="rememberMe"
          className="size-4 rounded border-gray-300 accent-primary"
          checked={rememberMe}
          onChange={(event) => {
            setRememberMe(event.target.checked);
            writeStorage(STORAGE_KEYS.rememberMe, String(event.target.checked));
          }}
        />
        {labels.rememberMe}
      </label>
      <SubmitButton busy={form.busy} label={labels.logIn} busyLabel={labels.loggingIn} disabled={signedIn} />
      {footer}
    </Form>
  );
}
