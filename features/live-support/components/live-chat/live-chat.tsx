import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { LifeBuoy, Sparkles } from "lucide-react";
import { ErrorArea, Loading } from "../../../help-center/components/help-content.tsx";
import {
  clearTranscript,
  forgetConversation,
  keepConversation,
  linkAssistantConversation,
  readAssistantSession,
  readConversationId,
  readTranscript,
  readVisitorToken,
} from "./chat-storage.ts";
import { ConversationPanel, MESSAGE_MAX_LENGTH, primaryButton } from "./conversation-panel.tsx";
import { liveChatTexts, type LiveChatTexts } from "./live-chat-texts.ts";
import { chatFetch, ChatRequestError, type ChatConversation, type ChatMessage } from "./use-conversation.ts";

type Availability = { online: boolean; reply_within_hours: number };
type Started = { conversation: ChatConversation; message: ChatMessage; visitor_token?: string };

/**
 * The help widget's live-support view (decision 038), in the dialog and in the
 * chat-widget mode. `authenticated`: a signed-in user starts without name and e-mail (the account's
 * are used) and finds their latest open conversation again; an anonymous visitor gives both and keeps
 * the server's visitor token in localStorage. Shows whether anybody is online, and the e-mail
 * promise when not.
 */
export function LiveChat({
  locale,
  authenticated,
  onAi,
}: {
  locale: string;
  authenticated: boolean;
  onAi: () => void;
}) {
  const t = liveChatTexts(locale);
  const [current, setCurrent] = useState<{ id: number | null; token: string | null; checked: boolean }>(() => ({
    id: readConversationId(),
    token: readVisitorToken(),
    checked: false,
  }));
  const [availability, setAvailability] = useState<Availability | null>(null);

  // Asked again when the view changes (a new conversation) and every 30 s while it is open.
  useEffect(() => {
    const controller = new AbortController();
    const ask = () =>
      fetch("/api/conversations/availability", { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Availability>) : null))
        .then((body) => body && setAvailability(body))
        .catch(() => {});
    void ask();
    const timer = setInterval(() => void ask(), 30_000);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [current.id]);

  // A signed-in user without a kept conversation: their latest one that is not resolved.
  useEffect(() => {
    if (current.id !== null || current.checked || !authenticated) return;
    let stopped = false;
    chatFetch<ChatConversation[]>("/api/conversations", null, t.loadError)
      .then((rows) => {
        if (stopped) return;
        const open = rows.find((row) => row.status !== "resolved");
        if (open) keepConversation({ id: open.id });
        setCurrent((state) => ({ ...state, id: open?.id ?? null, checked: true }));
      })
      .catch(() => !stopped && setCurrent((state) => ({ ...state, checked: true })));
    return () => {
      stopped = true;
    };
  }, [authenticated, current.id, current.checked, t.loadError]);

  const forget = useCallback(() => {
    forgetConversation();
    setCurrent((state) => ({ ...state, id: null, checked: true }));
  }, []);

  const offline = availability && !availability.online && (
    <p className="flex gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-800" data-chat-availability="offline">
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {t.offline(availability.reply_within_hours)}
    </p>
  );

  if (current.id === null && authenticated && !current.checked) return <Loading label={t.loading} />;
  if (current.id !== null) {
    return (
      <div
        className="flex min-h-0 flex-1 flex-col"
        data-live-support=""
        data-authenticated={authenticated ? "true" : "false"}
      >
        <ConversationPanel
          key={current.id}
          conversationId={current.id}
          token={authenticated ? null : current.token}
          t={t}
          locale={locale}
          onMissing={forget}
          header={offline}
          footer={
            <button type="button" onClick={forget} className={`${secondaryButton} self-start`} data-chat-new="">
              {t.newConversation}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div
      className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto"
      data-live-support=""
      data-authenticated={authenticated ? "true" : "false"}
    >
      <p className="text-sm text-gray-800">{t.intro}</p>
      {availability?.online ? (
        <p className="text-sm font-medium text-green-800" data-chat-availability="online">
          {t.online}
        </p>
      ) : (
        offline
      )}
      <StartForm
        t={t}
        locale={locale}
        authenticated={authenticated}
        onStarted={(started) => {
          keepConversation({ id: started.conversation.id, token: started.visitor_token });
          setCurrent({
            id: started.conversation.id,
            token: started.visitor_token ?? readVisitorToken(),
            checked: true,
          });
        }}
      />
      <button type="button" onClick={onAi} className={`${secondaryButton} self-start`}>
        <Sparkles aria-hidden="true" className="size-4" />
        {t.assistant}
      </button>
    </div>
  );
}

function StartForm({
  t,
  locale,
  authenticated,
  onStarted,
}: {
  t: LiveChatTexts;
  locale: string;
  authenticated: boolean;
  onStarted: (started: Started) => void;
}) {
  const ids = { name: useId(), email: useId(), message: useId() };
  const [fields, setFields] = useState({ name: "", email: "", message: "" });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transcript] = useState(readTranscript);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // A visitor token kept from an earlier conversation starts this one as the same visitor.
      const token = authenticated ? null : readVisitorToken();
      const started = await chatFetch<Started>("/api/conversations", token, t.loadError, {
        method: "POST",
        body: {
          ...(authenticated || token ? {} : { name: fields.name, email: fields.email }),
          message: fields.message,
          page_url: window.location.pathname,
          language: locale,
          // The assistant's answers by id: the server quotes its own record of them, for the
          // assistant session that proves they were given here.
          ...(transcript.length ? { assistant_answers: transcript } : {}),
        },
        headers: transcript.length && readAssistantSession() ? { "x-assistant-session": readAssistantSession()! } : {},
      });
      clearTranscript();
      // The assistant stays silent in the conversation it handed over to, once a person joins.
      if (transcript.length) linkAssistantConversation(started.conversation.id);
      onStarted(started);
    } catch (caught) {
      setError(startRefusal(caught, t));
      setBusy(false);
    }
  };

  const field =
    "rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none";
  const askIdentity = !authenticated && !readVisitorToken();
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2" data-chat-start="">
      {authenticated && <p className="text-sm text-gray-600">{t.signedInAs}</p>}
      {askIdentity && (
        <>
          <label htmlFor={ids.name} className="text-sm font-medium text-gray-800">
            {t.name}
          </label>
          <input
            id={ids.name}
            required
            maxLength={100}
            autoComplete="name"
            value={fields.name}
            onChange={(event) => setFields({ ...fields, name: event.target.value })}
            className={field}
          />
          <label htmlFor={ids.email} className="text-sm font-medium text-gray-800">
            {t.email}
          </label>
          <input
            id={ids.email}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            value={fields.email}
            onChange={(event) => setFields({ ...fields, email: event.target.value })}
            className={field}
          />
        </>
      )}
      <label htmlFor={ids.message} className="text-sm font-medium text-gray-800">
        {t.message}
      </label>
      <textarea
        id={ids.message}
        required
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={fields.message}
        onChange={(event) => setFields({ ...fields, message: event.target.value })}
        className={field}
      />
      {transcript.length > 0 && <p className="text-xs text-gray-600">{t.handover}</p>}
      {error && <ErrorArea message={error} />}
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t.starting : t.start}
      </button>
    </form>
  );
}

const secondaryButton =
  "inline-flex items-center justify-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary";

/** Why a conversation did not start, in the widget's language. */
export function startRefusal(caught: unknown, t: LiveChatTexts): string {
  if (!(caught instanceof ChatRequestError)) return t.notSent;
  if (caught.status === 429) return t.tooMany;
  if (caught.field === "name") return t.missingName;
  if (caught.field === "email") return t.invalidEmail;
  return t.notSent;
}
