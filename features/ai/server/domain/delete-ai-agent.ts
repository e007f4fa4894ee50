import { eq } from "drizzle-orm";
import { aiAgents } from "../../../../server/db/schema/index.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { aiAgentEntity } from "./ai-agent-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** Deletes an agent; its last revision keeps it for a restore. Its answers stay in the log. */
export async function deleteAiAgent({
  ctx,
  agentId,
  expectedVersion,
}: {
  ctx: ChangeContext;
  agentId: number;
  expectedVersion?: string | null;
}) {
  await applyChange({
    ctx,
    entity: aiAgentEntity,
    id: agentId,
    action: "delete",
    summary: "delete AI agent",
    expectedVersion,
    change: async (tx) => {
      await tx.delete(aiAgents).where(scoped(ctx.organizationId).where(aiAgents, eq(aiAgents.id, agentId)));
    },
  });
}
