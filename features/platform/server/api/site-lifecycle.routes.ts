import { createRoute, z } from "@hono/zod-openapi";
import { json, jsonError } from "../../../../server/api/openapi-parts.ts";
import { deleteSite, restoreSite } from "../domain/sites/site-lifecycle.ts";
import { createPlatformRouter } from "./platform-router.ts";
import { requireSiteRole } from "./platform-auth.ts";

const siteIdParams = z.object({
  id: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be a positive id"),
});

export const siteLifecycleRouter = createPlatformRouter()
  .openapi(
    createRoute({
      method: "delete",
      path: "/platform/sites/{id}",
      tags: ["Platform"],
      summary: "Delete the site (its owner, typing its name exactly): offline at once, removed after the grace period",
      request: { params: siteIdParams, query: z.object({ name: z.string().max(500).optional() }) },
      responses: {
        200: json(
          z.object({ site: z.object({ id: z.number().int(), status: z.literal("deleted"), purge_after: z.string() }) }),
          "Deleted; restorable until purge_after",
        ),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("Not the site's owner"),
        409: jsonError("Already deleted"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { account } = await requireSiteRole(c, id, "owner");
      const site = await deleteSite(c.var.services, {
        siteId: id,
        actor: account,
        typedName: c.req.valid("query").name,
      });
      return c.json({ site: { ...site, purge_after: site.purge_after.toISOString() } }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/platform/sites/{id}/restore",
      tags: ["Platform"],
      summary: "Restore a deleted site within its grace period (its owner, or an operator)",
      request: { params: siteIdParams },
      responses: {
        200: json(
          z.object({ site: z.object({ id: z.number().int(), status: z.enum(["draft", "live", "suspended"]) }) }),
          "Restored to the status it had",
        ),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("Not the site's owner"),
        409: jsonError("Not deleted, or its grace period is over"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { account } = await requireSiteRole(c, id, "owner", { operators: true });
      const site = await restoreSite(c.var.services, { siteId: id, actor: account });
      return c.json({ site }, 200);
    },
  );
