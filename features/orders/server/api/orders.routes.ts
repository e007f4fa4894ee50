import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isEmail } from "../../../../shared/rules/auth-rules.ts";
import type { AppEnv } from "../../../../server/context.ts";
import { resolveViewer } from "../../../../server/domain/accounts/viewer.ts";
import type { ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { plainContactText } from "../../../../server/domain/contact/contact-text.ts";
import { listOrderRequests } from "../domain/list-order-requests.ts";
import { setOrderRequestStatus } from "../domain/set-order-request-status.ts";
import { submitOrderRequest } from "../domain/submit-order-request.ts";
import { fieldRefusal } from "../../../../server/errors.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import { mailOrigin } from "../../../../server/http/request-origin.ts";
import { authorize } from "../../../../server/policy/policy.ts";
import { limitPerIp } from "../../../../server/api/auth/http.ts";
import { changeContext, permit } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import {
  orderIdParamSchema,
  orderRequestBodySchema,
  orderRequestResultSchema,
  orderRequestSchema,
  orderStatusBodySchema,
} from "./orders.schemas.ts";
import { errorSchema, json } from "../../../../server/api/openapi-parts.ts";

/** 5 order requests per hour from one address: a person orders once or twice, a bot many times. */
export const ORDER_RATE_LIMIT: RateRule = { name: "orders:ip", limit: 5, windowMs: 60 * 60_000 };

const submitRoute = createRoute({
  method: "post",
  path: "/orders",
  tags: ["Orders"],
  summary: "Request to buy the plans of the basket: priced by the server, stored, mailed to the admins",
  description:
    "Anyone may send one (signed in or not). Prices come from the organization's displayed plans, never from the body. Markup is removed from every field. Rate limit: 5 per hour per IP.",
  request: { body: { content: { "application/json": { schema: orderRequestBodySchema } }, required: true } },
  responses: {
    201: json(orderRequestResultSchema, "Stored and mailed to the organization's admins (without SMTP: their outbox)"),
    400: json(errorSchema, "A field is missing or malformed, or the basket is empty"),
    404: json(errorSchema, "A plan is not one this site sells"),
    429: json(errorSchema, "Too many order requests from this address"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/orders",
  tags: ["Orders"],
  summary: "The organization's order requests, newest first (admins)",
  middleware: [permit("order.manage")] as const,
  responses: {
    200: json(orderRequestSchema.array(), "Order requests"),
    401: json(errorSchema, "Not signed in on this site"),
    403: json(errorSchema, "Not an admin of this site's organization"),
  },
});

const statusRoute = createRoute({
  method: "patch",
  path: "/orders/{id}",
  tags: ["Orders"],
  summary: "Mark an order request handled, cancelled or new (admins)",
  middleware: [permit("order.manage")] as const,
  request: {
    params: orderIdParamSchema,
    body: { content: { "application/json": { schema: orderStatusBodySchema } }, required: true },
  },
  responses: {
    200: json(orderRequestSchema, "The order request as it is now"),
    400: json(errorSchema, "Bad status or updated_at"),
    401: json(errorSchema, "Not signed in on this site"),
    403: json(errorSchema, "Not an admin of this site's organization"),
    404: json(errorSchema, "No such order request in this organization"),
    409: json(errorSchema, "Changed since it was loaded: `current` holds it as it is now"),
  },
});

function text(value: string | null | undefined, field: string, max: number, required: boolean): string | null {
  const plain = plainContactText(value ?? "");
  if (!plain) {
    if (required) throw fieldRefusal.required(field);
    return null;
  }
  if (plain.length > max) throw fieldRefusal.tooLong(field, max);
  return plain;
}

/** The visitor's change context: signed-in people are named by their account, others by the name they gave. */
async function visitorContext(c: Context<AppEnv>, name: string): Promise<ChangeContext> {
  const viewer = c.var.session
    ? await resolveViewer({ db: c.var.services.db, tenant: c.var.tenant, session: c.var.session })
    : null;
  authorize(viewer?.role ?? "anonymous", "order.request");
  return {
    db: c.var.services.db,
    organizationId: c.var.tenant.id,
    actor: viewer ? { id: viewer.id, name: viewer.name } : { id: null, name: `Visitor: ${name}`.slice(0, 200) },
    requestId: c.var.requestId,
    dispatcher: c.var.services.dispatcher,
    logger: c.var.logger,
  };
}

export const ordersRouter = createApiRouter()
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid("json");
    const name = text(body.name, "name", 100, true)!;
    const email = (text(body.email, "email", 254, true) ?? "").toLowerCase();
    if (!isEmail(email)) throw fieldRefusal.email();
    const company = text(body.company, "company", 100, false);
    const message = text(body.message, "message", 5000, false);
    const ctx = await visitorContext(c, name);
    await limitPerIp(c, ORDER_RATE_LIMIT);
    const result = await submitOrderRequest({
      ctx,
      mailer: c.var.services.mailer,
      organizationName: c.var.tenant.name,
      origin: mailOrigin(c),
      input: {
        name,
        email,
        company,
        message,
        items: body.items.map((item) => ({ planId: item.plan_id, quantity: item.quantity })),
        locale: body.locale ?? null,
      },
    });
    return c.json(
      {
        ok: true as const,
        id: result.id,
        total: result.total,
        currency_symbol: result.currencySymbol,
        lines: result.lines,
      },
      201,
    );
  })
  .openapi(listRoute, async (c) => {
    const rows = await listOrderRequests({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(rows, 200);
  })
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const after = await setOrderRequestStatus({
      ctx: changeContext(c),
      id: Number(id),
      status: body.status,
      version: body.updated_at,
    });
    return c.json(after as never, 200);
  });
