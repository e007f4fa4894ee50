import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../../../server/context.ts";
import { changeContext, permit, writeErrors } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { json, jsonBody } from "../../../../server/api/openapi-parts.ts";
import { AppError } from "../../../../server/errors.ts";
import { confirmTranslation } from "../domain/confirm-translation.ts";
import { getTranslationCoverage } from "../domain/translation-coverage.ts";
import {
  confirmAnswerSchema,
  coverageAnswerSchema,
  translationRefSchema,
  translationsParamSchema,
  translationsQuerySchema,
} from "./translations.schemas.ts";

/** Another organization's id in the path is a 404, whoever asks: the API never tells it exists. */
function hostOrganization(c: Context<AppEnv>, orgId: number): number {
  if (orgId !== c.var.tenant.id) throw new AppError("not_found", "Organization not found", { code: "not_found" });
  return orgId;
}

const tags = ["Translations"];

const coverageRoute = createRoute({
  method: "get",
  path: "/organizations/{orgId}/translations",
  tags,
  summary: "Translation coverage per language, and the missing and stale fields (admins)",
  description:
    "Every translatable field of the site's content, per language other than the default one: `current`, `stale` (its source text changed after the translation was saved) or `missing`. Filters: one language, one page (`site`: site-wide content), one record (`kind` and `record`). Decision 069.",
  middleware: [permit("content.write")],
  request: { params: translationsParamSchema, query: translationsQuerySchema },
  responses: { 200: json(coverageAnswerSchema, "Figures per language and the fields to translate"), ...writeErrors },
});

const confirmRoute = createRoute({
  method: "post",
  path: "/organizations/{orgId}/translations/confirm",
  tags,
  summary: "Mark a stale translation as still correct for today's source text (admins; recorded in History)",
  middleware: [permit("content.write")],
  request: { params: translationsParamSchema, ...jsonBody(translationRefSchema) },
  responses: { 200: json(confirmAnswerSchema, "Confirmed (changed false: it already was current)"), ...writeErrors },
});

export const translationsRouter = createApiRouter()
  .openapi(coverageRoute, async (c) => {
    const organizationId = hostOrganization(c, c.req.valid("param").orgId);
    const answer = await getTranslationCoverage(c.var.services.db, organizationId, c.req.valid("query"));
    return c.json(answer, 200);
  })
  .openapi(confirmRoute, async (c) => {
    hostOrganization(c, c.req.valid("param").orgId);
    const result = await confirmTranslation({ ctx: changeContext(c), ref: c.req.valid("json") });
    return c.json({ changed: result.changed, revisionId: result.revisionId }, 200);
  });
