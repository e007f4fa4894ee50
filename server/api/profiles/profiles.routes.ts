import { createRoute, z } from "@hono/zod-openapi";
import { listProfiles } from "../../domain/profiles/list-profiles.ts";
import { updateProfile } from "../../domain/profiles/update-profile.ts";
import { changeContext, conflictError, permit, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { profileIdParamSchema, profileRecordSchema, updateProfileBodySchema } from "./profiles.schemas.ts";
import { json, jsonBody } from "../openapi-parts.ts";

type ProfileRecord = z.infer<typeof profileRecordSchema>;

const listRoute = createRoute({
  method: "get",
  path: "/profiles",
  tags: ["Profiles"],
  summary: "The organization's profiles with their team and customer objects (admins)",
  description: "Ordered by full name. For the team/testimonial manager; it carries e-mail addresses, so admins only.",
  middleware: [permit("content.write")],
  responses: { 200: json(z.array(profileRecordSchema), "Every profile of the organization"), ...writeErrors },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/profiles/{id}",
  tags: ["Profiles"],
  summary: "Replace a profile's team or customer object (admins)",
  description:
    "Send `{ team }` or `{ customer }`, the whole object. Assigned sections must be the organization's. A revision is kept.",
  middleware: [permit("content.write")],
  request: { params: profileIdParamSchema, ...jsonBody(updateProfileBodySchema) },
  responses: {
    200: json(profileRecordSchema.omit({ email: true }), "The profile as saved"),
    ...writeErrors,
    ...conflictError,
  },
});

export const profilesRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const list = await listProfiles({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(list as ProfileRecord[], 200);
  })
  .openapi(updateRoute, async (c) => {
    const { updated_at, team, customer } = c.req.valid("json");
    const profile = await updateProfile({
      ctx: changeContext(c),
      profileId: c.req.valid("param").id,
      change: team ? { team } : { customer: customer! },
      expectedVersion: updated_at,
    });
    return c.json(profile as Omit<ProfileRecord, "email">, 200);
  });
