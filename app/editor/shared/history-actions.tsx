import { History, Redo2, Undo2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import type { UndoHistoryApi } from "../../components/ui/use-undo-history.ts";

/**
 * The Undo and Redo buttons of an editor's title bar (or footer): the same names, shortcuts and
 * disabled states in every editor. The keys themselves are bound by `history.onKeyDown`.
 */
export function UndoRedoButtons({
  history,
  disabled = false,
}: {
  history: Pick<UndoHistoryApi<unknown>, "undo" | "redo" | "canUndo" | "canRedo">;
  disabled?: boolean;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Undo"
        title="Undo (Ctrl+Z)"
        disabled={disabled || !history.canUndo}
        onClick={history.undo}
      >
        <Undo2 aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Redo"
        title="Redo (Ctrl+Shift+Z)"
        disabled={disabled || !history.canRedo}
        onClick={history.redo}
      >
        <Redo2 aria-hidden="true" />
      </Button>
    </>
  );
}

/** The toggle of a saved record's History panel (its revisions, with Restore). */
export function HistoryToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label="History" title="History" aria-pressed={shown} onClick={onToggle}>
      <History aria-hidden="true" />
    </Button>
  );
}
