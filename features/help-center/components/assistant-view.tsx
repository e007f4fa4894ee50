import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LifeBuoy, Sparkles, ThumbsDown, ThumbsUp } from "lucide-react";
import { readSse } from "../../../app/browser/sse.ts";
import { ErrorArea, fetchJson, HelpRequestError, Loading } from "./help-content.tsx";
import type { HelpTexts } from "./help-texts.ts";
import {
  forgetAssistantSession,
  keepAssistantSession,
  linkAssistantConversation,
  readAssistantConversation,
  readAssistantSession,
  readVisitorToken,
  writeTranscript,
} from "../../live-support/components/live-chat/chat-storage.ts";

/**
 * The ai view: questions to the organization's assistant (the contract of decision 034):
 * GET /api/assistant?locale= names the agent; POST /api/assistant/ask streams server-sent events
 * `sources`, `delta` (appended), `done` and `error`; a JSON `{ error }` before the stream goes to
 * the red error area. The answer is shown as text and its sources as links: never HTML from a model.
 * Every question goes with the assistant session (sessionStorage, chat-storage.ts); asked after a
 * hand-over, with that conversation, where the assistant is silent once a person has joined: the
 * visitor can then ask the assistant again, in a fresh session.
 */

type Agent = { id: number | string; name: string; greeting: string; enabled: boolean };
type Source = { title: string; url: string; kind: string };
type Turn = {
  question: string;
  answer: string;
  sources: Source[];
  answerId: number | string | null;
  answered: boolean | null;
  error: string | null;
  feedback: { helpful?: boolean; resolved?: boolean; sent: boolean; error?: string };
};

export const QUESTION_MAX_LENGTH = 500;

