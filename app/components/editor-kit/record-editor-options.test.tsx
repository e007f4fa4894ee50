// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api-client/api-error.ts";
import { CloseQuestion, RecordEditorNotices } from "./record-editor-parts.tsx";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * The record editor's options added for the header/footer editors and Page Layout (decision 042):
 * a record named by a string id, a close that discards (spec §2.10 "Cancel discards local edits"),
 * and conflicting values described by the editor (an order as titles).
 */
type Draft = { order: string[] };
type Row = Draft & { version: string };

function fakeServer(order: string[]) {
  let row: Row = { order, version: "v1" };
  let n = 1;
  return {
    saveAsOther(next: string[]) {
      row = { order: next, version: `v${++n}` };
    },
    load: vi.fn(async (_id: string) => row),
    update: vi.fn(async (_id: string, draft: Draft, version: string | null) => {
      if (version !== row.version) throw new ApiError(409, "This record was changed", { error: "stale" });
      row = { ...draft, version: `v${++n}` };
      return row;
    }),
  };
}
type Server = ReturnType<typeof fakeServer>;

const QUESTION = "You have unsaved changes. Are you sure you want to close?";

function OrderEditor({ server, onClose }: { server: Server; onClose: () => void }) {
  const editor = useRecordEditor<Draft, Row, string>({
    entity: "page-layout",
    id: "home",
    initial: { order: [] },
    load: server.load,
    toDraft: ({ order }) => ({ order }),
    versionOf: (row) => row.version,
    update: server.update,
    texts: {
      created: "Saved",
      updated: "Saved",
      deleted: "",
      saveFailed: "Failed",
      deleteFailed: "",
      closeQuestion: QUESTION,
    },
    keepDraftOnClose: false,
    onClose,
    presence: false,
  });
  if (editor.loading) return <p>Loading...</p>;
  return (
    <div>
      <RecordEditorNotices
        editor={editor}
        noun="page layout"
        fieldLabel={() => "Order"}
        describe={(_key, value) => (value as string[]).join(" › ")}
      />
      <p data-testid="order">{editor.draft.order.join(",")}</p>
      <button onClick={() => editor.set((draft) => ({ order: [...draft.order].reverse() }))}>Reverse</button>
      <button onClick={editor.requestClose}>Cancel</button>
      <button onClick={() => void editor.save()}>Save</button>
      <CloseQuestion editor={editor} />
    </div>
  );
}

function open(server: Server, onClose = vi.fn()) {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <OrderEditor server={server} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));
const order = async () => (await screen.findByTestId("order")).textContent;

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("record editor options", () => {
  it("loads a record named by a string id; Close after the question discards the edits", async () => {
    const server = fakeServer(["a", "b", "c"]);
    const first = open(server);
    expect(await order()).toBe("a,b,c");
    expect(server.load).toHaveBeenCalledWith("home");
    await click("Reverse");
    expect(await order()).toBe("c,b,a");
    await click("Cancel");
    expect(await screen.findByText(QUESTION)).toBeTruthy();
    await click("Close");
    expect(first.onClose).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
    first.unmount();
    open(server);
    expect(await order()).toBe("a,b,c");
    expect(screen.queryByText(/Restored your unsaved changes/)).toBeNull();
  });

  it("shows both orders in the editor's words when two people reorder the same record", async () => {
    const server = fakeServer(["a", "b", "c"]);
    open(server);
    expect(await order()).toBe("a,b,c");
    await click("Reverse");
    server.saveAsOther(["b", "a", "c"]);
    await click("Save");
    const theirs = await screen.findByRole("radio", { name: /Theirs \(saved\)\s*b › a › c/ });
    const mine = screen.getByRole("radio", { name: /Mine\s*c › b › a/ });
    expect(theirs).toBeTruthy();
    await act(async () => fireEvent.click(mine));
    await click("Save with these choices");
    expect(server.update).toHaveBeenLastCalledWith("home", { order: ["c", "b", "a"] }, "v2");
  });
});
