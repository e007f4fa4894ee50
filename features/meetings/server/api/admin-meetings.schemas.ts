import { z } from "@hono/zod-openapi";
import { ADMIN_ACTIONS, BOOKING_VIEWS } from "../domain/admin-bookings.ts";
import { isTimeZone } from "../../shared/meetings.ts";
import { bookingInstant } from "../../shared/meeting-type-schema.ts";
import { version } from "../../../../server/api/fields.ts";

export const adminBookingsQuerySchema = z.object({
  view: z
    .enum(BOOKING_VIEWS, { error: `must be one of ${BOOKING_VIEWS.join(", ")}` })
    .optional()
    .openapi({
      description: "today (in time_zone), upcoming, waiting (now), past, cancelled or all; default upcoming",
    }),
  meeting_type_id: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be a positive id")
    .max(2_147_483_647, "is not a valid id")
    .optional(),
  host_user_id: z.string().min(1).max(100).optional(),
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, "must be a time zone like Europe/Berlin or America/New_York")
    .optional()
    .openapi({ description: "The reader's zone: where today begins and ends (default UTC)" }),
});

export const adminBookingSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    status: z.string(),
    scheduled_at: z.string(),
    ends_at: z.string(),
    waiting_since: z.string().nullable(),
    meeting_type: z.object({ id: z.number(), name: z.string(), time_zone: z.string() }),
    customer_name: z.string(),
    customer_email: z.string(),
    host_user_id: z.string(),
    host_name: z.string(),
    time_zone: z.string(),
    no_show: z.boolean(),
    sequence: z.number(),
    updated_at: z.string(),
  })
  .openapi("AdminBooking");

export const adminBookingsSchema = z
  .object({
    bookings: z.array(adminBookingSchema),
    meeting_types: z.array(z.object({ id: z.number(), name: z.string() })),
    hosts: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .openapi("AdminBookings");

export const adminBookingActionSchema = z
  .strictObject({
    action: z.enum(ADMIN_ACTIONS, { error: `must be one of ${ADMIN_ACTIONS.join(", ")}` }),
    scheduled_at: bookingInstant
      .optional()
      .openapi({ description: "The new time (reschedule only): one the slots listing offers" }),
    updated_at: version,
  })
  .refine((body) => (body.action === "reschedule") === (body.scheduled_at !== undefined), {
    message: "is required for reschedule, and only for it",
    path: ["scheduled_at"],
  })
  .openapi("AdminBookingAction");

export const adminBookingAnswerSchema = z.object({ booking: adminBookingSchema }).openapi("AdminBookingAnswer");

export const membersSchema = z
  .array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }))
  .openapi("OrganizationMembers");
