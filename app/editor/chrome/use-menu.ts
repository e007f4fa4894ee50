/**
 * The menu of the header and footer editors (spec editing-tools §2.10, §7) on TanStack Query and the
 * typed client: the list is read on opening (key `["menu-items", organization]`), each change is
 * saved at once based on the version it was loaded with, then the list is read again.
 *
 * Someone else's save meanwhile (a 409) merges as in the record editor (decision 042): the fields of
 * this change that the other person left alone are saved again on top of their version (a toast
 * says their changes were kept); a field both changed is offered side by side (`conflict`) for a
 * choice, and nothing is written until then.
 *
 * A reorder saves the orders that changed (10 × position, one PUT per entry, in parallel). When one
 * of them is refused because someone else changed or removed that entry meanwhile (409/404), the list
 * is read again, this move is replayed on it (`replayMove`: their additions, removals and renames are
 * kept) and the orders are saved again with the fresh versions; only when the moved entry itself was
 * deleted is the move dropped, with a message saying so.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { moveInList, renumber, replayMove } from "../../../shared/menu-rules.ts";
import { resolveConflicts, threeWayMerge, type Choice, type Conflict } from "../../components/editor-kit/merge.ts";
import { useEditingPresence } from "../../components/editor-kit/use-presence.ts";
import { MERGED_NOTICE } from "../../components/editor-kit/use-record-editor.ts";
import { toast } from "../../components/ui/index.ts";
import {
  ApiError,
  fetchMenuItems,
  menuQueryKey,
  updateMenuItem,
  updateSubmenuItem,
  type MenuItem,
  type SubmenuItem,
} from "./chrome-api.ts";

/** Which list a reorder moves in: the menu items, or the submenu items of one of them. */
export type MenuListScope = { kind: "menu" } | { kind: "submenu"; parentId: number };

type Ordered = { id: number; updated_at: string; order: number | null };

const listOf = (items: MenuItem[], scope: MenuListScope): Ordered[] | null =>
  scope.kind === "menu" ? items : (items.find((item) => item.id === scope.parentId)?.website_submenuitem ?? null);

const entryName = (entry: Ordered) =>
  "display_name" in entry ? (entry as MenuItem).display_name : (entry as SubmenuItem).name;

/** Someone else changed or removed an entry this write was based on. */
const isRaced = (error: unknown) => error instanceof ApiError && (error.isStale || error.status === 404);

export type MenuEntry = { kind: "menu"; item: MenuItem } | { kind: "submenu"; item: SubmenuItem };
type Fields = Record<string, unknown>;

export type MenuConflict = {
  kind: "menu" | "submenu";
  id: number;
  /** The entry's name as saved now: "About". */
  name: string;
  conflicts: Conflict[];
  choices: Record<string, Choice>;
  /** This change merged with theirs (conflicting fields hold theirs until chosen). */
  merged: Fields;
  failure: string;
};

const pick = (record: Record<string, unknown>, keys: string[]): Fields =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

function findEntry(items: MenuItem[], kind: "menu" | "submenu", id: number): MenuItem | SubmenuItem | undefined {
  if (kind === "menu") return items.find((item) => item.id === id);
  return items.flatMap((item) => item.website_submenuitem).find((sub) => sub.id === id);
}

