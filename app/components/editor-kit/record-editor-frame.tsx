/**
 * The frame of every editor of a record (decision 058): the kit's `EditorDialog` with the record
 * editor's close question behind Escape, × and Cancel, its undo keys, Undo/Redo buttons, the History
 * toggle (the panel mounts only while shown; the editor places it), the footer, the delete
 * confirmation and the close question. Written once so that the same buttons carry the same names,
 * shortcuts, disabled states and focus order in every editor; what differs (titles, footer labels,
 * where the History panel stands) is passed in.
 */
import { History, Redo2, Undo2 } from "lucide-react";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { EditorDialog, type EditorDialogProps } from "../ui/editor-dialog.tsx";
import type { UndoHistoryApi } from "../ui/use-undo-history.ts";
import { CloseQuestion } from "./record-editor-parts.tsx";
import type { RecordEditor } from "./use-record-editor.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../ui/ui-language.tsx";

/** What the frame hands to the editor's body and footer. */
export type FrameControls = {
  /** The History panel while it is shown, else null: the editor puts it where it belongs. */
  history: ReactNode;
  /** Opens the delete confirmation. */
  askDelete: () => void;
};

export type FrameHistory = {
  /** The panel (a `HistoryPanel`, or several): rendered only while shown. */
  render: () => ReactNode;
  /** False hides the toggle and the panel (a new record has no history yet). Default true. */
  available?: boolean;
  /** A "History" text button (post, Global Settings) rather than the title bar's icon. */
  labelled?: boolean;
};

export type FrameDeleteQuestion = {
  title: string;
  text: string;
  /** The text to type before Delete is enabled (a section's title). */
  requireText?: string;
};

export type RecordEditorFrameProps<T, R> = Omit<
  EditorDialogProps,
  "onRequestClose" | "onKeyDown" | "headerActions" | "footer" | "children"
> & {
  editor: RecordEditor<T, R>;
  /** Default `editor.requestClose` (the close question when there are unsaved changes). */
  onRequestClose?: () => void;
  /** Default `editor.onKeyDown` (Ctrl+Z, Ctrl+Shift+Z). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /**
   * Where the Undo and Redo buttons stand: the title bar (default), the start of the footer, or
   * nowhere (a short form whose keys still undo: Page Layout, Create Page, Create Metric).
   */
  undo?: "header" | "footer" | "none";
  /** Undo and Redo unavailable regardless of the history (while saving). */
  undoDisabled?: boolean;
  history?: FrameHistory;
  /** Further title-bar buttons, after Undo, Redo and History (the post editor's More). */
  actions?: ReactNode;
  footer: ReactNode | ((frame: FrameControls) => ReactNode);
  /** The question before `editor.remove`; without it the frame offers no delete. */
  deleteQuestion?: FrameDeleteQuestion;
  children: ReactNode | ((frame: FrameControls) => ReactNode);
};

export function RecordEditorFrame<T, R>({
  editor,
  onRequestClose = editor.requestClose,
  onKeyDown = editor.onKeyDown,
  undo = "header",
  undoDisabled = false,
  history,
  actions,
  footer,
  deleteQuestion,
  children,
  ...dialog
}: RecordEditorFrameProps<T, R>) {
  const ui = useUiLanguage();
  const [historyShown, setHistoryShown] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const historyAvailable = history !== undefined && history.available !== false;
  const controls: FrameControls = {
    history: historyAvailable && historyShown ? history.render() : null,
    askDelete: () => setDeleting(true),
  };
  const undoButtons = <UndoRedoButtons history={editor} disabled={undoDisabled} />;
  const toggle = historyAvailable && (
    <HistoryToggle
      shown={historyShown}
      labelled={history.labelled}
      onToggle={() => setHistoryShown((shown) => !shown)}
    />
  );
  const footerContent = typeof footer === "function" ? footer(controls) : footer;

  return (
    <>
      <EditorDialog
        {...dialog}
        onRequestClose={onRequestClose}
        onKeyDown={onKeyDown}
        headerActions={
          undo === "header" || toggle || actions ? (
            <>
              {undo === "header" && undoButtons}
              {toggle}
              {actions}
            </>
          ) : null
        }
        footer={
          undo === "footer" ? (
            <>
              {undoButtons}
              {footerContent}
            </>
          ) : (
            footerContent
          )
        }
      >
        {typeof children === "function" ? children(controls) : children}
      </EditorDialog>
      {deleteQuestion && (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={deleteQuestion.title}
          text={deleteQuestion.text}
          confirmLabel={m.editor_delete({}, ui)}
          busyLabel={m.editor_deleting({}, ui)}
          requireText={deleteQuestion.requireText}
          onConfirm={editor.remove}
        />
      )}
      <CloseQuestion editor={editor} />
    </>
  );
}

