/**
 * How Global Settings' side-by-side choice reads (decision 042): a list item both people changed is
 * named by its own words ("FAQ “Do you ship abroad?”") and each side shows the fields of it both
 * changed with their labels ("Answer: We ship to…"), or that it was removed; never JSON.
 */
import type { ReactNode } from "react";
import { conflictItemId } from "../../components/editor-kit/merge-list.ts";
import type { Conflict } from "../../components/editor-kit/merge.ts";
import { defaultFieldLabel, describeValue } from "../../components/editor-kit/record-editor-parts.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { getPath, LIST_SPECS, type Ui } from "./list-fields.ts";
import { fieldLabel } from "./settings-errors.ts";
import type { Item, ListKey } from "./settings-form.ts";

/** Keys of an item nobody reads as a change. */
const HIDDEN = new Set(["id", "updated_at", "created_at", "organization_id"]);

/** The list a conflict's key names when it is an item of a list: "lists.faqs.[id=12]" → "faqs". */
function listOf(key: string): ListKey | null {
  const [area, name] = key.split(".");
  if (area !== "lists" || !name || !(name in LIST_SPECS) || conflictItemId(key) === null) return null;
  return name as ListKey;
}

/** The conflict view's legends and values in the person's UI language. */
export function conflictTexts(o: Ui) {
  /** The legend: "FAQ “Do you ship abroad?”", else the field's name ("Font family"). */
  const label = (key: string, conflict: Conflict): string => {
    const list = listOf(key);
    if (!list) return fieldLabel(key, o);
    const spec = LIST_SPECS[list];
    const item = (conflict.theirs ?? conflict.mine ?? conflict.base) as Item | undefined;
    const summary = item ? spec.summary(item, o).trim() : "";
    return summary ? m.editors_gsItemNamed({ kind: spec.kind(o), summary }, o) : spec.kind(o);
  };

  /** The lines of one side: each field of the item both changed, with its label. */
  const itemLines = (list: ListKey, item: Item, fields: string[]): { label: string; value: unknown }[] => {
    const specs = LIST_SPECS[list].fields;
    return fields
      .filter((field) => !HIDDEN.has(field) && !field.startsWith("_"))
      .flatMap((field) => {
        const inField = specs.filter((spec) => spec.path === field || spec.path.startsWith(`${field}.`));
        if (inField.length === 0) {
          const label = field === "order" ? m.editors_fieldPosition({}, o) : defaultFieldLabel(field);
          return [{ label, value: item[field] }];
        }
        return inField.map((spec) => ({ label: spec.label(o), value: getPath(item, spec.path) }));
      });
  };

  const describe = (key: string, value: unknown, conflict: Conflict): ReactNode => {
    const list = listOf(key);
    if (!list) return describeValue(value);
    if (value === undefined || value === null) return <em>{m.editors_gsRemoved({}, o)}</em>;
    const lines = itemLines(list, value as Item, conflict.fields ?? []);
    if (lines.length === 0) return LIST_SPECS[list].summary(value as Item, o);
    return (
      <span className="block space-y-0.5">
        {lines.map(({ label: name, value: line }) => (
          <span key={name} className="block">
            <span className="font-medium">{m.editors_gsLineLabel({ label: name }, o)}</span>{" "}
            {Array.isArray(line)
              ? line.map(String).join(", ") || <em>{m.editors_empty({}, o)}</em>
              : describeValue(line)}
          </span>
        ))}
      </span>
    );
  };
  return { label, describe };
}
