import { createRoute } from "@hono/zod-openapi";
import { resolveViewer } from "../../../../server/domain/accounts/viewer.ts";
import { changeBooking, guestPerson, statusConflict } from "../domain/change-booking.ts";
import { createBooking } from "../domain/create-booking.ts";
import { findSlots, loadBookableType, slotsForWire } from "../domain/find-slots.ts";
import { launchVideo } from "../domain/launch-video.ts";
import { admitsAutomatically } from "../domain/admit-automatically.ts";
import { liveKitConfig } from "../domain/video-token.ts";
import { listPublicMeetingTypes } from "../domain/list-meeting-types.ts";
import { bookingWire } from "../domain/booking-context.ts";
import { isAppError } from "../../../../server/errors.ts";
import { isKnownLocale } from "../../../../shared/i18n/locales.ts";
import { DATE_PATTERN, instantOf, MAX_SLOT_WINDOW_DAYS } from "../../shared/meetings.ts";
import { AppError } from "../../../../server/errors.ts";
import { ipOf } from "../../../../server/api/auth/http.ts";
import { idParamSchema } from "../../../../server/api/content/content.schemas.ts";
import { writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { isLoopback } from "../../../../server/http/request-origin.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import { bookingAccess, bookingContext } from "./booking-access.ts";
import {
  bookingAnswerSchema,
  createBookingBodySchema,
  createdBookingSchema,
  launchAnswerSchema,
  launchBodySchema,
  leaveAnswerSchema,
  leaveBodySchema,
  localeQuerySchema,
  publicMeetingTypesSchema,
  slotsQuerySchema,
  slotsSchema,
  tokenQuerySchema,
  updateBookingBodySchema,
} from "./meetings.schemas.ts";
import { errorSchema, json, jsonBody, jsonError, quotaForbidden } from "../../../../server/api/openapi-parts.ts";

/** Booking is open to anyone: limited per address and per e-mail so nobody fills a calendar. */
export const BOOKING_LIMITS = {
  perIp: { name: "booking:ip", limit: 10, windowMs: 10 * 60_000 },
  perEmail: { name: "booking:email", limit: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

const DAY = 86_400_000;
const conflict = { 409: json(errorSchema.passthrough(), "Taken, or not allowed in this status") };
const tooMany = { 429: jsonError("Too many bookings from this address or e-mail") };

const typesRoute = createRoute({
  tags: ["Meetings"],
  method: "get",
  path: "/meetings/types",
  summary: "The organization's bookable meeting types",
  request: { query: localeQuerySchema },
  responses: { 200: json(publicMeetingTypesSchema, "Enabled meeting types") },
});

const slotsRoute = createRoute({
  tags: ["Meetings"],
  method: "get",
  path: "/meetings/slots",
  summary: "Free slots of a meeting type (the same function decides bookings)",
  request: { query: slotsQuerySchema },
  responses: { 200: json(slotsSchema, "Free slots, ISO instants"), 400: writeErrors[400], 404: writeErrors[404] },
});

const bookRoute = createRoute({
  tags: ["Meetings"],
  method: "post",
  path: "/meetings/bookings",
  summary: "Book a slot; 409 with fresh slots when it was taken meanwhile",
  request: jsonBody(createBookingBodySchema),
  responses: {
    201: json(createdBookingSchema, "The booking and the guest's join link"),
    400: writeErrors[400],
    403: quotaForbidden("Another organization named", "bookings_per_day"),
    404: writeErrors[404],
    ...conflict,
    ...tooMany,
  },
});

const getBookingRoute = createRoute({
  tags: ["Meetings"],
  method: "get",
  path: "/meetings/bookings/{id}",
  summary: "One booking, for its guest (signed link or session) or host; polled by the waiting room",
  request: { params: idParamSchema, query: tokenQuerySchema },
  responses: { 200: json(bookingAnswerSchema, "The booking"), 400: writeErrors[400], 404: writeErrors[404] },
});

const putBookingRoute = createRoute({
  tags: ["Meetings"],
  method: "put",
  path: "/meetings/bookings/{id}",
  summary: "Change a booking's status (the §4 machine) or move it to another offered slot",
  request: { params: idParamSchema, query: tokenQuerySchema, ...jsonBody(updateBookingBodySchema) },
  responses: {
    200: json(bookingAnswerSchema, "The booking as it is now"),
    400: writeErrors[400],
    404: writeErrors[404],
    ...conflict,
  },
});

const leaveRoute = createRoute({
  tags: ["Meetings"],
  method: "post",
  path: "/meetings/waiting-room/leave",
  summary: "The guest leaves the waiting room: the booking is confirmed again",
  request: jsonBody(leaveBodySchema),
  responses: {
    200: json(leaveAnswerSchema, "Left"),
    400: writeErrors[400],
    404: writeErrors[404],
    409: json(leaveAnswerSchema, "Already completed or cancelled (error says which)"),
  },
});

const launchRoute = createRoute({
  tags: ["Meetings"],
  method: "post",
  path: "/meetings/launch-video",
  summary: "A signed video token for the booking's room",
  request: jsonBody(launchBodySchema),
  responses: {
    200: json(launchAnswerSchema, "The token and room"),
    400: writeErrors[400],
    404: json(launchAnswerSchema, "No such booking for this person"),
    409: json(launchAnswerSchema, "Not started, or already over"),
  },
});

/** A date in `timeZone` is its midnight; an instant is itself. */
function instantParam(value: string | undefined, timeZone: string, fallback: number): number {
  if (!value) return fallback;
  if (DATE_PATTERN.test(value)) return instantOf(value, 0, timeZone) ?? instantOf(value, 60, timeZone) ?? fallback;
  return new Date(value).getTime();
}

export const meetingsRouter = createApiRouter()
  .openapi(typesRoute, async (c) => {
    const requested = c.req.valid("query").locale;
    const locale = isKnownLocale(requested) ? requested : c.var.tenant.settings.defaultLocale;
    const meeting_types = await listPublicMeetingTypes({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      locale,
      source: c.var.tenant.settings.defaultLocale,
    });
    return c.json({ meeting_types }, 200);
  })
  .openapi(slotsRoute, async (c) => {
    const query = c.req.valid("query");
    const type = await loadBookableType(c.var.services.db, c.var.tenant.id, query.meeting_type_id);
    const zone = query.time_zone ?? type.time_zone;
    const now = Date.now();
    const from = instantParam(query.from, zone, now);
    const to = instantParam(query.to, zone, from + 7 * DAY);
    if (!(to > from)) throw new AppError("bad_request", "to must be after from", { code: "invalid", field: "to" });
    if (to - from > MAX_SLOT_WINDOW_DAYS * DAY) {
      throw new AppError("bad_request", `must be at most ${MAX_SLOT_WINDOW_DAYS} days after from`, {
        code: "invalid",
        field: "to",
      });
    }
    // Rescheduling: the booking's own stretch is no other meeting, so the times beside it are free
    // (the same exclusion the booking machine's reschedule applies when it moves).
    let exceptBookingId: number | undefined;
    if (query.booking_id !== undefined) {
      const { found } = await bookingAccess(c, query.booking_id, query.token);
      if (found.booking.meeting_type_id !== type.id) {
        throw new AppError("bad_request", "is not a booking of this meeting type", {
          code: "invalid",
          field: "booking_id",
        });
      }
      exceptBookingId = found.booking.id;
    }
    const slots = slotsForWire(await findSlots({ db: c.var.services.db, type, from, to, now, exceptBookingId }));
    return c.json({ slots }, 200);
  })
  .openapi(bookRoute, async (c) => {
    const body = c.req.valid("json");
    if (body.organization_id !== undefined && body.organization_id !== c.var.tenant.id) {
      throw new AppError("forbidden", "You do not have access to this organization.", {
        code: "forbidden",
        field: "organization_id",
      });
    }
    const { rateLimiter } = c.var.services;
    const ip = ipOf(c);
    if (!isLoopback(ip)) await rateLimiter.consume(BOOKING_LIMITS.perIp, ip);
    const email = body.customer_email.toLowerCase();
    await rateLimiter.consume(BOOKING_LIMITS.perEmail, `${c.var.tenant.id}:${email}`);
    const viewer = c.var.session
      ? await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session })
      : null;
    const settings = c.var.tenant.settings;
    const prefix =
      isKnownLocale(body.locale) &&
      settings.supportedLocales.includes(body.locale) &&
      body.locale !== settings.defaultLocale
        ? body.locale
        : "";
    const created = await createBooking({
      ctx: bookingContext(c),
      meetingTypeId: body.meeting_type_id,
      scheduledAt: new Date(body.scheduled_at),
      customerName: body.customer_name,
      customerEmail: body.customer_email,
      timeZone: body.time_zone,
      customerUserId: viewer?.id ?? null,
      locale: prefix,
      person: viewer ? { id: viewer.id, name: viewer.name } : guestPerson(body.customer_name),
      requestId: c.var.requestId,
      quotas: c.var.services.env,
    });
    return c.json(created, 201);
  })
  .openapi(getBookingRoute, async (c) => {
    const { actor, found } = await bookingAccess(c, c.req.valid("param").id, c.req.valid("query").token);
    const booking = bookingWire(found.booking, found.typeName, found.typeZone);
    if (actor !== "host") return c.json({ booking, viewer: actor }, 200);
    const admit = await admitsAutomatically(c.var.services.db, c.var.tenant.id, found.booking.meeting_type_id);
    return c.json({ booking, viewer: actor, admit_automatically: admit }, 200);
  })
  .openapi(putBookingRoute, async (c) => {
    const id = c.req.valid("param").id;
    const { actor, person } = await bookingAccess(c, id, c.req.valid("query").token);
    const body = c.req.valid("json");
    const { wire: booking } = await changeBooking({
      ctx: bookingContext(c),
      person,
      requestId: c.var.requestId,
      bookingId: id,
      actor,
      change: body.status ? { status: body.status } : { reschedule: new Date(body.scheduled_at!) },
    });
    return c.json({ booking }, 200);
  })
  .openapi(leaveRoute, async (c) => {
    const body = c.req.valid("json");
    const { actor, person, found } = await bookingAccess(c, body.booking_id, body.token);
    const status = found.booking.status;
    // Already out of the room (left before, or never entered): nothing to change.
    if (status === "confirmed" || status === "scheduled") return c.json({ error: null, booking: { status } }, 200);
    if (status !== "waiting") return c.json({ error: statusConflict(status).message, booking: { status } }, 409);
    try {
      const { wire: booking } = await changeBooking({
        ctx: bookingContext(c),
        person,
        requestId: c.var.requestId,
        bookingId: body.booking_id,
        actor,
        change: { status: "confirmed" },
      });
      return c.json({ error: null, booking: { status: booking.status } }, 200);
    } catch (error) {
      // Admitted or cancelled in the meantime: the answer says which, the room follows it.
      if (isAppError(error) && error.code === "conflict") {
        const now = (error.details?.booking as { status: string } | undefined)?.status ?? status;
        return c.json({ error: error.message, booking: { status: now } }, 409);
      }
      throw error;
    }
  })
  .openapi(launchRoute, async (c) => {
    const body = c.req.valid("json");
    let access;
    try {
      access = await bookingAccess(c, body.booking_id, body.token);
    } catch (error) {
      if (isAppError(error) && error.code === "not_found") {
        return c.json({ success: false, token: null, room_name: null, error: error.message }, 404);
      }
      throw error;
    }
    const { actor, person, found } = access;
    const identity =
      actor === "host" ? `host:${c.var.session?.user.id ?? found.booking.host_user_id}` : `guest:${found.booking.id}`;
    try {
      const liveKit = liveKitConfig(c.var.services.env);
      const launched = await launchVideo({
        ctx: bookingContext(c),
        booking: bookingWire(found.booking, found.typeName, found.typeZone),
        actor,
        identity,
        updateStatus: body.update_status ?? false,
        liveKit,
        name: actor === "host" ? (c.var.session?.user.name ?? "Host") : found.booking.customer_name,
        guestRemoved: found.booking.guest_removed_at !== null,
        person,
        requestId: c.var.requestId,
      });
      return c.json(
        {
          success: true,
          token: launched.token,
          room_name: launched.room_name,
          error: null,
          ice_servers: c.var.services.env.ICE_SERVERS,
          livekit_url: liveKit?.url ?? null,
        },
        200,
      );
    } catch (error) {
      if (isAppError(error) && error.code === "conflict") {
        return c.json({ success: false, token: null, room_name: null, error: error.message }, 409);
      }
      throw error;
    }
  });
