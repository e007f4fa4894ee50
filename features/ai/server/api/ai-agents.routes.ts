import { createRoute, z } from "@hono/zod-openapi";
import { createAiAgent } from "../domain/create-ai-agent.ts";
import { deleteAiAgent } from "../domain/delete-ai-agent.ts";
import { listAiAgents } from "../domain/list-ai-agents.ts";
import { listAiQuestions } from "../domain/list-ai-questions.ts";
import { updateAiAgent } from "../domain/update-ai-agent.ts";
import {
  changeContext,
  permit,
  withoutOrganization,
  writeErrors,
} from "../../../../server/api/content/write-context.ts";
import { createApiRouter } from "../../../../server/api/openapi-app.ts";
import { recordWriteRoutes } from "../../../../server/api/record-routes.ts";
import {
  aiAgentSchema,
  aiQuestionSchema,
  aiQuestionsQuerySchema,
  createAiAgentBodySchema,
  updateAiAgentBodySchema,
} from "./ai-agents.schemas.ts";
import { json } from "../../../../server/api/openapi-parts.ts";

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

const writes = recordWriteRoutes({
  tags: ["AI agents"],
  path: "/ai/agents",
  permission: "ai.manage",
  schema: aiAgentSchema,
  createBody: createAiAgentBodySchema,
  updateBody: updateAiAgentBodySchema,
  summaries: {
    create: "Create an AI agent (admins; recorded in History)",
    update: "Change an AI agent (admins; send the updated_at you loaded)",
    remove: "Delete an AI agent (admins; restorable from its History)",
  },
  answers: { created: "The new agent", saved: "The agent as saved" },
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
  .openapi(writes.create, async (c) => {
    const fields = withoutOrganization(c, c.req.valid("json"));
    const agent = await createAiAgent({ ctx: changeContext(c), fields });
    return c.json(wire(agent), 201);
  })
  .openapi(writes.update, async (c) => {
    const { updated_at, ...fields } = withoutOrganization(c, c.req.valid("json"));
    const agent = await updateAiAgent({
      ctx: changeContext(c),
      agentId: c.req.valid("param").id,
      fields,
      expectedVersion: updated_at,
    });
    return c.json(wire(agent), 200);
  })
  .openapi(writes.remove, async (c) => {
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
