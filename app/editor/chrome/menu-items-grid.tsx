import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  isMenuNameValid,
  menuSlug,
  moveInList,
  nextMenuOrder,
  renumber,
  slugEdit,
} from "../../../shared/menu-rules.ts";
import { Button, ConfirmDialog, Input, Switch, toast } from "../../components/ui/index.ts";
import * as api from "./chrome-api.ts";
import type { MenuItem, SubmenuItem } from "./chrome-api.ts";
import { InlineText } from "./inline-text.tsx";

type Pending = { type: "menu"; item: MenuItem } | { type: "submenu"; item: SubmenuItem };

/**
 * The menu-items grid of the header and footer editors (spec editing-tools §2.10): every change is
 * saved at once through the menu API, then the list is read again. Reordering (drag, keyboard or
 * the arrow buttons) renumbers the list in steps of 10 with one PUT per item, in parallel.
 */
export function MenuItemsGrid({
  organizationId,
  items,
  setItems,
  reload,
  onChanged,
}: {
  organizationId: number;
  items: MenuItem[];
  setItems: (items: MenuItem[]) => void;
  reload: () => Promise<void>;
  /** Something was saved: the live header/footer must be read again when the editor closes. */
  onChanged: () => void;
}) {
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

  async function updateItem(item: MenuItem, fields: Partial<MenuItem>, failure: string) {
    try {
      await api.updateMenuItem(item.id, fields);
      await saved();
      return true;
    } catch {
      toast.error(failure);
      return false;
    }
  }

  async function updateSub(sub: SubmenuItem, fields: Partial<SubmenuItem>, failure: string) {
    try {
      await api.updateSubmenuItem(sub.id, fields);
      await saved();
      return true;
    } catch {
      toast.error(failure);
      return false;
    }
  }

  /** Moves one entry and saves the new orders (10 × position), one PUT per entry, in parallel. */
  async function reorderItems(from: number, to: number) {
    const next = moveInList(items, from, to);
    if (next.every((item, index) => item === items[index])) return;
    setItems(next);
    try {
      await Promise.all(renumber(next).map(({ id, order }) => api.updateMenuItem(id, { order })));
      toast.success("Submenu order updated successfully");
      onChanged();
    } catch {
      toast.error("Failed to update submenu order");
    }
    await reload().catch(() => {});
  }

  async function reorderSubs(item: MenuItem, from: number, to: number) {
    const subs = moveInList(item.website_submenuitem, from, to);
    if (subs.every((sub, index) => sub === item.website_submenuitem[index])) return;
    setItems(items.map((entry) => (entry.id === item.id ? { ...entry, website_submenuitem: subs } : entry)));
    try {
      await Promise.all(renumber(subs).map(({ id, order }) => api.updateSubmenuItem(id, { order })));
      toast.success("Submenu order updated successfully");
      onChanged();
    } catch {
      toast.error("Failed to update submenu order");
    }
    await reload().catch(() => {});
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
        await api.deleteMenuItem(pending.item.id);
        toast.success(`Menu item "${pending.item.display_name}" deleted successfully`);
      } else {
        await api.deleteSubmenuItem(pending.item.id);
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
                name={item.display_name}
                index={index}
                count={items.length}
                onMove={(to) => void reorderItems(index, to)}
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
                  <InlineText
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

function VisibilitySwitch({
  label,
  text,
  checked,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-gray-700">
      <Switch aria-label={label} checked={checked} onCheckedChange={onChange} />
      <span aria-hidden="true">
        {text}: {checked ? "displayed" : "hidden"}
      </span>
    </span>
  );
}

function SubmenuList({
  item,
  onAdd,
  onMove,
  onUpdate,
  onDelete,
}: {
  item: MenuItem;
  onAdd: (name: string) => Promise<boolean>;
  onMove: (from: number, to: number) => void;
  onUpdate: (sub: SubmenuItem, fields: Partial<SubmenuItem>, failure: string) => Promise<boolean>;
  onDelete: (sub: SubmenuItem) => void;
}) {
  const [name, setName] = useState("");
  const inputId = useId();
  const subs = item.website_submenuitem;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!isMenuNameValid(name)) return;
    if (await onAdd(name)) setName("");
  }

  return (
    <div id={`submenus-${item.id}`} className="mt-2 w-full space-y-2 border-l-2 border-gray-200 pl-3">
      {subs.length === 0 ? (
        <p className="text-xs text-gray-600">No submenu items yet.</p>
      ) : (
        <SortableList ids={subs.map((sub) => sub.id)} onMove={onMove}>
          <ul className="space-y-2" aria-label={`Submenu items of ${item.display_name}`}>
            {subs.map((sub, index) => (
              <SortableRow
                key={sub.id}
                id={sub.id}
                name={sub.name}
                index={index}
                count={subs.length}
                onMove={(to) => onMove(index, to)}
              >
                <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
                  <InlineText
                    label={`Name of submenu item ${sub.name}`}
                    value={sub.name}
                    commit={(next) =>
                      isMenuNameValid(next) &&
                      next.trim() !== sub.name &&
                      onUpdate(sub, { name: next.trim() }, "Failed to update submenu name")
                    }
                  />
                  <InlineText
                    label={`Slug of submenu item ${sub.name}`}
                    value={sub.url_name}
                    commit={(next) => {
                      const slug = slugEdit(sub.url_name, next);
                      return slug !== null && onUpdate(sub, { url_name: slug }, "Failed to update submenu slug");
                    }}
                  />
                </div>
                <div className="flex items-center gap-3">
                  <VisibilitySwitch
                    label={`Show submenu item ${sub.name}`}
                    text="Visible"
                    // §3: only an explicit false hides a submenu item.
                    checked={sub.is_displayed !== false}
                    onChange={(value) =>
                      void onUpdate(sub, { is_displayed: value }, "Failed to update submenu visibility")
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete submenu item ${sub.name}`}
                    onClick={() => onDelete(sub)}
                  >
                    <Trash2 className="text-red-700" aria-hidden="true" />
                  </Button>
                </div>
              </SortableRow>
            ))}
          </ul>
        </SortableList>
      )}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New submenu item name for {item.display_name}
        </label>
        <Input
          id={inputId}
          placeholder="New submenu item name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="h-8"
        />
        <Button type="submit" size="sm" variant="outline">
          <Plus aria-hidden="true" /> Add
        </Button>
      </form>
    </div>
  );
}

/** A vertical dnd-kit list: pointer drag, or keyboard (Space to lift, arrows to move, Space to drop). */
function SortableList({
  ids,
  onMove,
  children,
}: {
  ids: number[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  index,
  count,
  onMove,
  children,
}: {
  id: number;
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={
        "flex flex-wrap items-center gap-2 rounded-md border border-gray-200 bg-white p-2 " +
        (isDragging ? "relative z-10 shadow-lg" : "")
      }
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${name}`}
        className="cursor-grab rounded p-1 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="flex flex-col">
        <Button
          variant="ghost"
          size="icon-sm"
          className="h-4"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp className="size-3" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="h-4"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown className="size-3" aria-hidden="true" />
        </Button>
      </div>
      {children}
    </li>
  );
}
