import { createRoute } from "@hono/zod-openapi";
import { asc } from "drizzle-orm";
import { meetingTypes } from "../../../../server/db/schema/index.ts";
import { actOnBooking, adminBooking, listAdminBookings, listMembers, memberNames } from "../domain/admin-bookings.ts";
import { loadBooking } from "../domain/booking-context.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { idParamSchema } from "../../../../server/api/content/content.schemas.ts";
import { changeContext, permit, writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { bookingContext } from "./booking-access.ts";
import {
  adminBookingActionSchema,
  adminBookingAnswerSchema,
  adminBookingsQuerySchema,
  adminBookingsSchema,
  membersSchema,
} from "./admin-meetings.schemas.ts";
import { json, jsonBody } from "../../../../server/api/openapi-parts.ts";

/** /admin/meetings (decision 041): staff list bookings and act on them through the write path. */
const listRoute = createRoute({
  tags: ["Meetings"],
  middleware: [permit("meetings.host")] as const,
  method: "get",
  path: "/admin/meetings/bookings",
  summary: "The organization's bookings for one view, by type and host (staff)",
  request: { query: adminBookingsQuerySchema },
  responses: {
    200: json(adminBookingsSchema, "Bookings, and the types and hosts to filter by"),
    400: writeErrors[400],
    401: writeErrors[401],
    403: writeErrors[403],
  },
});

const actRoute = createRoute({
  tags: ["Meetings"],
  middleware: [permit("meetings.host")] as const,
  method: "patch",
  path: "/admin/meetings/bookings/{id}",
  summary: "Admit, cancel (mails the guest), reschedule (new mail and .ics) or mark a no-show (staff)",
  request: { params: idParamSchema, ...jsonBody(adminBookingActionSchema) },
  responses: {
    200: json(adminBookingAnswerSchema, "The booking as it is now"),
    ...writeErrors,
    409: json(
      adminBookingAnswerSchema.partial().passthrough(),
      "Stale version (`current`), a status the action cannot leave (`booking.status`), or a time taken (`slots`)",
    ),
  },
});

const membersRoute = createRoute({
  tags: ["Meetings"],
  middleware: [permit("meetings.host")] as const,
  method: "get",
  path: "/admin/meetings/members",
  summary: "The organization's members: who can host meetings (staff)",
  responses: { 200: json(membersSchema, "Members, by name"), 401: writeErrors[401], 403: writeErrors[403] },
});

export const adminMeetingsRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { db } = c.var.services;
    const organizationId = c.var.tenant.id;
    const list = await listAdminBookings({
      db,
      organizationId,
      view: query.view ?? "upcoming",
      meetingTypeId: query.meeting_type_id,
      hostUserId: query.host_user_id,
      timeZone: query.time_zone,
    });
    const types = await db
      .select({ id: meetingTypes.id, name: meetingTypes.name, hosts: meetingTypes.host_user_ids })
      .from(meetingTypes)
      .where(scoped(organizationId).where(meetingTypes))
      .orderBy(asc(meetingTypes.display_order), asc(meetingTypes.id));
    const names = await memberNames(
      db,
      organizationId,
      types.flatMap((type) => type.hosts),
    );
    return c.json(
      {
        bookings: list,
        meeting_types: types.map((type) => ({ id: type.id, name: type.name })),
        hosts: [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
      },
      200,
    );
  })
  .openapi(actRoute, async (c) => {
    const id = c.req.valid("param").id;
    const body = c.req.valid("json");
    const booking = bookingContext(c);
    const row = await actOnBooking({
      ctx: changeContext(c),
      booking,
      bookingId: id,
      action: body.action,
      scheduledAt: body.scheduled_at ? new Date(body.scheduled_at) : undefined,
      expectedVersion: body.updated_at,
    });
    const found = await loadBooking(booking.db, booking.organizationId, row.id);
    const names = await memberNames(booking.db, booking.organizationId, [row.host_user_id]);
    return c.json({ booking: adminBooking(row, found?.typeName ?? row.title, found?.typeZone ?? "UTC", names) }, 200);
  })
  .openapi(membersRoute, async (c) => {
    return c.json(await listMembers(c.var.services.db, c.var.tenant.id), 200);
  });
