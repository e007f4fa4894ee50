import type { AiSource } from "../../../../server/db/schema/index.ts";

/** What an admin sets on an agent (validated by the API's schema). */
export type AiAgentFields = {
  name?: string;
  greeting?: string;
  instructions?: string;
  sources?: AiSource[];
  languages?: string[];
  enabled?: boolean;
};
