import { ChevronDown, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  isMenuNameValid,
  menuSlug,
  moveInList,
  nextMenuOrder,
  renumber,
  slugEdit,
} from "../../../shared/menu-rules.ts";
import { SortableList, SortableRow } from "../../components/editor-kit/sortable-list.tsx";
import { Button, ConfirmDialog, Input, toast } from "../../components/ui/index.ts";
import { CommitLinkPicker } from "../shared/link-picker.tsx";
import * as api from "./chrome-api.ts";
import type { MenuItem, SubmenuItem } from "./chrome-api.ts";
import { InlineText } from "./inline-text.tsx";
import { MenuConflictView, ROW_CLASS, SubmenuList, VisibilitySwitch } from "./menu-rows.tsx";
import type { MenuApi } from "./use-menu.ts";

type Pending = { type: "menu"; item: MenuItem } | { type: "submenu"; item: SubmenuItem };

/**
 * The menu-items grid of the header and footer editors (spec editing-tools §2.10): every change is
 * saved at once through the menu API (use-menu.ts: based on the version loaded, merged on a 409),
 * then the list is read again. Reordering (drag, keyboard or the arrow buttons) renumbers the list in
 * steps of 10 with one PUT per item, in parallel.
 */
export function MenuItemsGrid({
  organizationId,
  menu,
  onChanged,
}: {
  organizationId: number;
  menu: MenuApi;
  /** Something was saved: the live header/footer must be read again when the editor closes. */
  onChanged: () => void;
}) {
  const { items, setItems, reload } = menu;
  const [newName, setNewName] = useState("");
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const newId = useId();

  async function saved() {
    onChanged();
    await reload();
  }

  async function createItem(event: FormEvent) {
    event.preventDefault();
    // §5: a blank name creates nothing.
    if (!isMenuNameValid(newName)) return;
    const name = newName.trim();
    try {
      await api.createMenuItem({
        organization_id: organizationId,
        display_name: name,
        url_name: menuSlug(name),
        order: nextMenuOrder(items),
        is_displayed: true,
        is_displayed_on_footer: false,
      });
      setNewName("");
      toast.success(`Menu item "${name}" created successfully`);
      await saved();
    } catch {
      toast.error("Failed to add menu item. Please try again.");
    }
  }

  const updateItem = (item: MenuItem, fields: Partial<MenuItem>, failure: string) =>
    menu.write({ kind: "menu", item }, fields, failure);
  const updateSub = (sub: SubmenuItem, fields: Partial<SubmenuItem>, failure: string) =>
    menu.write({ kind: "submenu", item: sub }, fields, failure);

  /** Moves one entry and saves the new orders (10 × position), one PUT per entry, in parallel. */
  async function reorderItems(from: number, to: number) {
    const next = moveInList(items, from, to);
    if (next.every((item, index) => item === items[index])) return;
    setItems(next);
    try {
      await Promise.all(renumber(next).map(({ order }, index) => api.updateMenuItem(next[index]!, { order })));
      toast.success("Submenu order updated successfully");
      onChanged();
    } catch {
      toast.error("Failed to update submenu order");
    }
    await reload();
  }

  async function reorderSubs(item: MenuItem, from: number, to: number) {
    const subs = moveInList(item.website_submenuitem, from, to);
    if (subs.every((sub, index) => sub === item.website_submenuitem[index])) return;
    setItems(items.map((entry) => (entry.id === item.id ? { ...entry, website_submenuitem: subs } : entry)));
    try {
      await Promise.all(renumber(subs).map(({ order }, index) => api.updateSubmenuItem(subs[index]!, { order })));
      toast.success("Submenu order updated successfully");
      onChanged();
    } catch {
      toast.error("Failed to update submenu order");
    }
    await reload();
  }

  async function addSub(item: MenuItem, rawName: string) {
    if (!isMenuNameValid(rawName)) return false;
    const name = rawName.trim();
    try {
      await api.createSubmenuItem({
        menu_item_id: item.id,
        organization_id: organizationId,
        name,
        url_name: menuSlug(name),
        order: nextMenuOrder(item.website_submenuitem),
        is_displayed: true,
        description: "",
      });
      toast.success(`Submenu item "${name}" created successfully`);
      await saved();
      return true;
    } catch {
      toast.error("Failed to add submenu item. Please try again.");
      return false;
    }
  }

  async function confirmDelete() {
    if (!pending) return;
    try {
      if (pending.type === "menu") {
        await api.deleteMenuItem(pending.item);
        toast.success(`Menu item "${pending.item.display_name}" deleted successfully`);
      } else {
        await api.deleteSubmenuItem(pending.item);
        toast.success(`Submenu item "${pending.item.name}" deleted successfully`);
      }
      await saved();
    } catch {
      toast.error(pending.type === "menu" ? "Failed to delete menu item" : "Failed to delete submenu item");
    }
  }

  function toggleOpen(id: number) {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  }

  return (
    <section aria-labelledby={`${newId}-title`} className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${newId}-title`} className="text-sm font-semibold text-gray-900">
          Menu items
        </h3>
        <p className="text-xs text-gray-600">Changes to menu items are saved at once.</p>
      </div>

      <MenuConflictView menu={menu} />

      <form onSubmit={createItem} className="flex gap-2">
        <label htmlFor={newId} className="sr-only">
          New menu item name
        </label>
        <Input
          id={newId}
          placeholder="New menu item name"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" /> Create
        </Button>
      </form>

      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">
          No menu items found
        </p>
      ) : (
        <SortableList ids={items.map((item) => item.id)} onMove={(from, to) => void reorderItems(from, to)}>
          <ul className="space-y-2" aria-label="Menu items">
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                index={index}
                count={items.length}
                onMove={(to) => void reorderItems(index, to)}
                labels={{
                  drag: `Drag to reorder ${item.display_name}`,
                  up: `Move ${item.display_name} up`,
                  down: `Move ${item.display_name} down`,
                }}
                className={ROW_CLASS}
              >
                <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
                  <InlineText
                    label={`Name of menu item ${item.display_name}`}
                    value={item.display_name}
                    commit={(next) =>
                      isMenuNameValid(next) &&
                      next.trim() !== item.display_name &&
                      updateItem(item, { display_name: next.trim() }, "Failed to update name")
                    }
                  />
                  <CommitLinkPicker
                    slugMode
                    label={`Slug of menu item ${item.display_name}`}
                    value={item.url_name}
                    commit={(next) => {
                      const slug = slugEdit(item.url_name, next);
                      return slug !== null && updateItem(item, { url_name: slug }, "Failed to update slug");
                    }}
                  />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <VisibilitySwitch
                    label={`Show ${item.display_name} in the header`}
                    text="Header"
                    checked={item.is_displayed}
                    onChange={(value) =>
                      void updateItem(item, { is_displayed: value }, "Failed to update menu item visibility")
                    }
                  />
                  <VisibilitySwitch
                    label={`Show ${item.display_name} in the footer`}
                    text="Footer"
                    checked={item.is_displayed_on_footer}
                    onChange={(value) =>
                      void updateItem(item, { is_displayed_on_footer: value }, "Failed to update menu item visibility")
                    }
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={open.has(item.id)}
                    aria-controls={`submenus-${item.id}`}
                    onClick={() => toggleOpen(item.id)}
                  >
                    {open.has(item.id) ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                    Submenu ({item.website_submenuitem.length})<span className="sr-only"> of {item.display_name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete menu item ${item.display_name}`}
                    onClick={() => setPending({ type: "menu", item })}
                  >
                    <Trash2 className="text-red-700" aria-hidden="true" />
                  </Button>
                </div>
                {open.has(item.id) && (
                  <SubmenuList
                    item={item}
                    onAdd={(name) => addSub(item, name)}
                    onMove={(from, to) => void reorderSubs(item, from, to)}
                    onUpdate={updateSub}
                    onDelete={(sub) => setPending({ type: "submenu", item: sub })}
                  />
                )}
              </SortableRow>
            ))}
          </ul>
        </SortableList>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => {
          if (!next) setPending(null);
        }}
        title="Confirm Deletion"
        text={
          pending?.type === "menu"
            ? `Are you sure you want to delete the menu item "${pending.item.display_name}"${
                pending.item.website_submenuitem.length > 0 ? " and its submenu items" : ""
              }? It can be restored from History.`
            : `Are you sure you want to delete the submenu item "${pending?.item.name ?? ""}"? It can be restored from History.`
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={confirmDelete}
      />
    </section>
  );
}
