import { createRoute, type z } from "@hono/zod-openapi";
import { addSectionMetric, removeSectionMetric, reorderSectionMetrics } from "../../domain/sections/section-metrics.ts";
import { createHeadingSection } from "../../domain/sections/create-heading-section.ts";
import { createTemplateSection } from "../../domain/sections/create-template-section.ts";
import { deleteHeadingSection } from "../../domain/sections/delete-heading-section.ts";
import { deleteTemplateSection } from "../../domain/sections/delete-template-section.ts";
import { updateHeadingSection } from "../../domain/sections/update-heading-section.ts";
import { updateTemplateSection } from "../../domain/sections/update-template-section.ts";
import { okSchema } from "../auth/auth.schemas.ts";
import { createApiRouter } from "../openapi-app.ts";
import { recordWriteRoutes } from "../record-routes.ts";
import {
  addSectionMetricBodySchema,
  createHeadingSectionBodySchema,
  createTemplateSectionBodySchema,
  headingSectionRecordSchema,
  idParamSchema,
  removeSectionMetricQuerySchema,
  reorderSectionMetricsBodySchema,
  templateSectionRecordSchema,
  updateHeadingSectionBodySchema,
  updateTemplateSectionBodySchema,
  versionQuerySchema,
} from "./content.schemas.ts";
import { changeContext, conflictError, permit, withoutOrganization, writeErrors } from "./write-context.ts";
import { json, jsonBody } from "../openapi-parts.ts";

type Section = z.infer<typeof templateSectionRecordSchema>;
type Heading = z.infer<typeof headingSectionRecordSchema>;

const sectionWrites = recordWriteRoutes({
  tags: ["Sections"],
  path: "/template-sections",
  permission: "content.write",
  schema: templateSectionRecordSchema,
  createBody: createTemplateSectionBodySchema,
  updateBody: updateTemplateSectionBodySchema,
  summaries: {
    create: "Create a template section on a page (admins)",
    update: "Update a template section (its fields; url_page stays) (admins)",
    remove: "Delete a template section (its metrics stay in the library) (admins)",
  },
  answers: { created: "The new section", saved: "The section as saved" },
});

const addMetric = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "post",
  path: "/template-sections/{id}/metrics",
  summary: "Add one of the organization's metrics to a section, last (admins)",
  request: { params: idParamSchema, ...jsonBody(addSectionMetricBodySchema) },
  responses: {
    200: json(templateSectionRecordSchema, "The section, with metric_ids"),
    ...writeErrors,
    ...conflictError,
  },
});

const removeMetric = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "delete",
  path: "/template-sections/{id}/metrics",
  summary: "Remove a metric from a section (it stays in the library) (admins)",
  request: { params: idParamSchema, query: removeSectionMetricQuerySchema },
  responses: {
    200: json(templateSectionRecordSchema, "The section, with metric_ids"),
    ...writeErrors,
    ...conflictError,
  },
});

const reorderMetrics = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "put",
  path: "/template-sections/{id}/metrics",
  summary: "Reorder a section's metrics: metric_ids must list each of them exactly once (admins)",
  request: { params: idParamSchema, ...jsonBody(reorderSectionMetricsBodySchema) },
  responses: {
    200: json(templateSectionRecordSchema, "The section, with metric_ids"),
    ...writeErrors,
    ...conflictError,
  },
});

const createHeading = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "post",
  path: "/template-heading-sections",
  summary: "Create a heading section on a page (admins)",
  request: jsonBody(createHeadingSectionBodySchema),
  responses: { 201: json(headingSectionRecordSchema, "The new heading section"), ...writeErrors },
});

const updateHeading = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "put",
  path: "/template-heading-sections/{id}",
  summary: "Update a heading section (admins)",
  request: { params: idParamSchema, ...jsonBody(updateHeadingSectionBodySchema) },
  responses: {
    200: json(headingSectionRecordSchema, "The heading section as saved"),
    ...writeErrors,
    ...conflictError,
  },
});

const deleteHeading = createRoute({
  tags: ["Sections"],
  middleware: [permit("content.write")],
  method: "delete",
  path: "/template-heading-sections/{id}",
  summary: "Delete a heading section (admins)",
  request: { params: idParamSchema, query: versionQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

export const sectionWritesRouter = createApiRouter()
  .openapi(sectionWrites.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const section = await createTemplateSection({ ctx: changeContext(c), fields });
    return c.json(section as Section, 201);
  })
  .openapi(sectionWrites.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const section = await updateTemplateSection({
      ctx: changeContext(c),
      sectionId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(section as Section, 200);
  })
  .openapi(sectionWrites.remove, async (c) => {
    await deleteTemplateSection({
      ctx: changeContext(c),
      sectionId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  })
  .openapi(addMetric, async (c) => {
    const section = await addSectionMetric({
      ctx: changeContext(c),
      sectionId: c.req.valid("param").id,
      metricId: c.req.valid("json").metric_id,
      expectedVersion: c.req.valid("json").updated_at,
    });
    return c.json(section as Section, 200);
  })
  .openapi(removeMetric, async (c) => {
    const section = await removeSectionMetric({
      ctx: changeContext(c),
      sectionId: c.req.valid("param").id,
      metricId: c.req.valid("query").metric_id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json(section as Section, 200);
  })
  .openapi(reorderMetrics, async (c) => {
    const { metric_ids, updated_at } = c.req.valid("json");
    const section = await reorderSectionMetrics({
      ctx: changeContext(c),
      sectionId: c.req.valid("param").id,
      metricIds: metric_ids,
      expectedVersion: updated_at,
    });
    return c.json(section as Section, 200);
  })
  .openapi(createHeading, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const heading = await createHeadingSection({ ctx: changeContext(c), fields });
    return c.json(heading as Heading, 201);
  })
  .openapi(updateHeading, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const heading = await updateHeadingSection({
      ctx: changeContext(c),
      headingId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(heading as Heading, 200);
  })
  .openapi(deleteHeading, async (c) => {
    await deleteHeadingSection({
      ctx: changeContext(c),
      headingId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
