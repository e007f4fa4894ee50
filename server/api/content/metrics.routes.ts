import { createRoute, z } from "@hono/zod-openapi";
import { createMetric } from "../../domain/metrics/create-metric.ts";
import { deleteMetric } from "../../domain/metrics/delete-metric.ts";
import { listMetrics } from "../../domain/metrics/list-metrics.ts";
import { updateMetric } from "../../domain/metrics/update-metric.ts";
import { okSchema } from "../auth/auth.schemas.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  createMetricBodySchema,
  deleteMetricQuerySchema,
  idParamSchema,
  metricLibraryItemSchema,
  metricRecordSchema,
  updateMetricBodySchema,
} from "./content.schemas.ts";
import { changeContext, conflictError, permit, writeErrors } from "./write-context.ts";
import { json, jsonBody } from "../openapi-parts.ts";

type Metric = z.infer<typeof metricRecordSchema>;

const listRoute = createRoute({
  method: "get",
  path: "/metrics",
  tags: ["Metrics"],
  summary: "The organization's metric library (admins)",
  middleware: [permit("content.read_drafts")],
  responses: {
    200: json(z.array(metricLibraryItemSchema), "Every metric of the organization, with the sections that show it"),
    ...writeErrors,
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/metrics",
  tags: ["Metrics"],
  summary: "Create a metric in the library (admins)",
  middleware: [permit("content.write")],
  request: jsonBody(createMetricBodySchema),
  responses: { 201: json(metricRecordSchema, "The new metric, with its id"), ...writeErrors },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/metrics/{id}",
  tags: ["Metrics"],
  summary: "Change some fields of a metric (admins)",
  middleware: [permit("content.write")],
  request: { params: idParamSchema, ...jsonBody(updateMetricBodySchema) },
  responses: { 200: json(metricRecordSchema, "The metric as saved"), ...writeErrors, ...conflictError },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/metrics/{id}",
  tags: ["Metrics"],
  summary: "Delete a metric permanently, from every section at once (admins)",
  description: "A metric shown in sections needs `force=true` (else 409). Its last revision keeps it for a restore.",
  middleware: [permit("content.write")],
  request: { params: idParamSchema, query: deleteMetricQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

export const metricsRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const metrics = await listMetrics({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(metrics as (Metric & z.infer<typeof metricLibraryItemSchema>)[], 200);
  })
  .openapi(createRouteDef, async (c) => {
    const metric = await createMetric({ ctx: changeContext(c), fields: c.req.valid("json") });
    return c.json(metric as Metric, 201);
  })
  .openapi(updateRoute, async (c) => {
    const { updated_at, ...fields } = c.req.valid("json");
    const metric = await updateMetric({
      ctx: changeContext(c),
      metricId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(metric as Metric, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteMetric({
      ctx: changeContext(c),
      metricId: c.req.valid("param").id,
      force: c.req.valid("query").force === "true",
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true }, 200);
  });
