import { createRoute } from "@hono/zod-openapi";
import { getHelpCenterArticle, getHelpCenterContent, helpCenterLocale } from "../domain/help-center-content.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import {
  helpCenterArticleSchema,
  helpCenterQuerySchema,
  helpCenterSchema,
  idParamSchema,
} from "./help-center.schemas.ts";
import { errorSchema, json } from "../../../../server/api/openapi-parts.ts";

const errors = {
  400: json(errorSchema, "Bad input"),
  404: json(errorSchema, "No site at this host, or no such help-center article"),
};

const getContent = createRoute({
  tags: ["Help center"],
  method: "get",
  path: "/help-center",
  summary: "The help center's FAQs, knowledge base (by document set) and features, in one language (public)",
  request: { query: helpCenterQuerySchema },
  responses: { 200: json(helpCenterSchema, "The help center's content"), ...errors },
});

const getArticle = createRoute({
  tags: ["Help center"],
  method: "get",
  path: "/help-center/articles/{id}",
  summary: "One knowledge-base article, to read inside the help center (public)",
  request: { params: idParamSchema, query: helpCenterQuerySchema },
  responses: { 200: json(helpCenterArticleSchema, "The article, sanitised"), ...errors },
});

/** Public reads: the same answer for every visitor, so no session is looked at. */
export const helpCenterRouter = createApiRouter()
  .openapi(getContent, async (c) => {
    const site = c.var.tenant.settings;
    const content = await getHelpCenterContent({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      locale: helpCenterLocale(c.req.valid("query").locale, site),
      site,
    });
    return c.json(content, 200);
  })
  .openapi(getArticle, async (c) => {
    const site = c.var.tenant.settings;
    const article = await getHelpCenterArticle({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      id: c.req.valid("param").id,
      locale: helpCenterLocale(c.req.valid("query").locale, site),
      site,
    });
    return c.json(article, 200);
  });
