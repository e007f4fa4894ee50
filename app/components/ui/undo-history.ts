/**
 * The undo/redo history of an editor's unsaved state, as a pure reducer (after puck's
 * store/slices/history.ts: a list of states and a position in it). Recording a new state after
 * undoing drops the redo branch. Consecutive changes with the same `group` within `GROUP_MS` merge
 * into one step, so typing a title is one undo rather than one per key.
 */
export type UndoHistory<T> = {
  past: T[];
  present: T;
  future: T[];
  /** The group and time of the last recorded change, for merging keystrokes. */
  lastGroup: string | null;
  lastAt: number;
};

export type UndoAction<T> =
  | { type: "set"; state: T; group?: string; at: number }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; state: T };

export const HISTORY_LIMIT = 100;
export const GROUP_MS = 1000;

export function initialHistory<T>(state: T): UndoHistory<T> {
  return { past: [], present: state, future: [], lastGroup: null, lastAt: 0 };
}

export function undoReducer<T>(history: UndoHistory<T>, action: UndoAction<T>): UndoHistory<T> {
  switch (action.type) {
    case "set": {
      if (Object.is(action.state, history.present)) return history;
      const merge =
        action.group !== undefined &&
        action.group === history.lastGroup &&
        action.at - history.lastAt <= GROUP_MS &&
        history.future.length === 0;
      return {
        past: merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
        present: action.state,
        future: [],
        lastGroup: action.group ?? null,
        lastAt: action.at,
      };
    }
    case "undo": {
      const previous = history.past.at(-1);
      if (history.past.length === 0) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous as T,
        future: [history.present, ...history.future],
        lastGroup: null,
        lastAt: 0,
      };
    }
    case "redo": {
      if (history.future.length === 0) return history;
      const [next, ...rest] = history.future;
      return { past: [...history.past, history.present], present: next as T, future: rest, lastGroup: null, lastAt: 0 };
    }
    case "reset":
      return initialHistory(action.state);
  }
}

/** Which history command a key press means: Ctrl/Cmd+Z undo; Ctrl/Cmd+Shift+Z or Ctrl+Y redo. */
export function historyCommandOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): "undo" | "redo" | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}
