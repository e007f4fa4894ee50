import { useId, useState, type ChangeEvent, type ComponentProps } from "react";
import { characterCount } from "./character-count.ts";
import { cn } from "./cn.ts";
import { inputClassName } from "./input.tsx";

export type TextareaProps = ComponentProps<"textarea"> & {
  /** Show the "N characters remaining" counter under the field (needs `maxLength`). */
  showCount?: boolean;
};

/**
 * A textarea; with `maxLength` it shows how many characters remain (orange below 10%), announced
 * to screen readers through aria-describedby rather than a live region that would talk on each key.
 */
export function Textarea({ className, maxLength, showCount = true, onChange, ...props }: TextareaProps) {
  const counterId = useId();
  const controlled = props.value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(props.defaultValue ?? "").length);
  const length = controlled ? String(props.value ?? "").length : uncontrolledLength;
  const withCounter = maxLength !== undefined && showCount;
  const count = withCounter ? characterCount(length, maxLength) : null;
  const describedBy = [props["aria-describedby"], count ? counterId : undefined].filter(Boolean).join(" ");

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (!controlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  const textarea = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      className={cn(inputClassName, "min-h-16", className)}
      onChange={handleChange}
      {...props}
      aria-describedby={describedBy || undefined}
    />
  );
  if (!count) return textarea;
  return (
    <div className="space-y-1">
      {textarea}
      <p
        id={counterId}
        data-slot="character-count"
        data-warning={count.warning || undefined}
        className={cn("text-end text-xs", count.warning ? "font-medium text-orange-700" : "text-gray-600")}
      >
        {count.text}
      </p>
    </div>
  );
}
