// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CloseQuestion, RecordEditorNotices } from "./record-editor-parts.tsx";
import {
  recordEditorOptions,
  recordServer,
  TWO_FIELDS,
  type Draft,
  type RecordServer,
  type Row,
} from "./record-fixture.ts";
import { useRecordEditor, type RecordEditor } from "./use-record-editor.ts";

// Spec editing-tools §4's question, as a person reading English sees it.
const CLOSE_QUESTION = "You have unsaved changes. Are you sure you want to close? Your draft will be saved locally.";

/**
 * The record-editor layer in a DOM (happy-dom) through a small editor of a two-field record, against
 * an in-memory server that answers a stale version with 409 and `current`, as the API does.
 */
function TestEditor({ server, onClose }: { server: RecordServer; onClose: () => void }) {
  const editor = useRecordEditor<Draft, Row>({ ...recordEditorOptions(server), entity: "thing", onClose });
  if (editor.loading) return <p>Loading...</p>;
  return (
    <div onKeyDown={editor.onKeyDown}>
      <RecordEditorNotices editor={editor} noun="thing" />
      <DraftFields editor={editor} />
      <button onClick={editor.undo} disabled={!editor.canUndo}>
        Undo
      </button>
      <button onClick={editor.redo} disabled={!editor.canRedo}>
        Redo
      </button>
      <button onClick={editor.requestClose}>Cancel</button>
      <button onClick={() => void editor.save()}>Save</button>
      <CloseQuestion editor={editor} />
    </div>
  );
}

/** The record's two fields, labelled. */
function DraftFields({ editor }: { editor: RecordEditor<Draft, Row> }) {
  return (
    <>
      <label>
        Title
        <input value={editor.draft.title} onChange={(e) => editor.set((d) => ({ ...d, title: e.target.value }))} />
      </label>
      <label>
        Colour
        <input value={editor.draft.color} onChange={(e) => editor.set((d) => ({ ...d, color: e.target.value }))} />
      </label>
    </>
  );
}

function open(server: RecordServer, onClose = vi.fn()) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <TestEditor server={server} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

