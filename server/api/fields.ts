import "@hono/zod-openapi"; // adds .openapi() to the Zod schemas built from here on
import type { ZodType } from "zod";
import { id, translations as translationsRule, version as versionRule } from "../../shared/schemas/field-rules.ts";

/**
 * The field rules every write body shares (shared/schemas/field-rules.ts, also used by the editors' forms),
 * with their OpenAPI descriptions.
 */
export { color, flag, id, link, order, text } from "../../shared/schemas/field-rules.ts";

export const translations = (max: number) =>
  translationsRule(max).openapi({ description: 'Per language: `{ "es": "…" }`' });

/**
 * A rule that shared/ built, ready for `.openapi()`. Zod 4 gives a schema its methods when it is
 * built, and shared/ builds its rules with plain Zod (the browser has no OpenAPI): a rule built
 * before `@hono/zod-openapi` was first imported has no `.openapi()`, which happens whenever a
 * browser module (an editor's form, one of its tests in the same worker, a script) loaded the rule
 * first. The copy is built now, after the import above (decision 081).
 */
export const forOpenApi = <T extends ZodType>(rule: T): T => rule.clone();

export const version = forOpenApi(versionRule).openapi({
  description: "The `updated_at` the editor loaded (required; stale: 409 with `current`)",
});

export const organizationId = id
  .optional()
  .openapi({ description: "When given, must be the host's organization (else 403)" });
