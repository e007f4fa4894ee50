import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** An on/off switch (role="switch"); label it with a Label pointing at its `id`, or `aria-label`. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent shadow-sm transition-colors " +
          "outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 " +
          "disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-sky-700 data-[state=unchecked]:bg-gray-400",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={
          "pointer-events-none block size-4 rounded-full bg-white shadow ring-0 transition-transform " +
          "data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-4"
        }
      />
    </SwitchPrimitive.Root>
  );
}
