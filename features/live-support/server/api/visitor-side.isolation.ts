import { type EndpointCase, everyone } from "../../../../server/api/tenant-isolation.matrix.ts";

/**
 * The tenant-isolation matrix's entries for the visitor side of live support (decision 038):
 * availability is public and names no ids (the host's organization only). "Talk to a person" names
 * the assistant's answers by id in POST /conversations: only the host organization's answers of the
 * asker's own assistant session are handed over (visitor-side.routes.test.ts), and
 * POST /assistant/ask with another organization's `conversation_id` is tested in
 * visitor-side.routes.test.ts (404, the assistant does not learn whether it exists).
 */
export const isolationCases: EndpointCase[] = [
  {
    method: "GET",
    path: "/conversations/availability",
    request: () => ({}),
    expect: { none: everyone(200) },
  },
];
