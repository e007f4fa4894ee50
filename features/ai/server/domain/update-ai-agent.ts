import { eq } from "drizzle-orm";
import { aiAgents } from "../../../../server/db/schema/index.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { nextVersion } from "../../../../server/domain/changes/entities.ts";
import { aiAgentEntity } from "./ai-agent-entity.ts";
import type { AiAgentFields } from "./ai-agent-fields.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export async function updateAiAgent({
  ctx,
  agentId,
  fields,
  expectedVersion,
}: {
  ctx: ChangeContext;
  agentId: number;
  fields: AiAgentFields;
  expectedVersion?: string | null;
}) {
  const result = await applyChange({
    ctx,
    entity: aiAgentEntity,
    id: agentId,
    action: "update",
    summary: `update ${Object.keys(fields).join(", ") || "nothing"}`,
    expectedVersion,
    change: async (tx) => {
      await tx
        .update(aiAgents)
        .set({ ...fields, updated_at: nextVersion(aiAgents.updated_at) })
        .where(scoped(ctx.organizationId).where(aiAgents, eq(aiAgents.id, agentId)));
    },
  });
  return result.after!;
}
