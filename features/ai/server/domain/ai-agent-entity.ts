import { eq, getTableColumns } from "drizzle-orm";
import { aiAgents } from "../../../../server/db/schema/index.ts";
import type { EntityKind, Snapshot } from "../../../../server/domain/changes/entities.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

function positiveId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

const toSnapshot = (row: Record<string, unknown>): Snapshot => {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
};

/** An AI agent of the help center, as the change function loads and restores it (History). */
export const aiAgentEntity: EntityKind = {
  name: "ai_agent",
  label: "AI agent",
  async load(tx, organizationId, id, { lock }) {
    const agentId = positiveId(id);
    if (agentId === null) return null;
    const query = tx
      .select()
      .from(aiAgents)
      .where(scoped(organizationId).where(aiAgents, eq(aiAgents.id, agentId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const agentId = Number(id);
    const columns = getTableColumns(aiAgents);
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(snapshot)) {
      if (!(key in columns) || ["id", "organization_id", "updated_at", "created_at"].includes(key)) continue;
      values[key] = value;
    }
    const updated = await tx
      .update(aiAgents)
      .set({ ...values, updated_at: new Date() })
      .where(scoped(organizationId).where(aiAgents, eq(aiAgents.id, agentId)))
      .returning({ id: aiAgents.id });
    if (updated.length > 0) return;
    await tx
      .insert(aiAgents)
      .overridingSystemValue()
      .values(scoped(organizationId).values(aiAgents, { ...(values as typeof aiAgents.$inferInsert), id: agentId }));
  },
};
