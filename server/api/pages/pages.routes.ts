import { createRoute, type z } from "@hono/zod-openapi";
import { checkPageSlug, createPage } from "../../domain/pages/create-page.ts";
import { getSiteMap } from "../../domain/pages/get-site-map.ts";
import { changeContext, conflictError, permit, withoutOrganization, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  createPageBodySchema,
  pageRecordSchema,
  siteMapQuerySchema,
  siteMapSchema,
  slugAnswerSchema,
  slugQuerySchema,
} from "./pages.schemas.ts";
import { json, jsonBody, quotaForbidden } from "../openapi-parts.ts";

const createPageRoute = createRoute({
  method: "post",
  path: "/pages",
  tags: ["Pages"],
  summary: "Create a template-based content page (admins)",
  description:
    "A blog_post record without content, shown, not a blog post, ordered after the organization's last record. " +
    "Its body is the sections of `/{slug}`. A slug already used in the organization gets 409 " +
    "`A page with this slug already exists`; a malformed or reserved one 400.",
  middleware: [permit("content.write")],
  request: jsonBody(createPageBodySchema),
  responses: {
    201: json(pageRecordSchema, "The new page"),
    ...writeErrors,
    403: quotaForbidden("Not an admin of this site's organization, or another organization named", "pages"),
    ...conflictError,
  },
});

const slugRoute = createRoute({
  method: "get",
  path: "/pages/slug-available",
  tags: ["Pages"],
  summary: "Whether a slug could be a new page's address, and if not why (admins)",
  middleware: [permit("content.read_drafts")],
  request: { query: slugQuerySchema },
  responses: { 200: json(slugAnswerSchema, "Availability"), ...writeErrors },
});

const siteMapRoute = createRoute({
  method: "get",
  path: "/site-map",
  tags: ["Pages"],
  summary: "The organization's page structure for the Site Map modal (admins)",
  description:
    "Home, content pages, blog posts, documentation sets, other posts, policies and the menu; hidden entries marked.",
  middleware: [permit("content.read_drafts")],
  request: { query: siteMapQuerySchema },
  responses: { 200: json(siteMapSchema, "The page structure"), ...writeErrors },
});

export const pagesRouter = createApiRouter()
  .openapi(createPageRoute, async (c) => {
    const { title, slug, description } = withoutOrganization(c, c.req.valid("json"));
    const page = await createPage({
      ctx: changeContext(c),
      page: { title, slug, description },
      quotas: c.var.services.env,
    });
    return c.json(page, 201);
  })
  .openapi(slugRoute, async (c) => {
    const { slug } = c.req.valid("query");
    const result = await checkPageSlug({ db: c.var.services.db, organizationId: c.var.tenant.id, slug });
    return c.json({ slug, ...result }, 200);
  })
  .openapi(siteMapRoute, async (c) => {
    withoutOrganization(c, c.req.valid("query"));
    const siteMap = await getSiteMap({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(siteMap as z.infer<typeof siteMapSchema>, 200);
  });
