import { z } from "zod";
import { KNOWN_LOCALES, type Locale } from "../../../shared/i18n/locales.ts";

/**
 * An AI agent's write rules (decision 034), used by the API (features/ai/server/api/ai-agents.schemas.ts
 * adds only the OpenAPI names) and by the agent form at /admin/ai/management (decision 042).
 */

/** What an agent may quote: the organization's FAQ, knowledge base (help-center posts), pages, posts. */
export const AI_SOURCES = ["faq", "knowledge_base", "pages", "posts"] as const;
export type AiSource = (typeof AI_SOURCES)[number];

export const AI_AGENT_NAME_MESSAGE = "Name is required";
export const AI_AGENT_SOURCES_MESSAGE = "Choose at least one source";

export const aiAgentFields = {
  name: z.string().trim().min(1, AI_AGENT_NAME_MESSAGE).max(80, "must be at most 80 characters"),
  greeting: z.string().max(500, "must be at most 500 characters"),
  instructions: z.string().max(2000, "must be at most 2000 characters"),
  sources: z
    .array(z.enum(AI_SOURCES, { error: `must be among ${AI_SOURCES.join(", ")}` }))
    .min(1, AI_AGENT_SOURCES_MESSAGE)
    .max(AI_SOURCES.length)
    .transform((list) => [...new Set(list)]),
  languages: z
    .array(z.enum(KNOWN_LOCALES, { error: "must be known language codes" }))
    .max(KNOWN_LOCALES.length)
    .transform((list) => [...new Set(list)]),
  enabled: z.boolean(),
};

/** What the agent form checks before sending: every field of the API, as the form holds them. */
export const aiAgentFormSchema = z.object(aiAgentFields);
export type AiAgentDraft = {
  name: string;
  greeting: string;
  instructions: string;
  sources: AiSource[];
  languages: Locale[];
  enabled: boolean;
};
