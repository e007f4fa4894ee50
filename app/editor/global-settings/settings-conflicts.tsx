/**
 * How Global Settings' side-by-side choice reads (decision 042): a list item both people changed is
 * named by its own words ("FAQ “Do you ship abroad?”") and each side shows the fields of it both
 * changed with their labels ("Answer: We ship to…"), or that it was removed; never JSON.
 */
import type { ReactNode } from "react";
import { conflictItemId } from "../../components/editor-kit/merge-list.ts";
import type { Conflict } from "../../components/editor-kit/merge.ts";
import { defaultFieldLabel, describeValue } from "../../components/editor-kit/record-editor-parts.tsx";
import { getPath, LIST_SPECS } from "./list-fields.ts";
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The legend: "FAQ “Do you ship abroad?”", else the field's name ("Font family"). */
export function conflictLabel(key: string, conflict: Conflict): string {
  const list = listOf(key);
  if (!list) return fieldLabel(key);
  const spec = LIST_SPECS[list];
  const item = (conflict.theirs ?? conflict.mine ?? conflict.base) as Item | undefined;
  const summary = item ? spec.summary(item).trim() : "";
  return summary ? `${capitalised(spec.noun)} “${summary}”` : capitalised(spec.noun);
}

/** The lines of one side: each field of the item both changed, with its label. */
function itemLines(list: ListKey, item: Item, fields: string[]): { label: string; value: unknown }[] {
  const specs = LIST_SPECS[list].fields;
  return fields
    .filter((field) => !HIDDEN.has(field) && !field.startsWith("_"))
    .flatMap((field) => {
      const inField = specs.filter((spec) => spec.path === field || spec.path.startsWith(`${field}.`));
      if (inField.length === 0) {
        const label = field === "order" ? "Position" : defaultFieldLabel(field);
        return [{ label, value: item[field] }];
      }
      return inField.map((spec) => ({ label: spec.label, value: getPath(item, spec.path) }));
    });
}

export function describeConflictValue(key: string, value: unknown, conflict: Conflict): ReactNode {
  const list = listOf(key);
  if (!list) return describeValue(value);
  if (value === undefined || value === null) return <em>Removed</em>;
  const lines = itemLines(list, value as Item, conflict.fields ?? []);
  if (lines.length === 0) return LIST_SPECS[list].summary(value as Item);
  return (
    <span className="block space-y-0.5">
      {lines.map(({ label, value: line }) => (
        <span key={label} className="block">
          <span className="font-medium">{label}:</span>{" "}
          {Array.isArray(line) ? line.map(String).join(", ") || <em>(empty)</em> : describeValue(line)}
        </span>
      ))}
    </span>
  );
}
