import { continueLink, keepConversation } from "./chat-storage.ts";

/**
 * The link of a mailed reply, `/help-center?conversation=ID&continue=TOKEN` (decision 035): the
 * signed link is exchanged for a visitor token of that conversation, kept like a started one, and
 * the site opens with the widget on it. Resolves false when the address carries no link; rejects
 * with the server's message when the link is not valid (any more).
 */
export async function continueFromLink(search: string, open: () => void): Promise<boolean> {
  const link = continueLink(search);
  if (!link) return false;
  const response = await fetch("/api/conversations/continue", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: link.token }),
  });
  const body = (await response.json().catch(() => null)) as {
    visitor_token?: string;
    conversation_id?: number;
    error?: string;
  } | null;
  if (!response.ok || !body?.visitor_token || !body.conversation_id) {
    throw new Error(body?.error ?? "This link is not valid (any more)");
  }
  keepConversation({ id: body.conversation_id, token: body.visitor_token });
  open();
  return true;
}
