import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizationId, timestamps } from "./columns.ts";
import { organizations } from "./organizations.ts";
import type { AiSource } from "../../../features/ai/shared/ai-agent-schema.ts";

/** What an agent may quote (shared with the agent form's rules). */
export { AI_SOURCES, type AiSource } from "../../../features/ai/shared/ai-agent-schema.ts";

/** An AI agent of the help center (admin page /admin/ai/management), written through the change function. */
export const aiAgents = pgTable(
  "ai_agents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    greeting: text().notNull().default(""),
    /** Extra guidance for the model (tone, scope); never able to widen what it may read. */
    instructions: text().notNull().default(""),
    sources: jsonb().$type<AiSource[]>().notNull().default(["faq", "knowledge_base"]),
    /** Locales it answers in; empty means every language of the site. */
    languages: jsonb().$type<string[]>().notNull().default([]),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index("ai_agents_organization_idx").on(t.organization_id, t.id)],
);

export type AnswerSource = { title: string; url: string; kind: string };

/** Every question a visitor asked and what the assistant answered (the admin page lists them). */
export const aiAnswers = pgTable(
  "ai_answers",
  {
    /** Random, so that a visitor cannot mark other visitors' answers by counting. */
    id: uuid().primaryKey().defaultRandom(),
    organization_id: organizationId().references(() => organizations.id, { onDelete: "cascade" }),
    /** Null for the built-in assistant (an organization with no enabled agent). */
    agent_id: integer(),
    locale: text().notNull(),
    question: text().notNull(),
    answer: text().notNull().default(""),
    sources: jsonb().$type<AnswerSource[]>().notNull().default([]),
    answered: boolean().notNull().default(false),
    /** model | extractive */
    mode: text().notNull(),
    helpful: boolean(),
    resolved: boolean(),
    /**
     * Who asked: the SHA-256 of the assistant session the answer was given in (a secret the server
     * issued to that visitor's browser). "Talk to a person" hands over only the answers of the
     * session that asks for it; null for answers from before sessions were kept.
     */
    asker_hash: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_answers_organization_created_idx").on(t.organization_id, t.created_at),
    index("ai_answers_organization_asker_idx").on(t.organization_id, t.asker_hash),
  ],
);
