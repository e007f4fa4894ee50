import { Button } from "../../components/ui/button.tsx";

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
