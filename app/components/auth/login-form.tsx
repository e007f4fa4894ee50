import { useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { LOGIN_REDIRECT_DELAY_MS, loginError, loginRedirectTarget } from "../../../shared/auth-rules.ts";
import { STORAGE_KEYS, authApi, loginFailureMessage, readStorage, sleep, writeStorage } from "../../lib/auth-client.ts";
import { loginErrorField } from "./error-field.ts";
import { FormAlert, FormStatus, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";
import { useAuthLabels } from "./auth-labels.ts";

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
};

export function LoginForm({ redirectTo, currentPath, notice, footer, autoFocus, onLeave }: Props) {
  const id = useId();
  const labels = useAuthLabels();
  const errorId = `${id}-error`;
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  // The preference lives in the browser (localStorage `rememberMe`): unchecked in the server's HTML,
  // the stored choice once hydrated, the visitor's choice once they touch it.
  const storedRememberMe = useSyncExternalStore(noSubscription, readRememberMe, () => false);
  const [chosenRememberMe, setRememberMe] = useState<boolean | null>(null);
  const rememberMe = chosenRememberMe ?? storedRememberMe;
  const [error, setError] = useState<{ message: string; field: "email" | "password" | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  function fail(message: string, field: "email" | "password" | null) {
    setError({ message, field });
    (field === "password" ? passwordRef : emailRef).current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || signedIn) return;
    const input = { email: email.trim(), password };
    const problem = loginError(input);
    if (problem) return fail(problem, loginErrorField(input, problem));
    setError(null);
    setBusy(true);
    const result = await authApi.login({ ...input, rememberMe });
    if (!result.ok) {
      setBusy(false);
      return fail(loginFailureMessage(result), null);
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
    setBusy(false);
    onLeave?.();
    if (target !== location.pathname + location.search) await navigate(target);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notice}
      <FormAlert id={errorId} message={error?.message ?? null} />
      <FormStatus message={signedIn ? labels.signedInRedirecting : null} />
      <TextField
        ref={emailRef}
        id={`${id}-email`}
        label={labels.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errorId={error && error.field !== "password" ? errorId : null}
      />
      <PasswordField
        ref={passwordRef}
        id={`${id}-password`}
        label={labels.password}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errorId={error && error.field !== "email" ? errorId : null}
      />
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
      <SubmitButton busy={busy} label={labels.logIn} busyLabel={labels.loggingIn} disabled={signedIn} />
      {footer}
    </form>
  );
}
