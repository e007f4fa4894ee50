import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * One personal setting on /account chosen from a list (the UI language, the time zone): a labelled
 * select whose first option means "the browser's", a save button, and the outcome the account
 * route's action reports. A plain form posted to that action: it works without scripts.
 */
export function PreferenceForm({
  intent,
  id,
  name,
  chosen,
  texts,
  options,
  selectDir,
  status,
}: {
  intent: string;
  id: string;
  name: string;
  chosen: string | null;
  texts: { label: string; hint: string; browser: string; save: string };
  options: ReactNode;
  /** A list of Latin-script identifiers reads left to right on an Arabic page too. */
  selectDir?: "ltr";
  status: string | null;
}) {
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="block text-lg font-semibold text-gray-900">
        {texts.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {texts.hint}
      </p>
      <select
        id={id}
        name={name}
        defaultValue={chosen ?? ""}
        aria-describedby={`${id}-hint`}
        dir={selectDir}
        className="max-w-full rounded-lg border border-gray-300 px-3 py-1.5 text-gray-900"
      >
        <option value="">{texts.browser}</option>
        {options}
      </select>
      <div>
        <button
          type="submit"
          className="inline-flex items-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {texts.save}
        </button>
      </div>
      {status && (
        <p role="status" className="text-sm text-gray-700">
          {status}
        </p>
      )}
    </Form>
  );
}
