import { createRoute, z } from "@hono/zod-openapi";
import { findContent } from "../../domain/content/find-content.ts";
import { listDocumentSets, listPosts } from "../../domain/content/list-posts.ts";
import { toWirePost } from "../../domain/content/post-wire.ts";
import { resolveViewer } from "../../domain/accounts/viewer.ts";
import { createPost } from "../../domain/posts/create-post.ts";
import { loadEditablePost } from "../../domain/posts/save-post-parts.ts";
import { updatePost } from "../../domain/posts/update-post.ts";
import { AppError } from "../../errors.ts";
import { can } from "../../policy/policy.ts";
import type { AppEnv } from "../../context.ts";
import type { Context } from "hono";
import { changeContext, conflictError, permit, withoutOrganization, writeErrors } from "../content/write-context.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  createPostBodySchema,
  documentSetSchema,
  documentSetsQuerySchema,
  editablePostSchema,
  postListQuerySchema,
  slugParamSchema,
  updatePostBodySchema,
  wirePostSchema,
} from "./posts.schemas.ts";
import { errorSchema, json, jsonBody } from "../openapi-parts.ts";

/** Admins of the host's organization read drafts: hidden and scheduled posts, with the last editor. */
async function mayReadDrafts(c: Context<AppEnv>): Promise<boolean> {
  if (!c.var.session) return false;
  const viewer = await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session });
  return can(viewer?.role ?? "anonymous", "content.read_drafts");
}

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
  summary: "One displayed, published post or page of the site by slug (admins: any, with last_change)",
  request: { params: slugParamSchema },
  responses: {
    200: { description: "The post", content: { "application/json": { schema: editablePostSchema } } },
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

const createPostRoute = createRoute({
  method: "post",
  path: "/posts",
  tags: ["Posts"],
  middleware: [permit("content.write")],
  summary: "Create a post (admins); the slug is generated from the title when absent",
  request: jsonBody(createPostBodySchema),
  responses: {
    201: json(editablePostSchema, "The new post"),
    ...writeErrors,
    409: json(errorSchema, "The slug is taken in this organization"),
  },
});

const updatePostRoute = createRoute({
  method: "patch",
  path: "/posts/{slug}",
  tags: ["Posts"],
  middleware: [permit("content.write")],
  summary: "Update a post or page (admins): the fields sent; publish_at schedules it",
  request: { params: slugParamSchema, ...jsonBody(updatePostBodySchema) },
  responses: { 200: json(editablePostSchema, "The post as saved"), ...writeErrors, ...conflictError },
});

export const postsRouter = createApiRouter()
  .openapi(createPostRoute, async (c) => {
    const input = withoutOrganization(c, c.req.valid("json"));
    return c.json(await createPost({ ctx: changeContext(c), input }), 201);
  })
  .openapi(updatePostRoute, async (c) => {
    const { updated_at, ...input } = withoutOrganization(c, c.req.valid("json"));
    const post = await updatePost({
      ctx: changeContext(c),
      slug: c.req.valid("param").slug,
      input,
      expectedVersion: updated_at,
    });
    return c.json(post, 200);
  })
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
    if (await mayReadDrafts(c)) {
      const post = await loadEditablePost({ db: c.var.services.db, organizationId: c.var.tenant.id, where: { slug } });
      if (!post) throw new AppError("not_found", "Post not found");
      return c.json(post, 200);
    }
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
