import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("block text-sm font-medium text-gray-800 select-none", className)}
      {...props}
    />
  );
}

type FieldProps = {
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
    <div data-slot="field" className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The ids a control inside `Field` should name in aria-describedby. */
export function fieldDescribedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}
