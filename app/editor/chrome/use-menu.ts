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
import { useQueryClient } from "@tanstack/react-query";
import { moveInList, renumber, replayMove } from "../../../shared/rules/menu-rules.ts";
import { useRecordList, type EntryKind } from "../../components/editor-kit/use-record-list.ts";
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
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

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

/** The two kinds of entry of the one menu list, as records of the list layer. */
const menuItemKind = (o: { locale: UiLocale }): EntryKind<MenuItem[], MenuItem> => ({
  noun: m.editors_nounMenuItem({}, o),
  find: (items, id) => items.find((item) => item.id === id),
  save: (item, fields) => updateMenuItem(item, fields),
  name: (item) => item.display_name,
});
const submenuItemKind = (o: { locale: UiLocale }): EntryKind<MenuItem[], SubmenuItem> => ({
  noun: m.editors_nounSubmenuItem({}, o),
  find: (items, id) => items.flatMap((item) => item.website_submenuitem).find((sub) => sub.id === id),
  save: (sub, fields) => updateSubmenuItem(sub, fields),
  name: (sub) => sub.name,
});

export function useMenu(organizationId: number, onChanged: () => void) {
  const o = useUiLanguage();
  const queryClient = useQueryClient();
  const key = menuQueryKey(organizationId);
  // The menu is one list per organization, shared by the header and footer editors: whoever has
  // either open is editing it (presence channel `presence:menu-items:<organization>`).
  const menu = useRecordList<MenuItem[]>({
    entity: key[0],
    scope: organizationId,
    load: () => fetchMenuItems(organizationId),
    loadFailed: m.editors_fetchMenuFailed({}, o),
    onChanged,
    empty: [],
  });
  const { reload } = menu;
  const items = menu.list;
  const setItems = (next: MenuItem[]) => menu.setList(next);

  const put = (kind: "menu" | "submenu", at: { id: number; updated_at: string }, fields: Fields) =>
    kind === "menu" ? updateMenuItem(at, fields) : updateSubmenuItem(at, fields);

  /** Saves `fields` of an entry as loaded; merges on a 409. True when the change is saved. */
  const write = (entry: MenuEntry, fields: Fields, failure: string): Promise<boolean> =>
    entry.kind === "menu"
      ? menu.write(menuItemKind(o), entry.item, fields, failure)
      : menu.write(submenuItemKind(o), entry.item, fields, failure);

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
        toast.error(m.editors_movedDeleted({ name: entryName(moved) }, o));
        onChanged();
        return;
      }
      showList(scope, merged);
      outcome = await saveOrders(scope, merged);
      if (outcome === "saved") toast(m.editors_mergedNotice({}, o));
    }
    if (outcome === "saved") {
      toast.success(m.editors_submenuOrderUpdated({}, o));
      onChanged();
    } else {
      // §8: the failure toast, and the list is read again.
      toast.error(m.editors_submenuOrderFailed({}, o));
    }
    await reload();
  }

  return { ...menu, items, setItems, write, reorder };
}

export type MenuApi = ReturnType<typeof useMenu>;
