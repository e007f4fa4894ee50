import { z } from "@hono/zod-openapi";
import { KNOWN_LOCALES } from "../../../../shared/i18n/locales.ts";
import { ORDER_STATUSES } from "../../../../server/db/schema/order-requests.ts";

const id = z.number().int().positive().max(2147483647);

/** What arrives from the basket: who asks, and plan ids with quantities (prices are the server's). */
export const orderRequestBodySchema = z
  .object({
    name: z.string({ message: "is required" }).max(200, "must be at most 200 characters"),
    email: z.string({ message: "is required" }).max(254, "must be at most 254 characters"),
    company: z.string().max(200, "must be at most 200 characters").nullish(),
    message: z.string().max(5000, "must be at most 5000 characters").nullish(),
    items: z
      .array(
        z.object({
          plan_id: id,
          quantity: z.number().int().min(1, "must be at least 1").max(99, "must be at most 99"),
        }),
        {
          message: "is required",
        },
      )
      .min(1, "the basket is empty")
      .max(50, "at most 50 lines"),
    locale: z.enum(KNOWN_LOCALES).nullish(),
  })
  .openapi("OrderRequestBody");

const lineSchema = z.object({
  plan_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int().openapi({ description: "Minor units (cents)" }),
  line_total: z.number().int(),
});

export const orderRequestResultSchema = z
  .object({
    ok: z.literal(true),
    id: z.number().int(),
    total: z.number().int().openapi({ description: "Minor units (cents), priced by the server" }),
    currency_symbol: z.string(),
    lines: z.array(lineSchema),
  })
  .openapi("OrderRequestResult");

export const orderRequestSchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    message: z.string().nullable(),
    lines: z.array(lineSchema),
    total: z.number().int(),
    currency_symbol: z.string(),
    status: z.enum(ORDER_STATUSES),
    locale: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back with a status change" }),
  })
  .openapi("OrderRequest");

export const orderStatusBodySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `must be one of ${ORDER_STATUSES.join(", ")}` }),
    updated_at: z
      .string({ message: "is required" })
      .max(64)
      .refine((value) => !Number.isNaN(Date.parse(value)), {
        message: "must be the updated_at of the order request as loaded",
      }),
  })
  .openapi("OrderStatusBody");

export const orderIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "must be a positive whole number")
    .openapi({ param: { name: "id", in: "path" } }),
});
