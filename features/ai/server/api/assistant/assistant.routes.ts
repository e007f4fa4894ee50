import { createRoute } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { answerQuestion } from "../../domain/answer-question.ts";
import {
  ASSISTANT_SESSION_HEADER,
  askerHash,
  newAssistantSession,
  readAssistantSession,
} from "../../domain/assistant-session.ts";
import { assistantTexts } from "../../domain/assistant-texts.ts";
import { findAssistantAgent } from "../../domain/list-ai-agents.ts";
import { recordAnswerFeedback } from "../../domain/record-feedback.ts";
import { assertAssistantMaySpeak } from "../../../../live-support/server/domain/handover.ts";
import { AppError } from "../../../../../server/errors.ts";
import { principalOf } from "../../../../live-support/server/api/conversations.routes.ts";
import type { RateRule } from "../../../../../server/http/rate-limit.ts";
import { limitPerIp } from "../../../../../server/api/auth/http.ts";
import { createApiRouter } from "../../../../../server/api/openapi-app.ts";
import { localizedUrl, siteLocale } from "../../../../help-center/server/api/search/search.routes.ts";
import {
  askBodySchema,
  askStreamDescription,
  assistantSessionDescription,
  assistantAnswerSchema,
  assistantQuerySchema,
  feedbackBodySchema,
  feedbackParamSchema,
  okSchema,
} from "./assistant.schemas.ts";
import { errorSchema, json, jsonBody } from "../../../../../server/api/openapi-parts.ts";

/** A visitor: 10 questions a minute (a person reads the answers; a script would not). */
export const ASK_RATE_LIMIT_IP: RateRule = { name: "ask:ip", limit: 10, windowMs: 60_000 };
/** A whole site: 300 questions an hour, whatever the number of addresses asking. */
export const ASK_RATE_LIMIT_ORG: RateRule = { name: "ask:org", limit: 300, windowMs: 60 * 60_000 };
export const FEEDBACK_RATE_LIMIT: RateRule = { name: "ask-feedback:ip", limit: 30, windowMs: 60_000 };

const errors = {
  400: json(errorSchema, "Bad input: `field` and the reason"),
  404: json(errorSchema, "No assistant answers in this language"),
  429: json(errorSchema, "Too many questions from this address, or for this site"),
};

const infoRoute = createRoute({
  method: "get",
  path: "/assistant",
  tags: ["Assistant"],
  summary: "The help center's AI assistant for a language: its name and greeting (null when there is none)",
  request: { query: assistantQuerySchema },
  responses: { 200: json(assistantAnswerSchema, "The agent"), 400: errors[400] },
});

const askRoute = createRoute({
  method: "post",
  path: "/assistant/ask",
  tags: ["Assistant"],
  summary: "Ask the assistant: an answer from this organization's own content, streamed, citing its sources",
  description: `${askStreamDescription}\n\n${assistantSessionDescription}\n\nValidation errors and rate limits come before the stream, as JSON \`{ error }\`. Rate limits: 10 per minute per IP, 300 per hour per organization. With AI_BASE_URL a model writes the answer from the passages (at most AI_MONTHLY_CAP model answers per organization per month; past it the passages are quoted); without it the best passages are quoted with their titles.`,
  request: jsonBody(askBodySchema),
  responses: {
    200: {
      description: "The answer as server-sent events",
      headers: {
        "X-Assistant-Session": {
          description: "The assistant session to send with the next question and with the hand-over",
          schema: { type: "string" },
        },
      },
      content: { "text/event-stream": { schema: { type: "string" } } },
    },
    ...errors,
    401: json(errorSchema, "`conversation_id` with another site's session or token"),
    409: json(errorSchema, "A person has joined the conversation: the assistant stays silent (`person_joined`)"),
  },
});

const feedbackRoute = createRoute({
  method: "post",
  path: "/assistant/answers/{id}/feedback",
  tags: ["Assistant"],
  summary: "Mark an answer helpful or not, resolved or not (the visitor's own word; nothing else marks it resolved)",
  request: { params: feedbackParamSchema, ...jsonBody(feedbackBodySchema) },
  responses: {
    200: json(okSchema, "Recorded"),
    400: errors[400],
    404: json(errorSchema, "No such answer on this site"),
    429: errors[429],
  },
});

export const assistantRouter = createApiRouter()
  .openapi(infoRoute, async (c) => {
    const locale = siteLocale(c, c.req.valid("query").locale);
    const agent = await findAssistantAgent({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      siteName: c.var.tenant.name,
      locale,
    });
    return c.json(
      { agent: agent ? { id: agent.id, name: agent.name, greeting: agent.greeting, enabled: true } : null },
      200,
    );
  })
  .openapi(askRoute, async (c) => {
    const body = c.req.valid("json");
    const { services, tenant } = c.var;
    const locale = siteLocale(c, body.locale);
    const agent = await findAssistantAgent({
      db: services.db,
      organizationId: tenant.id,
      siteName: tenant.name,
      locale,
      agentId: body.agent_id ?? null,
    });
    if (!agent) throw new AppError("not_found", assistantTexts(locale).noAgent, { code: "no_agent" });
    if (body.conversation_id !== undefined) {
      // Live support (decision 038): once a person has joined the conversation, the assistant stays silent.
      await assertAssistantMaySpeak({
        services,
        principal: await principalOf(c),
        conversationId: body.conversation_id,
        locale,
      });
    }
    await limitPerIp(c, ASK_RATE_LIMIT_IP);
    await services.rateLimiter.consume(ASK_RATE_LIMIT_ORG, `org-${tenant.id}`);
    const { env } = services;
    const endpoint = env.AI_BASE_URL ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL } : null;
    // The visitor's assistant session: theirs when they sent one, else a new one they keep.
    const session = readAssistantSession(c.req.header(ASSISTANT_SESSION_HEADER)) ?? newAssistantSession();
    c.header(ASSISTANT_SESSION_HEADER, session);
    return streamSSE(c, async (stream) => {
      const abort = new AbortController();
      stream.onAbort(() => abort.abort());
      const timeout = setTimeout(() => abort.abort(), 60_000);
      try {
        for await (const item of answerQuestion({
          db: services.db,
          organizationId: tenant.id,
          siteName: tenant.name,
          agent,
          locale,
          question: body.question,
          askerHash: askerHash(session),
          endpoint,
          monthlyCap: env.AI_MONTHLY_CAP,
          localize: (path) => localizedUrl(c, path, locale),
          signal: abort.signal,
          logger: c.var.logger,
        })) {
          await stream.writeSSE({ event: item.event, data: JSON.stringify(item.data) });
        }
      } catch (error) {
        c.var.logger.error({ err: error }, "assistant answer failed");
        await stream.writeSSE({
          event: "error",
          data: JSON.stringify({ error: assistantTexts(locale).couldNotAnswer }),
        });
      } finally {
        clearTimeout(timeout);
      }
    }) as never;
  })
  .openapi(feedbackRoute, async (c) => {
    await limitPerIp(c, FEEDBACK_RATE_LIMIT);
    const { helpful, resolved } = c.req.valid("json");
    await recordAnswerFeedback({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      answerId: c.req.valid("param").id,
      helpful,
      resolved,
    });
    return c.json({ ok: true as const }, 200);
  });
