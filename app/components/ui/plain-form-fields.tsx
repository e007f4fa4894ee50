import type { InputHTMLAttributes } from "react";

/** The inputs of the forms that post without scripts (the help center's conversation, the basket's order). */
export const plainInputClass =
  "mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none";

const FIELDS = [
  { field: "name", maxLength: 100, autoComplete: "name" },
  { field: "email", type: "email", maxLength: 254, autoComplete: "email" },
] as const;

/**
 * A visitor's name and e-mail address in a form that posts without scripts (decision 055), with the
 * limits the server takes them with (100 and 254 characters) and the autofill hints, the same in
 * every such form.
 */
export function NameAndEmailFields({
  labels,
  values,
  labelClassName,
  fieldProps,
}: {
  labels: { name: string; email: string };
  values: { name: string; email: string };
  labelClassName: string;
  /** A field's extra attributes (aria-invalid and the error it is described by). */
  fieldProps?: (field: "name" | "email") => InputHTMLAttributes<HTMLInputElement>;
}) {
  return FIELDS.map(({ field, ...input }) => (
    <label key={field} className={labelClassName}>
      {labels[field]}
      <input
        name={field}
        {...input}
        required
        defaultValue={values[field]}
        className={plainInputClass}
        {...fieldProps?.(field)}
      />
    </label>
  ));
}
