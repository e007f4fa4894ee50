// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UiLanguageProvider } from "../ui/ui-language.tsx";
import { RecordEditorFooter, RecordEditorFrame } from "./record-editor-frame.tsx";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * Decision 074: the editor frame speaks the person's UI language (here Spanish) while the content
 * it edits stays in the page's language (here English: "Sales").
 */
type Row = { id: number; title: string; updated_at: string };

function Editor() {
  const row: Row = { id: 7, title: "Sales", updated_at: "v1" };
  const editor = useRecordEditor<{ title: string }, Row>({
    entity: "frame-language-test",
    id: 7,
    initial: { title: "" },
    load: async () => row,
    toDraft: ({ title }) => ({ title }),
    versionOf: (saved) => saved.updated_at,
    update: async (_id, draft) => ({ ...row, ...draft, updated_at: "v2" }),
    remove: async () => undefined,
    texts: { created: "Created", updated: "Updated", deleted: "Deleted", saveFailed: "Failed", deleteFailed: "Failed" },
    onClose: vi.fn(),
    presence: false,
  });
  return (
    <RecordEditorFrame
      editor={editor}
      title="Metric"
      history={{ render: () => <p>Revisions</p> }}
      deleteQuestion={{ title: "Delete Metric", text: "Delete it for good?" }}
      footer={(frame) => <RecordEditorFooter editor={editor} frame={frame} editing onSave={() => void editor.save()} />}
    >
      <input
        aria-label="Title"
        value={editor.draft.title}
        onChange={(event) => editor.set({ title: event.target.value })}
      />
    </RecordEditorFrame>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("RecordEditorFrame in the person's UI language", () => {
  it("names its buttons and questions in Spanish and leaves the content as it is", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UiLanguageProvider locale="es">
          <Editor />
        </UiLanguageProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByDisplayValue("Sales")).toBeTruthy();
    for (const name of [
      "Deshacer",
      "Rehacer",
      "Historial",
      "Cerrar",
      "Pantalla completa",
      "Cancelar",
      "Eliminar",
      "Actualizar",
    ]) {
      expect(screen.getByRole("button", { name }), name).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Deshacer" }).getAttribute("title")).toBe("Deshacer (Ctrl+Z)");
    expect(screen.queryByRole("button", { name: "Undo" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Eliminar" })));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByRole("button", { name: "Cancelar" })).toBeTruthy();
    expect(within(confirm).getByRole("button", { name: "Eliminar" })).toBeTruthy();
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Cancelar" })));

    await act(async () => fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sales 2" } }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancelar" })));
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText("Cambios sin guardar")).toBeTruthy();
    expect(
      within(question).getByText(
        "Tiene cambios sin guardar. ¿Seguro que quiere cerrar? Su borrador se guardará localmente.",
      ),
    ).toBeTruthy();
    expect(within(question).getByRole("button", { name: "Seguir editando" })).toBeTruthy();
  });

  it("reads English without a provider", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Editor />
      </QueryClientProvider>,
    );
    await screen.findByDisplayValue("Sales");
    for (const name of ["Undo", "Redo", "History", "Close", "Cancel", "Delete", "Update"]) {
      expect(screen.getByRole("button", { name }), name).toBeTruthy();
    }
  });
});
