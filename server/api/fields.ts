import "@hono/zod-openapi"; // adds .openapi() to the shared Zod schemas
import { id, translations as translationsRule, version as versionRule } from "../../shared/schemas/field-rules.ts";

/**
 * The field rules every write body shares (shared/schemas/field-rules.ts, also used by the editors' forms),
 * with their OpenAPI descriptions.
 */
export { color, flag, id, link, order, text } from "../../shared/schemas/field-rules.ts";

export const translations = (max: number) =>
  translationsRule(max).openapi({ description: 'Per language: `{ "es": "…" }`' });

export const version = versionRule.openapi({
  description: "The `updated_at` the editor loaded (required; stale: 409 with `current`)",
});

export const organizationId = id
  .optional()
  .openapi({ description: "When given, must be the host's organization (else 403)" });
