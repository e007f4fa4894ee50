// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AssistantView } from "./assistant-view.tsx";
import { helpTexts } from "./help-texts.ts";
import {
  ASSISTANT_CONVERSATION_KEY,
  ASSISTANT_SESSION_KEY,
  TOKEN_KEY,
  TRANSCRIPT_KEY,
} from "../../live-support/components/live-chat/chat-storage.ts";

/**
 * The ai view's assistant session: the session the server gives goes with every later question and
 * with "talk to a person" (answer ids only); after a hand-over where a person joined, the assistant's
 * silence is shown with a way to ask the assistant again, in a fresh session.
 */

const SESSION = "s".repeat(43);
const NEW_SESSION = "n".repeat(43);
const ANSWER_ID = "0b7c6a52-2b36-4bd3-9c1e-2f7d1f0f6a11";
const SILENT = "A person from the team has joined this conversation: the assistant stays silent in it.";

type Call = { url: string; headers: Record<string, string>; body: Record<string, unknown> | null };
let calls: Call[] = [];
let askReplies: (() => Response)[] = [];

const answer = (session: string, answered = true) =>
  new Response(
    [
      `event: sources\ndata: ${JSON.stringify({ sources: [] })}\n\n`,
      `event: delta\ndata: ${JSON.stringify({ text: "Here is what I found." })}\n\n`,
      `event: done\ndata: ${JSON.stringify({ answer_id: ANSWER_ID, answered })}\n\n`,
    ].join(""),
    { headers: { "content-type": "text/event-stream", "x-assistant-session": session } },
  );

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  calls = [];
  askReplies = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      });
      if (url.startsWith("/api/assistant?")) {
        return Response.json({ agent: { id: "default", name: "Assistant", greeting: "Hi!", enabled: true } });
      }
      return askReplies.shift()!();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function askQuestion(view: ReturnType<typeof render>, text: string) {
  const box = await view.findByLabelText("Your question");
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(view.getByRole("button", { name: /^Ask$/ }));
}

const asks = () => calls.filter((call) => call.url === "/api/assistant/ask");

describe("AssistantView", () => {
  it("keeps the server's assistant session, sends it again, and hands over answer ids only", async () => {
    const onLiveSupport = vi.fn();
    askReplies.push(
      () => answer(SESSION),
      () => answer(SESSION, false),
    );
    const view = render(
      <AssistantView locale="en" t={helpTexts("en")} authenticated={false} onLiveSupport={onLiveSupport} />,
    );
    await askQuestion(view, "How is the fee calculated?");
    await view.findByText("Here is what I found.");
    expect(asks()[0]!.headers["x-assistant-session"]).toBeUndefined();
    expect(window.sessionStorage.getItem(ASSISTANT_SESSION_KEY)).toBe(SESSION);
    await askQuestion(view, "Can we start with a workshop?");
    await waitFor(() => expect(view.container.querySelector('[data-turn="1"] [data-feedback]')).not.toBeNull());
    expect(asks()[1]!.headers["x-assistant-session"]).toBe(SESSION);
    expect(asks()[1]!.body).not.toHaveProperty("conversation_id");
    // A stored conversation of another tab or day does not silence the assistant here.
    window.localStorage.setItem("liveChat_conversation", "12");
    fireEvent.click(view.getByRole("button", { name: "Talk to a person" }));
    expect(JSON.parse(window.sessionStorage.getItem(TRANSCRIPT_KEY)!)).toEqual([ANSWER_ID, ANSWER_ID]);
    expect(onLiveSupport).toHaveBeenCalled();
  });

  it("shows the silence of a conversation a person joined, and asks the assistant again in a fresh session", async () => {
    window.sessionStorage.setItem(ASSISTANT_SESSION_KEY, SESSION);
    window.sessionStorage.setItem(ASSISTANT_CONVERSATION_KEY, "12");
    window.localStorage.setItem(TOKEN_KEY, "visitor-token");
    askReplies.push(
      () => Response.json({ error: SILENT, code: "person_joined" }, { status: 409 }),
      () => answer(NEW_SESSION),
    );
    const view = render(
      <AssistantView locale="en" t={helpTexts("en")} authenticated={false} onLiveSupport={() => {}} />,
    );
    await askQuestion(view, "Opening hours?");
    await view.findByText(SILENT);
    expect(asks()[0]!.body).toMatchObject({ question: "Opening hours?", conversation_id: 12 });
    expect(asks()[0]!.headers["x-visitor-token"]).toBe("visitor-token");
    fireEvent.click(view.getByRole("button", { name: "Ask the assistant again" }));
    await view.findByText("Here is what I found.");
    expect(asks()[1]!.body).toMatchObject({ question: "Opening hours?" });
    expect(asks()[1]!.body).not.toHaveProperty("conversation_id");
    expect(asks()[1]!.headers["x-assistant-session"]).toBeUndefined();
    expect(window.sessionStorage.getItem(ASSISTANT_SESSION_KEY)).toBe(NEW_SESSION);
    expect(window.sessionStorage.getItem(ASSISTANT_CONVERSATION_KEY)).toBeNull();
    expect(view.queryByText(SILENT)).toBeNull();
  });
});
