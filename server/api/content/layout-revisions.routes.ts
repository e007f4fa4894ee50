import { createRoute, z } from "@hono/zod-openapi";
import { getPageLayout } from "../../domain/page-layout/get-page-layout.ts";
import { savePageLayout } from "../../domain/page-layout/save-page-layout.ts";
import { listRevisions } from "../../domain/revisions/list-revisions.ts";
import { restoreRevision } from "../../domain/revisions/restore-revision.ts";
import { filterRange } from "../../../shared/rules/audit-range.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  idParamSchema,
  pageLayoutQuerySchema,
  pageLayoutSectionSchema,
  restoreResultSchema,
  revisionSchema,
  revisionsQuerySchema,
  savePageLayoutBodySchema,
} from "./content.schemas.ts";
import { changeContext, conflictError, permit, withoutOrganization, writeErrors } from "./write-context.ts";
import { layoutVersion } from "../../domain/changes/entities.ts";
import { json, jsonError } from "../openapi-parts.ts";

const pageLayoutAnswer = z.object({
  url_page: z.string(),
  sections: z.array(pageLayoutSectionSchema),
  version: z.string().openapi({ description: "Send it back with PUT (optimistic concurrency)" }),
});

const getLayout = createRoute({
  method: "get",
  path: "/page-layout",
  tags: ["Page layout"],
  summary: "The sections of a page in their order (admins)",
  middleware: [permit("content.read_drafts")],
  request: { query: pageLayoutQuerySchema },
  responses: { 200: json(pageLayoutAnswer, "The page's sections"), ...writeErrors },
});

const saveLayout = createRoute({
  method: "put",
  path: "/page-layout",
  tags: ["Page layout"],
  summary: "Save the order of one page's sections (admins)",
  middleware: [permit("content.write")],
  request: { body: { content: { "application/json": { schema: savePageLayoutBodySchema } }, required: true } },
  responses: { 200: json(pageLayoutAnswer, "The page's sections as saved"), ...writeErrors, ...conflictError },
});

const listRoute = createRoute({
  method: "get",
  path: "/revisions",
  tags: ["History"],
  summary: "The change log (admins), newest first: one record's with entity and id; filter by person and days",
  middleware: [permit("content.read_drafts")],
  request: { query: revisionsQuerySchema },
  responses: { 200: json(z.array(revisionSchema), "Newest first: who, when, what changed"), ...writeErrors },
});

const restoreRoute = createRoute({
  method: "post",
  path: "/revisions/{id}/restore",
  tags: ["History"],
  summary: "Bring a record back to a revision's state (a deleted one included); itself a new revision (admins)",
  middleware: [permit("content.write")],
  request: { params: idParamSchema },
  responses: {
    200: json(restoreResultSchema, "Restored"),
    ...writeErrors,
    409: jsonError("The record cannot be restored as it was (its address is taken now)"),
  },
});

export const layoutAndRevisionsRouter = createApiRouter()
  .openapi(getLayout, async (c) => {
    const { url_page = "/home" } = withoutOrganization(c, c.req.valid("query"));
    const sections = await getPageLayout({ db: c.var.services.db, organizationId: c.var.tenant.id, urlPage: url_page });
    return c.json({ url_page, sections, version: layoutVersion(sections) }, 200);
  })
  .openapi(saveLayout, async (c) => {
    const { sections, version } = withoutOrganization(c, c.req.valid("json"));
    const ctx = changeContext(c);
    const saved = await savePageLayout({ ctx, sections, expectedVersion: version });
    const urlPage = saved.url_page as string;
    const layout = await getPageLayout({ db: ctx.db, organizationId: ctx.organizationId, urlPage });
    return c.json({ url_page: urlPage, sections: layout, version: layoutVersion(layout) }, 200);
  })
  .openapi(listRoute, async (c) => {
    const { entity, id, actor, from, to } = c.req.valid("query");
    const rows = await listRevisions({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      filter: { entity, entityId: id, actorId: actor, ...filterRange({ from, to }) },
    });
    return c.json(rows as z.infer<typeof revisionSchema>[], 200);
  })
  .openapi(restoreRoute, async (c) => {
    const result = await restoreRevision({ ctx: changeContext(c), revisionId: c.req.valid("param").id });
    return c.json(result, 200);
  });
