import { createRoute, z } from "@hono/zod-openapi";
import { listHeadingSections } from "../../domain/sections/list-heading-sections.ts";
import { attachSectionData } from "../../domain/sections/attach-section-data.ts";
import { listTemplateSections } from "../../domain/sections/list-template-sections.ts";
import { createApiRouter } from "../openapi-app.ts";
import { headingSectionSchema, templateSectionSchema, urlPageQuerySchema } from "./sections.schemas.ts";
import { errorSchema } from "../openapi-parts.ts";

const errors = {
  400: { description: "Bad input", content: { "application/json": { schema: errorSchema } } },
  404: { description: "No site at this host", content: { "application/json": { schema: errorSchema } } },
};

const listTemplateSectionsRoute = createRoute({
  method: "get",
  path: "/template-sections",
  tags: ["Sections"],
  summary: "Template sections of a page, each with its metrics",
  request: { query: urlPageQuerySchema },
  responses: {
    200: {
      description: "The page's sections in order",
      content: { "application/json": { schema: z.array(templateSectionSchema) } },
    },
    ...errors,
  },
});

const listHeadingSectionsRoute = createRoute({
  method: "get",
  path: "/template-heading-sections",
  tags: ["Sections"],
  summary: "Heading sections of a page",
  request: { query: urlPageQuerySchema },
  responses: {
    200: {
      description: "The page's heading sections in order",
      content: { "application/json": { schema: z.array(headingSectionSchema) } },
    },
    ...errors,
  },
});

export const sectionsRouter = createApiRouter()
  .openapi(listTemplateSectionsRoute, async (c) => {
    const { url_page } = c.req.valid("query");
    const { db } = c.var.services;
    const organizationId = c.var.tenant.id;
    const sections = await attachSectionData({
      db,
      organizationId,
      sections: await listTemplateSections({ db, organizationId, urlPage: url_page }),
    });
    return c.json(sections as unknown as z.infer<typeof templateSectionSchema>[], 200);
  })
  .openapi(listHeadingSectionsRoute, async (c) => {
    const { url_page } = c.req.valid("query");
    const sections = await listHeadingSections({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      urlPage: url_page,
    });
    return c.json(sections, 200);
  });
