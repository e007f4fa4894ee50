import { asc } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { aiAgents, AI_SOURCES, type AiSource } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";
import { fill } from "../../../meetings/shared/booking-mail-texts.ts";
import { assistantTexts } from "./assistant-texts.ts";

export type AiAgent = typeof aiAgents.$inferSelect;

export async function listAiAgents({ db, organizationId }: { db: Db; organizationId: number }): Promise<AiAgent[]> {
  return db.select().from(aiAgents).where(scoped(organizationId).where(aiAgents)).orderBy(asc(aiAgents.id));
}

/** The assistant a visitor talks to: the agent's settings, or the built-in one's. */
export type AssistantAgent = {
  /** The agent's id, or "default" for the built-in assistant. */
  id: string;
  agentId: number | null;
  name: string;
  greeting: string;
  instructions: string;
  sources: readonly AiSource[];
};

/**
 * The built-in assistant (decision 034): an organization that has set up no agent still gets one
 * that answers from all its public content, so the help center works out of the box. Once it has
 * agents, only those speak: none enabled for a language means no assistant in that language.
 */
export function builtInAgent(siteName: string, locale = "en"): AssistantAgent {
  const t = assistantTexts(locale);
  return {
    id: "default",
    agentId: null,
    name: t.name,
    greeting: fill(t.greeting, { site: siteName }),
    instructions: "",
    sources: AI_SOURCES,
  };
}

/**
 * The organization's assistant for `locale`: the requested agent when it is enabled and speaks the
 * language, else its first such agent, else the built-in one when it has no agents at all.
 */
export async function findAssistantAgent({
  db,
  organizationId,
  siteName,
  locale,
  agentId,
}: {
  db: Db;
  organizationId: number;
  siteName: string;
  locale: string;
  agentId?: string | null;
}): Promise<AssistantAgent | null> {
  const agents = await listAiAgents({ db, organizationId });
  if (agents.length === 0) return builtInAgent(siteName, locale);
  const speaking = agents.filter(
    (agent) => agent.enabled && (agent.languages.length === 0 || agent.languages.includes(locale)),
  );
  const chosen = speaking.find((agent) => String(agent.id) === agentId) ?? speaking[0];
  if (!chosen) return null;
  return {
    id: String(chosen.id),
    agentId: chosen.id,
    name: chosen.name,
    greeting: chosen.greeting,
    instructions: chosen.instructions,
    sources: chosen.sources.filter((source): source is AiSource => (AI_SOURCES as readonly string[]).includes(source)),
  };
}