export function useMenu(organizationId: number, onChanged: () => void) {
  const queryClient = useQueryClient();
  const key = menuQueryKey(organizationId);
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      fetchMenuItems(organizationId).catch((error: unknown) => {
        toast.error("Failed to fetch menu items");
        throw error;
      }),
    enabled: organizationId > 0,
    // §2.10: editors read their data afresh on every opening.
    staleTime: 0,
    retry: false,
  });
  // The menu is one list per organization, shared by the header and footer editors: whoever has
  // either open is editing it (decision 042's presence; channel `presence:menu-items:<organization>`).
  const others = useEditingPresence("menu-items", organizationId, organizationId > 0);
  const [conflict, setConflict] = useState<MenuConflict | null>(null);
  const [resolving, setResolving] = useState(false);
  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  });

  const items = query.data ?? [];
  const setItems = useCallback(
    (next: MenuItem[]) => queryClient.setQueryData<MenuItem[]>(key, next),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, organizationId],
  );

  /** Reads the list again (after a write); a failure keeps the list shown with the spec's toast. */
  const reload = useCallback(async (): Promise<MenuItem[]> => {
    try {
      return await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => fetchMenuItems(organizationId),
        staleTime: 0,
      });
    } catch {
      toast.error("Failed to fetch menu items");
      return queryClient.getQueryData<MenuItem[]>(key) ?? [];
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, organizationId]);

  const put = (kind: "menu" | "submenu", at: { id: number; updated_at: string }, fields: Fields) =>
    kind === "menu" ? updateMenuItem(at, fields) : updateSubmenuItem(at, fields);

  /** Saves `fields` of an entry as loaded; merges on a 409. True when the change is saved. */
  async function write(entry: MenuEntry, fields: Fields, failure: string): Promise<boolean> {
    const { kind, item } = entry;
    try {
      await put(kind, item, fields);
    } catch (error) {
      if (!(error instanceof ApiError && error.isStale)) {
        toast.error(error instanceof ApiError && error.status === 400 ? error.message : failure);
        return false;
      }
      const theirs = findEntry(await reload(), kind, item.id);
      if (!theirs) {
        toast.error(failure);
        return false;
      }
      const keys = Object.keys(fields);
      const { merged, conflicts } = threeWayMerge(
        pick(item, keys),
        fields,
        pick(theirs as unknown as Record<string, unknown>, keys),
      );
      if (conflicts.length > 0) {
        const name = "display_name" in theirs ? theirs.display_name : theirs.name;
        setConflict({ kind, id: item.id, name, conflicts, choices: {}, merged, failure });
        return false;
      }
      try {
        await put(kind, theirs, merged);
        toast(MERGED_NOTICE);
      } catch {
        toast.error(failure);
        await reload();
        return false;
      }
    }
    onChangedRef.current();
    await reload();
    return true;
  }

  function showList(scope: MenuListScope, list: Ordered[]) {
    const all = queryClient.getQueryData<MenuItem[]>(key) ?? [];
    setItems(
      scope.kind === "menu"
        ? (list as MenuItem[])
        : all.map((item) =>
            item.id === scope.parentId ? { ...item, website_submenuitem: list as SubmenuItem[] } : item,
          ),
    );
  }

  /** Saves the orders of `list` that changed; "raced" when an entry changed or went meanwhile. */
  async function saveOrders(scope: MenuListScope, list: Ordered[]): Promise<"saved" | "raced" | "failed"> {
    const writes = renumber(list)
      .map(({ order }, index) => ({ entry: list[index]!, order }))
      .filter(({ entry, order }) => entry.order !== order)
      .map(({ entry, order }) => put(scope.kind, entry, { order }));
    const results = await Promise.allSettled(writes);
    const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    if (failures.length === 0) return "saved";
    return failures.every(isRaced) ? "raced" : "failed";
  }

  /** Moves one entry of a list from `from` to `to` and saves the new orders (merged on a 409). */
  async function reorder(scope: MenuListScope, from: number, to: number): Promise<void> {
    const list = listOf(items, scope) ?? [];
    const next = moveInList(list, from, to);
    if (next.every((entry, index) => entry === list[index])) return;
    const moved = list[from]!;
    showList(scope, next);
    let outcome = await saveOrders(scope, next);
    if (outcome === "raced") {
      const fresh = listOf(await reload(), scope);
      const merged =
        fresh &&
        replayMove(
          next.map((entry) => entry.id),
          moved.id,
          fresh,
        );
      if (!merged) {
        toast.error(`“${entryName(moved)}” was deleted by someone else in the meantime, so it was not moved`);
        onChangedRef.current();
        return;
      }
      showList(scope, merged);
      outcome = await saveOrders(scope, merged);
      if (outcome === "saved") toast(MERGED_NOTICE);
    }
    if (outcome === "saved") {
      toast.success("Submenu order updated successfully");
      onChangedRef.current();
    } else {
      // §8: the failure toast, and the list is read again.
      toast.error("Failed to update submenu order");
    }
    await reload();
  }

  const choose = (conflictKey: string, choice: Choice) =>
    setConflict((current) =>
      current ? { ...current, choices: { ...current.choices, [conflictKey]: choice } } : current,
    );

  /** Saves the merged change with the choices made, on top of the entry as saved now. */
  async function applyChoices(): Promise<boolean> {
    if (!conflict || conflict.conflicts.some((item) => !conflict.choices[item.key])) return false;
    setResolving(true);
    try {
      const theirs = findEntry(await reload(), conflict.kind, conflict.id);
      if (!theirs) throw new Error(conflict.failure);
      const fields = resolveConflicts(conflict.merged, conflict.conflicts, conflict.choices);
      const entry = { kind: conflict.kind, item: theirs } as MenuEntry;
      setConflict(null);
      return await write(entry, fields, conflict.failure);
    } catch {
      toast.error(conflict.failure);
      return false;
    } finally {
      setResolving(false);
    }
  }

  return {
    items,
    loading: query.isPending && organizationId > 0,
    loadFailed: query.isError,
    setItems,
    reload,
    write,
    reorder,
    others,
    conflict,
    choose,
    applyChoices,
    resolving,
    dismissConflict: () => setConflict(null),
  };
}

export type MenuApi = ReturnType<typeof useMenu>;