const field = (name: string) => screen.findByLabelText<HTMLInputElement>(name);
const type = async (name: string, value: string) => fireEvent.change(await field(name), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("record editor: close question", () => {
  it("closes at once without changes", async () => {
    const { onClose } = open(recordServer({ title: "Hello", color: "#fff" }));
    expect((await field("Title")).value).toBe("Hello");
    await click("Cancel");
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByText(CLOSE_QUESTION)).toBeNull();
  });

  it("asks with unsaved changes; Keep editing keeps them, Close closes", async () => {
    const { onClose } = open(recordServer({ title: "Hello", color: "#fff" }));
    await type("Title", "Hello there");
    await click("Cancel");
    expect(await screen.findByText(CLOSE_QUESTION)).toBeTruthy();
    await click("Keep editing");
    expect(onClose).not.toHaveBeenCalled();
    expect((await field("Title")).value).toBe("Hello there");
    await click("Cancel");
    await screen.findByText(CLOSE_QUESTION);
    await click("Close");
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("record editor: local draft", () => {
  it("brings unsaved changes back after the editor is closed and opened again (a reload)", async () => {
    const server = recordServer({ title: "Hello", color: "#fff" });
    const first = open(server);
    await type("Title", "Draft title");
    first.unmount();
    open(server);
    await waitFor(async () => expect((await field("Title")).value).toBe("Draft title"));
    expect(screen.getByText(/Restored your unsaved changes/)).toBeTruthy();
    await click("Discard draft");
    expect((await field("Title")).value).toBe("Hello");
    expect(localStorage.length).toBe(0);
  });

  it("merges a kept draft into a record someone changed since", async () => {
    const server = recordServer({ title: "Hello", color: "#fff" });
    const first = open(server);
    await type("Title", "Draft title");
    first.unmount();
    server.saveAsOther({ color: "#000" });
    open(server);
    await waitFor(async () => expect((await field("Title")).value).toBe("Draft title"));
    expect((await field("Colour")).value).toBe("#000");
  });
});

describe("record editor: undo and redo", () => {
  it("undoes and redoes a change, by button and by Ctrl+Z", async () => {
    open(recordServer({ title: "Hello", color: "#fff" }));
    await type("Title", "Changed");
    await click("Undo");
    expect((await field("Title")).value).toBe("Hello");
    await click("Redo");
    expect((await field("Title")).value).toBe("Changed");
    fireEvent.keyDown(await field("Colour"), { key: "z", ctrlKey: true });
    expect((await field("Title")).value).toBe("Hello");
  });
});

describe("record editor: conflicts merge", () => {
  it("keeps both people's changes when they changed different fields", async () => {
    const server = recordServer({ title: "Hello", color: "#fff" });
    const { onClose } = open(server);
    await field("Title");
    server.saveAsOther({ color: "#123456" });
    await type("Title", "Mine");
    await click("Save");
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.row).toMatchObject({ title: "Mine", color: "#123456" });
  });

  it("shows a field both changed side by side and saves the value chosen", async () => {
    const server = recordServer({ title: "Hello", color: "#fff" });
    const { onClose } = open(server);
    await field("Title");
    server.saveAsOther({ title: "Theirs", color: "#000" });
    await type("Title", "Mine");
    await click("Save");
    const heading = await screen.findByRole("heading", { name: /Someone else changed the same field/ });
    expect(document.activeElement).toBe(heading);
    const group = screen.getByRole("group", { name: "Title" });
    expect(group.textContent).toContain("Theirs");
    expect(group.textContent).toContain("Mine");
    expect(onClose).not.toHaveBeenCalled();
    expect(server.row.title).toBe("Theirs"); // nothing overwritten before a choice
    expect((screen.getByRole("button", { name: "Save with these choices" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /Mine/ }));
    await click("Save with these choices");
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.row).toMatchObject({ title: "Mine", color: "#000" });
  });

  it("can keep theirs", async () => {
    const server = recordServer({ title: "Hello", color: "#fff" });
    open(server);
    await field("Title");
    server.saveAsOther({ title: "Theirs" });
    await type("Title", "Mine");
    await type("Colour", "#abc");
    await click("Save");
    await screen.findByRole("group", { name: "Title" });
    fireEvent.click(screen.getByRole("radio", { name: /Theirs/ }));
    await click("Save with these choices");
    await waitFor(() => expect(server.row).toMatchObject({ title: "Theirs", color: "#abc" }));
  });
});

describe("record editor: typing before the record has loaded", () => {
  /** An editor that shows the record as listed at once, as the meeting types' does, while its own loads. */
  function EagerEditor({ load }: { load: () => Promise<Row> }) {
    const editor = useRecordEditor<Draft, Row>({
      ...TWO_FIELDS,
      entity: "eager",
      id: 1,
      initial: { title: "Listed", color: "red" },
      load,
      update: async () => {
        throw new Error("not saved here");
      },
      onClose: () => {},
    });
    return (
      <div>
        <p>{editor.dirty ? "Unsaved changes" : "No changes"}</p>
        <DraftFields editor={editor} />
      </div>
    );
  }

  it("keeps what was typed, merged onto the record that loaded", async () => {
    let answer!: (row: Row) => void;
    const load = () => new Promise<Row>((resolve) => (answer = resolve));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EagerEditor load={load} />
      </QueryClientProvider>,
    );
    await type("Title", "Typed early");
    // Someone changed the colour since the list was read: both survive the load.
    await act(async () => answer({ id: 1, title: "Listed", color: "blue", updated_at: "v2" }));
    await waitFor(async () => expect((await field("Colour")).value).toBe("blue"));
    expect((await field("Title")).value).toBe("Typed early");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });
});
