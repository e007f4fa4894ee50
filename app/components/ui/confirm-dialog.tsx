import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { Input } from "./input.tsx";
import { layers } from "./layers.ts";
import { typedConfirmation } from "./typed-confirmation.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiDirection, useUiLanguage } from "./ui-language.tsx";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question or warning, e.g. "This action cannot be undone." */
  text: ReactNode;
  /** Label of the confirm button, e.g. "Delete Permanently". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `onConfirm`'s promise runs, e.g. "Deleting...". */
  busyLabel?: string;
  /** "destructive" (red, the default) or "default". */
  variant?: "destructive" | "default";
  /**
   * When set, the person must type this text exactly before the confirm button is enabled
   * (a metric's or a section's title).
   */
  requireText?: string;
  /**
   * Runs on confirm. If it returns a promise the dialog waits, then closes when it resolves and
   * stays open when it rejects (show your own toast for the failure).
   */
  onConfirm: () => void | Promise<unknown>;
};

/** A yes/no question before something irreversible, optionally asking to type a text to confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busyLabel,
  variant = "destructive",
  requireText,
  onConfirm,
}: ConfirmDialogProps) {
  const ui = useUiLanguage();
  const dir = useUiDirection();
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const check = requireText === undefined ? null : typedConfirmation(typed, requireText, ui);
  const canConfirm = !busy && (check ? check.matches : true);

  function changeOpen(next: boolean) {
    if (busy) return;
    if (!next) setTyped("");
    onOpenChange(next);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!canConfirm) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      changeOpen(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      setBusy(false);
      setTyped("");
      onOpenChange(false);
    } catch {
      setBusy(false);
    }
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={changeOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={cn(layers.confirmOverlay, "fixed inset-0 bg-black/50")} />
        <DialogPrimitive.Content
          role="alertdialog"
          data-slot="confirm-dialog"
          dir={dir}
          className={cn(
            layers.confirm,
            "fixed top-1/2 left-1/2 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl " +
              "border border-gray-200 bg-white p-5 text-gray-900 shadow-2xl outline-none",
          )}
        >
          <form onSubmit={confirm} className="space-y-4">
            <div className="space-y-2">
              <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
              <DialogPrimitive.Description asChild>
                <div className="text-sm text-gray-700">{text}</div>
              </DialogPrimitive.Description>
            </div>
            {requireText !== undefined && (
              <div className="space-y-1.5">
                <label htmlFor={inputId} className="block text-sm text-gray-800">
                  {m.editor_typeToConfirmBefore({}, ui)}{" "}
                  <strong className="font-semibold break-all">{requireText}</strong>{" "}
                  {m.editor_typeToConfirmAfter({}, ui)}
                </label>
                <Input
                  id={inputId}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={check?.error ? true : undefined}
                  aria-describedby={check?.error ? `${inputId}-error` : undefined}
                />
                {check?.error && (
                  <p id={`${inputId}-error`} className="text-xs font-medium text-red-700">
                    {check.error}
                  </p>
                )}
              </div>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => changeOpen(false)} disabled={busy}>
                {cancelLabel ?? m.editor_cancel({}, ui)}
              </Button>
              <Button type="submit" variant={variant} disabled={!canConfirm} aria-busy={busy || undefined}>
                {busy && busyLabel ? busyLabel : (confirmLabel ?? m.editor_confirm({}, ui))}
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
