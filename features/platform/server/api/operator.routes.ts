import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { json, jsonBody, jsonError } from "../../../../server/api/openapi-parts.ts";
import { SITE_STATUSES } from "../../../../server/db/schema/organizations.ts";
import {
  changeSiteStatus,
  findOperatorSite,
  listAudit,
  listOutbox,
  listSites,
  OPERATOR_PAGE_SIZE,
  setSiteQuotas,
  SITE_SORTS,
  type SiteAddress,
} from "../domain/operator-sites.ts";
import type { PlatformEnv } from "../platform-context.ts";
import { requireOperator } from "./platform-auth.ts";
import { createPlatformRouter } from "./platform-router.ts";

const quotasSchema = z
  .object({
    pages: z.number().int(),
    storage_mb: z.number().int(),
    members: z.number().int(),
    bookings_per_day: z.number().int(),
  })
  .openapi("SiteQuotas");

const siteSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable(),
    url: z.string(),
    owners: z.array(z.string()),
    created_at: z.string(),
    pages: z.number().int(),
    storage_bytes: z.number().int(),
    members: z.number().int(),
    last_edit: z.string(),
    status: z.enum(SITE_STATUSES),
    quotas: quotasSchema.openapi({ description: "Effective quotas: the site's own, else the environment's default" }),
    own_quotas: quotasSchema.partial().openapi({ description: "What an operator set for this site" }),
  })
  .openapi("OperatorSite");

const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

const listQuerySchema = z.object({
  q: z.string().max(200).optional().openapi({ description: "Searches name, slug and owners' e-mail" }),
  sort: z.enum(SITE_SORTS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: pageQuery.optional(),
});

const idParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const reasonSchema = z
  .string()
  .trim()
  .min(1, "A reason is required")
  .max(500, "A reason may be at most 500 characters")
  .openapi({ description: "Why (1–500 characters); kept in the platform's audit log" });

const reasonBodySchema = z.object({ reason: reasonSchema }).openapi("OperatorReason");

const quotaValue = (max: number) => z.number().int().min(1).max(max).nullable().optional();
const quotasBodySchema = z
  .object({
    pages: quotaValue(1_000_000),
    storage_mb: quotaValue(10_000_000),
    members: quotaValue(10_000),
    bookings_per_day: quotaValue(1_000_000),
    reason: reasonSchema,
  })
  .refine((body) => ["pages", "storage_mb", "members", "bookings_per_day"].some((key) => key in body), {
    message: "Name at least one quota to set (a number, or null for the default)",
    path: ["pages"],
  })
  .openapi("OperatorQuotas");

const pagedSchema = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };

const auditEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    actor_email: z.string().nullable(),
    action: z.string(),
    site_id: z.number().int().nullable(),
    site_slug: z.string().nullable(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi("PlatformAuditEntry");

const outboxMessageSchema = z
  .object({ id: z.number().int(), created_at: z.string(), to: z.string(), subject: z.string(), text: z.string() })
  .openapi("PlatformOutboxMessage");

const who = {
  401: jsonError("Not signed in to the platform"),
  403: jsonError("Not a platform operator"),
} as const;

/** Asks before anything else (input validation included): signed out 401, not an operator 403. */
const operatorsOnly: MiddlewareHandler<PlatformEnv> = async (c, next) => {
  requireOperator(c);
  await next();
};

/** The scheme and port of the platform's own request: the sites answer on the same. */
function addressOf(c: Context<PlatformEnv>): SiteAddress {
  const url = new URL(c.req.url);
  return { protocol: url.protocol, port: url.port, sitesDomain: c.var.services.env.SITES_DOMAIN };
}

const statusRoute = (action: "suspend" | "resume") =>
  createRoute({
    method: "post",
    path: `/operator/sites/{id}/${action}`,
    tags: ["Operators"],
    middleware: [operatorsOnly] as const,
    summary:
      action === "suspend"
        ? "Suspend a site: visitors get 503 'This site is paused', its admins can still sign in (operators)"
        : "Resume a suspended site: live again (operators)",
    request: { params: idParamSchema, ...jsonBody(reasonBodySchema) },
    responses: {
      200: json(z.object({ site: siteSchema }), action === "suspend" ? "The suspended site" : "The resumed site"),
      400: jsonError("No reason, or one over 500 characters"),
      ...who,
      404: jsonError("No such site"),
      409: jsonError(action === "suspend" ? "The site is already suspended, or deleted" : "The site is not suspended"),
    },
  });

export const operatorRouter = createPlatformRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/operator/sites",
      tags: ["Operators"],
      middleware: [operatorsOnly] as const,
      summary: "Every site with owners, pages, storage, members, last edit, status and quotas (operators)",
      request: { query: listQuerySchema },
      responses: {
        200: json(z.object({ sites: z.array(siteSchema), ...pagedSchema }), "One page of sites"),
        400: jsonError("A sort, order or page that is not one"),
        ...who,
      },
    }),
    async (c) => {
      requireOperator(c);
      const { q, sort, order, page } = c.req.valid("query");
      const result = await listSites({
        db: c.var.services.db,
        env: c.var.services.env,
        address: addressOf(c),
        q,
        sort,
        order,
        page: page ?? 1,
        pageSize: OPERATOR_PAGE_SIZE,
      });
      return c.json(result, 200);
    },
  )
  .openapi(statusRoute("suspend"), async (c) => {
    const operator = requireOperator(c);
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await changeSiteStatus({ services: c.var.services, operator, siteId: id, to: "suspended", reason });
    c.var.logger.info({ event: "site_suspended", site_id: id, operator: operator.id }, "site suspended");
    return c.json({ site: await findOperatorSite(c.var.services.db, c.var.services.env, addressOf(c), id) }, 200);
  })
  .openapi(statusRoute("resume"), async (c) => {
    const operator = requireOperator(c);
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    await changeSiteStatus({ services: c.var.services, operator, siteId: id, to: "live", reason });
    c.var.logger.info({ event: "site_resumed", site_id: id, operator: operator.id }, "site resumed");
    return c.json({ site: await findOperatorSite(c.var.services.db, c.var.services.env, addressOf(c), id) }, 200);
  })
  .openapi(
    createRoute({
      method: "put",
      path: "/operator/sites/{id}/quotas",
      tags: ["Operators"],
      middleware: [operatorsOnly] as const,
      summary: "Set a site's own quotas (a number) or return them to the default (null) (operators)",
      request: { params: idParamSchema, ...jsonBody(quotasBodySchema) },
      responses: {
        200: json(z.object({ site: siteSchema }), "The site with its effective quotas"),
        400: jsonError("No reason, no quota named, or a quota that is not a whole number in range"),
        ...who,
        404: jsonError("No such site"),
      },
    }),
    async (c) => {
      const operator = requireOperator(c);
      const { id } = c.req.valid("param");
      const { reason, ...changes } = c.req.valid("json");
      await setSiteQuotas({ db: c.var.services.db, operator, siteId: id, changes, reason });
      return c.json({ site: await findOperatorSite(c.var.services.db, c.var.services.env, addressOf(c), id) }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/operator/audit",
      tags: ["Operators"],
      middleware: [operatorsOnly] as const,
      summary: "The platform's audit log, newest first (operators)",
      request: { query: z.object({ page: pageQuery.optional() }) },
      responses: {
        200: json(z.object({ entries: z.array(auditEntrySchema), ...pagedSchema }), "One page of the log"),
        400: jsonError("A page that is not one"),
        ...who,
      },
    }),
    async (c) => {
      requireOperator(c);
      return c.json(await listAudit(c.var.services.db, c.req.valid("query").page ?? 1), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/operator/outbox",
      tags: ["Operators"],
      middleware: [operatorsOnly] as const,
      summary: "The platform's outbox (its mail when no SMTP_URL is set), newest first (operators)",
      request: { query: z.object({ page: pageQuery.optional() }) },
      responses: {
        200: json(z.object({ messages: z.array(outboxMessageSchema), ...pagedSchema }), "One page of messages"),
        400: jsonError("A page that is not one"),
        ...who,
      },
    }),
    async (c) => {
      requireOperator(c);
      return c.json(await listOutbox(c.var.services.db, c.req.valid("query").page ?? 1), 200);
    },
  );
