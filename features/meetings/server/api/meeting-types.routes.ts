import { createRoute, z } from "@hono/zod-openapi";
import { listMeetingTypeRecords } from "../domain/list-meeting-types.ts";
import type { MeetingTypeFields } from "../domain/meeting-type-entity.ts";
import { createMeetingType, deleteMeetingType, updateMeetingType } from "../domain/save-meeting-type.ts";
import { changeContext, withoutOrganization, writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { recordWriteRoutes } from "../../../../server/api/record-routes.ts";
import { requireActor } from "../../../../server/api/authorize.ts";
import {
  createMeetingTypeBodySchema,
  meetingTypeRecordSchema,
  updateMeetingTypeBodySchema,
} from "./meetings.schemas.ts";
import { json } from "../../../../server/api/openapi-parts.ts";

/** The Meeting Types tab of Global Settings (editing-tools §2.8): admins, through the write path. */
const listRoute = createRoute({
  tags: ["Meetings"],
  method: "get",
  path: "/meeting-types",
  summary: "Every meeting type with every field (admins)",
  responses: { 200: json(z.array(meetingTypeRecordSchema), "The organization's meeting types"), ...writeErrors },
});

const writes = recordWriteRoutes({
  tags: ["Meetings"],
  path: "/meeting-types",
  permission: "content.write",
  schema: meetingTypeRecordSchema,
  createBody: createMeetingTypeBodySchema,
  updateBody: updateMeetingTypeBodySchema,
  summaries: {
    create: "Create a meeting type (admins)",
    update: "Update a meeting type (admins; History keeps every version)",
    remove: "Delete a meeting type without bookings (admins; restorable from its History)",
  },
  answers: { created: "The new meeting type", saved: "The meeting type as saved" },
});

export const meetingTypesRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    await requireActor(c, "content.read_drafts");
    const types = await listMeetingTypeRecords({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(types as never, 200);
  })
  .openapi(writes.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json")) as MeetingTypeFields & { name: string };
    const created = await createMeetingType({ ctx: changeContext(c), fields });
    return c.json(created as never, 201);
  })
  .openapi(writes.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const saved = await updateMeetingType({
      ctx: changeContext(c),
      meetingTypeId: c.req.valid("param").id,
      fields: fields as MeetingTypeFields,
      expectedVersion: updated_at as string | undefined,
    });
    return c.json(saved as never, 200);
  })
  .openapi(writes.remove, async (c) => {
    await deleteMeetingType({
      ctx: changeContext(c),
      meetingTypeId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
