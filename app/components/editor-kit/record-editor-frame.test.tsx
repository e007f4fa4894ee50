// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecordEditorFooter, RecordEditorFrame } from "./record-editor-frame.tsx";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * The one frame of the record editors (decision 058): Undo/Redo and the History toggle in the
 * title bar, the panel only while shown and where the editor puts it, the delete question before
 * the record is removed, the close question with unsaved changes.
 */
type Row = { id: number; title: string; updated_at: string };

function fakeServer() {
  const row: Row = { id: 7, title: "Sales", updated_at: "v1" };
  return {
    load: vi.fn(async () => row),
    update: vi.fn(async (_id: number, draft: { title: string }) => ({ ...row, ...draft, updated_at: "v2" })),
    remove: vi.fn(async () => undefined),
  };
}

function Editor({ server, onClose }: { server: ReturnType<typeof fakeServer>; onClose: () => void }) {
  const editor = useRecordEditor<{ title: string }, Row>({
    entity: "frame-test",
    id: 7,
    initial: { title: "" },
    load: server.load,
    toDraft: ({ title }) => ({ title }),
    versionOf: (row) => row.updated_at,
    update: server.update,
    remove: server.remove,
    texts: { created: "Created", updated: "Updated", deleted: "Deleted", saveFailed: "Failed", deleteFailed: "Failed" },
    onClose,
    presence: false,
  });
  return (
    <RecordEditorFrame
      editor={editor}
      title="Metric"
      badge="Edit"
      history={{ render: () => <p>The revisions</p> }}
      deleteQuestion={{ title: "Delete Metric", text: "Delete it for good?" }}
      footer={(frame) => <RecordEditorFooter editor={editor} frame={frame} editing onSave={() => void editor.save()} />}
    >
      {({ history }) => (
        <div>
          <label>
            Title
            <input value={editor.draft.title} onChange={(event) => editor.set({ title: event.target.value })} />
          </label>
          <section aria-label="Where the editor puts History">{history}</section>
        </div>
      )}
    </RecordEditorFrame>
  );
}

function open() {
  const server = fakeServer();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Editor server={server} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { server, onClose };
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("RecordEditorFrame", () => {
  it("undoes from the title bar and shows History where the editor puts it, only while toggled", async () => {
    open();
    const title = await screen.findByDisplayValue("Sales");
    expect(screen.getByRole("button", { name: "Undo" })).toHaveProperty("disabled", true);
    fireEvent.change(title, { target: { value: "Revenue" } });
    await click("Undo");
    expect(screen.getByLabelText("Title")).toHaveProperty("value", "Sales");
    const slot = screen.getByRole("region", { name: "Where the editor puts History" });
    expect(within(slot).queryByText("The revisions")).toBeNull();
    await click("History");
    expect(within(slot).getByText("The revisions")).toBeTruthy();
    expect(screen.getByRole("button", { name: "History" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("asks before deleting, then removes the record at its version", async () => {
    const { server } = open();
    await screen.findByDisplayValue("Sales");
    await click("Delete");
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText("Delete it for good?")).toBeTruthy();
    expect(server.remove).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(question).getByRole("button", { name: "Delete" })));
    expect(server.remove).toHaveBeenCalledWith(7, "v1");
  });

  it("asks the close question from Cancel with unsaved changes", async () => {
    const { onClose } = open();
    fireEvent.change(await screen.findByDisplayValue("Sales"), { target: { value: "Revenue" } });
    await click("Cancel");
    expect(await screen.findByText(/You have unsaved changes/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
