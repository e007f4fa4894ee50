import { Form } from "react-router";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { timeZones } from "../../../shared/i18n/date-time.ts";
import { ui } from "../../../shared/i18n/ui-locales.ts";

export type TimeZoneResult = { timeZone: "saved" | "failed" };

/**
 * The person's time zone on this site (decision 080): the zone of the dates and times on the editors
 * and admin screens; unset, the browser's. Labelled in the page's language. Posted to the account
 * route's action, which calls PUT /api/account/time-zone; works without scripts.
 */
export function TimeZoneForm({
  chosen,
  pageLocale,
  result,
}: {
  chosen: string | null;
  pageLocale: string;
  result?: TimeZoneResult;
}) {
  const o = ui(pageLocale);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="time-zone" />
      <label htmlFor="time-zone" className="block text-lg font-semibold text-gray-900">
        {m.account_timeZone({}, o)}
      </label>
      <p id="time-zone-hint" className="text-sm text-gray-600">
        {m.account_timeZoneHint({}, o)}
      </p>
      <select
        id="time-zone"
        name="timeZone"
        defaultValue={chosen ?? ""}
        aria-describedby="time-zone-hint"
        // Zone names are Latin-script identifiers: left to right on an Arabic page too.
        dir="ltr"
        className="max-w-full rounded-lg border border-gray-300 px-3 py-1.5 text-gray-900"
      >
        <option value="">{m.account_timeZoneBrowser({}, o)}</option>
        {timeZones().map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
      <div>
        <button
          type="submit"
          className="inline-flex items-center rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50"
        >
          {m.account_timeZoneSave({}, o)}
        </button>
      </div>
      {result && (
        <p role="status" className="text-sm text-gray-700">
          {result.timeZone === "saved" ? m.account_timeZoneSaved({}, o) : m.account_timeZoneFailed({}, o)}
        </p>
      )}
    </Form>
  );
}
