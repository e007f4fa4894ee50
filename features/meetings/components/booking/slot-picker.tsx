import { useEffect, useId, useState } from "react";
import { Button } from "../../../../app/components/ui/plain-controls.tsx";
import type { BookingTexts } from "./booking-texts.ts";
import {
  allTimeZones,
  bookingErrorText,
  fetchSlots,
  formatDay,
  formatTime,
  todayIn,
  type Moving,
  type SlotView,
} from "./booking-api.ts";

const WEEK = 7;

/**
 * Free slots of one meeting type for a week, grouped by day in the visitor's time zone (changeable),
 * with the organization's zone named. Slots are toggle buttons: Tab reaches them, Enter or Space
 * picks one, and the choice is announced (aria-pressed).
 */
export function SlotPicker({
  typeId,
  organizationZone,
  timeZone,
  onTimeZone,
  locale,
  selected,
  onSelect,
  refreshKey,
  texts,
  moving,
}: {
  typeId: number;
  organizationZone: string;
  timeZone: string;
  onTimeZone(zone: string): void;
  locale: string;
  selected: string | null;
  onSelect(slot: SlotView): void;
  /** Changes to fetch again (after a slot was taken). */
  refreshKey: number;
  texts: BookingTexts;
  /** Rescheduling this booking: its own time does not block the times beside it. */
  moving?: Moving;
}) {
  const zoneId = useId();
  const [week, setWeek] = useState(0);
  // The answer belongs to one request; another request in flight shows as loading.
  const requestKey = `${typeId}|${timeZone}|${week}|${refreshKey}`;
  const [result, setResult] = useState<{ key: string; slots?: SlotView[]; failure?: { reason: unknown } }>({
    key: "",
  });

  useEffect(() => {
    let live = true;
    fetchSlots(typeId, timeZone, todayIn(timeZone, week * WEEK), todayIn(timeZone, (week + 1) * WEEK), moving)
      .then((found) => live && setResult({ key: requestKey, slots: found }))
      .catch((reason: unknown) => live && setResult({ key: requestKey, failure: { reason } }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `moving` is fixed for the picker's life
  }, [typeId, timeZone, week, requestKey]);

  const current = result.key === requestKey ? result : { key: requestKey };
  const slots = current.slots ?? null;
  const error = current.failure ? bookingErrorText(current.failure.reason, texts) : null;

  const days = new Map<string, SlotView[]>();
  for (const slot of slots ?? []) {
    const day = formatDay(slot.start, timeZone, locale);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }

  return (
    <section aria-labelledby={`${zoneId}-title`} className="mt-6">
      <h2 id={`${zoneId}-title`} className="text-lg font-semibold text-gray-900">
        {texts.chooseTime}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={zoneId} className="text-sm font-medium text-gray-700">
            {texts.yourTimeZone}
          </label>
          <select
            id={zoneId}
            value={timeZone}
            onChange={(event) => onTimeZone(event.target.value)}
            className="rounded-md border border-gray-300 px-3 py-2 text-sm"
          >
            {allTimeZones(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-gray-600">
          {texts.ourTimeZone} <span data-testid="organization-zone">{organizationZone.replaceAll("_", " ")}</span>
        </p>
        <div className="ms-auto flex gap-2">
          <Button variant="outline" disabled={week === 0} onClick={() => setWeek((value) => Math.max(0, value - 1))}>
            {texts.earlier}
          </Button>
          <Button variant="outline" onClick={() => setWeek((value) => value + 1)}>
            {texts.later}
          </Button>
        </div>
      </div>
      <div aria-live="polite" className="mt-4">
        {error ? (
          <p role="alert" className="text-red-600">
            {error}
          </p>
        ) : slots === null ? (
          <p aria-busy="true" className="text-gray-600">
            {texts.loadingTimes}
          </p>
        ) : slots.length === 0 ? (
          <p className="text-gray-600">{texts.noTimes}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {[...days.entries()].map(([day, list]) => (
              <fieldset key={day} className="rounded-lg border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold text-gray-800">{day}</legend>
                <div className="flex flex-wrap gap-2">
                  {list.map((slot) => (
                    <button
                      key={slot.start}
                      type="button"
                      aria-pressed={selected === slot.start}
                      data-slot-start={slot.start}
                      title={`${formatTime(slot.start, organizationZone, locale)} ${organizationZone}`}
                      onClick={() => onSelect(slot)}
                      className={
                        selected === slot.start
                          ? "rounded-md border border-sky-700 bg-sky-700 px-3 py-1.5 text-sm font-medium text-white"
                          : "rounded-md border border-gray-300 px-3 py-1.5 text-sm text-gray-800 hover:border-sky-600 focus-visible:outline-2 focus-visible:outline-sky-600"
                      }
                    >
                      {formatTime(slot.start, timeZone, locale)}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
