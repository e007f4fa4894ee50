/**
 * Statuses the edge of the server may answer for any operation, before its handler runs
 * (server/app.ts), added to every operation of the OpenAPI document that does not already
 * describe them (decision 030). An operation's own description wins.
 */
type Operation = { responses?: Record<string, unknown> };
type Document = { paths?: object };

/** The API's one error body (`errorSchema` in openapi-parts.ts, registered as `Error`). */
const ERROR_BODY = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

const METHODS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
const WRITES = new Set(["post", "put", "patch", "delete"]);

/** Every operation. */
export const EDGE_RESPONSES = {
  400: {
    description:
      "Bad input, refused before the operation runs: `{ error, field }` — text no field may hold (a NUL character, a lone surrogate, broken percent-encoding) in the path, query or body, a JSON body nested deeper than 64 levels (`field: body`), or a parameter that does not validate",
    content: ERROR_BODY,
  },
  404: { description: "No site at this host (or no such record)", content: ERROR_BODY },
  503: {
    description:
      "The site is not live (decision 061): `This site is coming soon` before it is published, `This site is paused` while an operator has suspended it; its admins are answered as usual. `Retry-After` says when to look again",
    content: ERROR_BODY,
  },
} as const;

/** Operations that take a JSON body: a body sent as anything else. */
export const EDGE_JSON_BODY_RESPONSES = {
  415: { description: "Send the request body as JSON (Content-Type: application/json)", content: ERROR_BODY },
} as const;

/** Every write (POST, PUT, PATCH, DELETE). */
export const EDGE_WRITE_RESPONSES = {
  413: { description: "Request body too large (1 MiB; an image upload 10 MB)", content: ERROR_BODY },
  429: {
    description:
      "Too many writes by this account in a minute (WRITE_LIMIT_PER_MINUTE, 600 by default), or too many attempts from this address; `Retry-After` says when to try again",
    content: ERROR_BODY,
  },
} as const;

export function withEdgeResponses<T extends Document>(document: T): T {
  for (const item of Object.values((document.paths ?? {}) as Record<string, object>)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const operation = value as Operation & { requestBody?: { content?: Record<string, unknown> } };
      const responses = (operation.responses ??= {});
      const json = operation.requestBody?.content?.["application/json"] ? EDGE_JSON_BODY_RESPONSES : {};
      const edge = WRITES.has(method) ? { ...EDGE_RESPONSES, ...EDGE_WRITE_RESPONSES, ...json } : EDGE_RESPONSES;
      for (const [status, response] of Object.entries(edge)) responses[status] ??= response;
    }
  }
  return document;
}
