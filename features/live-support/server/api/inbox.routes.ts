import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { memberships, users } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { can } from "../../../../server/policy/policy.ts";
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  updateCannedReply,
} from "../domain/canned-replies.ts";
import { okSchema } from "../../../../server/api/auth/auth.schemas.ts";
import { idParamSchema, versionQuerySchema } from "../../../../server/api/content/content.schemas.ts";
import {
  changeContext,
  conflictError,
  permit,
  withoutOrganization,
  writeErrors,
} from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import {
  assigneeSchema,
  cannedReplySchema,
  createCannedReplyBodySchema,
  updateCannedReplyBodySchema,
} from "./inbox.schemas.ts";
import { json, jsonBody } from "../../../../server/api/openapi-parts.ts";

/**
 * The staff side of live support beside conversations.routes.ts (decision 039): the people a
 * conversation can be assigned to, and the organization's canned replies (versions and History
 * like every other record).
 */

type Reply = z.infer<typeof cannedReplySchema>;
const readErrors = { 401: writeErrors[401], 403: writeErrors[403] };
const TAG = ["Live support"];

const assigneesRoute = createRoute({
  tags: TAG,
  middleware: [permit("conversations.staff")],
  method: "get",
  path: "/conversations/assignees",
  summary: "The staff a conversation can be assigned to (staff)",
  responses: { 200: json(z.array(assigneeSchema), "By name"), ...readErrors },
});

const listRoute = createRoute({
  tags: TAG,
  middleware: [permit("conversations.staff")],
  method: "get",
  path: "/canned-replies",
  summary: "The organization's canned replies (staff)",
  responses: { 200: json(z.array(cannedReplySchema), "By title"), ...readErrors },
});

const createReplyRoute = createRoute({
  tags: TAG,
  middleware: [permit("conversations.staff")],
  method: "post",
  path: "/canned-replies",
  summary: "Create a canned reply (staff; recorded in History)",
  request: jsonBody(createCannedReplyBodySchema),
  responses: { 201: json(cannedReplySchema, "The new canned reply"), ...writeErrors },
});

const updateReplyRoute = createRoute({
  tags: TAG,
  middleware: [permit("conversations.staff")],
  method: "put",
  path: "/canned-replies/{id}",
  summary: "Change a canned reply (staff; send the updated_at you loaded)",
  request: { params: idParamSchema, ...jsonBody(updateCannedReplyBodySchema) },
  responses: { 200: json(cannedReplySchema, "As saved"), ...writeErrors, ...conflictError },
});

const deleteReplyRoute = createRoute({
  tags: TAG,
  middleware: [permit("conversations.staff")],
  method: "delete",
  path: "/canned-replies/{id}",
  summary: "Delete a canned reply (staff; restorable from its History)",
  request: { params: idParamSchema, query: versionQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

export const inboxRouter = createApiRouter()
  .openapi(assigneesRoute, async (c) => {
    const rows = await c.var.services.db
      .select({ id: users.id, name: users.name, email: users.email, role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.user_id))
      .where(scoped(c.var.tenant.id).where(memberships))
      .orderBy(asc(users.name));
    const staff = rows.filter((row) => can(row.role, "conversations.staff"));
    return c.json(
      staff.map(({ id, name, email }) => ({ id, name, email })),
      200,
    );
  })
  .openapi(listRoute, async (c) => {
    return c.json((await listCannedReplies(c.var.services.db, c.var.tenant.id)) as Reply[], 200);
  })
  .openapi(createReplyRoute, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const reply = await createCannedReply({ ctx: changeContext(c), fields });
    return c.json(reply as Reply, 201);
  })
  .openapi(updateReplyRoute, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const reply = await updateCannedReply({
      ctx: changeContext(c),
      replyId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(reply as Reply, 200);
  })
  .openapi(deleteReplyRoute, async (c) => {
    await deleteCannedReply({
      ctx: changeContext(c),
      replyId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true as const }, 200);
  });
