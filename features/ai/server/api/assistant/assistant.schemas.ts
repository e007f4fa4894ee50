import { z } from "@hono/zod-openapi";

export const assistantQuerySchema = z.object({
  locale: z
    .string()
    .max(10, "must be a language code")
    .optional()
    .openapi({ param: { name: "locale", in: "query" }, description: "A language of the site; else its default" }),
});

export const assistantAgentSchema = z
  .object({
    id: z.string().openapi({ description: 'The agent\'s id, or "default" for the built-in assistant' }),
    name: z.string(),
    greeting: z.string(),
    enabled: z.boolean(),
  })
  .openapi("AssistantAgent");

export const assistantAnswerSchema = z.object({ agent: assistantAgentSchema.nullable() }).openapi("AssistantInfo", {
  description:
    'The agent that answers in this language. An organization without any agent gets the built-in assistant (id "default"); one whose agents are all disabled (or none speaks the language) gets null.',
});

export const askBodySchema = z
  .strictObject({
    question: z
      .string({ message: "is required" })
      .transform((value) => value.trim())
      .pipe(z.string().min(1, "is required").max(500, "must be at most 500 characters")),
    locale: z.string({ message: "is required" }).max(10, "must be a language code"),
    agent_id: z.string().max(20).optional(),
    conversation_id: z.number().int().positive().max(2147483647).optional().openapi({
      description:
        "The live-support conversation the question is asked in (the asker's own: session or X-Visitor-Token). Once a person has joined it the assistant stays silent: 409 `person_joined`.",
    }),
  })
  .openapi("AskBody");

export const feedbackParamSchema = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, description: "answer_id of the `done` event" }),
});

export const feedbackBodySchema = z
  .strictObject({ helpful: z.boolean().optional(), resolved: z.boolean().optional() })
  .refine((body) => body.helpful !== undefined || body.resolved !== undefined, {
    message: "helpful or resolved is required",
  })
  .openapi("AnswerFeedback");

export const okSchema = z.object({ ok: z.literal(true) }).openapi("AssistantOk");

export const askStreamDescription = `A \`text/event-stream\` of these events:
- \`sources\`: \`{ "sources": [{ "title", "url", "kind" }] }\` — the passages the answer uses (site paths in the visitor's language), sent first;
- \`delta\`: \`{ "text": string }\`, repeated — the answer as it is written (plain text: render it as text, never as HTML);
- \`done\`: \`{ "answer_id": string, "answered": boolean }\` — \`answered: false\` means the assistant did not know (its text says so and offers live support);
- \`error\`: \`{ "error": string }\` — the answer failed after it started.`;

export const assistantSessionDescription = `The assistant session: send the \`X-Assistant-Session\` header the previous answer came with (the first answer of a visitor comes with a new one; an absent or malformed one is replaced). Every answer is stored with it, and "talk to a person" (\`POST /api/conversations\` with \`assistant_answers\` and this header) hands over only the answers of this session. A new session starts the assistant afresh.`;
