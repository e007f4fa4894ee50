import { QueryClient } from "@tanstack/react-query";
import { inboxKeys } from "../../../features/live-support/components/inbox/inbox-api.ts";

/**
 * For tests that render /admin/tickets on the server: a query client that already holds the open
 * list, conversation 5 (Lena Vogel, German, one message at `at`), no canned replies and no assignees,
 * so that the render fetches nothing.
 */
export function inboxClientWithConversation(at: string): QueryClient {
  const conversation = {
    id: 5,
    status: "open",
    visitor: { name: "Lena Vogel", email: "lena@example.com", signed_in: false },
    assignee: null,
    last_message: "Hello, is anyone there?",
    last_message_at: at,
    created_at: at,
    waiting_since: null,
    page_url: "/pricing",
    language: "de",
  };
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(inboxKeys.list("open"), [conversation]);
  client.setQueryData(inboxKeys.detail(5), {
    ...conversation,
    messages: [
      {
        id: 1,
        seq: 1,
        body: "Hello, is anyone there?",
        author_kind: "visitor",
        author_name: "Lena Vogel",
        created_at: at,
        internal: false,
        attachment: null,
      },
    ],
    notes: [],
    seq: 1,
    notes_seq: 0,
    staff_read_seq: 1,
    visitor_read_seq: 0,
  });
  client.setQueryData(inboxKeys.canned, []);
  client.setQueryData(inboxKeys.assignees, []);
  return client;
}
