import { createRoute } from "@hono/zod-openapi";
import { dismissBanner } from "../../domain/banners/dismiss-banner.ts";
import { listBannerDismissals, listBanners } from "../../domain/banners/list-banners.ts";
import { bannerMatchesPath, isBannerDismissed } from "../../../shared/rules/banners.ts";
import { requireSession } from "../auth/http.ts";
import { createApiRouter } from "../openapi-app.ts";
import { bannerIdParamSchema, bannerListSchema, bannerPathQuerySchema, dismissalSchema } from "./banners.schemas.ts";
import { errorSchema, json } from "../openapi-parts.ts";

const listRoute = createRoute({
  method: "get",
  path: "/banners",
  tags: ["Banners"],
  summary: "Banners of a page: enabled, not ended, matching the page; a signed-in user's dismissals applied",
  request: { query: bannerPathQuerySchema },
  responses: {
    200: json(bannerListSchema, "The page's banners in order, and the caller's dismissals in force"),
    400: json(errorSchema, "Bad input"),
  },
});

const dismissRoute = createRoute({
  method: "post",
  path: "/banners/{id}/dismiss",
  tags: ["Banners"],
  summary: "Dismiss a dismissible banner for the signed-in user, for the banner's dismissal_duration",
  description:
    "Anonymous visitors keep dismissals in localStorage (`dismissedBannerIds`) instead. A banner of another organization is 404.",
  request: { params: bannerIdParamSchema },
  responses: {
    200: json(dismissalSchema, "Dismissed until expiresAt"),
    400: json(errorSchema, "Bad id, or a permanent banner"),
    401: json(errorSchema, "Not signed in"),
    404: json(errorSchema, "No such banner on this site"),
  },
});

export const bannersRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const { path } = c.req.valid("query");
    const { db } = c.var.services;
    const organizationId = c.var.tenant.id;
    const now = Date.now();
    const session = c.var.session;
    const [rows, dismissed] = await Promise.all([
      listBanners({ db, organizationId, now }),
      session ? listBannerDismissals({ db, organizationId, userId: session.user.id, now }) : Promise.resolve([]),
    ]);
    c.header("cache-control", session ? "no-store" : "public, max-age=60");
    const banners = rows
      .filter((row) => bannerMatchesPath(row.page_paths, path))
      .map(({ order: _order, ...row }) => ({
        ...row,
        end_date_promotion: row.end_date_promotion?.toISOString() ?? null,
        isDismissed: isBannerDismissed(row.id, dismissed, now),
      }))
      .filter((row) => !row.isDismissed);
    return c.json({ banners, dismissed }, 200);
  })
  .openapi(dismissRoute, async (c) => {
    const session = requireSession(c);
    const { id } = c.req.valid("param");
    const dismissal = await dismissBanner({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      userId: session.user.id,
      bannerId: id,
    });
    // Signed-in pages are never cached, so nothing to purge: the next render reads the dismissal.
    return c.json(dismissal, 200);
  });
