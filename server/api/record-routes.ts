import { createRoute, type z } from "@hono/zod-openapi";
import type { Action } from "../policy/policy.ts";
import { okSchema } from "./auth/auth.schemas.ts";
import { idParamSchema, versionQuerySchema } from "./content/content.schemas.ts";
import { conflictError, permit, writeErrors } from "./content/write-context.ts";
import { json, jsonBody } from "./openapi-parts.ts";

/**
 * The create, update and delete routes of one kind of record that editors change through the write
 * path: POST the new record (201), PUT some of its fields with the version the editor loaded (200,
 * or 409 with the record as it is now), DELETE with that version (restorable from its History).
 * Every record editor's API has this shape; a router declares only what differs: its path, who may,
 * its schemas and the sentences the OpenAPI document shows.
 */
export function recordWriteRoutes<
  Path extends string,
  Record extends z.ZodType,
  CreateBody extends z.ZodType,
  UpdateBody extends z.ZodType,
>(record: {
  tags: string[];
  path: Path;
  permission: Action;
  schema: Record;
  createBody: CreateBody;
  updateBody: UpdateBody;
  summaries: { create: string; update: string; remove: string };
  /** The 201 and 200 answers' descriptions ("The new hero", "The hero as saved"). */
  answers: { created: string; saved: string };
}) {
  const shared = { tags: record.tags, middleware: [permit(record.permission)] };
  const one = `${record.path}/{id}` as `${Path}/{id}`;
  return {
    create: createRoute({
      ...shared,
      method: "post",
      path: record.path,
      summary: record.summaries.create,
      request: jsonBody(record.createBody),
      responses: { 201: json(record.schema, record.answers.created), ...writeErrors },
    }),
    update: createRoute({
      ...shared,
      method: "put",
      path: one,
      summary: record.summaries.update,
      request: { params: idParamSchema, ...jsonBody(record.updateBody) },
      responses: { 200: json(record.schema, record.answers.saved), ...writeErrors, ...conflictError },
    }),
    remove: createRoute({
      ...shared,
      method: "delete",
      path: one,
      summary: record.summaries.remove,
      request: { params: idParamSchema, query: versionQuerySchema },
      responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
    }),
  };
}
