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
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

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
  const o = useUiLanguage();
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
      toast.success(m.editors_menuItemCreated({ name }, o));
      await saved();
      return true;
    } catch (error) {
      if (error instanceof api.ApiError && error.status === 400 && error.field === "display_name") {
        return { field: "name", message: error.message.replace(/^display_name:\s*/, "") };
      }
      toast.error(m.editors_menuItemAddFailed({}, o));
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
      toast.success(m.editors_submenuItemCreated({ name }, o));
      await saved();
      return true;
    } catch (error) {
      if (error instanceof api.ApiError && error.status === 400 && error.field === "name") {
        return { field: "name", message: error.message.replace(/^name:\s*/, "") };
      }
      toast.error(m.editors_submenuItemAddFailed({}, o));
      return false;
    }
  }

  async function confirmDelete() {
    if (!pending) return;
    try {
      if (pending.type === "menu") {
        await api.deleteMenuItem(pending.item);
        toast.success(m.editors_menuItemDeleted({ name: pending.item.display_name }, o));
      } else {
        await api.deleteSubmenuItem(pending.item);
        toast.success(m.editors_submenuItemDeleted({ name: pending.item.name }, o));
      }
      await saved();
    } catch {
      toast.error(
        pending.type === "menu" ? m.editors_menuItemDeleteFailed({}, o) : m.editors_submenuItemDeleteFailed({}, o),
      );
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
          {m.editors_menuItems({}, o)}
        </h3>
        <p className="text-xs text-gray-600">{m.editors_menuSavedAtOnce({}, o)}</p>
      </div>

      <PresenceNotice others={menu.others} subject="menu" />
      <ListConflictView list={menu} fieldLabel={(key) => MENU_FIELD_LABELS[key]?.(o) ?? key} />

      <NewEntryForm
        label={m.editors_newMenuItemName({}, o)}
        placeholder={m.editors_newMenuItemName({}, o)}
        action={m.editor_create({}, o)}
        onAdd={createItem}
      />

      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">
          {m.editors_noMenuItems({}, o)}
        </p>
      ) : (
        <SortableList
          ids={items.map((item) => item.id)}
          onMove={(from, to) => void menu.reorder({ kind: "menu" }, from, to)}
        >
          <ul className="space-y-2" aria-label={m.editors_menuItems({}, o)}>
            {items.map((item, index) => (
              <SortableRow
                key={item.id}
                id={item.id}
                index={index}
                count={items.length}
                onMove={(to) => void menu.reorder({ kind: "menu" }, index, to)}
                labels={{
                  drag: m.editors_dragToReorderName({ name: item.display_name }, o),
                  up: m.editors_moveUpName({ name: item.display_name }, o),
                  down: m.editors_moveDownName({ name: item.display_name }, o),
                }}
                className={ROW_CLASS}
              >
                <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
                  <InlineText
                    label={m.editors_menuItemName({ name: item.display_name }, o)}
                    value={item.display_name}
                    commit={(next) =>
                      isMenuNameValid(next) &&
                      next.trim() !== item.display_name &&
                      updateItem(item, { display_name: next.trim() }, m.editors_failedUpdateName({}, o))
                    }
                  />
                  <CommitLinkPicker
                    slugMode
                    label={m.editors_menuItemSlug({ name: item.display_name }, o)}
                    value={item.url_name}
                    commit={(next) => {
                      const slug = slugEdit(item.url_name, next);
                      return slug !== null && updateItem(item, { url_name: slug }, m.editors_failedUpdateSlug({}, o));
                    }}
                  />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <VisibilitySwitch
                    label={m.editors_showInHeader({ name: item.display_name }, o)}
                    text={m.editors_header({}, o)}
                    checked={item.is_displayed}
                    onChange={(value) =>
                      void updateItem(item, { is_displayed: value }, m.editors_failedMenuVisibility({}, o))
                    }
                  />
                  <VisibilitySwitch
                    label={m.editors_showInFooter({ name: item.display_name }, o)}
                    text={m.editors_footer({}, o)}
                    checked={item.is_displayed_on_footer}
                    onChange={(value) =>
                      void updateItem(item, { is_displayed_on_footer: value }, m.editors_failedMenuVisibility({}, o))
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
                    {m.editors_submenuCount({ count: item.website_submenuitem.length }, o)}
                    <span className="sr-only"> {m.editors_submenuOf({ name: item.display_name }, o)}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={m.editors_deleteMenuItem({ name: item.display_name }, o)}
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
        title={m.editors_confirmDeletion({}, o)}
        text={
          pending?.type === "menu"
            ? pending.item.website_submenuitem.length > 0
              ? m.editors_deleteMenuItemWithSubsQuestion({ name: pending.item.display_name }, o)
              : m.editors_deleteMenuItemQuestion({ name: pending.item.display_name }, o)
            : m.editors_deleteSubmenuItemQuestion({ name: pending?.item.name ?? "" }, o)
        }
        confirmLabel={m.editor_delete({}, o)}
        busyLabel={m.editor_deleting({}, o)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
