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
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

export const ROW_CLASS = "flex flex-wrap items-center gap-2 rounded-md border border-gray-200 bg-white p-2";

/** Field names of menu entries as the conflict view shows them. */
export const MENU_FIELD_LABELS: Record<string, (o: { locale: UiLocale }) => string> = {
  display_name: (o) => m.editors_fieldName({}, o),
  name: (o) => m.editors_fieldName({}, o),
  url_name: (o) => m.editors_slug({}, o),
  is_displayed: (o) => m.editors_shown({}, o),
  is_displayed_on_footer: (o) => m.editors_fieldShownInFooter({}, o),
  order: (o) => m.editors_fieldPosition({}, o),
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
  const o = useUiLanguage();
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-gray-700">
      <Switch aria-label={label} checked={checked} onCheckedChange={onChange} />
      <span aria-hidden="true">
        {checked ? m.editors_displayed({ what: text }, o) : m.editors_hiddenState({ what: text }, o)}
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
  const o = useUiLanguage();
  const subs = item.website_submenuitem;

  return (
    <div id={`submenus-${item.id}`} className="mt-2 w-full space-y-2 border-s-2 border-gray-200 ps-3">
      {subs.length === 0 ? (
        <p className="text-xs text-gray-600">{m.editors_noSubmenuItems({}, o)}</p>
      ) : (
        <SortableList ids={subs.map((sub) => sub.id)} onMove={onMove}>
          <ul className="space-y-2" aria-label={m.editors_submenuItemsOf({ name: item.display_name }, o)}>
            {subs.map((sub, index) => (
              <SortableRow
                key={sub.id}
                id={sub.id}
                index={index}
                count={subs.length}
                onMove={(to) => onMove(index, to)}
                labels={{
                  drag: m.editors_dragToReorderName({ name: sub.name }, o),
                  up: m.editors_moveUpName({ name: sub.name }, o),
                  down: m.editors_moveDownName({ name: sub.name }, o),
                }}
                className={ROW_CLASS}
              >
                <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 sm:grid-cols-2">
                  <InlineText
                    label={m.editors_submenuItemName({ name: sub.name }, o)}
                    value={sub.name}
                    commit={(next) =>
                      isMenuNameValid(next) &&
                      next.trim() !== sub.name &&
                      onUpdate(sub, { name: next.trim() }, m.editors_failedSubmenuName({}, o))
                    }
                  />
                  <CommitLinkPicker
                    slugMode
                    label={m.editors_submenuItemSlug({ name: sub.name }, o)}
                    value={sub.url_name}
                    commit={(next) => {
                      const slug = slugEdit(sub.url_name, next);
                      return slug !== null && onUpdate(sub, { url_name: slug }, m.editors_failedSubmenuSlug({}, o));
                    }}
                  />
                </div>
                <div className="flex items-center gap-3">
                  <VisibilitySwitch
                    label={m.editors_showSubmenuItem({ name: sub.name }, o)}
                    text={m.editors_visible({}, o)}
                    // §3: only an explicit false hides a submenu item.
                    checked={sub.is_displayed !== false}
                    onChange={(value) =>
                      void onUpdate(sub, { is_displayed: value }, m.editors_failedSubmenuVisibility({}, o))
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={m.editors_deleteSubmenuItem({ name: sub.name }, o)}
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
        label={m.editors_newSubmenuNameFor({ name: item.display_name }, o)}
        placeholder={m.editors_newSubmenuName({}, o)}
        action={m.editors_add({}, o)}
        onAdd={onAdd}
      />
    </div>
  );
}
