import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { ApiFailure } from "../../browser/auth-client.ts";

/**
 * The one state machine of the account forms (login, registration, reset request, new password,
 * change password): field values, the single error shown (spec §5: only the first) with the field
 * it concerns, and the submitting state. Each form keeps only its own rules and API call.
 */
export type AuthFormError<F extends string> = { message: string; field: F | null; code?: string };

/**
 * What the page's route action answered to a form posted without scripts (decision 055): the error
 * to show and the values to keep (never a password). The form starts from it.
 */
export type AuthFormResult<F extends string> = {
  error?: AuthFormError<F> | null;
  values?: Partial<Record<F, string>>;
};

type Options<F extends string> = {
  initial: Record<F, string>;
  /** The route action's answer, when the page is the result of a posted form. */
  result?: AuthFormResult<NoInfer<F>> | null;
  /**
   * The fields an error that names no field concerns (a refused login concerns the pair): they
   * point at the alert with aria-describedby, and the first gets the focus.
   */
  unassigned?: readonly NoInfer<F>[];
};

export function useAuthForm<F extends string>({ initial, result, unassigned = [] }: Options<F>) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const [values, setValues] = useState<Record<F, string>>(() => ({ ...initial, ...result?.values }));
  const [error, setError] = useState<AuthFormError<F> | null>(result?.error ?? null);
  const [busy, setBusy] = useState(false);

  /**
   * Shows `message` about `field` (or about the form) and moves the focus there, so that a screen
   * reader user lands where the fix is. `focus: null` leaves the focus alone.
   */
  function fail(message: string, field: F | null, options: { code?: string; focus?: F | null } = {}) {
    setError({ message, field, ...(options.code ? { code: options.code } : {}) });
    const target = options.focus !== undefined ? options.focus : (field ?? unassigned[0] ?? null);
    if (target) inputs.current[target]?.focus();
  }

  function concerns(name: F): boolean {
    return !!error && (error.field === name || (error.field === null && unassigned.includes(name)));
  }

  // Which fields have been attached once (see `field`'s ref).
  const attached = useRef<Partial<Record<F, true>>>({});

  /** The props of one text input: id, ref (for the focus), value, onChange and its error link. */
  function field(name: F) {
    return {
      id: `${id}-${name}`,
      ref: (element: HTMLInputElement | null) => {
        inputs.current[name] = element;
        if (!element || attached.current[name]) return;
        attached.current[name] = true;
        // The page is painted before its scripts run, and a visitor may type in the server's input
        // then: React hydrates the input without looking at its value, so its state stays empty and
        // the next render (any change of the form) would write that empty value over what was typed.
        // The first time the input is attached (hydration) it is the truth: take its value.
        const typed = element.value;
        if (typed !== values[name]) setValues((current) => ({ ...current, [name]: typed }));
      },
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      errorId: concerns(name) ? errorId : null,
    };
  }

  /** The form's onSubmit: no browser submission, and nothing while a submission is under way. */
  function handleSubmit(submit: () => unknown) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      void submit();
    };
  }

  return {
    errorId,
    values,
    setValues,
    error,
    fail,
    clearError: () => setError(null),
    busy,
    setBusy,
    field,
    handleSubmit,
  };
}

/**
 * The form field a refusal of the API is about: the `field` the server names, else its error
 * `code` (codes, not message texts, decide: CONVENTIONS "use error codes").
 */
export function failureField<F extends string>(
  failure: ApiFailure,
  map: { fields?: Record<string, F>; codes?: Record<string, F> },
): F | null {
  return (
    (failure.field ? map.fields?.[failure.field] : undefined) ??
    (failure.code ? map.codes?.[failure.code] : undefined) ??
    null
  );
}
