import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { inputBase, inputClassName, inputSizeClasses } from "./styles.ts";

export { inputClassName };

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cn(inputBase, inputSizeClasses.default, className)} {...props} />
  );
}
