/**
 * The frame the metric manager's dialogs share (spec editing-tools §2.3): title, body, Cancel (or
 * Close) and at most one action. Create Metric, a record of its own, has the same footer in the
 * record editor's frame.
 */
import type { KeyboardEvent, ReactNode } from "react";
import { Button, EditorDialog } from "../../components/ui/index.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";

export const ACTION_DIALOG_WIDTHS = {
  "30rem": "w-[min(30rem,calc(100vw-2rem))]",
  "32rem": "w-[min(32rem,calc(100vw-2rem))]",
  "36rem": "w-[min(36rem,calc(100vw-2rem))]",
};

export type ActionFooterProps = {
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
};

/** Cancel closes; the action (if any) is the primary button. */
export function ActionFooter({ onClose, cancelLabel, action, onAction, disabled, unavailable }: ActionFooterProps) {
  const ui = useUiLanguage();
  return (
    <>
      <Button variant="outline" onClick={onClose}>
        {cancelLabel ?? m.editor_cancel({}, ui)}
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
  );
}

/** A small dialog over an editor: Cancel closes, the action (if any) is the primary button. */
export function ActionDialog({
  title,
  badge,
  subtitle,
  onKeyDown,
  width = "32rem",
  children,
  ...footer
}: ActionFooterProps & {
  title: string;
  badge?: string;
  subtitle: ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  width?: keyof typeof ACTION_DIALOG_WIDTHS;
  children: ReactNode;
}) {
  return (
    <EditorDialog
      title={title}
      badge={badge}
      subtitle={subtitle}
      onRequestClose={footer.onClose}
      onKeyDown={onKeyDown}
      className={ACTION_DIALOG_WIDTHS[width]}
      footer={<ActionFooter {...footer} />}
    >
      {children}
    </EditorDialog>
  );
}