function safeUrl(url: string): string | null {
  // Sources are the site's own pages: a relative path, or an http(s) address at most.
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function AssistantView({
  locale,
  t,
  authenticated,
  onLiveSupport,
}: {
  locale: string;
  t: HelpTexts;
  authenticated: boolean;
  onLiveSupport: () => void;
}) {
  const inputId = useId();
  const [agent, setAgent] = useState<{ state: "loading" } | { state: "ready"; agent: Agent | null }>({
    state: "loading",
  });
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The question the assistant stayed silent on (a person joined the conversation it handed over to).
  const [silenced, setSilenced] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchJson<{ agent: Agent | null }>(`/api/assistant?locale=${encodeURIComponent(locale)}`, t.assistantUnavailable, {
      signal: controller.signal,
    }).then(
      (body) =>
        !controller.signal.aborted && setAgent({ state: "ready", agent: body.agent?.enabled ? body.agent : null }),
      () => !controller.signal.aborted && setAgent({ state: "ready", agent: null }),
    );
    return () => controller.abort();
  }, [locale, t.assistantUnavailable]);

  // The newest turn in view, by scrolling this view alone: scrolling an element into view moves
  // every scrolling ancestor, and the question box is pinned below (sticky) anyway.
  useEffect(() => {
    const view = scroller.current;
    if (view) view.scrollTop = view.scrollHeight;
  }, [turns]);

  // "Talk to a person": the answers so far (by id) go with the conversation the visitor starts.
  const handOver = () => {
    writeTranscript(turns.flatMap((turn) => (turn.answerId === null ? [] : [String(turn.answerId)])));
    onLiveSupport();
  };

  const update = (index: number, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn, i) => (i === index ? change(turn) : turn)));

  const ask = async (event: FormEvent | null, asked = question) => {
    event?.preventDefault();
    const text = asked.trim();
    if (!text || busy || agent.state !== "ready" || !agent.agent) return;
    setBusy(true);
    setError(null);
    setSilenced(null);
    const index = turns.length;
    let started = false;
    try {
      // Asked in the conversation this session handed over to: once a person has joined it, the
      // server keeps the assistant silent there.
      const ask = (conversationId: number | null) => {
        const session = readAssistantSession();
        return fetch("/api/assistant/ask", {
          method: "POST",
          credentials: "same-origin",
          headers: {
            "content-type": "application/json",
            accept: "text/event-stream",
            ...(session ? { "x-assistant-session": session } : {}),
            ...(conversationId && readVisitorToken() ? { "x-visitor-token": readVisitorToken()! } : {}),
          },
          body: JSON.stringify({
            question: text,
            locale,
            agent_id: agent.agent!.id,
            ...(conversationId ? { conversation_id: conversationId } : {}),
          }),
        });
      };
      const conversationId = readAssistantConversation();
      let response = await ask(conversationId);
      if (conversationId && (response.status === 404 || response.status === 401)) {
        // That conversation is not this visitor's any more: the assistant asks on its own.
        linkAssistantConversation(null);
        response = await ask(null);
      }
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
        if (response.status === 409 && body?.code === "person_joined") setSilenced(text);
        throw new HelpRequestError(typeof body?.error === "string" ? body.error : t.assistantUnavailable);
      }
      keepAssistantSession(response.headers.get("x-assistant-session"));
      started = true;
      setQuestion("");
      setTurns((all) => [
        ...all,
        {
          question: text,
          answer: "",
          sources: [],
          answerId: null,
          answered: null,
          error: null,
          feedback: { sent: false },
        },
      ]);
      await readSse(response, ({ event: name, data }) => {
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(data) as Record<string, unknown>;
        } catch {
          return;
        }
        if (name === "sources" && Array.isArray(payload.sources)) {
          const sources = (payload.sources as Source[]).filter((s) => typeof s?.title === "string" && safeUrl(s.url));
          update(index, (turn) => ({ ...turn, sources }));
        } else if (name === "delta" && typeof payload.text === "string") {
          const delta = payload.text;
          update(index, (turn) => ({ ...turn, answer: turn.answer + delta }));
        } else if (name === "done") {
          update(index, (turn) => ({
            ...turn,
            answerId: (payload.answer_id as number | string | undefined) ?? null,
            answered: payload.answered !== false,
          }));
        } else if (name === "error") {
          const message = typeof payload.error === "string" ? payload.error : t.assistantUnavailable;
          update(index, (turn) => ({ ...turn, error: message }));
        }
      });
    } catch (caught) {
      const message = caught instanceof HelpRequestError ? caught.message : t.assistantUnavailable;
      if (started) update(index, (turn) => ({ ...turn, error: message }));
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const sendFeedback = async (index: number, feedback: { helpful?: boolean; resolved?: boolean }) => {
    const turn = turns[index];
    if (!turn?.answerId) return;
    update(index, (current) => ({
      ...current,
      feedback: { ...current.feedback, ...feedback, sent: true, error: undefined },
    }));
    try {
      await fetchJson(
        `/api/assistant/answers/${encodeURIComponent(String(turn.answerId))}/feedback`,
        t.assistantUnavailable,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(feedback),
        },
      );
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : t.assistantUnavailable;
      update(index, (current) => ({ ...current, feedback: { ...current.feedback, error: message } }));
    }
  };

  if (agent.state === "loading") return <Loading label={t.loading} />;
  if (!agent.agent) {
    return (
      <div className="flex flex-col gap-3" data-assistant-unavailable="">
        <p className="text-sm text-gray-700">{t.assistantUnavailable}</p>
        <button type="button" onClick={handOver} className={`${secondaryButton} self-start`}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t.talkToPerson}
        </button>
      </div>
    );
  }

  return (
    <div
      ref={scroller}
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto"
      data-assistant=""
      data-authenticated={authenticated ? "true" : "false"}
    >
      <p className="flex gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <strong className="block">{agent.agent.name}</strong>
          {agent.agent.greeting}
        </span>
      </p>
      <ol role="list" className="flex flex-col gap-4" aria-live="polite">
        {turns.map((turn, index) => (
          <li key={index} className="flex flex-col gap-2" data-turn={index}>
            <p className="self-end rounded-lg bg-primary px-3 py-2 text-sm whitespace-pre-wrap text-white">
              {turn.question}
            </p>
            {turn.answer && (
              <p
                className="rounded-lg border border-gray-200 px-3 py-2 text-sm whitespace-pre-wrap text-gray-900"
                data-answer=""
              >
                {turn.answer}
              </p>
            )}
            {turn.answered === false && (
              <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
                {!turn.answer && <p>{t.notAnswered}</p>}
                <button type="button" onClick={handOver} className={secondaryButton} data-offer-live-support="">
                  <LifeBuoy aria-hidden="true" className="size-4" />
                  {t.talkToPerson}
                </button>
              </div>
            )}
            {turn.sources.length > 0 && (
              <div className="text-sm">
                <p className="font-medium text-gray-700">{t.sources}</p>
                <ul role="list" className="list-disc ps-5">
                  {turn.sources.map((source) => (
                    <li key={source.url}>
                      <a href={safeUrl(source.url)!} className="text-primary underline underline-offset-2">
                        {source.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {turn.error && <ErrorArea message={turn.error} />}
            {turn.answerId !== null && (
              <div className="flex flex-wrap items-center gap-2" data-feedback="">
                <button
                  type="button"
                  aria-pressed={turn.feedback.helpful === true}
                  onClick={() => void sendFeedback(index, { helpful: true })}
                  className={iconButton}
                >
                  <ThumbsUp aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.helpful}</span>
                </button>
                <button
                  type="button"
                  aria-pressed={turn.feedback.helpful === false}
                  onClick={() => void sendFeedback(index, { helpful: false })}
                  className={iconButton}
                >
                  <ThumbsDown aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.notHelpful}</span>
                </button>
                <button
                  type="button"
                  aria-pressed={turn.feedback.resolved === true}
                  onClick={() => void sendFeedback(index, { resolved: true })}
                  className={secondaryButton}
                >
                  {t.solved}
                </button>
                {turn.feedback.sent && !turn.feedback.error && (
                  <span className="text-xs text-gray-600" role="status">
                    {t.thanks}
                  </span>
                )}
                {turn.feedback.error && <ErrorArea message={turn.feedback.error} />}
              </div>
            )}
          </li>
        ))}
      </ol>
      {busy && <Loading label={t.asking} />}
      {error && <ErrorArea message={error} />}
      {silenced !== null && !busy && (
        <button
          type="button"
          onClick={() => {
            // The silence belongs to that conversation: a fresh assistant session asks afresh.
            forgetAssistantSession();
            void ask(null, silenced);
          }}
          className={`${secondaryButton} self-start`}
          data-ask-assistant-again=""
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {t.askAssistantAgain}
        </button>
      )}
      {/* Pinned to the bottom of the view while the turns scroll above it. */}
      <form onSubmit={(event) => void ask(event)} className="sticky bottom-0 mt-auto flex flex-col gap-2 bg-white pt-2">
        <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
          {t.askLabel}
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={question}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder={t.askPlaceholder}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        />
        <button type="submit" disabled={busy || !question.trim()} className={primaryButton}>
          {t.ask}
        </button>
      </form>
    </div>
  );
}

const primaryButton =
  "inline-flex items-center justify-center gap-1 self-end rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-hover disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
const secondaryButton =
  "inline-flex items-center justify-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary";
const iconButton =
  "inline-flex size-8 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 aria-pressed:border-primary aria-pressed:text-primary focus-visible:outline-2 focus-visible:outline-primary";
