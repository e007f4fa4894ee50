import { aiAgents } from "../../../../server/db/schema/index.ts";
import { applyChange, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { aiAgentEntity } from "./ai-agent-entity.ts";
import type { AiAgentFields } from "./ai-agent-fields.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

export async function createAiAgent({ ctx, fields }: { ctx: ChangeContext; fields: AiAgentFields & { name: string } }) {
  const result = await applyChange({
    ctx,
    entity: aiAgentEntity,
    id: null,
    action: "create",
    summary: "create AI agent",
    change: async (tx) => {
      const [row] = await tx
        .insert(aiAgents)
        .values(scoped(ctx.organizationId).values(aiAgents, { ...fields }))
        .returning({ id: aiAgents.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}
