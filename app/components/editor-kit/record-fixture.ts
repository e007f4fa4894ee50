/**
 * For the record-editor layer's component tests: in-memory servers of a two-field record and of a
 * list of entries, each answering a save at a stale version with 409 as the API does (decision 058),
 * and what the tests' small editors tell the layer about them.
 */
import { vi } from "vitest";
import { ApiError } from "../../api-client/api-error.ts";
import type { RecordEditorConfig } from "./use-record-editor.ts";
import { useRecordList, type EntryKind } from "./use-record-list.ts";

export type Draft = { title: string; color: string };
export type Row = Draft & { id: number; updated_at: string };

/** Record 1 starting as `initial`; someone else may save it (`saveAsOther`) between a load and a save. */
export function recordServer(initial: Draft) {
  let row: Row = { id: 1, ...initial, updated_at: "v1" };
  let n = 1;
  return {
    get row() {
      return row;
    },
    saveAsOther(change: Partial<Draft>) {
      row = { ...row, ...change, updated_at: `v${++n}` };
    },
    load: vi.fn(async () => row),
    update: vi.fn(async (_id: number, draft: Draft, version: string | null) => {
      if (version !== row.updated_at)
        throw new ApiError(409, "This record was changed", { code: "stale", current: row });
      row = { ...row, ...draft, updated_at: `v${++n}` };
      return row;
    }),
  };
}
export type RecordServer = ReturnType<typeof recordServer>;

/** How a test editor reads the two-field record and what it says, wherever the record comes from. */
export const TWO_FIELDS = {
  toDraft: ({ title, color }: Row): Draft => ({ title, color }),
  versionOf: (row: Row) => row.updated_at,
  texts: { created: "Created", updated: "Updated", deleted: "Deleted", saveFailed: "Failed", deleteFailed: "No" },
  presence: false,
} satisfies Partial<RecordEditorConfig<Draft, Row>>;

/** The options of an editor of `server`'s record 1, but for its `entity` and `onClose`. */
export function recordEditorOptions(server: RecordServer) {
  return {
    ...TWO_FIELDS,
    id: 1,
    initial: { title: "", color: "" },
    load: server.load,
    update: server.update,
  } satisfies Partial<RecordEditorConfig<Draft, Row>>;
}

export type Entry = { id: number; updated_at: string; title: string; description: string };

/** A list of entries; someone else may save one (`saveAsOther`) between a load and a save. */
export function listServer(rows: Entry[]) {
  let stored = rows;
  let n = 1;
  return {
    saveAsOther(id: number, fields: Partial<Entry>) {
      stored = stored.map((row) => (row.id === id ? { ...row, ...fields, updated_at: `v${++n}` } : row));
    },
    rows: () => stored,
    load: vi.fn(async () => stored),
    save: vi.fn(async (entry: Entry, fields: Record<string, unknown>) => {
      const row = stored.find((item) => item.id === entry.id)!;
      if (row.updated_at !== entry.updated_at) throw new ApiError(409, "This record was changed", { code: "stale" });
      stored = stored.map((item) => (item.id === entry.id ? { ...item, ...fields, updated_at: `v${++n}` } : item));
    }),
  };
}
export type ListServer = ReturnType<typeof listServer>;

/** The list layer over `server`'s entries, and how it names and saves one (as the metrics' list). */
export function useEntryList(server: ListServer, entity: string, loadFailed: string | null) {
  const kind: EntryKind<Entry[], Entry> = {
    noun: "metric",
    find: (list, id) => list.find((entry) => entry.id === id),
    save: server.save,
    name: (entry) => entry.title,
  };
  const list = useRecordList<Entry[]>({ entity, scope: 1, load: server.load, loadFailed, presence: false, empty: [] });
  return { list, kind };
}
