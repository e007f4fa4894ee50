import * as m from "../../../shared/i18n/paraglide/messages.js";
import { timeZones } from "../../../shared/i18n/date-time.ts";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { PreferenceForm } from "./preference-form.tsx";

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
    <PreferenceForm
      intent="time-zone"
      id="time-zone"
      name="timeZone"
      chosen={chosen}
      texts={{
        label: m.account_timeZone({}, o),
        hint: m.account_timeZoneHint({}, o),
        browser: m.account_timeZoneBrowser({}, o),
        save: m.account_timeZoneSave({}, o),
      }}
      selectDir="ltr"
      options={timeZones().map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
      status={
        result ? (result.timeZone === "saved" ? m.account_timeZoneSaved({}, o) : m.account_timeZoneFailed({}, o)) : null
      }
    />
  );
}
