import { createRoute, z } from "@hono/zod-openapi";
import { findContent } from "../../domain/content/find-content.ts";
import { listDocumentSets, listPosts } from "../../domain/content/list-posts.ts";
import { toWirePost } from "../../domain/content/post-wire.ts";
import { AppError } from "../../errors.ts";
import { createApiRouter } from "../openapi-app.ts";
import { errorSchema } from "../sections/sections.schemas.ts";
import {
  documentSetSchema,
  documentSetsQuerySchema,
  postListQuerySchema,
  slugParamSchema,
  wirePostSchema,
} from "./posts.schemas.ts";

const errors = {
  400: { description: "Bad input", content: { "application/json": { schema: errorSchema } } },
  404: { description: "Not found at this site", content: { "application/json": { schema: errorSchema } } },
};

const listPostsRoute = createRoute({
  method: "get",
  path: "/posts",
  tags: ["Posts"],
  summary: "The site's displayed posts, newest first",
  request: { query: postListQuerySchema },
  responses: {
    200: { description: "Posts", content: { "application/json": { schema: z.array(wirePostSchema) } } },
    ...errors,
  },
});

const getPostRoute = createRoute({
  method: "get",
  path: "/posts/{slug}",
  tags: ["Posts"],
  summary: "One displayed post or page of the site by slug",
  request: { params: slugParamSchema },
  responses: {
    200: { description: "The post", content: { "application/json": { schema: wirePostSchema } } },
    ...errors,
  },
});

const listDocumentSetsRoute = createRoute({
  method: "get",
  path: "/document-sets",
  tags: ["Posts"],
  summary: "The site's document sets",
  request: { query: documentSetsQuerySchema },
  responses: {
    200: { description: "Document sets", content: { "application/json": { schema: z.array(documentSetSchema) } } },
    ...errors,
  },
});

export const postsRouter = createApiRouter()
  .openapi(listPostsRoute, async (c) => {
    const { blog } = c.req.valid("query");
    const posts = await listPosts({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      blogOnly: blog === "true",
    });
    return c.json(posts.map(toWirePost), 200);
  })
  .openapi(getPostRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const found = await findContent({ db: c.var.services.db, organizationId: c.var.tenant.id, slug });
    if (!found) throw new AppError("not_found", "Post not found");
    return c.json(toWirePost(found.record), 200);
  })
  .openapi(listDocumentSetsRoute, async (c) => {
    const { organization_id } = c.req.valid("query");
    // Another organization's id names nothing here.
    if (organization_id !== undefined && Number(organization_id) !== c.var.tenant.id) {
      throw new AppError("not_found", "Not found");
    }
    return c.json(await listDocumentSets({ db: c.var.services.db, organizationId: c.var.tenant.id }), 200);
  });
