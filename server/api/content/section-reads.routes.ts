import { createRoute, type z } from "@hono/zod-openapi";
import { getHeadingSection } from "../../domain/sections/get-heading-section.ts";
import { getTemplateSection } from "../../domain/sections/get-template-section.ts";
import { headingSectionSchema, templateSectionSchema } from "../sections/sections.schemas.ts";
import { createApiRouter } from "../openapi-app.ts";
import { idParamSchema } from "./content.schemas.ts";
import { permit, writeErrors } from "./write-context.ts";
import { json } from "../openapi-parts.ts";

/** What an editor opened on one section loads (the edit buttons know only the id). Admins only. */
const getSection = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.read_drafts")],
  method: "get",
  path: "/template-sections/{id}",
  summary: "One template section with its metrics, for its editor (admins)",
  request: { params: idParamSchema },
  responses: { 200: json(templateSectionSchema, "The section with its metrics and version"), ...writeErrors },
});

const getHeading = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.read_drafts")],
  method: "get",
  path: "/template-heading-sections/{id}",
  summary: "One heading section, for its editor (admins)",
  request: { params: idParamSchema },
  responses: { 200: json(headingSectionSchema, "The heading section with its version"), ...writeErrors },
});

export const sectionReadsRouter = createApiRouter()
  .openapi(getSection, async (c) => {
    const section = await getTemplateSection({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      id: c.req.valid("param").id,
    });
    return c.json(section as unknown as z.infer<typeof templateSectionSchema>, 200);
  })
  .openapi(getHeading, async (c) => {
    const heading = await getHeadingSection({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      id: c.req.valid("param").id,
    });
    return c.json(heading as z.infer<typeof headingSectionSchema>, 200);
  });
