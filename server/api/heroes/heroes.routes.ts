import { createRoute, z } from "@hono/zod-openapi";
import { createHero } from "../../domain/heroes/create-hero.ts";
import { deleteHero } from "../../domain/heroes/delete-hero.ts";
import { getHero } from "../../domain/heroes/get-hero.ts";
import { listHeroes } from "../../domain/heroes/list-heroes.ts";
import { updateHero } from "../../domain/heroes/update-hero.ts";
import { okSchema } from "../auth/auth.schemas.ts";
import { idParamSchema, versionQuerySchema } from "../content/content.schemas.ts";
import { changeContext, conflictError, permit, withoutOrganization, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { createHeroBodySchema, heroListQuerySchema, heroRecordSchema, updateHeroBodySchema } from "./heroes.schemas.ts";
import { json, jsonBody } from "../openapi-parts.ts";

type Hero = z.infer<typeof heroRecordSchema>;

const listRoute = createRoute({
  tags: ["Hero"],
  method: "get",
  path: "/heroes",
  summary: "The hero sections of a page (default /home), in display order",
  request: { query: heroListQuerySchema },
  responses: {
    200: json(z.array(heroRecordSchema), "The page's heroes"),
    400: writeErrors[400],
  },
});

const getRoute = createRoute({
  tags: ["Hero"],
  method: "get",
  path: "/heroes/{id}",
  summary: "One hero section (what the hero editor loads)",
  request: { params: idParamSchema },
  responses: {
    200: json(heroRecordSchema, "The hero"),
    400: writeErrors[400],
    404: writeErrors[404],
  },
});

const createHeroRoute = createRoute({
  tags: ["Hero"],
  middleware: [permit("content.write")],
  method: "post",
  path: "/heroes",
  summary: "Create a hero section on a page (default /home) (admins)",
  request: jsonBody(createHeroBodySchema),
  responses: { 201: json(heroRecordSchema, "The new hero"), ...writeErrors },
});

const updateHeroRoute = createRoute({
  tags: ["Hero"],
  middleware: [permit("content.write")],
  method: "put",
  path: "/heroes/{id}",
  summary: "Update a hero section (admins)",
  request: { params: idParamSchema, ...jsonBody(updateHeroBodySchema) },
  responses: { 200: json(heroRecordSchema, "The hero as saved"), ...writeErrors, ...conflictError },
});

const deleteHeroRoute = createRoute({
  tags: ["Hero"],
  middleware: [permit("content.write")],
  method: "delete",
  path: "/heroes/{id}",
  summary: "Delete a hero section (admins; restorable from its History)",
  request: { params: idParamSchema, query: versionQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

export const heroesRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const { url_page = "/home" } = c.req.valid("query");
    const heroes = await listHeroes({ db: c.var.services.db, organizationId: c.var.tenant.id, urlPage: url_page });
    return c.json(heroes as Hero[], 200);
  })
  .openapi(getRoute, async (c) => {
    const hero = await getHero({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      heroId: c.req.valid("param").id,
    });
    return c.json(hero as Hero, 200);
  })
  .openapi(createHeroRoute, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const hero = await createHero({ ctx: changeContext(c), fields });
    return c.json(hero as Hero, 201);
  })
  .openapi(updateHeroRoute, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const hero = await updateHero({
      ctx: changeContext(c),
      heroId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(hero as Hero, 200);
  })
  .openapi(deleteHeroRoute, async (c) => {
    await deleteHero({
      ctx: changeContext(c),
      heroId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
