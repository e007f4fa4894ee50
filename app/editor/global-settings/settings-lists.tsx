import type { RecordEditor } from "../../components/editor-kit/use-record-editor.ts";
import { ListEditor } from "./list-editor.tsx";
import type { TranslationFocus } from "../editor-requests.ts";
import { LIST_SPECS, setPath } from "./list-fields.ts";
import {
  addItem,
  moveItem,
  newKey,
  removeItem,
  type Item,
  type ListKey,
  type OrganizationData,
  type SettingsForm,
} from "./settings-form.ts";

/**
 * The lists of one Global Settings tab, each edited in the record editor's draft (one undo step per
 * edit, typing grouped per field), with the form's errors at their fields.
 */
export function SettingsLists({
  lists,
  form,
  editor,
  errorOf,
  focus = null,
}: {
  lists: ListKey[];
  form: SettingsForm;
  editor: RecordEditor<SettingsForm, OrganizationData>;
  errorOf: (name: string) => string | undefined;
  /** A list item's translation to open first (a link of the Translations page). */
  focus?: TranslationFocus | null;
}) {
  const editList = (change: (current: SettingsForm) => SettingsForm, group?: string) =>
    editor.set(change, group ? { group } : undefined);
  return lists.map((list) => {
    const parent = LIST_SPECS[list].parent;
    // Only saved records can be chosen: a new one has no id until the save.
    const parentOptions = parent
      ? form.lists[parent.list]
          .filter((record) => typeof record.id === "number")
          .map((record) => ({ id: record.id as number, name: String(record[parent.name] ?? "") }))
      : [];
    return (
      <ListEditor
        key={list}
        list={list}
        items={form.lists[list]}
        focus={focus}
        parentOptions={parentOptions}
        errorAt={(index, path) => errorOf(`lists.${list}.${index}.${path}`)}
        onAdd={() => {
          const key = newKey();
          const blank: Item = { ...LIST_SPECS[list].blank, _key: key };
          if (parent) blank[parent.path] = parentOptions[0]?.id;
          editList((current) => addItem(current, list, blank));
          return key;
        }}
        onChange={(index, path, value, group) =>
          editList(
            (current) => ({
              ...current,
              lists: {
                ...current.lists,
                [list]: current.lists[list].map((entry, i) => (i === index ? setPath(entry, path, value) : entry)),
              },
            }),
            group,
          )
        }
        onMove={(from, to) => editList((current) => moveItem(current, list, from, to))}
        onRemove={(index) => editList((current) => removeItem(current, list, index))}
      />
    );
  });
}
