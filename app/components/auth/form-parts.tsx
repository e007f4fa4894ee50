import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { Button, Field, Input } from "../ui/plain-controls.tsx";
import { useAuthLabels } from "./auth-labels.ts";
import { useAuthMessage } from "./auth-messages.ts";

/**
 * Building blocks of the account forms, made of the UI kit's clsx-only controls (plain-controls:
 * no tailwind-merge or cva in a visitor's download): labelled inputs, one alert region, a busy
 * submit button.
 */

/**
 * Text links and buttons in the organization's colour, darkened: brand colours such as sky-600 are
 * below the 4.5:1 contrast that text needs on white (WCAG 1.4.3); links are underlined (1.4.1).
 */
export const linkClass =
  "font-medium text-primary underline underline-offset-2 hover:decoration-2 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * Lucide's eye and eye-off (ISC license) as plain SVG, like ui/icons.tsx: lucide-react's icon
 * factory alone is 1.5 KB gzipped in the login page's download. Not in ui/icons.tsx, which every
 * public page downloads at start.
 */
function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      {off ? (
        <>
          <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
          <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
          <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
          <path d="m2 2 20 20" />
        </>
      ) : (
        <>
          <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** The id of the form's alert region while it shows a message about this field. */
  errorId?: string | null;
  hint?: ReactNode;
};

function describedBy(id: string, errorId: string | null | undefined, hint: ReactNode) {
  return [errorId, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

export function TextField({ id, label, errorId, hint, ref, ...input }: FieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <Input
        ref={ref}
        id={id}
        inputSize="lg"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy(id, errorId, hint)}
        {...input}
      />
    </Field>
  );
}

/** A password input with a show/hide toggle (a real button: Tab reaches it, Enter and Space press it). */
export function PasswordField({ id, label, errorId, hint, ref, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const labels = useAuthLabels();
  return (
    <Field id={id} label={label} hint={hint}>
      <div className="relative">
        <Input
          ref={ref}
          id={id}
          inputSize="lg"
          type={visible ? "text" : "password"}
          className="pe-11"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy(id, errorId, hint)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={labels.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          <EyeIcon off={visible} />
        </button>
      </div>
    </Field>
  );
}

/**
 * An e-mail address field, as every account form asks for it (login's asks it as the username, for
 * password managers).
 */
export function EmailField({ autoComplete = "email", ...field }: Omit<FieldProps, "type" | "name" | "inputMode">) {
  return <TextField {...field} type="email" name="email" autoComplete={autoComplete} inputMode="email" required />;
}

/**
 * A new password with the spec's limits (8 to 128 characters) and its rule as the hint: the
 * registration's, the reset's and the account page's change.
 */
export function NewPasswordField(field: Omit<FieldProps, "autoComplete" | "minLength" | "maxLength" | "hint">) {
  const labels = useAuthLabels();
  return (
    <PasswordField
      {...field}
      autoComplete="new-password"
      required
      minLength={8}
      maxLength={128}
      hint={labels.passwordHint}
    />
  );
}

/** The new password typed again (the reset's and the account page's change). */
export function ConfirmPasswordField(field: Omit<FieldProps, "label" | "name" | "autoComplete">) {
  const labels = useAuthLabels();
  return (
    <PasswordField
      {...field}
      label={labels.confirmNewPassword}
      name="confirmPassword"
      autoComplete="new-password"
      required
    />
  );
}

/** The password a person has now (login's, and the account page's before a change). */
export function CurrentPasswordField(field: Omit<FieldProps, "autoComplete">) {
  return <PasswordField {...field} autoComplete="current-password" required />;
}

/**
 * The form's one message region. It is always in the page, so that screen readers announce a
 * message when it appears; fields point at it with aria-describedby while it concerns them.
 */
export function FormAlert({ id, message: text }: { id: string; message: string | null }) {
  const message = useAuthMessage(text);
  return (
    <div
      id={id}
      role="alert"
      className={message ? "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}
    >
      {message}
    </div>
  );
}

/** Success and progress texts (polite: they do not interrupt). */
export function FormStatus({
  id,
  message,
  tone = "success",
}: {
  id?: string;
  message: string | null;
  tone?: "success" | "warning";
}) {
  const text = useAuthMessage(message);
  const style =
    tone === "success"
      ? "rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
      : "rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900";
  return (
    <div id={id} role="status" className={text ? style : "sr-only"}>
      {text}
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="brand"
      size="lg"
      className="w-full"
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
    >
      {busy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