/**
 * The footer of an editor of one saved record: Cancel, Delete (edit only, asks first through the
 * frame's confirmation) and Create or Update, which reads 'Saving...' while working.
 */
export function RecordEditorFooter<T, R>({
  editor,
  frame,
  editing,
  onSave,
}: {
  editor: RecordEditor<T, R>;
  frame: FrameControls;
  editing: boolean;
  onSave: () => void;
}) {
  const ui = useUiLanguage();
  const busy = editor.saving || editor.loading;
  return (
    <>
      <Button variant="outline" onClick={editor.requestClose}>
        {m.editor_cancel({}, ui)}
      </Button>
      {editing && (
        <Button variant="destructive" onClick={frame.askDelete} disabled={busy}>
          {m.editor_delete({}, ui)}
        </Button>
      )}
      <Button onClick={onSave} disabled={busy || editor.loadError !== null}>
        {editor.saving ? m.editor_saving({}, ui) : editing ? m.editor_update({}, ui) : m.editor_create({}, ui)}
      </Button>
    </>
  );
}

/** A record that could not be loaded: the reason and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const ui = useUiLanguage();
  return (
    <div role="alert" className="space-y-2 text-sm text-red-700">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {m.editor_retry({}, ui)}
      </Button>
    </div>
  );
}

/**
 * Undo and Redo: the same names, shortcuts and disabled states in every editor. The keys
 * themselves are bound by `history.onKeyDown`.
 */
export function UndoRedoButtons({
  history,
  disabled = false,
}: {
  history: Pick<UndoHistoryApi<unknown>, "undo" | "redo" | "canUndo" | "canRedo">;
  disabled?: boolean;
}) {
  const ui = useUiLanguage();
  const buttons = [
    { label: m.editor_undo({}, ui), keys: "Ctrl+Z", Icon: Undo2, able: history.canUndo, run: history.undo },
    { label: m.editor_redo({}, ui), keys: "Ctrl+Shift+Z", Icon: Redo2, able: history.canRedo, run: history.redo },
  ];
  return buttons.map(({ label, keys, Icon, able, run }) => (
    <Button
      key={label}
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={m.editor_withShortcut({ label, keys }, ui)}
      disabled={disabled || !able}
      onClick={run}
    >
      <Icon aria-hidden="true" />
    </Button>
  ));
}

/** The toggle of a saved record's History panel (its revisions, with Restore). */
export function HistoryToggle({
  shown,
  onToggle,
  labelled = false,
}: {
  shown: boolean;
  onToggle: () => void;
  labelled?: boolean;
}) {
  const ui = useUiLanguage();
  if (labelled)
    return (
      <Button variant="ghost" size="sm" aria-pressed={shown} onClick={onToggle}>
        <History aria-hidden="true" />
        {m.editor_history({}, ui)}
      </Button>
    );
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={m.editor_history({}, ui)}
      title={m.editor_history({}, ui)}
      aria-pressed={shown}
      onClick={onToggle}
    >
      <History aria-hidden="true" />
    </Button>
  );
}
