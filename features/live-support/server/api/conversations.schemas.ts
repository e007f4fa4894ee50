import { z } from "@hono/zod-openapi";
import { KNOWN_LOCALES } from "../../../../shared/i18n/locales.ts";
import { CONVERSATION_STATUSES } from "../../../../server/db/schema/conversations.ts";

export const conversationIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2147483647)
    .openapi({ param: { name: "id", in: "path" }, example: 12 }),
});

const visitorSchema = z.object({ name: z.string(), email: z.string(), signed_in: z.boolean() });

export const conversationSchema = z
  .object({
    id: z.number().int(),
    organization_id: z.number().int(),
    status: z.enum(CONVERSATION_STATUSES),
    visitor: visitorSchema,
    assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
    page_url: z.string().nullable(),
    language: z.string().nullable(),
    last_message: z.string().nullable(),
    last_message_at: z.string(),
    waiting_since: z.string().nullable(),
    visitor_read_seq: z.number().int(),
    staff_read_seq: z.number().int(),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version: send it back with a change (PATCH)" }),
  })
  .openapi("Conversation");

export const messageSchema = z
  .object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    seq: z.number().int(),
    author_kind: z.enum(["visitor", "staff", "system"]),
    author_name: z.string(),
    body: z.string().openapi({ description: "Plain text: show it as text, never as HTML" }),
    internal: z.boolean(),
    attachment: z
      .object({
        url: z.string().openapi({ description: "Signed address of the image, valid for about an hour" }),
        mime_type: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      })
      .nullable()
      .openapi({ description: "An image message: the body is the image's description (its alt text)" }),
    created_at: z.string(),
  })
  .openapi("ConversationMessage");

export const conversationDetailSchema = conversationSchema
  .extend({
    messages: z.array(messageSchema),
    notes: z.array(messageSchema).optional().openapi({ description: "Internal notes (staff only)" }),
    seq: z.number().int().openapi({ description: "Subscribe to `conversation:{id}` with this as `since`" }),
    notes_seq: z.number().int().optional(),
  })
  .openapi("ConversationDetail");

const ANSWER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const startBodySchema = z
  .object({
    name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters").nullish(),
    email: z.string().trim().max(254, "must be at most 254 characters").nullish(),
    message: z.string({ message: "is required" }).max(5000, "must be at most 5000 characters"),
    page_url: z.string().max(1000, "must be at most 1000 characters").nullish(),
    language: z.enum(KNOWN_LOCALES).nullish(),
    assistant_answers: z
      .array(z.string().regex(ANSWER_ID, "must be answer ids"))
      .max(20, "must have at most 20 answers")
      .nullish()
      .openapi({
        description:
          "\"Talk to a person\": the `answer_id`s of the AI assistant's answers to hand over, sent with the `X-Assistant-Session` header they were given in. The server quotes its own stored questions and answers of that session as the conversation's first message (author Assistant, plain text); ids of another session or site are left out.",
      }),
  })
  .strict()
  .openapi("StartConversation");

export const startResultSchema = z
  .object({
    conversation: conversationSchema,
    message: messageSchema,
    visitor_token: z
      .string()
      .optional()
      .openapi({ description: "Anonymous visitors: keep it (localStorage) and send it as X-Visitor-Token" }),
  })
  .openapi("StartedConversation");

export const messageBodySchema = z
  .object({
    body: z.string({ message: "is required" }).max(5000, "must be at most 5000 characters"),
    internal: z.boolean().optional().openapi({ description: "A staff-only note" }),
  })
  .strict()
  .openapi("ConversationMessageBody");

export const updateBodySchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES).optional(),
    assignee_id: z.string().min(1).max(100).nullable().optional(),
    updated_at: z
      .string()
      .min(1)
      .max(40)
      .openapi({ description: "The conversation's `updated_at` as loaded: a newer one is 409 with `current`" }),
  })
  .strict()
  .openapi("ConversationUpdate");

export const readBodySchema = z
  .object({ seq: z.number().int().min(0).max(2147483647) })
  .strict()
  .openapi("ConversationRead");

export const listQuerySchema = z.object({
  status: z.enum(CONVERSATION_STATUSES).optional(),
  mine: z.enum(["true", "false"]).optional(),
});

export const continueBodySchema = z
  .object({ token: z.string().min(1).max(2048) })
  .strict()
  .openapi("ContinueConversation");

export const continueResultSchema = z
  .object({ visitor_token: z.string(), conversation_id: z.number().int() })
  .openapi("ContinuedConversation");

export const summarySchema = z
  .object({
    open: z.number().int(),
    waiting: z.number().int(),
    unassigned: z.number().int(),
    oldest_waiting_since: z.string().nullable(),
  })
  .openapi("InboxSummary");
