import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { fieldClasses, fieldDescribedBy, labelClassName } from "./styles.ts";

export { fieldDescribedBy };

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={cn(labelClassName, className)} {...props} />;
}

export type FieldProps = {
  /** The id of the control inside; the label points at it. */
  id: string;
  label: ReactNode;
  /** Help text under the control; give the control `aria-describedby={`${id}-hint`}`. */
  hint?: ReactNode;
  /** An error under the control; give the control `aria-describedby={`${id}-error`}` and aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A label, its control, and optional hint and error lines, stacked. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cn(fieldClasses.root, className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className={fieldClasses.required} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={fieldClasses.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={fieldClasses.error}>
          {error}
        </p>
      )}
    </div>
  );
}
