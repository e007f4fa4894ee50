import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/**
 * Labelled fields of the console's account pages: the error is next to its field (and named by
 * aria-describedby with the hint), the input marked invalid while it has one.
 */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
};

const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm " +
  "focus-visible:border-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700 " +
  "aria-invalid:border-red-700";

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string | null) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

export function TextField({ name, label, hint, error, ...input }: Props) {
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password with a Show/Hide button (a real button: Tab reaches it, its state is announced). */
export function PasswordField({ name, label, hint, error, ...input }: Props) {
  const id = `field-${name}`;
  const [visible, setVisible] = useState(false);
  const language = useUiLanguage();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={m.platform_showPassword({}, language)}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
          className="shrink-0 rounded-md border border-slate-400 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
        >
          {m.platform_show({}, language)}
        </button>
      </div>
    </FieldFrame>
  );
}

export const submitClass =
  "inline-flex w-full items-center justify-center rounded-md bg-indigo-700 px-4 py-2.5 text-base font-semibold text-white " +
  "hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:opacity-70";

export const linkClass =
  "font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700";

/** A message about the whole form (a refusal that is no one field's): announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return (
    <div
      role="alert"
      className={message ? "rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}
    >
      {message}
    </div>
  );
}
