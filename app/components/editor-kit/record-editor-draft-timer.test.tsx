// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST_DRAFT_INTERVAL } from "../../../shared/rules/post-rules.ts";
import { draftKey, readDraft } from "./draft-store.ts";
import { CloseQuestion, RecordEditorNotices } from "./record-editor-parts.tsx";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * The post editor's local draft on the spec's timer (editing-tools §4: "auto-save to the local draft
 * every 2 minutes (checked every 30 s, saved when 2 minutes have passed since the last save)"), the
 * `draftInterval` option of the record editor; confirming the close question still keeps the draft
 * at once. Without the option a draft is written on every change (the other editors).
 */
type Draft = { title: string };

function TitleEditor({ timed, onClose }: { timed: boolean; onClose: () => void }) {
  const editor = useRecordEditor<Draft, Draft & { id: number }>({
    entity: "timed-post",
    id: null,
    initial: { title: "" },
    load: async () => ({ id: 1, title: "" }),
    toDraft: ({ title }) => ({ title }),
    versionOf: () => null,
    create: async (draft) => ({ ...draft, id: 1 }),
    update: async (_id, draft) => ({ ...draft, id: 1 }),
    texts: { created: "Published", updated: "Updated", deleted: "", saveFailed: "Failed", deleteFailed: "" },
    onClose,
    presence: false,
    draftInterval: timed ? POST_DRAFT_INTERVAL : undefined,
  });
  return (
    <div>
      <RecordEditorNotices editor={editor} noun="post" />
      <label>
        Title
        <input
          value={editor.draft.title}
          onChange={(event) => editor.set({ title: event.target.value }, { group: "title" })}
        />
      </label>
      <button onClick={editor.requestClose}>Cancel</button>
      <CloseQuestion editor={editor} />
    </div>
  );
}

const KEY = draftKey("timed-post", null);
const stored = () => readDraft<Draft>(KEY)?.draft.title ?? null;

function open(timed: boolean) {
  const onClose = vi.fn();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <TitleEditor timed={timed} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

const type = (value: string) => act(() => fireEvent.change(screen.getByLabelText("Title"), { target: { value } }));
/** Moves the clock on by `ms`, running the 30-second checks that fall due. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the local draft on the post editor's timer", () => {
  it("is checked every 30 s and written once 2 minutes have passed since the last write, not before", async () => {
    open(true);
    await type("First words");
    expect(stored(), "not written on the change itself").toBeNull();
    await wait(90_000); // checks at 30, 60 and 90 s: less than 2 minutes since the editor opened
    expect(stored()).toBeNull();
    await wait(29_999);
    expect(stored()).toBeNull();
    await wait(1); // the check at 120 s
    expect(stored()).toBe("First words");

    // The next write is 2 minutes after this one, at a 30-second check.
    await type("First words, then more");
    await wait(90_000);
    expect(stored(), "90 s after the last write").toBe("First words");
    await wait(30_000);
    expect(stored()).toBe("First words, then more");
  });

  it("after a quiet spell, writes a new change at the next 30-second check", async () => {
    open(true);
    await wait(300_000); // nothing to keep: nothing written
    expect(localStorage.length).toBe(0);
    await type("Late");
    expect(stored()).toBeNull();
    await wait(30_000);
    expect(stored()).toBe("Late");
  });

  it("keeps the draft at once when the close question is confirmed", async () => {
    const { unmount, onClose } = open(true);
    await type("Close me");
    await wait(10_000);
    expect(stored()).toBeNull();
    await act(() => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));
    expect(
      screen.getByText("You have unsaved changes. Are you sure you want to close? Your draft will be saved locally."),
    ).toBeTruthy();
    await act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(onClose).toHaveBeenCalledOnce();
    expect(stored()).toBe("Close me");
    unmount();

    // Opened again (twice, as a remount does): the kept draft comes back each time.
    open(true).unmount();
    open(true);
    expect(screen.getByLabelText<HTMLInputElement>("Title").value).toBe("Close me");
    expect(screen.getByText(/Restored your unsaved changes/)).toBeTruthy();
    expect(stored()).toBe("Close me");
  });

  it("removes the draft at once when the changes are undone, and nothing is written by the timer then", async () => {
    open(true);
    await type("Gone");
    await wait(120_000);
    expect(stored()).toBe("Gone");
    await type("");
    expect(localStorage.length).toBe(0);
    await wait(240_000);
    expect(localStorage.length).toBe(0);
  });

  it("without the option, writes the draft on every change (the other editors)", async () => {
    open(false);
    await type("Every change");
    expect(stored()).toBe("Every change");
  });
});
