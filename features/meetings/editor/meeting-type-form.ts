import type { ApiSchema } from "../../../app/api-client/client.ts";
import type { Interval, Weekday } from "../shared/meetings.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/** A meeting type as `/api/meeting-types` answers it (every field; editing-tools §2.8). */
export type MeetingTypeRecord = ApiSchema<"MeetingType">;

/** The editable part, as the form holds it. */
export type MeetingTypeForm = Omit<MeetingTypeRecord, "id" | "created_at" | "updated_at" | "display_order">;

/** Monday first, as people read a week. */
export const WEEK: { day: Weekday; label: string }[] = [
  { day: "mon", label: "Monday" },
  { day: "tue", label: "Tuesday" },
  { day: "wed", label: "Wednesday" },
  { day: "thu", label: "Thursday" },
  { day: "fri", label: "Friday" },
  { day: "sat", label: "Saturday" },
  { day: "sun", label: "Sunday" },
];

const WORKING_DAY: Interval[] = [{ start: "09:00", end: "17:00" }];

/** A new type: 30 minutes, weekdays 9 to 5 in the organization's zone, enabled. */
export function blankMeetingType(timeZone: string, hosts: string[]): MeetingTypeForm {
  return {
    name: "",
    name_translation: {},
    description: "",
    description_translation: {},
    duration_minutes: 30,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    minimum_notice_minutes: 120,
    booking_horizon_days: 60,
    time_zone: timeZone,
    weekly_hours: { mon: WORKING_DAY, tue: WORKING_DAY, wed: WORKING_DAY, thu: WORKING_DAY, fri: WORKING_DAY },
    date_overrides: [],
    host_user_ids: hosts,
    is_enabled: true,
    admit_automatically: false,
  };
}

/** The editable fields of a record (the API's answer also carries id, timestamps and order). */
export function formOf(record: MeetingTypeRecord): MeetingTypeForm {
  return {
    name: record.name,
    name_translation: { ...(record.name_translation ?? {}) },
    description: record.description ?? "",
    description_translation: { ...(record.description_translation ?? {}) },
    duration_minutes: record.duration_minutes,
    buffer_before_minutes: record.buffer_before_minutes,
    buffer_after_minutes: record.buffer_after_minutes,
    minimum_notice_minutes: record.minimum_notice_minutes,
    booking_horizon_days: record.booking_horizon_days,
    time_zone: record.time_zone,
    weekly_hours: { ...(record.weekly_hours ?? {}) },
    date_overrides: [...(record.date_overrides ?? [])],
    host_user_ids: [...(record.host_user_ids ?? [])],
    is_enabled: record.is_enabled,
    admit_automatically: record.admit_automatically,
  };
}

/** What the API receives: empty translations and empty days left out. */
export function payloadOf(form: MeetingTypeForm): Record<string, unknown> {
  const clean = (translations: Record<string, string>) =>
    Object.fromEntries(Object.entries(translations).filter(([, value]) => value.trim() !== ""));
  const weekly = Object.fromEntries(
    Object.entries(form.weekly_hours).filter(([, intervals]) => intervals && intervals.length > 0),
  );
  return {
    ...form,
    name: form.name.trim(),
    name_translation: clean(form.name_translation),
    description_translation: clean(form.description_translation),
    weekly_hours: weekly,
    date_overrides: [...form.date_overrides].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

export function sameForm(a: MeetingTypeForm | null, b: MeetingTypeForm | null): boolean {
  return JSON.stringify(a && payloadOf(a)) === JSON.stringify(b && payloadOf(b));
}

/** The name of the week's `index`th day (0: Monday) in the person's language; 2024-01-01 was a Monday. */
export function weekdayName(index: number, locale: UiLocale = "en", width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + index));
}

/** "Mon 09:00–17:00; Tue …" for a type's row. */
export function weeklySummary(weekly: MeetingTypeForm["weekly_hours"], locale: UiLocale = "en"): string {
  const days = WEEK.map((entry, index) => ({ ...entry, index })).filter(({ day }) => (weekly[day] ?? []).length > 0);
  const parts = days.map(
    ({ day, index }) =>
      `${weekdayName(index, locale, "short")} ${weekly[day]!.map((i) => `${i.start}–${i.end}`).join(", ")}`,
  );
  return parts.join("; ") || m.fields_postMeetingNoWeeklyHours({}, { locale });
}

/** The zones the browser knows, for the time-zone field's suggestions. */
export function timeZones(): string[] {
  try {
    return (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf("timeZone");
  } catch {
    return ["UTC", "Europe/Berlin", "America/New_York"];
  }
}
