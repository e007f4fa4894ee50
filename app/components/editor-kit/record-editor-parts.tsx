/**
 * What an editor on the record-editor layer shows around its form (decision 042): who else is
 * editing, a restored local draft, the side-by-side choice of fields both people changed, and the
 * close question. `<RecordEditorNotices editor={editor} />` goes first in the dialog's body,
 * `<CloseQuestion editor={editor} />` beside the dialog.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { presenceText, type PresenceEntry } from "../../../shared/realtime/presence.ts";
import { Button } from "../ui/button.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import type { Choice, Conflict } from "./merge.ts";
import { CLOSE_QUESTION, type RecordEditor } from "./use-record-editor.ts";
import type { ListConflict } from "./use-record-list.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../ui/ui-language.tsx";
import { useDateTime } from "../use-date-time.ts";

/** A time of day in the person's language and zone (decision 080): "10:42", "午前10:42". */
function useTimeOf(): (iso: string) => string {
  const when = useDateTime();
  return (iso) => when(iso, "time");
}

/** "(empty)" in the person's language. */
export function EmptyValue() {
  return <em>{m.fields_empty({}, useUiLanguage())}</em>;
}

function OnOff({ on }: { on: boolean }) {
  const ui = useUiLanguage();
  return <>{on ? m.fields_on({}, ui) : m.fields_off({}, ui)}</>;
}

