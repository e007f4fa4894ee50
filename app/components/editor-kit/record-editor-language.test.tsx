// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Toaster } from "../ui/toaster.tsx";
import { UiLanguageProvider } from "../ui/ui-language.tsx";
import { CloseQuestion, PresenceNotice } from "./record-editor-parts.tsx";
import {
  listServer,
  recordEditorOptions,
  recordServer,
  useEntryList,
  type Draft,
  type ListServer,
  type RecordServer,
  type Row,
} from "./record-fixture.ts";
import { useRecordEditor } from "./use-record-editor.ts";

/**
 * The record-editor layer's own words (decision 074) in the person's UI language, here Spanish and
 * Arabic: the notice after a merge with someone else's save, the close question, who else is
 * editing, and the typed confirmation of a deletion. The content edited ("Sales") stays as it is.
 */
const MERGED = {
  es: "Otra persona guardó esto mientras tanto: sus cambios se conservaron junto con los de usted.",
  ar: "حفظ شخص آخر هذا في هذه الأثناء: احتُفظ بتغييراته مع تغييراتك.",
} as const;

function Editor({ server }: { server: RecordServer }) {
  const editor = useRecordEditor<Draft, Row>({
    ...recordEditorOptions(server),
    entity: "language-test",
    onClose: vi.fn(),
    closeOnSave: false,
  });
  return (
    <div>
      <input
        aria-label="Title"
        value={editor.draft.title}
        onChange={(event) => editor.set((draft) => ({ ...draft, title: event.target.value }))}
      />
      <button type="button" onClick={() => void editor.save()}>
        save
      </button>
      <button type="button" onClick={editor.requestClose}>
        close
      </button>
      <CloseQuestion editor={editor} />
    </div>
  );
}

function inLanguage(locale: UiLocale, children: React.ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <UiLanguageProvider locale={locale} timeZone="UTC">
        {children}
        <Toaster />
      </UiLanguageProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("useRecordEditor in the person's UI language", () => {
  for (const locale of ["es", "ar"] as const) {
    it(`says in ${locale} that someone else's save was merged, and saves on top of it`, async () => {
      const server = recordServer({ title: "Sales", color: "red" });
      inLanguage(locale, <Editor server={server} />);
      await screen.findByDisplayValue("Sales");
      server.saveAsOther({ color: "blue" });
      fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sales 2" } });
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "save" })));
      expect(await screen.findByText(MERGED[locale])).toBeTruthy();
      expect(screen.queryByText(/in the meantime/)).toBeNull();
      expect(server.row).toMatchObject({ title: "Sales 2", color: "blue" });
    });
  }

  it("asks the close question in Arabic", async () => {
    inLanguage("ar", <Editor server={recordServer({ title: "Sales", color: "red" })} />);
    await screen.findByDisplayValue("Sales");
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Sales 2" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "close" })));
    const question = await screen.findByRole("alertdialog");
    expect(
      within(question).getByText("لديك تغييرات غير محفوظة. هل تريد الإغلاق بالتأكيد؟ ستُحفظ مسودتك محليًا."),
    ).toBeTruthy();
  });
});

describe("useRecordList in the person's UI language", () => {
  function List({ server }: { server: ListServer }) {
    const { list, kind } = useEntryList(server, "language-list", null);
    return (
      <div>
        {list.list.map((entry) => (
          <button key={entry.id} type="button" onClick={() => void list.write(kind, entry, { title: "Mine" }, "x")}>
            {entry.title} · {entry.description}
          </button>
        ))}
      </div>
    );
  }

  it("says in Spanish that someone else's change of the entry was kept", async () => {
    const server = listServer([{ id: 1, updated_at: "v1", title: "Sales", description: "Old" }]);
    inLanguage("es", <List server={server} />);
    await screen.findByText("Sales · Old");
    server.saveAsOther(1, { description: "New" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sales · Old" })));
    expect(await screen.findByText(MERGED.es)).toBeTruthy();
    expect(await screen.findByText("Mine · New")).toBeTruthy();
  });
});

describe("who else is editing, in the person's UI language and time zone", () => {
  const others = [{ id: "u2", name: "Ana", since: "2026-11-30T10:42:00Z" }];
  const time = (locale: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" }).format(new Date(others[0]!.since));

  it("names the record in Spanish and the menu in Arabic", () => {
    inLanguage("es", <PresenceNotice others={others} />);
    expect(screen.getByRole("status").textContent).toBe(`Ana también está editando esto (desde las ${time("es")})`);
    cleanup();
    inLanguage("ar", <PresenceNotice others={others} subject="menu" />);
    expect(screen.getByRole("status").textContent).toBe(`Ana يحرّر القائمة أيضًا (منذ ${time("ar")})`);
    expect(screen.getByRole("status").textContent).not.toMatch(/editing|since/);
  });
});

describe("the typed confirmation of a deletion", () => {
  it("says what to type in Arabic", async () => {
    inLanguage(
      "ar",
      <ConfirmDialog open onOpenChange={() => {}} title="حذف" text="" requireText="Sales" onConfirm={() => {}} />,
    );
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "Sal" } });
    expect(within(dialog).getByText("النص غير مطابق. يُرجى كتابة ما يلي بالضبط: Sales")).toBeTruthy();
  });
});
