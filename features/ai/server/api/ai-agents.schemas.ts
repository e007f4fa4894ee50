import { z } from "@hono/zod-openapi";
import { AI_SOURCES, aiAgentFields as fields } from "../../shared/ai-agent-schema.ts";
import { version } from "../../../../server/api/fields.ts";

export const createAiAgentBodySchema = z
  .strictObject({
    name: fields.name,
    greeting: fields.greeting.optional(),
    instructions: fields.instructions.optional(),
    sources: fields.sources.optional(),
    languages: fields.languages.optional(),
    enabled: fields.enabled.optional(),
    organization_id: z.number().int().optional(),
  })
  .openapi("AiAgentCreate");

export const updateAiAgentBodySchema = z
  .strictObject({
    name: fields.name.optional(),
    greeting: fields.greeting.optional(),
    instructions: fields.instructions.optional(),
    sources: fields.sources.optional(),
    languages: fields.languages.optional(),
    enabled: fields.enabled.optional(),
    // Required (decision 031): without it a save would overwrite a colleague's unseen.
    updated_at: version,
    organization_id: z.number().int().optional(),
  })
  .openapi("AiAgentUpdate");

export const aiAgentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    greeting: z.string(),
    instructions: z.string(),
    sources: z.array(z.enum(AI_SOURCES)),
    languages: z.array(z.string()),
    enabled: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AiAgent");

export const aiQuestionsQuerySchema = z.object({
  unanswered: z
    .enum(["true", "false"], { error: "must be true or false" })
    .optional()
    .openapi({ param: { name: "unanswered", in: "query" }, description: "Only the questions it could not answer" }),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int()
    .min(1, "must be 1 to 200")
    .max(200, "must be 1 to 200")
    .optional()
    .openapi({ param: { name: "limit", in: "query" } }),
});

export const aiQuestionSchema = z
  .object({
    id: z.string(),
    agent_id: z.number().int().nullable(),
    locale: z.string(),
    question: z.string(),
    answer: z.string(),
    sources: z.array(z.object({ title: z.string(), url: z.string(), kind: z.string() })),
    answered: z.boolean(),
    mode: z.string(),
    helpful: z.boolean().nullable(),
    resolved: z.boolean().nullable(),
    created_at: z.string(),
  })
  .openapi("AiQuestion");
