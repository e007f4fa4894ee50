/**
 * The frame the metric manager's dialogs share (spec editing-tools §2.3): title, body, Cancel (or
 * Close) and at most one action.
 */
import type { KeyboardEvent, ReactNode } from "react";
import { Button, EditorDialog } from "../../components/ui/index.ts";

/** A small dialog over an editor: Cancel closes, the action (if any) is the primary button. */
export function ActionDialog({
  title,
  badge,
  subtitle,
  onClose,
  cancelLabel = "Cancel",
  action,
  onAction,
  disabled,
  unavailable,
  onKeyDown,
  width = "32rem",
  children,
}: {
  title: string;
  badge?: string;
  subtitle: ReactNode;
  onClose: () => void;
  cancelLabel?: string;
  action?: string;
  onAction?: () => void;
  disabled?: boolean;
  /**
   * Greyed and announced as unavailable (`aria-disabled`) but still choosable, so that choosing it
   * runs the form's check and says why at the field (a blank required field).
   */
  unavailable?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  width?: "30rem" | "32rem" | "36rem";
  children: ReactNode;
}) {
  const widths = {
    "30rem": "w-[min(30rem,calc(100vw-2rem))]",
    "32rem": "w-[min(32rem,calc(100vw-2rem))]",
    "36rem": "w-[min(36rem,calc(100vw-2rem))]",
  };
  return (
    <EditorDialog
      title={title}
      badge={badge}
      subtitle={subtitle}
      onRequestClose={onClose}
      onKeyDown={onKeyDown}
      className={widths[width]}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          {action && (
            <Button
              onClick={onAction}
              disabled={disabled}
              aria-disabled={unavailable || undefined}
              className="aria-disabled:opacity-50"
            >
              {action}
            </Button>
          )}
        </>
      }
    >
      {children}
    </EditorDialog>
  );
}
