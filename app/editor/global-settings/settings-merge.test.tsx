// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RecordEditorNotices } from "../../components/editor-kit/record-editor-parts.tsx";
import { useRecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { ApiError } from "../../api-client/api-error.ts";
import { conflictTexts } from "./settings-conflicts.tsx";

const conflicts = conflictTexts({ locale: "en" });

/**
 * Global Settings' lists merge item by item (decision 042): a small editor of an organization's
 * FAQs on the record-editor layer, with the settings' conflict view, against an in-memory server
 * that answers a stale list as the API does (409, code `stale`, naming `list_versions.faqs`).
 */
type Faq = { id?: number; _key?: string; question: string; answer: string; updated_at?: string };
type Draft = { lists: { faqs: Faq[] } };
type Row = Draft & { version: string };

function fakeServer(faqs: Faq[]) {
  let row: Row = { lists: { faqs }, version: "v1" };
  let n = 1;
  let nextId = 100;
  return {
    get row() {
      return row;
    },
    saveAsOther(change: (faqs: Faq[]) => Faq[]) {
      row = { lists: { faqs: change(row.lists.faqs) }, version: `v${++n}` };
    },
    load: vi.fn(async () => row),
    update: vi.fn(async (_id: number, draft: Draft, version: string | null) => {
      if (version !== row.version) {
        throw new ApiError(409, "stale", { code: "stale", field: "list_versions.faqs", current: row });
      }
      const saved = draft.lists.faqs.map(({ _key, ...faq }) => (faq.id ? faq : { ...faq, id: nextId++ }));
      row = { lists: { faqs: saved }, version: `v${++n}` };
      return row;
    }),
  };
}
type Server = ReturnType<typeof fakeServer>;

function FaqEditor({ server }: { server: Server }) {
  const editor = useRecordEditor<Draft, Row>({
    entity: "organization-test",
    id: 1,
    initial: { lists: { faqs: [] } },
    load: server.load,
    toDraft: ({ lists }) => ({ lists }),
    versionOf: (row) => row.version,
    update: server.update,
    texts: { created: "Created", updated: "Saved", deleted: "Deleted", saveFailed: "Failed", deleteFailed: "No" },
    onClose: () => {},
    presence: false,
  });
  if (editor.loading) return <p>Loading...</p>;
  const setAnswer = (index: number, answer: string) =>
    editor.set((draft) => ({
      lists: { faqs: draft.lists.faqs.map((faq, i) => (i === index ? { ...faq, answer } : faq)) },
    }));
  return (
    <div>
      <RecordEditorNotices
        editor={editor}
        noun="organization's settings"
        fieldLabel={conflicts.label}
        describe={conflicts.describe}
      />
      {editor.draft.lists.faqs.map((faq, index) => (
        <label key={faq.id ?? faq._key}>
          Answer to {faq.question}
          <input value={faq.answer} onChange={(event) => setAnswer(index, event.target.value)} />
        </label>
      ))}
      <button
        onClick={() =>
          editor.set((draft) => ({
            lists: { faqs: [...draft.lists.faqs, { _key: "new-1", question: "Mine new", answer: "" }] },
          }))
        }
      >
        Add FAQ
      </button>
      <button onClick={() => void editor.save()}>Save</button>
    </div>
  );
}

function open(server: Server) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FaqEditor server={server} />
    </QueryClientProvider>,
  );
}

const faqs = (): Faq[] => [
  { id: 1, question: "Do you ship abroad?", answer: "No", updated_at: "a" },
  { id: 2, question: "How long does it take?", answer: "A week", updated_at: "a" },
  { id: 3, question: "Can I pay later?", answer: "Yes", updated_at: "a" },
];
const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText<HTMLInputElement>(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

describe("Global Settings lists merge item by item", () => {
  it("keeps both admins' edits of different FAQs, and both additions, without a question", async () => {
    const server = fakeServer(faqs());
    open(server);
    await type("Answer to Do you ship abroad?", "Yes, to the EU");
    await click("Add FAQ");
    // Someone else changes another FAQ, removes a third and adds one, and saves first.
    server.saveAsOther((list) => [
      list[0]!,
      { ...list[1]!, answer: "Two days", updated_at: "b" },
      { id: 50, question: "Theirs new", answer: "" },
    ]);
    await click("Save");
    await waitFor(() => expect(server.update).toHaveBeenCalledTimes(2));
    expect(server.row.lists.faqs.map(({ question, answer }) => [question, answer])).toEqual([
      ["Do you ship abroad?", "Yes, to the EU"],
      ["How long does it take?", "Two days"],
      ["Mine new", ""],
      ["Theirs new", ""],
    ]);
    expect(screen.queryByRole("button", { name: "Save with these choices" })).toBeNull();
    expect(server.row.lists.faqs[1]?.updated_at).toBe("b");
  });

  it("offers an FAQ both changed side by side, by its question and readable fields, and saves the choice", async () => {
    const server = fakeServer(faqs());
    const { container } = open(server);
    await type("Answer to Do you ship abroad?", "Mine: worldwide");
    server.saveAsOther((list) => [{ ...list[0]!, answer: "Theirs: EU only", updated_at: "b" }, list[1]!, list[2]!]);
    await click("Save");
    const choice = await screen.findByRole("group", { name: "FAQ “Do you ship abroad?”" });
    expect(within(choice).getByRole("radio", { name: /Theirs \(saved\)\s*Answer: Theirs: EU only/ })).toBeTruthy();
    const mine = within(choice).getByRole("radio", { name: /Mine\s*Answer: Mine: worldwide/ });
    // Only the item both changed is asked about, and no JSON is shown.
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(container.textContent).not.toMatch(/[{}]|"answer"/);
    expect(server.row.lists.faqs[0]?.answer).toBe("Theirs: EU only");

    await act(async () => fireEvent.click(mine));
    await click("Save with these choices");
    await waitFor(() => expect(server.row.lists.faqs[0]?.answer).toBe("Mine: worldwide"));
    expect(server.row.lists.faqs[0]?.updated_at).toBe("b");
    expect(server.row.lists.faqs).toHaveLength(3);
  });

  it("says so when the other admin removed an FAQ this one changed", async () => {
    const server = fakeServer(faqs());
    open(server);
    await type("Answer to Can I pay later?", "Within 30 days");
    server.saveAsOther((list) => list.slice(0, 2));
    await click("Save");
    const choice = await screen.findByRole("group", { name: "FAQ “Can I pay later?”" });
    expect(within(choice).getByRole("radio", { name: /Theirs \(saved\)\s*Removed/ })).toBeTruthy();
    await act(async () => fireEvent.click(within(choice).getByRole("radio", { name: /Mine/ })));
    await click("Save with these choices");
    // Kept again as a new FAQ (the stored one is gone).
    await waitFor(() =>
      expect(server.row.lists.faqs.map((faq) => [faq.question, faq.answer])).toEqual([
        ["Do you ship abroad?", "No"],
        ["How long does it take?", "A week"],
        ["Can I pay later?", "Within 30 days"],
      ]),
    );
    expect(server.row.lists.faqs[2]?.id).toBe(100);
  });
});
