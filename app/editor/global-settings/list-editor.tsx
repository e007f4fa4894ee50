import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Label } from "../../components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { getPath, LIST_SPECS, type FieldSpec } from "./list-fields.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { TranslatedField } from "../../components/editor-kit/translated-field.tsx";
import { useRecordTranslations } from "../../components/editor-kit/translation-status.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import type { Item, ListKey } from "./settings-form.ts";

export type ListEditorProps = {
  list: ListKey;
  items: Item[];
  /** Saved records of the parent list (menu items, cookie categories), for the `parent` field. */
  parentOptions?: { id: number; name: string }[];
  /** Appends a new item and returns its key (it opens). */
  onAdd: () => string;
  onChange: (index: number, path: string, value: unknown, group?: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The form's error at an item's field (`path` as in the list's FieldSpec); an item with one opens. */
  errorAt?: (index: number, path: string) => string | undefined;
  /** A list item's translation to open first (a link of the Translations page): that item opens. */
  focus?: TranslationFocus | null;
};

/**
 * One list of Global Settings: each item a row (summary, move up/down, delete) that opens to its
 * fields; Add appends a new item, opened. Reordering renumbers the order (steps of 10 for menus).
 * A locked item (the essential cookie category) says why on its row; its locked fields and its
 * Delete are disabled.
 */
export function ListEditor({
  list,
  items,
  parentOptions = [],
  onAdd,
  onChange,
  onMove,
  onRemove,
  errorAt = () => undefined,
  focus = null,
}: ListEditorProps) {
  const spec = LIST_SPECS[list];
  const ui = useUiLanguage();
  const headingId = useId();
  const noteId = useId();
  const focused = focus?.record !== undefined ? items.find((item) => item.id === focus.record) : undefined;
  const [open, setOpen] = useState<Set<string>>(() => new Set(focused ? [String(focused.id)] : []));
  const keyOf = (item: Item, index: number) => String(item._key ?? item.id ?? `i${index}`);

  function toggle(key: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={spec.note ? noteId : undefined}
      className="space-y-2"
      data-list={list}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-gray-900">
          {spec.heading(ui)}{" "}
          <span className="font-normal text-gray-600">
            {m.editors_gsCount({ count: new Intl.NumberFormat(ui.locale).format(items.length) }, ui)}
          </span>
        </h4>
        {spec.canAdd && spec.add && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const key = onAdd();
              setOpen((current) => new Set(current).add(key));
            }}
            disabled={Boolean(spec.parent) && parentOptions.length === 0}
          >
            <Plus aria-hidden="true" className="size-4" /> {spec.add(ui)}
          </Button>
        )}
      </div>
      {spec.note && (
        <p id={noteId} className="text-xs text-gray-600">
          {spec.note(ui)}
        </p>
      )}
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-600">{spec.empty(ui)}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item, index) => {
            const key = keyOf(item, index);
            const expanded = open.has(key) || spec.fields.some((field) => errorAt(index, field.path));
            const parent = spec.parent
              ? parentOptions.find((option) => option.id === item[spec.parent!.path])?.name
              : null;
            const own = spec.summary(item, ui).trim() || spec.fresh(ui);
            const summary = parent ? m.editors_gsInParent({ summary: own, parent }, ui) : own;
            const locked = spec.locked?.(item) ?? null;
            const reasonId = `${list}-${key}-locked`;
            return (
              <li key={key} className="rounded-lg border border-gray-200 bg-white" data-item={summary}>
                <div className="flex items-center gap-1 p-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="min-w-0 flex-1 justify-start"
                    aria-expanded={expanded}
                    onClick={() => toggle(key)}
                  >
                    {expanded ? (
                      <ChevronDown aria-hidden="true" className="size-4" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                    )}
                    <span className="truncate">{summary}</span>
                    {item.id === undefined && (
                      <span className="ms-1 text-xs text-emerald-800">{m.editors_gsNewBadge({}, ui)}</span>
                    )}
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={m.editors_gsMoveUp({ name: summary }, ui)}
                    disabled={index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={m.editors_gsMoveDown({ name: summary }, ui)}
                    disabled={index === items.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={m.editors_gsDeleteNamed({ name: summary }, ui)}
                    aria-describedby={locked ? reasonId : undefined}
                    title={locked?.reason(ui)}
                    disabled={Boolean(locked)}
                    onClick={() => onRemove(index)}
                  >
                    <Trash2 aria-hidden="true" className={locked ? "text-gray-400" : "text-red-700"} />
                  </Button>
                </div>
                {locked && (
                  <p id={reasonId} className="px-3 pb-2 text-xs text-gray-600">
                    {locked.reason(ui)}
                  </p>
                )}
                {expanded && (
                  <ItemFields
                    list={list}
                    item={item}
                    fields={spec.fields}
                    parentOptions={parentOptions}
                    idPrefix={`${list}-${key}`}
                    lockedFields={locked?.fields}
                    reasonId={reasonId}
                    errorAt={(path) => errorAt(index, path)}
                    dataField={(path) => `lists.${list}.${index}.${path}`}
                    onChange={(path, value, group) => onChange(index, path, value, group)}
                    focus={item === focused ? focus : null}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * An opened item's fields. A text with a `<field>_translation` map beside it (decision 069) gets its
 * language switcher, with the item's saved states (missing / stale) once the item is saved.
 */
function ItemFields({
  list,
  item,
  fields,
  parentOptions,
  idPrefix,
  lockedFields = [],
  reasonId,
  errorAt,
  dataField,
  onChange,
  focus,
}: {
  list: ListKey;
  item: Item;
  fields: FieldSpec[];
  parentOptions: { id: number; name: string }[];
  idPrefix: string;
  lockedFields?: string[];
  reasonId: string;
  errorAt: (path: string) => string | undefined;
  dataField: (path: string) => string;
  onChange: (path: string, value: unknown, group?: string) => void;
  focus: TranslationFocus | null;
}) {
  const translations = useRecordTranslations(list, typeof item.id === "number" ? item.id : null);
  const ui = useUiLanguage();
  return (
    <div className="grid gap-3 border-t border-gray-200 p-3 sm:grid-cols-2">
      {fields.map((field) => {
        const control = (
          <FieldControl
            key={field.path}
            field={field}
            value={getPath(item, field.path)}
            parentOptions={parentOptions}
            idPrefix={idPrefix}
            lockedBy={lockedFields.includes(field.path) ? reasonId : undefined}
            error={errorAt(field.path)}
            dataField={dataField(field.path)}
            onChange={(value, group) => onChange(field.path, value, group)}
          />
        );
        const map = getPath(item, `${field.path}_translation`);
        if ((field.kind !== "text" && field.kind !== "textarea") || !isTextMap(map)) return control;
        const source = getPath(item, field.path);
        return (
          <TranslatedField
            key={field.path}
            label={field.label(ui)}
            field={field.path}
            source={typeof source === "string" ? source : ""}
            value={map}
            onChange={(value) => onChange(`${field.path}_translation`, value, `${idPrefix}-${field.path}-translation`)}
            record={translations}
            focusLocale={focus?.field === field.path ? focus.locale : null}
            multiline={field.kind === "textarea"}
            maxLength={field.maxLength}
            className={field.kind === "textarea" ? "sm:col-span-2" : undefined}
          >
            {control}
          </TranslatedField>
        );
      })}
    </div>
  );
}

const isTextMap = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function FieldControl({
  field,
  value,
  parentOptions,
  idPrefix,
  lockedBy,
  error,
  dataField,
  onChange,
}: {
  field: FieldSpec;
  value: unknown;
  parentOptions: { id: number; name: string }[];
  idPrefix: string;
  /** The id of the text saying why this field is read-only (it is disabled). */
  lockedBy?: string;
  /** The form's message for this field, shown under it. */
  error?: string;
  /** The form's name of the field (a failed submit focuses `[data-field=…]`). */
  dataField: string;
  onChange: (value: unknown, group?: string) => void;
}) {
  const ui = useUiLanguage();
  const id = `${idPrefix}-${field.path.replace(/\./g, "-")}`;
  const group = id;
  const errorId = `${id}-error`;
  const describedBy = [lockedBy, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const invalid = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "data-field": dataField,
  };
  const message = error ? (
    <p id={errorId} className="text-xs font-medium text-red-700">
      {error}
    </p>
  ) : null;
  const label = (
    <Label htmlFor={id}>
      {field.label(ui)}
      {field.required && (
        <span className="ms-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
  switch (field.kind) {
    case "switch":
      return (
        <div className="flex items-center gap-2">
          <Switch id={id} checked={value === true} onCheckedChange={(checked) => onChange(checked)} />
          {label}
        </div>
      );
    case "textarea":
      return (
        <div className="space-y-1.5 sm:col-span-2">
          {label}
          <Textarea
            id={id}
            value={typeof value === "string" ? value : ""}
            maxLength={field.maxLength}
            rows={3}
            {...invalid}
            onChange={(event) => onChange(event.target.value, group)}
          />
          {message}
        </div>
      );
    case "lines":
      return (
        <div className="space-y-1.5 sm:col-span-2">
          {label}
          <Textarea
            id={id}
            showCount={false}
            value={Array.isArray(value) ? value.join("\n") : ""}
            rows={3}
            onChange={(event) =>
              onChange(
                event.target.value.split("\n").map((line) => line.trimStart()),
                group,
              )
            }
            onBlur={(event) =>
              onChange(
                event.target.value
                  .split("\n")
                  .map((line) => line.trim())
                  .filter(Boolean),
                group,
              )
            }
          />
        </div>
      );
    case "number":
      return (
        <div className="space-y-1.5">
          {label}
          <Input
            id={id}
            type="number"
            min={0}
            step={1}
            value={typeof value === "number" ? String(value) : ""}
            {...invalid}
            onChange={(event) =>
              onChange(event.target.value === "" ? null : Math.max(0, Math.round(Number(event.target.value))), group)
            }
          />
          {message}
        </div>
      );
    case "select":
    case "parent": {
      const options =
        field.kind === "parent"
          ? parentOptions.map((option) => ({ value: String(option.id), label: option.name }))
          : (field.options ?? []).map((option) => ({ value: option.value, label: option.label(ui) }));
      return (
        <div className="space-y-1.5">
          {label}
          <Select
            value={value === undefined || value === null ? undefined : String(value)}
            onValueChange={(next) => onChange(field.kind === "parent" ? Number(next) : next)}
          >
            <SelectTrigger id={id} className="w-full" {...invalid}>
              <SelectValue placeholder={m.editors_gsChoose({}, ui)} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {message}
        </div>
      );
    }
    default:
      return (
        <div className="space-y-1.5">
          {label}
          <Input
            id={id}
            value={typeof value === "string" ? value : ""}
            maxLength={field.maxLength}
            required={field.required}
            disabled={Boolean(lockedBy)}
            {...invalid}
            onChange={(event) => onChange(event.target.value, group)}
          />
          {message}
        </div>
      );
  }
}
