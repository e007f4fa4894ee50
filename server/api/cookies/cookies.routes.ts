import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../context.ts";
import { resolveViewer } from "../../domain/accounts/viewer.ts";
import { pickLocale } from "../../domain/accounts/account-request.ts";
import { getLastConsent } from "../../domain/cookies/get-last-consent.ts";
import { listCookieCategories } from "../../domain/cookies/list-cookie-categories.ts";
import { recordConsent } from "../../domain/cookies/record-consent.ts";
import { AppError } from "../../errors.ts";
import { isSecureRequest } from "../../http/request-origin.ts";
import type { RateRule } from "../../http/rate-limit.ts";
import { errorResponses } from "../auth/auth.schemas.ts";
import { json } from "../openapi-parts.ts";
import { limitPerIp } from "../auth/http.ts";
import { createApiRouter } from "../openapi-app.ts";
import {
  categoriesQuerySchema,
  consentBodySchema,
  consentQuerySchema,
  consentSchema,
  cookieCategorySchema,
} from "./cookies.schemas.ts";

/** Identifies an anonymous browser's consent records (http-only: page scripts never need it). */
const ANONYMOUS_ID_COOKIE = "consent_id";
const ANONYMOUS_ID = /^[0-9a-f-]{36}$/;
const CONSENT_PER_IP: RateRule = { name: "cookie-consent:ip", limit: 60, windowMs: 60_000 };

const categoriesRoute = createRoute({
  method: "get",
  path: "/cookies/categories",
  tags: ["Cookies"],
  summary: "The site's cookie categories, each with the services it offers (inactive services left out)",
  request: { query: categoriesQuerySchema },
  responses: { 200: json(z.array(cookieCategorySchema), "Categories in order"), ...errorResponses },
});

const getConsentRoute = createRoute({
  method: "get",
  path: "/cookies/consent",
  tags: ["Cookies"],
  summary: "The visitor's last consent on this site (the signed-in user's, else this browser's)",
  request: { query: consentQuerySchema },
  responses: { 200: json(consentSchema, "The last consent; services [] and nulls when none"), ...errorResponses },
});

const postConsentRoute = createRoute({
  method: "post",
  path: "/cookies/consent",
  tags: ["Cookies"],
  summary: "Record the visitor's consent (append-only); a session or bearer token ties it to the user",
  request: { body: { content: { "application/json": { schema: consentBodySchema } }, required: true } },
  responses: { 201: json(consentSchema, "Recorded"), ...errorResponses },
});

/** The organization is the host's; a client naming another one is refused, never obeyed. */
function checkOrganization(c: Context<AppEnv>, claimed: number | undefined): void {
  if (claimed !== undefined && claimed !== c.var.tenant.id) {
    throw new AppError("bad_request", "organization_id: is not this site's organization", {
      field: "organization_id",
    });
  }
}

async function visitor(c: Context<AppEnv>) {
  const viewer = await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session });
  const cookie = getCookie(c, ANONYMOUS_ID_COOKIE);
  return { userId: viewer?.id ?? null, anonymousId: cookie && ANONYMOUS_ID.test(cookie) ? cookie : null };
}

export const cookiesRouter = createApiRouter()
  .openapi(categoriesRoute, async (c) => {
    const locale = pickLocale(c.var.tenant, c.req.valid("query").locale);
    const { services, tenant } = c.var;
    // Asked on every page load by visitors who consented to a service with a script: kept in the
    // per-organization read-model cache, cleared whenever the organization's content changes.
    const categories = await services.content.get(tenant, `cookie-categories:${locale}`, () =>
      listCookieCategories({
        db: services.db,
        organizationId: tenant.id,
        locale,
        source: tenant.settings.defaultLocale,
      }),
    );
    return c.json(categories, 200);
  })
  .openapi(getConsentRoute, async (c) => {
    const { organization_id } = c.req.valid("query");
    checkOrganization(c, organization_id === undefined ? undefined : Number(organization_id));
    const { userId, anonymousId } = await visitor(c);
    const last = await getLastConsent({ db: c.var.services.db, organizationId: c.var.tenant.id, userId, anonymousId });
    return c.json(
      last ?? { consent_given: null, services: [], organization_id: c.var.tenant.id, created_at: null },
      200,
    );
  })
  .openapi(postConsentRoute, async (c) => {
    const body = c.req.valid("json");
    checkOrganization(c, body.organization_id);
    await limitPerIp(c, CONSENT_PER_IP);
    const { userId, anonymousId: existing } = await visitor(c);
    // Every browser gets an anonymous id, so its records stay its own after sign-out too.
    const anonymousId = existing ?? crypto.randomUUID();
    const record = await recordConsent({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      userId,
      anonymousId,
      consentGiven: body.consent_given,
      services: body.services,
      userAgent: c.req.header("user-agent") ?? "",
    });
    if (!existing) {
      setCookie(c, ANONYMOUS_ID_COOKIE, anonymousId, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: isSecureRequest(c.req.raw.headers, c.req.url, c.var.services.env),
        maxAge: 365 * 24 * 60 * 60,
      });
    }
    return c.json(record, 201);
  });
