import { useCallback, useMemo, useReducer, type KeyboardEvent } from "react";
import { historyCommandOf, initialHistory, undoReducer, type UndoAction, type UndoHistory } from "./undo-history.ts";

export type SetOptions = {
  /**
   * Changes with the same group in quick succession are one undo step: pass the field name when
   * recording keystrokes (`set(next, { group: "title" })`), nothing for discrete changes.
   */
  group?: string;
};

export type UndoHistoryApi<T> = {
  /** The editor's current (unsaved) state. */
  state: T;
  /** Record a new state (or an updater of the current one) as an undo step. */
  set: (next: T | ((current: T) => T), options?: SetOptions) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** Start over from this state with an empty history (after loading, saving or a restore). */
  reset: (state: T) => void;
  /** True when the state differs (by reference) from the one last given to `reset` or the initial one. */
  dirty: boolean;
  /**
   * Bind the keys: `<EditorDialog onKeyDown={history.onKeyDown}>`. Ctrl/Cmd+Z undoes,
   * Ctrl/Cmd+Shift+Z and Ctrl+Y redo, while focus is inside the dialog. Inside a rich-text area
   * (contenteditable, which keeps its own history) the keys are left to it.
   */
  onKeyDown: (event: KeyboardEvent) => void;
};

type Internal<T> = UndoHistory<T> & { baseline: T };

/** The hook's reducer: the undo history plus the state last saved or loaded (for `dirty`). Exported for tests. */
export function editorHistoryReducer<T>(
  state: Internal<T>,
  action: UndoAction<T> | { type: "apply"; updater: (current: T) => T; group?: string; at: number },
): Internal<T> {
  if (action.type === "apply") {
    return editorHistoryReducer(state, {
      type: "set",
      state: action.updater(state.present),
      group: action.group,
      at: action.at,
    });
  }
  const next = undoReducer(state, action);
  if (next === state) return state;
  return { ...next, baseline: action.type === "reset" ? action.state : state.baseline };
}

/** Undo and redo over an editor's unsaved state. */
export function useUndoHistory<T>(initialState: T): UndoHistoryApi<T> {
  const [history, dispatch] = useReducer(editorHistoryReducer<T>, initialState, (state) => ({
    ...initialHistory(state),
    baseline: state,
  }));

  const set = useCallback((next: T | ((current: T) => T), options?: SetOptions) => {
    const at = Date.now();
    if (typeof next === "function") {
      dispatch({ type: "apply", updater: next as (current: T) => T, group: options?.group, at });
    } else {
      dispatch({ type: "set", state: next, group: options?.group, at });
    }
  }, []);
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);
  const reset = useCallback((state: T) => dispatch({ type: "reset", state }), []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    const command = historyCommandOf(event);
    if (!command) return;
    const target = event.target as HTMLElement | null;
    if (target?.isContentEditable) return;
    event.preventDefault();
    dispatch({ type: command });
  }, []);

  return useMemo(
    () => ({
      state: history.present,
      set,
      undo,
      redo,
      reset,
      onKeyDown,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      dirty: !Object.is(history.present, history.baseline),
    }),
    [history, set, undo, redo, reset, onKeyDown],
  );
}
