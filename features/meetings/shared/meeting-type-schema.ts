import { z } from "zod";
import { flag, text, translations } from "../../../shared/schemas/field-rules.ts";
import {
  DATE_PATTERN,
  isTimeZone,
  isWithinBookingReach,
  MAX_BOOKING_HORIZON_DAYS,
  minutesOf,
  TIME_PATTERN,
  WEEKDAYS,
  type WeeklyHours,
} from "./meetings.ts";

/**
 * A meeting type's field rules (decision 036), used by the API (features/meetings/server/api/
 * meetings.schemas.ts builds the POST and PUT bodies from them) and by the Meeting Types form of
 * Global Settings (decision 042): one set of rules and messages.
 */

export const timeZone = z.string({ error: "must be a time zone" }).refine(isTimeZone, {
  message: "must be a time zone like Europe/Berlin or America/New_York",
  params: { rule: "time_zone" },
});

const REACH = {
  message: `must be within ${MAX_BOOKING_HORIZON_DAYS} days of today`,
  params: { rule: "within_days", maximum: MAX_BOOKING_HORIZON_DAYS },
};

/** A booking's time (or a move's): an ISO instant with its offset, within the booking horizon's reach. */
export const bookingInstant = z.iso
  .datetime({ offset: true, error: "must be an ISO date-time with offset" })
  .refine((value) => isWithinBookingReach(Date.parse(value)), REACH);

/** A listing's bound: a date (YYYY-MM-DD, read in a zone) or an instant with its offset, within reach. */
export const bookingDateOrInstant = z
  .string({ error: "must be a date or a date-time" })
  .max(40)
  .refine(
    (value) => DATE_PATTERN.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success,
    "must be a date YYYY-MM-DD or an ISO date-time with offset",
  )
  // A date's midnight differs from UTC's by at most a day: within reach is judged at UTC noon.
  .refine(
    (value) => isWithinBookingReach(DATE_PATTERN.test(value) ? Date.parse(`${value}T12:00:00Z`) : Date.parse(value)),
    REACH,
  );

const minutes = (max: number) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(max, `must be at most ${max}`);

const interval = z
  .strictObject({
    start: z.string({ error: "must be HH:MM" }).regex(TIME_PATTERN, "must be HH:MM"),
    end: z.string({ error: "must be HH:MM" }).regex(TIME_PATTERN, "must be HH:MM"),
  })
  .refine((value) => minutesOf(value.start) < minutesOf(value.end), {
    message: "must end after it starts",
    params: { rule: "end_after_start" },
  });

const intervals = z
  .array(interval, { error: "must be a list of { start, end }" })
  .max(12, "must hold at most 12 intervals")
  .refine(
    (list) => {
      const sorted = [...list].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
      return sorted.every((item, index) => index === 0 || minutesOf(sorted[index - 1]!.end) <= minutesOf(item.start));
    },
    { message: "must not overlap", params: { rule: "no_overlap" } },
  );

const weeklyHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, intervals.optional()])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodOptional<typeof intervals>
  >,
) as unknown as z.ZodType<WeeklyHours>;

const dateOverrides = z
  .array(
    z.strictObject({
      date: z.string({ error: "must be a date" }).regex(DATE_PATTERN, "must be a date YYYY-MM-DD"),
      intervals,
    }),
  )
  .max(366, "must hold at most 366 dates");

const hostIds = z.array(text(100).min(1, "must not be empty"), { error: "must be a list of user ids" }).max(50);

export const meetingTypeFieldRules = {
  name: text(200).trim().min(1, "Name is required."),
  name_translation: translations(200),
  description: text(2000),
  description_translation: translations(2000),
  duration_minutes: minutes(480).min(5, "must be at least 5"),
  buffer_before_minutes: minutes(240),
  buffer_after_minutes: minutes(240),
  minimum_notice_minutes: minutes(60 * 24 * 30),
  booking_horizon_days: minutes(MAX_BOOKING_HORIZON_DAYS).min(1, "must be at least 1"),
  time_zone: timeZone,
  weekly_hours: weeklyHours,
  date_overrides: dateOverrides,
  host_user_ids: hostIds,
  is_enabled: flag,
  admit_automatically: flag,
  display_order: minutes(10_000),
};

/** The Meeting Types form: every field but the order (the list keeps that). */
const { display_order: _order, ...formFields } = meetingTypeFieldRules;
export const meetingTypeFormSchema = z.object(formFields);