/** A field's value for the side-by-side view: text as is, colours with a swatch, no JSON braces. */
export function describeValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === "") return <EmptyValue />;
  if (typeof value === "boolean") return <OnOff on={value} />;
  if (typeof value === "string" && /^#[0-9a-f]{3,8}$/i.test(value)) {
    return (
      <span className="inline-flex items-center gap-1">
        <span aria-hidden="true" className="inline-block size-3 rounded border" style={{ background: value }} />
        {value}
      </span>
    );
  }
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${typeof item === "object" ? JSON.stringify(item) : String(item)}`)
      .join(", ");
  }
  return String(value);
}

/** "title_style.color" → "Title style › Color". */
export function defaultFieldLabel(key: string): string {
  return key
    .split(".")
    .map((part) =>
      part
        .replace(/[_-]+/g, " ")
        .replace(/([a-z])([A-Z])/g, "$1 $2")
        .toLowerCase(),
    )
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" › ");
}

/** Who else has this record open, and since when ("Ana is editing this too (since 10:42)"). */
export function PresenceNotice({ others, what }: { others: PresenceEntry[]; what?: string }) {
  const timeOf = useTimeOf();
  if (others.length === 0) return null;
  return (
    <div role="status" className="mb-3 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      {others.map((entry) => (
        <p key={entry.id}>{presenceText(entry, timeOf, what)}</p>
      ))}
    </div>
  );
}

export function RecordEditorNotices<T, R>({
  editor,
  noun,
  fieldLabel = defaultFieldLabel,
  describe = (_key, value) => describeValue(value),
}: {
  editor: RecordEditor<T, R>;
  /** "hero section", "section": in "Someone else saved this hero section". */
  noun: string;
  /** The legend of a conflict ("Font family", a list item's "FAQ “What is it?”"). */
  fieldLabel?: (key: string, conflict: Conflict) => string;
  /** A conflicting value as the owner reads it (default `describeValue`: a page order as titles). */
  describe?: (key: string, value: unknown, conflict: Conflict) => ReactNode;
}) {
  const ui = useUiLanguage();
  const timeOf = useTimeOf();
  return (
    <>
      <PresenceNotice others={editor.others} />
      {editor.restoredAt && !editor.conflict && (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <p className="me-auto">{m.fields_restoredDraft({ time: timeOf(editor.restoredAt) }, ui)}</p>
          <Button variant="outline" size="sm" onClick={editor.discardDraft}>
            {m.fields_discardDraft({}, ui)}
          </Button>
        </div>
      )}
      {editor.conflict && <ConflictChoices editor={editor} noun={noun} fieldLabel={fieldLabel} describe={describe} />}
    </>
  );
}

function ConflictChoices<T, R>({
  editor,
  noun,
  fieldLabel,
  describe,
}: {
  editor: RecordEditor<T, R>;
  noun: string;
  fieldLabel: (key: string, conflict: Conflict) => string;
  describe: (key: string, value: unknown, conflict: Conflict) => ReactNode;
}) {
  const ui = useUiLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const conflict = editor.conflict!;
  const allChosen = conflict.conflicts.every((item) => conflict.choices[item.key]);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="mb-3 space-y-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-gray-900"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold">
        {conflict.conflicts.length === 1 ? m.fields_conflictOne({ noun }, ui) : m.fields_conflictMany({ noun }, ui)}
      </h3>
      <p>{m.fields_conflictExplain({}, ui)}</p>
      {conflict.conflicts.map((item) => (
        <ConflictField
          key={item.key}
          item={item}
          label={fieldLabel(item.key, item)}
          choice={conflict.choices[item.key]}
          onChoose={(choice) => editor.choose(item.key, choice)}
          describe={describe}
        />
      ))}
      <Button onClick={() => void editor.applyChoices()} disabled={!allChosen || editor.saving}>
        {editor.saving ? m.editor_saving({}, ui) : m.fields_saveWithChoices({}, ui)}
      </Button>
    </section>
  );
}

/** One field both people changed: Theirs (saved) and Mine side by side, as radio buttons. */
export function ConflictField({
  item,
  label,
  choice,
  onChoose,
  describe = (_key, value) => describeValue(value),
}: {
  item: Conflict;
  label: string;
  choice: "mine" | "theirs" | undefined;
  onChoose: (choice: "mine" | "theirs") => void;
  describe?: (key: string, value: unknown, conflict: Conflict) => ReactNode;
}) {
  const ui = useUiLanguage();
  const name = useId();
  return (
    <fieldset className="rounded border border-amber-300 bg-white p-2">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["theirs", "mine"] as const).map((side) => (
          <label key={side} className="flex items-start gap-2 rounded border p-2 has-[:checked]:border-sky-600">
            <input
              type="radio"
              name={name}
              value={side}
              checked={choice === side}
              onChange={() => onChoose(side)}
              className="mt-1"
            />
            <span>
              <span className="block font-medium">
                {side === "theirs" ? m.fields_theirs({}, ui) : m.fields_mine({}, ui)}
              </span>
              <span className="block break-words">
                {describe(item.key, side === "theirs" ? item.theirs : item.mine, item)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "You have unsaved changes…" before the editor closes; Close keeps the local draft. */
export function CloseQuestion<T, R>({ editor }: { editor: RecordEditor<T, R> }) {
  const ui = useUiLanguage();
  const question = editor.closeQuestion;
  return (
    <ConfirmDialog
      open={question.open}
      onOpenChange={(open) => {
        if (!open) question.dismiss();
      }}
      title={m.editor_unsavedChanges({}, ui)}
      // The kit's own question in the person's language; an editor's own question as it gave it.
      text={question.text === CLOSE_QUESTION ? m.editor_closeQuestion({}, ui) : question.text}
      variant="default"
      cancelLabel={m.editor_keepEditing({}, ui)}
      confirmLabel={m.editor_close({}, ui)}
      onConfirm={question.confirm}
    />
  );
}

/**
 * An entry of a list (a menu item, a metric) both people changed, for a change saved at once: each
 * field side by side, saved once every field has a choice, or left as they saved it.
 */
export function ListConflictView({
  list,
  fieldLabel = defaultFieldLabel,
}: {
  list: {
    conflict: ListConflict | null;
    choose: (key: string, choice: Choice) => void;
    applyChoices: () => Promise<boolean>;
    dismissConflict: () => void;
    resolving: boolean;
  };
  fieldLabel?: (key: string) => string;
}) {
  const ui = useUiLanguage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const conflict = list.conflict;
  useEffect(() => {
    heading.current?.focus();
  }, [conflict?.id, conflict?.noun]);
  if (!conflict) return null;
  const allChosen = conflict.conflicts.every((item) => conflict.choices[item.key]);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-gray-900"
    >
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-semibold">
        {conflict.conflicts.length === 1
          ? m.fields_listConflictOne({ noun: conflict.noun, name: conflict.name }, ui)
          : m.fields_listConflictMany({ noun: conflict.noun, name: conflict.name }, ui)}
      </h4>
      <p>{m.fields_listConflictExplain({}, ui)}</p>
      {conflict.conflicts.map((item) => (
        <ConflictField
          key={item.key}
          item={item}
          label={fieldLabel(item.key)}
          choice={conflict.choices[item.key]}
          onChoose={(choice) => list.choose(item.key, choice)}
        />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void list.applyChoices()} disabled={!allChosen || list.resolving}>
          {list.resolving ? m.editor_saving({}, ui) : m.fields_saveWithChoices({}, ui)}
        </Button>
        <Button variant="outline" onClick={list.dismissConflict} disabled={list.resolving}>
          {m.fields_keepTheirs({}, ui)}
        </Button>
      </div>
    </section>
  );
}
