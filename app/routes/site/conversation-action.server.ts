import { data, type RouterContextProvider } from "react-router";
import {
  START_CONVERSATION_INTENT,
  type PlainStartResult,
} from "../../../features/live-support/components/live-chat/start-without-scripts.tsx";
import { liveChatTexts } from "../../../features/live-support/components/live-chat/live-chat-texts.ts";
import { requestContext } from "../../../server/load-context.ts";
import { callApi, field, readForm, refusalStatus } from "../../view-models/form-actions.server.ts";
import { pageUrl, siteRequest } from "../../view-models/site.server.ts";

/**
 * The help center's action: a visitor without scripts starts a live-support conversation (a
 * ticket) through /api/conversations, in process and as the visitor (decision 055) — the same
 * validation and rate limits as the widget's. The staff see it in the inbox; the visitor has no
 * live chat without scripts, so the page says the answer comes by e-mail (the mailed reply's link
 * opens the conversation).
 */
export async function startConversationAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readForm(request);
  if (field(form, "intent") !== START_CONVERSATION_INTENT) {
    return data<PlainStartResult>(
      { error: { message: "This page takes no such form" }, values: { name: "", email: "", message: "" } },
      400,
    );
  }
  const { locale } = siteRequest(request, context);
  const t = liveChatTexts(locale);
  const values = { name: field(form, "name"), email: field(form, "email"), message: field(form, "message") };
  if (!values.message.trim()) {
    return data<PlainStartResult>({ error: { message: t.missingMessage, field: "message" }, values }, 400);
  }
  const { result } = await callApi<{ conversation: { id: number } }>(context, "/api/conversations", {
    name: values.name,
    email: values.email,
    message: values.message,
    page_url: pageUrl(request).pathname,
    language: locale,
  });
  if (result.ok) {
    const { services, session } = context.get(requestContext);
    // A signed-in visitor is answered at the account's address (the API took no name or e-mail).
    const email = session?.user.email ?? values.email.trim().toLowerCase();
    return data<PlainStartResult>({
      started: { email, confirmation: t.startedByMail(email, services.env.LIVE_SUPPORT_REPLY_HOURS) },
    });
  }
  // The widget's words for the API's refusals, in the page's language; other reasons as the API gave them.
  const refusedField =
    result.field === "name" || result.field === "email" || result.field === "message" ? result.field : undefined;
  const message =
    result.status === 429
      ? t.tooMany
      : refusedField === "name"
        ? t.missingName
        : refusedField === "email"
          ? t.invalidEmail
          : (result.error ?? `HTTP ${result.status}`);
  return data<PlainStartResult>(
    { error: { message, ...(refusedField ? { field: refusedField } : {}) }, values },
    refusalStatus(result),
  );
}
