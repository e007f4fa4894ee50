import { useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";

/**
 * The footer of an editor of one saved record: Cancel, Delete (edit only, asks first through the
 * editor's own confirmation) and Create or Update, which reads 'Saving...' while working.
 */
export function RecordEditorFooter({
  editing,
  saving,
  loading,
  canSave,
  onCancel,
  onDelete,
  onSave,
}: {
  editing: boolean;
  saving: boolean;
  loading: boolean;
  /** False while the record could not be loaded (or the form cannot be sent). */
  canSave: boolean;
  onCancel: () => void;
  onDelete: () => void;
  onSave: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {editing && (
        <Button variant="destructive" onClick={onDelete} disabled={saving || loading}>
          Delete
        </Button>
      )}
      <Button onClick={onSave} disabled={saving || loading || !canSave}>
        {saving ? "Saving..." : editing ? "Update" : "Create"}
      </Button>
    </>
  );
}

/** A record that could not be loaded: the reason and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2 text-sm text-red-700">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/**
 * The answer to a stale save (409: someone else saved the record since it was loaded): Overwrite
 * saves again without the version check; any other way out (Reload, Escape) loads their version.
 */
export function StaleRecordDialog({
  open,
  noun,
  onDismiss,
  onReload,
  onOverwrite,
}: {
  open: boolean;
  /** What was changed, as in "This {noun} was changed". */
  noun: string;
  onDismiss: () => void;
  onReload: () => void;
  onOverwrite: () => Promise<void>;
}) {
  // The dialog closes after Overwrite too; only a close without it reloads.
  const overwriting = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        onDismiss();
        if (!overwriting.current) onReload();
        overwriting.current = false;
      }}
      title={`This ${noun} was changed`}
      text={`Someone else saved this ${noun} in the meantime. Reload to see their version, or overwrite it with yours.`}
      variant="default"
      cancelLabel="Reload"
      confirmLabel="Overwrite"
      onConfirm={async () => {
        overwriting.current = true;
        await onOverwrite();
      }}
    />
  );
}
