import { createRoute, z } from "@hono/zod-openapi";
import { createHero } from "../../domain/heroes/create-hero.ts";
import { deleteHero } from "../../domain/heroes/delete-hero.ts";
import { getHero } from "../../domain/heroes/get-hero.ts";
import { listHeroes } from "../../domain/heroes/list-heroes.ts";
import { updateHero } from "../../domain/heroes/update-hero.ts";
import { idParamSchema } from "../content/content.schemas.ts";
import { changeContext, withoutOrganization, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import { recordWriteRoutes } from "../record-routes.ts";
import { createHeroBodySchema, heroListQuerySchema, heroRecordSchema, updateHeroBodySchema } from "./heroes.schemas.ts";
import { json } from "../openapi-parts.ts";

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

const writes = recordWriteRoutes({
  tags: ["Hero"],
  path: "/heroes",
  permission: "content.write",
  schema: heroRecordSchema,
  createBody: createHeroBodySchema,
  updateBody: updateHeroBodySchema,
  summaries: {
    create: "Create a hero section on a page (default /home) (admins)",
    update: "Update a hero section (admins)",
    remove: "Delete a hero section (admins; restorable from its History)",
  },
  answers: { created: "The new hero", saved: "The hero as saved" },
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
  .openapi(writes.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const hero = await createHero({ ctx: changeContext(c), fields });
    return c.json(hero as Hero, 201);
  })
  .openapi(writes.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const hero = await updateHero({
      ctx: changeContext(c),
      heroId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(hero as Hero, 200);
  })
  .openapi(writes.remove, async (c) => {
    await deleteHero({
      ctx: changeContext(c),
      heroId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
