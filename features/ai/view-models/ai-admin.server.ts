import type { RouterContextProvider } from "react-router";
import { listAiAgents } from "../server/domain/list-ai-agents.ts";
import { listAiQuestions } from "../server/domain/list-ai-questions.ts";
import { requestContext } from "../../../server/load-context.ts";
import { requirePermission } from "../../../app/view-models/auth.server.ts";

/**
 * What /admin/ai/management shows: the organization's agents and the latest questions visitors
 * asked (admins of this organization only, the policy's `ai.manage`). Dates travel as ISO strings.
 */
export async function loadAiManagement(request: Request, context: Readonly<RouterContextProvider>) {
  await requirePermission(request, context, "ai.manage");
  const { db, tenant } = context.get(requestContext);
  const [agents, questions] = await Promise.all([
    listAiAgents({ db, organizationId: tenant.id }),
    listAiQuestions({ db, organizationId: tenant.id, limit: 50 }),
  ]);
  return {
    supportedLocales: [...tenant.settings.supportedLocales],
    agents: agents.map(({ organization_id: _org, ...agent }) => ({
      ...agent,
      created_at: agent.created_at.toISOString(),
      updated_at: agent.updated_at.toISOString(),
    })),
    questions: questions.map((question) => ({ ...question, created_at: question.created_at.toISOString() })),
  };
}
