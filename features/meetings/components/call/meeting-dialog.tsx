import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/** The modal of the waiting room and the call (spec §2): titled, focus kept inside, Escape asks to close. */
export function MeetingDialog({
  open,
  title,
  description,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[90] bg-black/60" />
        <DialogPrimitive.Content
          data-testid="meeting-dialog"
          className={
            "fixed top-1/2 left-1/2 z-[91] max-h-[calc(100vh-2rem)] w-[min(48rem,calc(100vw-2rem))] " +
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 text-gray-900 shadow-2xl outline-none"
          }
        >
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mb-3 text-sm text-gray-700">
            {description}
          </DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
