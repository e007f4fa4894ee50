import { describe, expect, it } from "vitest";
import { editorHistoryReducer } from "./use-undo-history.ts";
import {
  GROUP_MS,
  HISTORY_LIMIT,
  historyCommandOf,
  initialHistory,
  undoReducer,
  type UndoHistory,
} from "./undo-history.ts";

type S = { title: string };

function run(history: UndoHistory<S>, ...actions: Parameters<typeof undoReducer<S>>[1][]) {
  return actions.reduce((h, a) => undoReducer(h, a), history);
}

describe("undoReducer", () => {
  const a = { title: "A" };
  const b = { title: "B" };
  const c = { title: "C" };

  it("undoes and redoes recorded states", () => {
    let h = run(initialHistory(a), { type: "set", state: b, at: 1 }, { type: "set", state: c, at: 2 });
    expect(h.present).toBe(c);
    h = run(h, { type: "undo" });
    expect(h.present).toBe(b);
    h = run(h, { type: "undo" });
    expect(h.present).toBe(a);
    h = run(h, { type: "undo" }); // nothing further back
    expect(h.present).toBe(a);
    h = run(h, { type: "redo" }, { type: "redo" });
    expect(h.present).toBe(c);
    expect(run(h, { type: "redo" }).present).toBe(c);
  });

  it("drops the redo branch when a new state is recorded after undoing", () => {
    const h = run(
      initialHistory(a),
      { type: "set", state: b, at: 1 },
      { type: "undo" },
      { type: "set", state: c, at: 2 },
    );
    expect(h.present).toBe(c);
    expect(h.future).toEqual([]);
    expect(run(h, { type: "undo" }).present).toBe(a);
  });

  it("merges quick changes of the same group into one step", () => {
    const h = run(
      initialHistory({ title: "" }),
      { type: "set", state: { title: "H" }, group: "title", at: 1000 },
      { type: "set", state: { title: "Hi" }, group: "title", at: 1000 + GROUP_MS - 1 },
      { type: "set", state: { title: "Hi!" }, group: "title", at: 1000 + 2 * GROUP_MS + 5 },
    );
    expect(h.past.map((s) => s.title)).toEqual(["", "Hi"]);
    expect(run(h, { type: "undo" }).present.title).toBe("Hi");
  });

  it("does not merge different groups or ungrouped changes", () => {
    const h = run(
      initialHistory({ title: "" }),
      { type: "set", state: { title: "1" }, group: "title", at: 1 },
      { type: "set", state: { title: "2" }, group: "description", at: 2 },
      { type: "set", state: { title: "3" }, at: 3 },
      { type: "set", state: { title: "4" }, at: 4 },
    );
    expect(h.past).toHaveLength(4);
  });

  it("ignores recording the same state", () => {
    const h = initialHistory(a);
    expect(undoReducer(h, { type: "set", state: a, at: 1 })).toBe(h);
  });

  it("keeps at most the history limit", () => {
    let h = initialHistory({ title: "0" });
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++)
      h = undoReducer(h, { type: "set", state: { title: String(i) }, at: i });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]?.title).toBe("20");
  });

  it("starts over on reset", () => {
    const h = run(initialHistory(a), { type: "set", state: b, at: 1 }, { type: "reset", state: c });
    expect(h).toEqual(initialHistory(c));
  });
});

describe("historyCommandOf", () => {
  const key = (
    k: string,
    mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
  ) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it("maps Ctrl/Cmd+Z to undo and Ctrl/Cmd+Shift+Z or Ctrl+Y to redo", () => {
    expect(historyCommandOf(key("z", { ctrlKey: true }))).toBe("undo");
    expect(historyCommandOf(key("z", { metaKey: true }))).toBe("undo");
    expect(historyCommandOf(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(historyCommandOf(key("Z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(historyCommandOf(key("y", { ctrlKey: true }))).toBe("redo");
  });

  it("ignores plain keys and other combinations", () => {
    expect(historyCommandOf(key("z", {}))).toBeNull();
    expect(historyCommandOf(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyCommandOf(key("y", { metaKey: true }))).toBeNull();
    expect(historyCommandOf(key("k", { ctrlKey: true }))).toBeNull();
  });
});

describe("editorHistoryReducer (useUndoHistory)", () => {
  const start = { title: "A" };
  const initial = { ...initialHistory(start), baseline: start };

  it("applies updaters to the current state", () => {
    const next = editorHistoryReducer(initial, {
      type: "apply",
      updater: (s: { title: string }) => ({ title: `${s.title}B` }),
      at: 1,
    });
    expect(next.present).toEqual({ title: "AB" });
    expect(next.past).toEqual([start]);
  });

  it("keeps the loaded state as the baseline until reset, so undoing every edit is clean again", () => {
    const edited = editorHistoryReducer(initial, { type: "set", state: { title: "B" }, at: 1 });
    expect(edited.baseline).toBe(start);
    const undone = editorHistoryReducer(edited, { type: "undo" });
    expect(undone.present).toBe(undone.baseline);
    const saved = { title: "Saved" };
    const reset = editorHistoryReducer(edited, { type: "reset", state: saved });
    expect(reset.baseline).toBe(saved);
    expect(reset.past).toEqual([]);
  });
});
