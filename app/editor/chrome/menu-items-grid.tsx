import { ChevronDown, ChevronRight, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { isMenuNameValid, menuSlug, nextMenuOrder, slugEdit } from "../../../shared/rules/menu-rules.ts";
import { ListConflictView, PresenceNotice } from "../../components/editor-kit/record-editor-parts.tsx";
import { SortableList, SortableRow } from "../../components/editor-kit/sortable-list.tsx";
import type { BoxFormOutcome } from "../../components/editor-kit/use-editor-form.ts";
import { Button, ConfirmDialog, toast } from "../../components/ui/index.ts";
import { CommitLinkPicker } from "../shared/link-picker.tsx";
import * as api from "./chrome-api.ts";
import type { MenuItem, SubmenuItem } from "./chrome-api.ts";
import { InlineText } from "./inline-text.tsx";
import { MENU_FIELD_LABELS, ROW_CLASS, SubmenuList, VisibilitySwitch } from "./menu-rows.tsx";
import { NewEntryForm } from "./new-entry-form.tsx";
import type { MenuApi } from "./use-menu.ts";

type Pending = { type: "menu"; item: MenuItem } | { type: "submenu"; item: SubmenuItem };

/**
 * The menu-items grid of the header and footer editors (spec editing-tools §2.10): every change is
 * saved at once through the menu API (use-menu.ts: based on the version loaded, merged on a 409),
 * then the list is read again. Reordering (drag, keyboard or the arrow buttons) renumbers the list in
 * steps of 10 with one PUT per changed item, in parallel (`menu.reorder`: merged on a 409).
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
  const { items, reload } = menu;
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const newId = useId();

  async function saved() {
    onChanged();
    await reload();
  }

  /** The name is the form's, trimmed and checked with the API's rule (a blank one never gets here). */
  async function createItem(name: string): Promise<BoxFormOutcome> {
    try {
      await api.createMenuItem({
        organization_id: organizationId,
        display_name: name,
        url_name: menuSlug(name),
        order: nextMenuOrder(items),
        is_displayed: true,
        is_displayed_on_footer: false,
      });
      toast.success(`Menu item "${name}" created successfully`);
      await saved();
      return true;
    } catch (error) {
      if (error instanceof api.ApiError && error.status === 400 && error.field === "display_name") {
        return { field: "name", message: error.message.replace(/^display_name:\s*/, "") };
      }
      toast.error("Failed to add menu item. Please try again.");
      return false;
    }
  }

  const updateItem = (item: MenuItem, fields: Partial<MenuItem>, failure: string) =>
    menu.write({ kind: "menu", item }, fields, failure);
  const updateSub = (sub: SubmenuItem, fields: Partial<SubmenuItem>, failure: string) =>
    menu.write({ kind: "submenu", item: sub }, fields, failure);

  async function addSub(item: MenuItem, name: string): Promise<BoxFormOutcome> {
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
    } catch (error) {
      if (error instanceof api.ApiError && error.status === 400 && error.field === "name") {
        return { field: "name", message: error.message.replace(/^name:\s*/, "") };
      }
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

      <PresenceNotice others={menu.others} what="the menu" />
      <ListConflictView list={menu} fieldLabel={(key) => MENU_FIELD_LABELS[key] ?? key} />

      <NewEntryForm label="New menu item name" placeholder="New menu item name" action="Create" onAdd={createItem} />

      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">
          No menu items found
        </p>
      ) : (
        <SortableList
          ids={items.map((item) => item.id)}
          onMove={(from, to) => void menu.reorder({ kind: "menu" }, from, to)}
        >
          <ul className="space-y-2" aria-label="Menu items">
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                index={index}
                count={items.length}
                onMove={(to) => void menu.reorder({ kind: "menu" }, index, to)}
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
                    {open.has(item.id) ? (
                      <ChevronDown aria-hidden="true" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
                    )}
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
                    onMove={(from, to) => void menu.reorder({ kind: "submenu", parentId: item.id }, from, to)}
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
