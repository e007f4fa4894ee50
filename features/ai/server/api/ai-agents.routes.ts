import { createRoute, z } from "@hono/zod-openapi";
import { createAiAgent } from "../domain/create-ai-agent.ts";
import { deleteAiAgent } from "../domain/delete-ai-agent.ts";
import { listAiAgents } from "../domain/list-ai-agents.ts";
import { listAiQuestions } from "../domain/list-ai-questions.ts";
import { updateAiAgent } from "../domain/update-ai-agent.ts";
import { okSchema } from "../../../../server/api/auth/auth.schemas.ts";
import { idParamSchema, versionQuerySchema } from "../../../../server/api/content/content.schemas.ts";
import {
  changeContext,
  conflictError,
  permit,
  withoutOrganization,
  writeErrors,
} from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import {
  aiAgentSchema,
  aiQuestionSchema,
  aiQuestionsQuerySchema,
  createAiAgentBodySchema,
  updateAiAgentBodySchema,
} from "./ai-agents.schemas.ts";
import { json, jsonBody } from "../../../../server/api/openapi-parts.ts";

type Agent = z.infer<typeof aiAgentSchema>;
const readErrors = { 401: writeErrors[401], 403: writeErrors[403] };

const listRoute = createRoute({
  tags: ["AI agents"],
  middleware: [permit("ai.manage")],
  method: "get",
  path: "/ai/agents",
  summary: "The organization's AI agents (admins)",
  responses: { 200: json(z.array(aiAgentSchema), "The agents, oldest first"), ...readErrors },
});

const createAgentRoute = createRoute({
  tags: ["AI agents"],
  middleware: [permit("ai.manage")],
  method: "post",
  path: "/ai/agents",
  summary: "Create an AI agent (admins; recorded in History)",
  request: jsonBody(createAiAgentBodySchema),
  responses: { 201: json(aiAgentSchema, "The new agent"), ...writeErrors },
});

const updateAgentRoute = createRoute({
  tags: ["AI agents"],
  middleware: [permit("ai.manage")],
  method: "put",
  path: "/ai/agents/{id}",
  summary: "Change an AI agent (admins; send the updated_at you loaded)",
  request: { params: idParamSchema, ...jsonBody(updateAiAgentBodySchema) },
  responses: { 200: json(aiAgentSchema, "The agent as saved"), ...writeErrors, ...conflictError },
});

const deleteAgentRoute = createRoute({
  tags: ["AI agents"],
  middleware: [permit("ai.manage")],
  method: "delete",
  path: "/ai/agents/{id}",
  summary: "Delete an AI agent (admins; restorable from its History)",
  request: { params: idParamSchema, query: versionQuerySchema },
  responses: { 200: json(okSchema, "Deleted"), ...writeErrors, ...conflictError },
});

const questionsRoute = createRoute({
  tags: ["AI agents"],
  middleware: [permit("ai.manage")],
  method: "get",
  path: "/ai/questions",
  summary: "The latest questions visitors asked the assistant, with the answers, sources and marks (admins)",
  request: { query: aiQuestionsQuerySchema },
  responses: {
    200: json(z.object({ questions: z.array(aiQuestionSchema) }), "Newest first (default 50)"),
    400: writeErrors[400],
    ...readErrors,
  },
});

const wire = (agent: Record<string, unknown>) => {
  const { organization_id: _org, ...rest } = agent;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as Agent;
};

export const aiAgentsRouter = createApiRouter()
  .openapi(listRoute, async (c) => {
    const agents = await listAiAgents({ db: c.var.services.db, organizationId: c.var.tenant.id });
    return c.json(agents.map(wire), 200);
  })
  .openapi(createAgentRoute, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const agent = await createAiAgent({ ctx: changeContext(c), fields });
    return c.json(wire(agent), 201);
  })
  .openapi(updateAgentRoute, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const agent = await updateAiAgent({
      ctx: changeContext(c),
      agentId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(wire(agent), 200);
  })
  .openapi(deleteAgentRoute, async (c) => {
    await deleteAiAgent({
      ctx: changeContext(c),
      agentId: c.req.valid("param").id,
      expectedVersion: c.req.valid("query").updated_at,
    });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(questionsRoute, async (c) => {
    const { unanswered, limit } = c.req.valid("query");
    const rows = await listAiQuestions({
      db: c.var.services.db,
      organizationId: c.var.tenant.id,
      unanswered: unanswered === "true",
      limit,
    });
    return c.json({ questions: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) }, 200);
  });
