import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import type { Interval, Weekday } from "../../../features/meetings/shared/meetings.ts";
import { WEEK, weekdayName, type MeetingTypeForm } from "../../../features/meetings/editor/meeting-type-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";

/** One day's time ranges: start and end inputs per range, add and remove. Empty means closed. */
function IntervalsEditor({
  idPrefix,
  label,
  intervals,
  onChange,
}: {
  idPrefix: string;
  label: string;
  intervals: Interval[];
  onChange: (next: Interval[]) => void;
}) {
  const set = (index: number, field: keyof Interval, value: string) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)));
  const last = intervals[intervals.length - 1];
  const ui = useUiLanguage();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {intervals.length === 0 && <span className="text-sm text-gray-600">{m.fields_postMeetingClosed({}, ui)}</span>}
      {intervals.map((interval, index) => (
        <span key={index} className="flex items-center gap-1" data-interval={`${label} ${index + 1}`}>
          <Input
            id={`${idPrefix}-${index}-start`}
            type="time"
            className="w-28"
            aria-label={m.fields_postMeetingRangeFrom({ label, n: index + 1 }, ui)}
            value={interval.start}
            onChange={(event) => set(index, "start", event.target.value)}
          />
          <span aria-hidden="true">–</span>
          <Input
            id={`${idPrefix}-${index}-end`}
            type="time"
            className="w-28"
            aria-label={m.fields_postMeetingRangeUntil({ label, n: index + 1 }, ui)}
            value={interval.end === "24:00" ? "23:59" : interval.end}
            onChange={(event) => set(index, "end", event.target.value === "23:59" ? "24:00" : event.target.value)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={m.fields_postMeetingRangeRemove({ label, n: index + 1 }, ui)}
            onClick={() => onChange(intervals.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        </span>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={m.fields_postMeetingAddHoursTo({ label }, ui)}
        onClick={() =>
          onChange([
            ...intervals,
            last
              ? { start: last.end === "24:00" ? "23:00" : last.end, end: "24:00" }
              : { start: "09:00", end: "17:00" },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" /> {m.fields_postMeetingAddHours({}, ui)}
      </Button>
    </div>
  );
}

/** A day's or override's problem, as the API's rules word it ("must end after it starts"). */
function DayError({ message, label }: { message: string | undefined; label: string }) {
  const ui = useUiLanguage();
  if (!message) return null;
  return (
    <p className="basis-full text-xs font-medium text-red-700 sm:col-span-2">
      {m.fields_postMeetingDayError({ label, message }, ui)}
    </p>
  );
}

/** Weekly availability (wall-clock hours in the type's zone), Monday to Sunday. */
export function WeeklyHoursEditor({
  value,
  timeZone,
  errorOf = () => undefined,
  onChange,
}: {
  value: MeetingTypeForm["weekly_hours"];
  timeZone: string;
  /** The form's message for a day's hours (the API's rules), shown under the day. */
  errorOf?: (day: Weekday) => string | undefined;
  onChange: (next: MeetingTypeForm["weekly_hours"]) => void;
}) {
  const ui = useUiLanguage();
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-gray-900">
        {m.fields_postMeetingWeeklyIn({ zone: timeZone }, ui)}
      </legend>
      <ul className="space-y-2">
        {WEEK.map(({ day }, dayIndex) => {
          const label = weekdayName(dayIndex, ui.locale);
          return (
            <li key={day} className="grid items-center gap-2 sm:grid-cols-[7rem_1fr]">
              <span className="text-sm font-medium text-gray-800">{label}</span>
              <IntervalsEditor
                idPrefix={`mt-week-${day}`}
                label={label}
                intervals={value[day] ?? []}
                onChange={(next) => onChange({ ...value, [day]: next })}
              />
              <DayError message={errorOf(day)} label={label} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Dates with other hours than the week's (no ranges: closed that day). */
export function DateOverridesEditor({
  value,
  errorOf = () => undefined,
  onChange,
}: {
  value: MeetingTypeForm["date_overrides"];
  /** The form's message for an override (the API's rules), shown under it. */
  errorOf?: (index: number) => string | undefined;
  onChange: (next: MeetingTypeForm["date_overrides"]) => void;
}) {
  const set = (index: number, next: MeetingTypeForm["date_overrides"][number]) =>
    onChange(value.map((entry, i) => (i === index ? next : entry)));
  const ui = useUiLanguage();
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="text-sm font-medium text-gray-900">{m.fields_postMeetingDateOverrides({}, ui)}</legend>
      <p className="text-xs text-gray-600">{m.fields_postMeetingOverridesHint({}, ui)}</p>
      <ul className="space-y-2">
        {value.map((entry, index) => {
          const label = entry.date || m.fields_postMeetingOverrideN({ n: index + 1 }, ui);
          return (
            <li key={index} className="flex flex-wrap items-center gap-2 rounded-md border border-gray-200 p-2">
              <Input
                type="date"
                className="w-40"
                aria-label={m.fields_postMeetingOverrideDate({ n: index + 1 }, ui)}
                value={entry.date}
                onChange={(event) => set(index, { ...entry, date: event.target.value })}
              />
              <IntervalsEditor
                idPrefix={`mt-override-${index}`}
                label={label}
                intervals={entry.intervals}
                onChange={(intervals) => set(index, { ...entry, intervals })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="ms-auto"
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" className="size-4 text-red-700" />{" "}
                {m.fields_postMeetingRemoveOverride({ label }, ui)}
              </Button>
              <DayError message={errorOf(index)} label={label} />
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onChange([...value, { date: new Date().toISOString().slice(0, 10), intervals: [] }])}
      >
        <Plus aria-hidden="true" className="size-4" /> {m.fields_postMeetingAddOverride({}, ui)}
      </Button>
    </fieldset>
  );
}
