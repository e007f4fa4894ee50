import { z } from "@hono/zod-openapi";

/**
 * The pieces every API route description is built from, so that the OpenAPI document names one
 * error shape and every route describes its JSON the same way.
 */

/** A required JSON request body for `createRoute`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** A JSON response for `createRoute`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/**
 * The body of every refusal of the API (`AppError` mapped to HTTP in server/app.ts, Zod's 400s in
 * openapi-app.ts, the edge's in edge-responses.ts): `error` is the message a person reads, `code`
 * the machine's name for it, `field` the input it concerns, `current` the record as it is now
 * when a write came with a stale version (409), `issues` the problems of bad input as codes and
 * parameters (decision 082).
 */
export const errorSchema = z
  .object({
    error: z.string(),
    code: z.string().optional(),
    field: z.string().optional(),
    current: z.record(z.string(), z.unknown()).optional(),
    /** With code `quota_exceeded`: the site's quota the write would exceed (pages, storage_mb, members, bookings_per_day). */
    quota: z.string().optional(),
    limit: z
      .number()
      .optional()
      .openapi({
        description:
          "With code `quota_exceeded`: the site's limit for that quota (pages; storage in MB; members; bookings a day), " +
          "so that a client can word the refusal with its number",
      }),
    issues: z
      .array(
        z.object({
          field: z.string().optional(),
          code: z.string(),
          origin: z.string().optional(),
          minimum: z.number().optional(),
          maximum: z.number().optional(),
          inclusive: z.boolean().optional(),
          format: z.string().optional(),
          expected: z.string().optional(),
          values: z.array(z.unknown()).optional(),
          divisor: z.number().optional(),
          rule: z
            .string()
            .optional()
            .openapi({
              description:
                "With code `custom`: which of the schema's own rules refused the value (`slug_format`, " +
                "`page_slug_required`, `title_required`, `link`, `time_zone`, …), with its limit in `maximum` when it has one",
            }),
        }),
      )
      .optional()
      .openapi({
        description:
          "With a 400 of bad input: the problems `error` describes (at most five), as Zod's issue codes " +
          "(too_big, too_small, invalid_format, invalid_type, invalid_value, unrecognized_keys, …) with their " +
          "parameters, so that a client can word them in its reader's language",
      }),
  })
  .openapi("Error");

/** A 403 of a write that counts against a site's quota (decision 065): who may not, or the quota reached. */
export const quotaForbidden = (who: string, quota: string) =>
  jsonError(
    `${who}; or the site has reached its ${quota} quota: \`{ error, code: "quota_exceeded", quota: "${quota}", limit }\` (\`limit\` the site's ${quota} quota), nothing written`,
  );

/** An error response for `createRoute`: the one error body with this route's description of when. */
export const jsonError = (description: string) => json(errorSchema, description);
