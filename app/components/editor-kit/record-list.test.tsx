// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ListConflictView } from "./record-editor-parts.tsx";
import { listServer, useEntryList, type Entry, type ListServer } from "./record-fixture.ts";

/**
 * The list layer (decision 058) the menu, the metrics and the people use: each entry is saved at
 * the version it was loaded with; someone else's save of the same entry merges instead of being
 * overwritten, and a field both changed is chosen side by side.
 */
function Editor({ server }: { server: ListServer }) {
  const { list, kind } = useEntryList(server, "test-list", "Failed to load");
  if (list.loading) return <p>Loading...</p>;
  return (
    <div>
      <ListConflictView list={list} />
      {list.list.map((entry) => (
        <div key={entry.id}>
          <p>
            {entry.title} · {entry.description}
          </p>
          <button type="button" onClick={() => void list.write(kind, entry, { title: "Mine" }, "Failed to save")}>
            Rename {entry.id}
          </button>
        </div>
      ))}
    </div>
  );
}

function renderEditor(server: ListServer) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Editor server={server} />
    </QueryClientProvider>,
  );
}

/** Opens the list, lets the other admin save entry 1 with `theirs`, then renames it here. */
async function renameAfterTheirSave(theirs: Partial<Entry>) {
  const server = listServer([{ id: 1, updated_at: "v1", title: "Sales", description: "Old" }]);
  renderEditor(server);
  await screen.findByText("Sales · Old");
  server.saveAsOther(1, theirs);
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Rename 1" })));
  return server;
}

afterEach(cleanup);

describe("useRecordList", () => {
  it("keeps the other admin's change of another field and saves mine on top of their version", async () => {
    const server = await renameAfterTheirSave({ description: "Theirs" });
    await screen.findByText("Mine · Theirs");
    expect(server.save).toHaveBeenCalledTimes(2);
    expect(server.rows()[0]).toMatchObject({ title: "Mine", description: "Theirs" });
  });

  it("offers a field both changed side by side and writes nothing until a choice is saved", async () => {
    const server = await renameAfterTheirSave({ title: "Revenue" });
    const heading = await screen.findByRole("heading", {
      name: "Someone else changed the same field of the metric “Revenue”",
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.rows()[0]!.title).toBe("Revenue");
    const save = screen.getByRole("button", { name: "Save with these choices" });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("radio", { name: /Mine/ }));
    await act(async () => fireEvent.click(save));
    await screen.findByText("Mine · Old");
    expect(screen.queryByRole("heading", { name: /Someone else changed/ })).toBeNull();
    expect(server.rows()[0]!.title).toBe("Mine");
  });
});
