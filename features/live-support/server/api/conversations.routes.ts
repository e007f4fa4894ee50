import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isEmail } from "../../../../shared/rules/auth-rules.ts";
import type { AppEnv } from "../../../../server/context.ts";
import { plainContactText } from "../../../../server/domain/contact/contact-text.ts";
import {
  ASSISTANT_SESSION_HEADER,
  askerHash,
  readAssistantSession,
} from "../../../ai/server/domain/assistant-session.ts";
import { continueConversation } from "../domain/continue-conversation.ts";
import { markRead } from "../domain/mark-read.ts";
import { postMessage } from "../domain/post-message.ts";
import { getConversation, inboxSummary, listConversations } from "../domain/read-conversation.ts";
import { startConversation } from "../domain/start-conversation.ts";
import { updateConversation } from "../domain/update-conversation.ts";
import { AppError, fieldRefusal } from "../../../../server/errors.ts";
import type { RateRule } from "../../../../server/http/rate-limit.ts";
import { mailOrigin } from "../../../../server/http/request-origin.ts";
import { authorizePrincipal, SIGN_IN_MESSAGE } from "../../../../server/policy/policy.ts";
import type { Principal } from "../../../../server/realtime/hub.ts";
import { sessionPrincipal, visitorPrincipal } from "../../../../server/realtime/principal.ts";
import { ipOf, limitPerIp } from "../../../../server/api/auth/http.ts";
import { conflictError } from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import {
  continueBodySchema,
  continueResultSchema,
  conversationDetailSchema,
  conversationIdParams,
  conversationSchema,
  listQuerySchema,
  messageBodySchema,
  messageSchema,
  readBodySchema,
  startBodySchema,
  startResultSchema,
  summarySchema,
  updateBodySchema,
} from "./conversations.schemas.ts";
import { errorSchema, json } from "../../../../server/api/openapi-parts.ts";

/** New conversations from one address: 5 per 10 minutes (a person asks, a bot floods). */
export const START_RATE_LIMIT: RateRule = { name: "conversation-start:ip", limit: 5, windowMs: 10 * 60_000 };

export const VISITOR_TOKEN_HEADER = "x-visitor-token";

const errors = {
  400: json(errorSchema, "A field is missing or malformed"),
  401: json(errorSchema, "No session and no visitor token (or another site's)"),
  404: json(errorSchema, "No such conversation of yours on this site"),
};
const visitorHeader = {
  description:
    "Visitors without an account authenticate with the token they got when they started a conversation: header `X-Visitor-Token`. Signed-in people use their session.",
};

/**
 * The request's principal: the session's person, else the visitor of a valid X-Visitor-Token of
 * this site; null when neither. Another site's session or token is refused (401), never taken for an
 * anonymous visitor's (decision 013).
 */
export async function principalOf(c: Context<AppEnv>): Promise<Principal | null> {
  if (c.var.credentialsRefused) throw new AppError("unauthorized", SIGN_IN_MESSAGE, { code: "foreign_session" });
  // The address goes with the principal for the per-address message limits (post-message.ts).
  const ip = ipOf(c);
  const fromSession = await sessionPrincipal(c.var);
  if (fromSession) return { ...fromSession, ip };
  const token = c.req.header(VISITOR_TOKEN_HEADER);
  if (!token) return null;
  const visitor = await visitorPrincipal(c.var.services, c.var.tenant.id, token.slice(0, 2048));
  if (!visitor)
    throw new AppError("unauthorized", "This visitor token is not valid on this site", { code: "bad_token" });
  return { ...visitor, ip };
}

/** "Talk to a person": the answer ids named, with the assistant session that must have asked them. */
function handedOver(c: Context<AppEnv>, ids: string[] | null | undefined) {
  if (!ids?.length) return null;
  const session = readAssistantSession(c.req.header(ASSISTANT_SESSION_HEADER));
  return { ids: ids.map((id) => id.toLowerCase()), askerHash: session ? askerHash(session) : null };
}

async function requirePrincipal(c: Context<AppEnv>): Promise<Principal> {
  const principal = await principalOf(c);
  if (!principal) throw new AppError("unauthorized", SIGN_IN_MESSAGE, { code: "no_session" });
  return principal;
}

