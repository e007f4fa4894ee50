import { z } from "@hono/zod-openapi";
import { text, version } from "../../../../server/api/fields.ts";

/** Canned replies and the staff list of the live-support inbox (inbox.routes.ts). */

const title = text(80).trim().min(1, "is required");
const body = text(5000).trim().min(1, "is required");

export const cannedReplySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string().openapi({ description: "Plain text, put in the reply box as typed" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("CannedReply");

export const createCannedReplyBodySchema = z
  .strictObject({ title, body, organization_id: z.number().int().optional() })
  .openapi("CannedReplyCreate");

export const updateCannedReplyBodySchema = z
  .strictObject({
    title: title.optional(),
    body: body.optional(),
    updated_at: version,
    organization_id: z.number().int().optional(),
  })
  .openapi("CannedReplyUpdate");

export const assigneeSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string() })
  .openapi("ConversationAssignee");
