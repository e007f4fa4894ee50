import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../context.ts";
import { getOrganization, getOrganizationSection } from "../../domain/organizations/get-organization-section.ts";
import { LIST_NAMES } from "../../domain/organizations/organization-lists.ts";
import { updateOrganization, type OrganizationUpdate } from "../../domain/organizations/update-organization.ts";
import type { WebsiteHeroUpdate } from "../../domain/organizations/website-hero.ts";
import { AppError } from "../../errors.ts";
import { FORBIDDEN_MESSAGE } from "../../policy/policy.ts";
import { changeContext, conflictError, permit, writeErrors } from "../content/write-context.ts";
import { updateHeroBodySchema } from "../heroes/heroes.schemas.ts";
import { createApiRouter, describeZodError } from "../openapi-app.ts";
import {
  organizationAnswerSchema,
  organizationIdParamSchema,
  sectionAnswerSchema,
  sectionParamSchema,
  updateOrganizationBodySchema,
} from "./organizations.schemas.ts";
import { json, jsonBody } from "../openapi-parts.ts";

/**
 * The organization of the path must be the host's: any other id is a 404, whoever asks, so that
 * the API never tells whether another organization exists.
 */
function hostOrganization(c: Context<AppEnv>, id: number): number {
  if (id !== c.var.tenant.id) throw new AppError("not_found", "Organization not found", { code: "not_found" });
  return id;
}

/**
 * `website_hero` as Global Settings sends it back: the hero record as loaded, some fields changed.
 * Read-only keys go; the rest must pass the hero editor's own rules (heroes.schemas.ts).
 */
function heroUpdate(c: Context<AppEnv>, hero: Record<string, unknown>): WebsiteHeroUpdate {
  const { id, created_at: _created, legacy: _legacy, organization_id, ...rest } = hero;
  if (organization_id !== undefined && organization_id !== c.var.tenant.id) {
    throw new AppError("forbidden", FORBIDDEN_MESSAGE, { code: "forbidden", field: "website_hero.organization_id" });
  }
  const parsed = updateHeroBodySchema.safeParse(rest);
  if (!parsed.success) {
    const { error, field } = describeZodError(parsed.error);
    throw new AppError("bad_request", `website_hero.${error}`, { field: `website_hero.${field ?? ""}` });
  }
  const { updated_at, organization_id: _org, ...fields } = parsed.data;
  // The body schema requires the hero's version (updateHeroBodySchema checks its form).
  return { id: id as number, fields, expectedVersion: updated_at ?? (hero.updated_at as string) };
}

const getRoute = createRoute({
  method: "get",
  path: "/organizations/{id}",
  tags: ["Organization settings"],
  summary: "Everything Global Settings edits: settings (with header and footer styles), hero and lists (admins)",
  middleware: [permit("content.write")],
  request: { params: organizationIdParamSchema },
  responses: { 200: json(organizationAnswerSchema, "The host's organization"), ...writeErrors },
});

const putRoute = createRoute({
  method: "put",
  path: "/organizations/{id}",
  tags: ["Organization settings"],
  summary:
    "Save settings (header_style / footer_style alone for those editors) and lists sent whole (add, edit, delete, reorder) (admins)",
  middleware: [permit("content.write")],
  request: { params: organizationIdParamSchema, ...jsonBody(updateOrganizationBodySchema) },
  responses: {
    200: json(organizationAnswerSchema, "The organization as saved"),
    ...writeErrors,
    ...conflictError,
  },
});

const sectionRoute = createRoute({
  method: "get",
  path: "/organizations/{orgId}/sections/{sectionName}",
  tags: ["Organization settings"],
  summary: "One Global Settings tab's data, reloaded after a save (admins)",
  middleware: [permit("content.write")],
  request: { params: sectionParamSchema },
  responses: { 200: json(sectionAnswerSchema, "The tab's lists"), ...writeErrors },
});

export const organizationsRouter = createApiRouter()
  .openapi(getRoute, async (c) => {
    const organizationId = hostOrganization(c, c.req.valid("param").id);
    const data = await getOrganization({ db: c.var.services.db, organizationId });
    return c.json(data as never, 200);
  })
  .openapi(putRoute, async (c) => {
    const organizationId = hostOrganization(c, c.req.valid("param").id);
    const { website_hero: hero, ...body } = c.req.valid("json");
    const update = body as OrganizationUpdate;
    if (hero) update.website_hero = heroUpdate(c, hero);
    // Items may carry the organization_id they were loaded with; another one is refused, never moved.
    for (const list of LIST_NAMES) {
      update[list]?.forEach((item, index) => {
        if (item.organization_id !== undefined && item.organization_id !== organizationId) {
          throw new AppError("forbidden", FORBIDDEN_MESSAGE, {
            code: "forbidden",
            field: `${list}.${index}.organization_id`,
          });
        }
      });
    }
    const ctx = changeContext(c);
    await updateOrganization({ ctx, update });
    const data = await getOrganization({ db: ctx.db, organizationId });
    return c.json(data as never, 200);
  })
  .openapi(sectionRoute, async (c) => {
    const { orgId, sectionName } = c.req.valid("param");
    const organizationId = hostOrganization(c, orgId);
    const data = await getOrganizationSection({ db: c.var.services.db, organizationId, section: sectionName });
    return c.json(data as never, 200);
  });
