import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

export const inputClassName =
  "block w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm " +
  "placeholder:text-gray-500 outline-none focus-visible:border-sky-600 focus-visible:ring-2 focus-visible:ring-sky-600/30 " +
  "aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-gray-50 disabled:opacity-70";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(inputClassName, "h-9", className)} {...props} />;
}
