import { z } from "@hono/zod-openapi";
import { AUTH_MESSAGES, EMAIL_MAX, isEmail } from "../../../../shared/rules/auth-rules.ts";
import { WEEKDAYS } from "../../shared/meetings.ts";
import {
  bookingDateOrInstant,
  bookingInstant,
  meetingTypeFieldRules,
  timeZone,
} from "../../shared/meeting-type-schema.ts";
import { changesSomething } from "../../../../server/api/content/content.schemas.ts";
import { flag, id, organizationId, translations, version } from "../../../../server/api/fields.ts";
import { personName } from "../../../../shared/schemas/field-rules.ts";

// The meeting type's field rules live in shared/ (the Meeting Types form checks them too, decision 042);
// the translations keep their OpenAPI description.
const meetingTypeFields = {
  ...meetingTypeFieldRules,
  name_translation: translations(200),
  description_translation: translations(2000),
};

export const createMeetingTypeBodySchema = z
  .strictObject({
    ...meetingTypeFields,
    ...Object.fromEntries(
      Object.entries(meetingTypeFields)
        .filter(([key]) => key !== "name")
        .map(([key, schema]) => [key, schema.optional()]),
    ),
    organization_id: organizationId.optional(),
  })
  .openapi("MeetingTypeCreate") as unknown as z.ZodType<
  { name: string; organization_id?: number } & Partial<Record<string, unknown>>
>;

export const updateMeetingTypeBodySchema = z
  .strictObject({
    ...Object.fromEntries(Object.entries(meetingTypeFields).map(([key, schema]) => [key, schema.optional()])),
    organization_id: organizationId.optional(),
    updated_at: version.optional(),
  })
  .superRefine(changesSomething)
  .openapi("MeetingTypeUpdate") as unknown as z.ZodType<
  { organization_id?: number; updated_at?: string } & Partial<Record<string, unknown>>
>;

const intervalAnswer = z.object({ start: z.string(), end: z.string() });

/** A meeting type as the API answers it (meeting-type-entity.ts `meetingTypeRecord`): every field. */
export const meetingTypeRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    name_translation: z.record(z.string(), z.string()),
    description: z.string(),
    description_translation: z.record(z.string(), z.string()),
    duration_minutes: z.number(),
    buffer_before_minutes: z.number(),
    buffer_after_minutes: z.number(),
    minimum_notice_minutes: z.number(),
    booking_horizon_days: z.number(),
    time_zone: z.string(),
    weekly_hours: z.partialRecord(z.enum(WEEKDAYS), z.array(intervalAnswer)),
    date_overrides: z.array(z.object({ date: z.string(), intervals: z.array(intervalAnswer) })),
    host_user_ids: z.array(z.string()),
    is_enabled: z.boolean(),
    admit_automatically: z.boolean(),
    display_order: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("MeetingType");

export const publicMeetingTypesSchema = z
  .object({
    meeting_types: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        description: z.string(),
        duration_minutes: z.number(),
        time_zone: z.string(),
        minimum_notice_minutes: z.number(),
        booking_horizon_days: z.number(),
        fallback: z.record(z.string(), z.string()).optional().openapi({
          description: "The language of texts shown untranslated, by field (absent when all are translated)",
        }),
      }),
    ),
  })
  .openapi("MeetingTypes");

export const localeQuerySchema = z.object({ locale: z.string().max(10).optional() });

export const slotsQuerySchema = z.object({
  meeting_type_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id"),
  from: bookingDateOrInstant.optional(),
  to: bookingDateOrInstant.optional(),
  time_zone: timeZone.optional(),
  booking_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .optional()
    .openapi({
      description:
        "A booking being rescheduled (its guest's token or a host's session): its own time does not block the times near it",
    }),
  token: z.string().max(2048).optional().openapi({ description: "The guest's signed link token, with booking_id" }),
});

export const slotSchema = z.object({ start: z.string(), end: z.string() }).openapi("Slot");
export const slotsSchema = z.object({ slots: z.array(slotSchema) }).openapi("Slots");

export const createBookingBodySchema = z
  .strictObject({
    meeting_type_id: id,
    scheduled_at: bookingInstant,
    customer_name: personName,
    customer_email: z
      .string({ error: AUTH_MESSAGES.invalidEmail })
      .trim()
      .max(EMAIL_MAX, AUTH_MESSAGES.invalidEmail)
      .refine(isEmail, AUTH_MESSAGES.invalidEmail),
    time_zone: timeZone,
    locale: z.string().max(10).optional(),
    organization_id: organizationId.optional(),
  })
  .openapi("BookingCreate");

export const bookingSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    status: z.string(),
    scheduled_at: z.string(),
    ends_at: z.string(),
    waiting_since: z.string().nullable(),
    meeting_type: z.object({ id: z.number(), name: z.string(), time_zone: z.string() }),
    customer_name: z.string(),
    host_user_id: z.string(),
    time_zone: z.string(),
  })
  .openapi("Booking");

export const createdBookingSchema = z
  .object({ booking: bookingSchema, join_url: z.string(), token: z.string() })
  .openapi("BookingCreated");

export const bookingAnswerSchema = z
  .object({
    booking: bookingSchema,
    /** Who asks (decision 040): the host (or an admin) gets host controls; the guest the waiting room. */
    viewer: z.enum(["host", "guest"]).optional(),
    /** The meeting type's "admit automatically when I join" (answered to the host only). */
    admit_automatically: z.boolean().optional(),
  })
  .openapi("BookingAnswer");

export const BOOKING_STATUS_VALUES = [
  "confirmed",
  "scheduled",
  "waiting",
  "in_progress",
  "completed",
  "cancelled",
] as const;

export const updateBookingBodySchema = z
  .strictObject({
    status: z.enum(BOOKING_STATUS_VALUES, { error: `must be one of ${BOOKING_STATUS_VALUES.join(", ")}` }).optional(),
    scheduled_at: bookingInstant.optional(),
  })
  .refine(
    (body) => (body.status === undefined) !== (body.scheduled_at === undefined),
    "Send either status or scheduled_at",
  )
  .openapi("BookingUpdate");

/** The guest's signed link token, when the guest is not signed in (`?token=` or X-Booking-Token). */
export const tokenQuerySchema = z.object({ token: z.string().max(2048).optional() });

export const leaveBodySchema = z
  .strictObject({ booking_id: id, token: z.string().max(2048).optional() })
  .openapi("WaitingRoomLeave");

export const leaveAnswerSchema = z
  .object({ error: z.string().nullable(), booking: z.object({ status: z.string() }) })
  .openapi("WaitingRoomLeaveAnswer");

export const launchBodySchema = z
  .strictObject({ booking_id: id, update_status: flag.optional(), token: z.string().max(2048).optional() })
  .openapi("LaunchVideo");

export const launchAnswerSchema = z
  .object({
    success: z.boolean(),
    token: z.string().nullable(),
    room_name: z.string().nullable(),
    error: z.string().nullable(),
    /** STUN/TURN servers for the browser's RTCPeerConnection (ICE_SERVERS). */
    ice_servers: z
      .array(
        z.object({
          urls: z.union([z.string(), z.array(z.string())]),
          username: z.string().optional(),
          credential: z.string().optional(),
        }),
      )
      .optional(),
    /** With LiveKit configured: its server address; the token is then LiveKit's. */
    livekit_url: z.string().nullable().optional(),
  })
  .openapi("LaunchVideoAnswer");
