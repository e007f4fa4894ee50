import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { AppError } from "../../../../server/errors.ts";
import { platformOrigin } from "./platform-origin.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import { normalizeSlug, SLUG_MESSAGES, slugProblem } from "../../shared/slug-rules.ts";
import { createSite, sitesOf, slugTaken, validateNewSite } from "../domain/sites/create-site.ts";
import { createHandoffToken, handoffUrl, siteOrigin } from "../domain/sites/handoff-token.ts";
import type { PlatformEnv } from "../platform-context.ts";
import { requireAccount, requireSiteRole } from "./platform-auth.ts";
import { createPlatformRouter } from "./platform-router.ts";

/** Sites one account may create: 5 an hour (decision 063). */
export const SITE_CREATE_LIMIT = {
  name: "site-create:account",
  limit: 5,
  windowMs: 60 * 60 * 1000,
} as const satisfies RateRule;

const availabilitySchema = z
  .object({
    slug: z.string(),
    available: z.boolean(),
    reason: z.string().optional().openapi({ description: "Why not: invalid format, reserved, or taken" }),
  })
  .openapi("SlugAvailability");

const createSiteBodySchema = z
  .object({
    name: z.string().openapi({ example: "Lumière Studio" }),
    slug: z.string().openapi({ example: "lumiere" }),
    business_type: z.string().openapi({ example: "beauty" }),
    default_locale: z.string().openapi({ example: "en" }),
    locales: z.array(z.string()).openapi({ example: ["en", "es"] }),
    look: z.string().openapi({ example: "neutral" }),
  })
  .openapi("NewSite");

const siteSchema = z
  .object({ id: z.number().int(), slug: z.string(), url: z.string(), status: z.string() })
  .openapi("PlatformSite");

const createdSchema = z.object({ site: siteSchema, handoff_url: z.string() }).openapi("CreatedSite");

const consoleSiteSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    status: z.string(),
    role: z.string(),
    locales: z.array(z.string()),
    updated_at: z.string(),
  })
  .openapi("ConsoleSite");

/** The origin of a site's address as this platform request's browser reaches it. */
function originOf(c: Context<PlatformEnv>, slug: string): string {
  const { env } = c.var.services;
  return siteOrigin(slug, env.SITES_DOMAIN, platformOrigin(c));
}

function requireConfirmed(c: Context<PlatformEnv>) {
  const account = requireAccount(c);
  if (!account.emailVerified) {
    throw new AppError("forbidden", "Confirm your e-mail address before creating a site", { code: "unconfirmed" });
  }
  return account;
}

export const platformSitesRouter = createPlatformRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/platform/slug-available",
      tags: ["Platform"],
      summary: "Whether a site address is free (platform host only)",
      request: { query: z.object({ slug: z.string().max(200).openapi({ example: "lumiere" }) }) },
      responses: {
        200: json(availabilitySchema, "Whether the address may be taken, and why not"),
        400: jsonError("No slug given"),
      },
    }),
    async (c) => {
      const slug = normalizeSlug(c.req.valid("query").slug);
      const problem = slugProblem(slug);
      if (problem) return c.json({ slug, available: false, reason: SLUG_MESSAGES[problem] }, 200);
      if (await slugTaken(c.var.services, slug))
        return c.json({ slug, available: false, reason: SLUG_MESSAGES.taken }, 200);
      return c.json({ slug, available: true }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/platform/sites",
      tags: ["Platform"],
      summary: "The sites the signed-in account owns or administers (platform host only)",
      responses: {
        200: json(z.object({ sites: z.array(consoleSiteSchema) }), "The account's sites"),
        401: jsonError("Not signed in to the platform"),
      },
    }),
    async (c) => {
      const account = requireAccount(c);
      const rows = await sitesOf(c.var.services, account.id);
      return c.json(
        {
          sites: rows.map((row) => ({
            id: row.id,
            name: row.name,
            slug: row.slug ?? "",
            url: originOf(c, row.slug ?? ""),
            status: row.status,
            role: row.role,
            locales: row.settings.supported_locales ?? [],
            updated_at: row.updatedAt.toISOString(),
          })),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/platform/sites",
      tags: ["Platform"],
      summary:
        "Create a site: a draft with the starter kit, and a hand-off that signs the creator in (platform host only)",
      request: jsonBody(createSiteBodySchema),
      responses: {
        201: json(createdSchema, "The new site (draft) and where the browser goes next"),
        400: jsonError("Bad input: `field` names it"),
        401: jsonError("Not signed in to the platform"),
        403: jsonError("The account's e-mail address is not confirmed"),
        409: jsonError("The address is taken"),
        429: jsonError("Too many sites created in the last hour"),
      },
    }),
    async (c) => {
      const account = requireConfirmed(c);
      const input = validateNewSite(c.req.valid("json"));
      await c.var.services.rateLimiter.consume(SITE_CREATE_LIMIT, String(account.id));
      const started = performance.now();
      const site = await createSite(c.var.services, { accountId: account.id, input });
      const origin = originOf(c, site.slug);
      c.var.logger.info(
        { site_id: site.id, slug: site.slug, duration_ms: Math.round(performance.now() - started) },
        "site created",
      );
      return c.json(
        {
          site: { id: site.id, slug: site.slug, url: origin, status: site.status },
          handoff_url: handoffUrl(origin, site.handoffToken),
        },
        201,
      );
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/platform/sites/{id}/handoff",
      tags: ["Platform"],
      summary: "Sign the account's person into one of their sites: a two-minute, single-use link (platform host only)",
      request: { params: z.object({ id: z.coerce.number().int().openapi({ example: 3 }) }) },
      responses: {
        200: json(z.object({ handoff_url: z.string() }), "Where the browser goes to be signed in"),
        400: jsonError("Bad site id"),
        401: jsonError("Not signed in to the platform"),
        404: jsonError("No such site of this account"),
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const { account } = await requireSiteRole(c, id, "admin");
      const [site] = (await sitesOf(c.var.services, account.id)).filter((row) => row.id === id);
      if (!site?.slug) throw new AppError("not_found", "No such site");
      const token = await createHandoffToken(c.var.services.db, {
        organizationId: id,
        accountId: account.id,
        email: account.email,
      });
      return c.json({ handoff_url: handoffUrl(originOf(c, site.slug), token) }, 200);
    },
  );