const startRoute = createRoute({
  method: "post",
  path: "/conversations",
  tags: ["Live support"],
  summary: "Start a live-support conversation (a ticket) with its first message",
  description: `${visitorHeader.description} An anonymous visitor gives name and email and receives \`visitor_token\`. "Talk to a person" names the assistant's answers in \`assistant_answers\` and sends the \`X-Assistant-Session\` header of the assistant: the server hands over its own record of them. Rate limits: 5 new conversations per 10 minutes per IP, 20 messages a minute per visitor.`,
  request: { body: { content: { "application/json": { schema: startBodySchema } }, required: true } },
  responses: {
    201: json(startResultSchema, "Started"),
    400: errors[400],
    401: errors[401],
    429: json(errorSchema, "Too many"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/conversations",
  tags: ["Live support"],
  summary: "Conversations: staff see the organization's inbox (filters status, mine), others their own tickets",
  description: visitorHeader.description,
  request: { query: listQuerySchema },
  responses: { 200: json(conversationSchema.array(), "Most recent first"), 400: errors[400], 401: errors[401] },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/conversations/summary",
  tags: ["Live support"],
  summary: "Open and waiting conversations (staff; the admin dashboard's live card)",
  responses: { 200: json(summarySchema, "Counts"), 401: errors[401], 403: json(errorSchema, "Not staff") },
});

const getRoute = createRoute({
  method: "get",
  path: "/conversations/{id}",
  tags: ["Live support"],
  summary: "One conversation with its messages (and internal notes for staff)",
  description: visitorHeader.description,
  request: { params: conversationIdParams },
  responses: { 200: json(conversationDetailSchema, "The conversation"), ...errors },
});

const messageRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/messages",
  tags: ["Live support"],
  summary: "Send a message (plain text, at most 5000 characters); staff may write internal notes",
  description: `${visitorHeader.description} Also possible over the WebSocket (\`publish\` of \`message\` on \`conversation:{id}\`).`,
  request: {
    params: conversationIdParams,
    body: { content: { "application/json": { schema: messageBodySchema } }, required: true },
  },
  responses: {
    201: json(messageSchema, "Stored and delivered"),
    ...errors,
    403: json(errorSchema, "Internal notes are for staff"),
    413: json(errorSchema, "Too long"),
    429: json(errorSchema, "Too many"),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/conversations/{id}",
  tags: ["Live support"],
  summary: "Staff: change the status (open, pending, resolved) or the assignee; 409 with `current` when stale",
  request: {
    params: conversationIdParams,
    body: { content: { "application/json": { schema: updateBodySchema } }, required: true },
  },
  responses: {
    200: json(conversationSchema, "Changed"),
    ...errors,
    403: json(errorSchema, "Not staff"),
    ...conflictError,
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/conversations/{id}/read",
  tags: ["Live support"],
  summary: "Mark the conversation read up to a sequence (the other side sees it live)",
  description: visitorHeader.description,
  request: {
    params: conversationIdParams,
    body: { content: { "application/json": { schema: readBodySchema } }, required: true },
  },
  responses: { 200: json(readBodySchema, "The stored mark"), ...errors },
});

const continueRoute = createRoute({
  method: "post",
  path: "/conversations/continue",
  tags: ["Live support"],
  summary: "Exchange the signed link of a mailed reply for a visitor token of that conversation",
  request: { body: { content: { "application/json": { schema: continueBodySchema } }, required: true } },
  responses: { 200: json(continueResultSchema, "A visitor token"), 400: errors[400], 404: errors[404] },
});

export const conversationsRouter = createApiRouter()
  .openapi(startRoute, async (c) => {
    const body = c.req.valid("json");
    const principal = await principalOf(c);
    let name: string | null = null;
    let email: string | null = null;
    if (!principal) {
      name = plainContactText(body.name ?? "").slice(0, 100);
      email = plainContactText(body.email ?? "").toLowerCase();
      if (!name) throw fieldRefusal.required("name");
      if (!email) throw fieldRefusal.required("email");
      if (!isEmail(email)) throw fieldRefusal.email();
    }
    await limitPerIp(c, START_RATE_LIMIT);
    const result = await startConversation({
      services: c.var.services,
      organizationId: c.var.tenant.id,
      principal,
      account: c.var.session ? { email: c.var.session.user.email } : null,
      input: {
        name,
        email,
        message: body.message,
        pageUrl: body.page_url ? plainContactText(body.page_url) : null,
        language: body.language ?? null,
        assistantAnswers: handedOver(c, body.assistant_answers),
        origin: mailOrigin(c),
      },
      requestId: c.var.requestId,
    });
    const answer = {
      conversation: result.conversation,
      message: result.message,
      ...(result.visitorToken ? { visitor_token: result.visitorToken } : {}),
    };
    return c.json(answer as never, 201);
  })
  .openapi(summaryRoute, async (c) => {
    const principal = await requirePrincipal(c);
    authorizePrincipal(principal, "conversations.staff");
    return c.json(await inboxSummary({ services: c.var.services, organizationId: c.var.tenant.id }), 200);
  })
  .openapi(continueRoute, async (c) => {
    const { token } = c.req.valid("json");
    const result = await continueConversation({ services: c.var.services, organizationId: c.var.tenant.id, token });
    return c.json({ visitor_token: result.visitorToken, conversation_id: result.conversationId }, 200);
  })
  .openapi(listRoute, async (c) => {
    const principal = await requirePrincipal(c);
    const query = c.req.valid("query");
    const rows = await listConversations({
      services: c.var.services,
      principal,
      filter: { status: query.status, mine: query.mine === "true" },
    });
    return c.json(rows as never, 200);
  })
  .openapi(getRoute, async (c) => {
    const principal = await requirePrincipal(c);
    const detail = await getConversation({
      services: c.var.services,
      principal,
      conversationId: c.req.valid("param").id,
    });
    return c.json(detail as never, 200);
  })
  .openapi(messageRoute, async (c) => {
    const principal = await requirePrincipal(c);
    const body = c.req.valid("json");
    const message = await postMessage({
      services: c.var.services,
      principal,
      conversationId: c.req.valid("param").id,
      body: body.body,
      internal: body.internal === true,
      requestId: c.var.requestId,
    });
    return c.json(message as never, 201);
  })
  .openapi(updateRoute, async (c) => {
    const principal = await requirePrincipal(c);
    const body = c.req.valid("json");
    const view = await updateConversation({
      services: c.var.services,
      principal,
      conversationId: c.req.valid("param").id,
      changes: { status: body.status, assigneeId: body.assignee_id },
      expectedVersion: body.updated_at,
      requestId: c.var.requestId,
    });
    return c.json(view as never, 200);
  })
  .openapi(readRoute, async (c) => {
    const principal = await requirePrincipal(c);
    const result = await markRead({
      services: c.var.services,
      principal,
      conversationId: c.req.valid("param").id,
      seq: c.req.valid("json").seq,
    });
    return c.json(result, 200);
  });
