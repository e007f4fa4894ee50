import { createRoute } from "@hono/zod-openapi";
import { isEmail } from "../../../shared/rules/auth-rules.ts";
import { plainContactText } from "../../domain/contact/contact-text.ts";
import { submitContactMessage } from "../../domain/contact/submit-contact-message.ts";
import type { RateRule } from "../../http/rate-limit.ts";
import { limitPerIp } from "../auth/http.ts";
import { createApiRouter } from "../openapi-app.ts";
import { fieldRefusal } from "../../errors.ts";
import { contactBodySchema, contactResultSchema } from "./contact.schemas.ts";
import { errorSchema, json } from "../openapi-parts.ts";

/** A visitor may send 5 messages per 10 minutes from one address: enough for a person, little for a bot. */
export const CONTACT_RATE_LIMIT: RateRule = { name: "contact:ip", limit: 5, windowMs: 10 * 60_000 };

const contactRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message through a contact section: stored for the organization and mailed to its admins",
  description:
    "Rate limit: 5 per 10 minutes per IP. Markup is removed from every field: messages are stored and mailed as plain text.",
  request: { body: { content: { "application/json": { schema: contactBodySchema } }, required: true } },
  responses: {
    201: json(contactResultSchema, "Stored (and mailed to the organization's admins)"),
    400: json(errorSchema, "A field is missing or malformed"),
    404: json(errorSchema, "section_id is not a section of this site"),
    429: json(errorSchema, "Too many messages"),
  },
});

function required(value: string, field: string, max: number): string {
  const text = plainContactText(value);
  if (!text) throw fieldRefusal.required(field);
  if (text.length > max) throw fieldRefusal.tooLong(field, max);
  return text;
}

export const contactRouter = createApiRouter().openapi(contactRoute, async (c) => {
  const body = c.req.valid("json");
  const name = required(body.name, "name", 100);
  const email = plainContactText(body.email).toLowerCase();
  if (!email) throw fieldRefusal.required("email");
  if (!isEmail(email)) throw fieldRefusal.email();
  const message = required(body.message, "message", 5000);
  const pagePath = body.page_path && body.page_path.startsWith("/") ? plainContactText(body.page_path) : null;
  await limitPerIp(c, CONTACT_RATE_LIMIT);
  const result = await submitContactMessage({
    db: c.var.services.db,
    mailer: c.var.services.mailer,
    organization: { id: c.var.tenant.id, name: c.var.tenant.name },
    input: {
      name,
      email,
      phone: body.phone ? plainContactText(body.phone) : null,
      subject: body.subject ? plainContactText(body.subject) : null,
      message,
      sectionId: body.section_id ?? null,
      pagePath,
      locale: body.locale ?? null,
    },
  });
  return c.json({ ok: true as const, id: result.id }, 201);
});
