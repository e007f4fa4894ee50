import { Eye, EyeOff } from "lucide-react";
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useAuthLabels } from "./auth-labels.ts";

/** Building blocks of the account forms: labelled inputs, one alert region, a busy submit button. */

export const inputClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm " +
  "placeholder:text-gray-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 " +
  "aria-[invalid=true]:border-red-500 disabled:bg-gray-50";

/**
 * Text links and buttons in the organization's colour, darkened: brand colours such as sky-600 are
 * below the 4.5:1 contrast that text needs on white (WCAG 1.4.3); links are underlined (1.4.1).
 */
export const linkClass =
  "font-medium text-primary underline underline-offset-2 hover:decoration-2 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  /** The id of the form's alert region while it shows a message about this field. */
  errorId?: string | null;
  hint?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { id, label, errorId, hint, ...input },
  ref,
) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={inputClass}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
});

/** A password input with a show/hide toggle (a real button: Tab reaches it, Enter and Space press it). */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps>(function PasswordField(
  { id, label, errorId, hint, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const labels = useAuthLabels();
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? "text" : "password"}
          className={`${inputClass} pr-11`}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-primary"
          aria-label={labels.showPassword}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
    </div>
  );
});

/**
 * The form's one message region. It is always in the page, so that screen readers announce a
 * message when it appears; fields point at it with aria-describedby while it concerns them.
 */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
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
  const style =
    tone === "success"
      ? "rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
      : "rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900";
  return (
    <div id={id} role="status" className={message ? style : "sr-only"}>
      {message}
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
    <button
      type="submit"
      disabled={busy || disabled}
      aria-disabled={busy || disabled}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-2.5 font-medium text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
