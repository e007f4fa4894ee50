/**
 * The parts of the menu-items grid (spec editing-tools §2.10): the visibility switch, the submenu
 * list of one menu item, and the side-by-side choice after someone else changed the same field of a
 * menu entry (decision 042's conflict view, for a change saved at once).
 */
import { Trash2 } from "lucide-react";
import { isMenuNameValid, slugEdit } from "../../../shared/rules/menu-rules.ts";
import { SortableList, SortableRow } from "../../components/editor-kit/sortable-list.tsx";
import type { BoxFormOutcome } from "../../components/editor-kit/use-editor-form.ts";
import { Button, Switch } from "../../components/ui/index.ts";
import { CommitLinkPicker } from "../shared/link-picker.tsx";
import type { MenuItem, SubmenuItem } from "./chrome-api.ts";
import { InlineText } from "./inline-text.tsx";
import { NewEntryForm } from "./new-entry-form.tsx";

export const ROW_CLASS = "flex flex-wrap items-center gap-2 rounded-md border border-gray-200 bg-white p-2";

/** Field names of menu entries as the conflict view shows them. */
export const MENU_FIELD_LABELS: Record<string, string> = {
  display_name: "Name",
  name: "Name",
  url_name: "Slug",
  is_displayed: "Shown",
  is_displayed_on_footer: "Shown in the footer",
  order: "Position",
};

export function VisibilitySwitch({
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

export function SubmenuList({
  item,
  onAdd,
  onMove,
  onUpdate,
  onDelete,
}: {
  item: MenuItem;
  onAdd: (name: string) => Promise<BoxFormOutcome>;
  onMove: (from: number, to: number) => void;
  onUpdate: (sub: SubmenuItem, fields: Partial<SubmenuItem>, failure: string) => Promise<boolean>;
  onDelete: (sub: SubmenuItem) => void;
}) {
  const subs = item.website_submenuitem;

  return (
    <div id={`submenus-${item.id}`} className="mt-2 w-full space-y-2 border-s-2 border-gray-200 ps-3">
      {subs.length === 0 ? (
        <p className="text-xs text-gray-600">No submenu items yet.</p>
      ) : (
        <SortableList ids={subs.map((sub) => sub.id)} onMove={onMove}>
          <ul className="space-y-2" aria-label={`Submenu items of ${item.display_name}`}>
            {subs.map((sub, index) => (
              <SortableRow
                key={sub.id}
                id={sub.id}
                index={index}
                count={subs.length}
                onMove={(to) => onMove(index, to)}
                labels={{
                  drag: `Drag to reorder ${sub.name}`,
                  up: `Move ${sub.name} up`,
                  down: `Move ${sub.name} down`,
                }}
                className={ROW_CLASS}
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
                  <CommitLinkPicker
                    slugMode
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
      <NewEntryForm
        compact
        label={`New submenu item name for ${item.display_name}`}
        placeholder="New submenu item name"
        action="Add"
        onAdd={onAdd}
      />
    </div>
  );
}
