import { clsx } from "clsx";
import type { ComponentProps } from "react";
import type { FieldProps } from "./label.tsx";
import {
  buttonClasses,
  fieldClasses,
  inputBase,
  inputSizeClasses,
  labelClassName,
  type ButtonStyle,
  type InputSize,
} from "./styles.ts";

/**
 * The kit's Button, Input, Label and Field for code that anonymous visitors may download (the
 * account forms): the same classes from styles.ts, joined with `clsx` instead of `cn()`, so no
 * tailwind-merge, cva or Radix Slot reaches a visitor's bundle. The price: a `className` is
 * appended, not merged, so pass only classes that do not fight the defaults (layout, width,
 * padding of a wrapper), or choose a variant. Editors use the full kit (index.ts).
 */

export function Button({ className, variant, size, type, ...props }: ComponentProps<"button"> & ButtonStyle) {
  return (
    <button
      data-slot="button"
      // A button inside a form submits it by default; ours only do so when asked.
      type={type ?? "button"}
      className={buttonClasses({ variant, size }, className)}
      {...props}
    />
  );
}

/** `inputSize="lg"`: taller, with 16 px text (see styles.ts). */
export function Input({
  className,
  type = "text",
  inputSize,
  ...props
}: ComponentProps<"input"> & { inputSize?: InputSize }) {
  return (
    <input
      data-slot="input"
      type={type}
      className={clsx(inputBase, inputSizeClasses[inputSize ?? "default"], className)}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label data-slot="label" className={clsx(labelClassName, className)} {...props} />;
}

/** The kit's Field (label, control, hint, error), clsx-only. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={clsx(fieldClasses.root, className)}>
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
