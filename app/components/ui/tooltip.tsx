import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ComponentProps, ReactElement } from "react";
import { cn } from "./cn.ts";
import { layers } from "./layers.ts";

/** Wrap the admin tools once; tooltips inside share its delay. */
export function TooltipProvider({ delayDuration = 300, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

/** Tooltips only add to a control's name: the control must still have its own label. */
export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(layers.popover, "rounded-md bg-gray-900 px-3 py-1.5 text-xs text-white shadow-md", className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** The common case: a trigger (usually an icon button with an aria-label) and a text tip. */
export function SimpleTooltip({ content, children }: { content: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{content}</TooltipContent>
    </Tooltip>
  );
}
