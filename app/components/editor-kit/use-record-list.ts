/**
 * The record-editor layer for a list whose entries are saved one change at a time (decision 058):
 * the menu, a section's metrics, the people of a team or testimonials section. Each entry is a
 * record with its own version, as in `useRecordEditor` (decision 042): the list is read with
 * TanStack Query (key `[entity, scope]`, read afresh on opening), every change is saved at the
 * version the entry was loaded with, and someone else's save meanwhile (a 409) merges three-way over
 * the fields of this change: what the other person left alone is saved on top of their version (the
 * merge toast), a field both changed is offered side by side (`conflict`) and nothing is written
 * until a choice is made. Who else has the list open comes from the same presence channel.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ApiError } from "../../api-client/api-error.ts";
import { toast } from "../ui/toaster.tsx";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { resolveConflicts, threeWayMerge, type Choice, type Conflict } from "./merge.ts";
import { useEditingPresence } from "./use-presence.ts";

/** An entry as loaded: its id and the version a write is based on (decision 031). */
export type ListEntry = { id: number; updated_at: string };
type Fields = Record<string, unknown>;

/**
 * One kind of entry of the list: how to find it in the list as read again, how to save fields of
 * it at its version, and how the conflict view names it.
 */
export type EntryKind<L, E extends ListEntry> = {
  /** "menu item", "metric": in "Someone else changed the same field of the metric “Sales”". */
  noun: string;
  find: (list: L, id: number) => E | undefined;
  save: (entry: E, fields: Fields) => Promise<unknown>;
  name: (entry: E) => string;
};

export type ListConflict = {
  /** The entry kind's noun. */
  noun: string;
  id: number;
  /** The entry's name as saved now: "About". */
  name: string;
  conflicts: Conflict[];
  choices: Record<string, Choice>;
  /** This change merged with theirs (conflicting fields hold theirs until chosen). */
  merged: Fields;
  failure: string;
};

export type RecordListConfig<L> = {
  /** The query key's and the presence channel's name (`menu-items`, `template-section-metrics`). */
  entity: string;
  /** Whose list: the organization, the section. */
  scope: number;
  load: () => Promise<L>;
  /** False: the list is not read on mounting (it comes with another record: `setList`). */
  enabled?: boolean;
  /** Said when reading the list fails (spec §8 "Failed to fetch menu items"); null: only logged. */
  loadFailed: string | null;
  /** Whether other admins with the list open are shown (default true). */
  presence?: boolean;
  /** After a change was saved (the page refreshes what it shows). */
  onChanged?: () => void;
  empty: L;
  /**
   * What a refused change says (default: a 400's own words, else `failure`, the menu's rule of
   * spec §8); the metrics say any 4xx's words (`errorMessage`).
   */
  errorText?: (error: unknown, failure: string) => string;
};

const badRequestText = (error: unknown, failure: string) =>
  error instanceof ApiError && error.status === 400 ? error.message : failure;

const pick = (record: object, keys: string[]): Fields =>
  Object.fromEntries(keys.map((key) => [key, (record as Fields)[key]]));

export function useRecordList<L>(config: RecordListConfig<L>) {
  const { entity, scope, loadFailed } = config;
  const queryClient = useQueryClient();
  // The merge notice speaks the person's UI language (the list's own texts come in `config`).
  const { locale } = useUiLanguage();
  const configRef = useRef(config);
  useEffect(() => {
    configRef.current = config;
  });
  const key = [entity, scope] as const;
  const enabled = config.enabled !== false && scope > 0;
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      configRef.current.load().catch((error: unknown) => {
        if (loadFailed) toast.error(loadFailed);
        throw error;
      }),
    enabled,
    // Editors read their data afresh on every opening (decision 042).
    staleTime: 0,
    retry: false,
  });
  const others = useEditingPresence(entity, scope, config.presence !== false && scope > 0);
  const [conflict, setConflict] = useState<ListConflict | null>(null);
  const [resolving, setResolving] = useState(false);
  // The kind of the entry in conflict, to find and save it again once chosen.
  const conflictKind = useRef<EntryKind<L, ListEntry> | null>(null);

  const list = query.data ?? config.empty;
  const setList = useCallback(
    (next: L | ((current: L) => L)) =>
      queryClient.setQueryData<L>(key, (current) =>
        typeof next === "function" ? (next as (current: L) => L)(current ?? configRef.current.empty) : next,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, entity, scope],
  );

  /** Reads the list again (after a write); a failure keeps the list shown, with its toast. */
  const reload = useCallback(async (): Promise<L> => {
    try {
      return await queryClient.fetchQuery({ queryKey: key, queryFn: () => configRef.current.load(), staleTime: 0 });
    } catch (error) {
      if (configRef.current.loadFailed) toast.error(configRef.current.loadFailed);
      else console.warn(`${entity} did not load`, error);
      return queryClient.getQueryData<L>(key) ?? configRef.current.empty;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, entity, scope]);

  /**
   * Saves `fields` of an entry at the version it was loaded with; merges on a 409 (see above).
   * True when the change is saved. A 400 says the server's words, anything else `failure`.
   */
  async function write<E extends ListEntry>(
    kind: EntryKind<L, E>,
    entry: E,
    fields: Fields,
    failure: string,
  ): Promise<boolean> {
    try {
      await kind.save(entry, fields);
    } catch (error) {
      if (!(error instanceof ApiError && error.isStale)) {
        toast.error((configRef.current.errorText ?? badRequestText)(error, failure));
        return false;
      }
      const theirs = kind.find(await reload(), entry.id);
      if (!theirs) {
        toast.error(failure);
        return false;
      }
      const keys = Object.keys(fields);
      const { merged, conflicts } = threeWayMerge(pick(entry, keys), fields, pick(theirs, keys));
      if (conflicts.length > 0) {
        conflictKind.current = kind as unknown as EntryKind<L, ListEntry>;
        setConflict({
          noun: kind.noun,
          id: entry.id,
          name: kind.name(theirs),
          conflicts,
          choices: {},
          merged,
          failure,
        });
        return false;
      }
      try {
        await kind.save(theirs, merged);
        toast(m.editors_mergedNotice({}, { locale }));
      } catch {
        toast.error(failure);
        await reload();
        return false;
      }
    }
    configRef.current.onChanged?.();
    await reload();
    return true;
  }

  const choose = (conflictKey: string, choice: Choice) =>
    setConflict((current) =>
      current ? { ...current, choices: { ...current.choices, [conflictKey]: choice } } : current,
    );

  /** Saves the merged change with the choices made, on top of the entry as saved now. */
  async function applyChoices(): Promise<boolean> {
    const kind = conflictKind.current;
    if (!conflict || !kind || conflict.conflicts.some((item) => !conflict.choices[item.key])) return false;
    setResolving(true);
    try {
      const theirs = kind.find(await reload(), conflict.id);
      if (!theirs) throw new Error(conflict.failure);
      const fields = resolveConflicts(conflict.merged, conflict.conflicts, conflict.choices);
      setConflict(null);
      return await write(kind, theirs, fields, conflict.failure);
    } catch {
      toast.error(conflict.failure);
      return false;
    } finally {
      setResolving(false);
    }
  }

  return {
    list,
    loading: query.isPending && enabled,
    loadFailed: query.isError,
    setList,
    reload,
    write,
    others,
    conflict,
    choose,
    applyChoices,
    resolving,
    dismissConflict: () => setConflict(null),
  };
}

export type RecordList<L> = ReturnType<typeof useRecordList<L>>;
