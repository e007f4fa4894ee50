import { useLoaderData, useLocation } from "react-router";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../../components/ui/ui-language.tsx";
import { metaLocale } from "../platform-language.tsx";
import { operatorApi, requireOperatorPage } from "./operator.server.ts";
import { OperatorError, OperatorNav, Pager, utc } from "./operator-ui.tsx";
import type { Route } from "./+types/outbox";

type OutboxAnswer = {
  messages: { id: number; created_at: string; to: string; subject: string; text: string }[];
  total: number;
  page: number;
  page_size: number;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform } = requireOperatorPage(request, context);
  const pageNumber = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  const answer = await operatorApi<OutboxAnswer>(request, platform, `/api/operator/outbox?page=${page}`);
  return { ...answer, smtp: Boolean(platform.services.env.SMTP_URL) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_outboxPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const ErrorBoundary = OperatorError;

/** The platform's own mail kept when no SMTP_URL is set (links that sign in removed). */
export default function OperatorOutbox() {
  const { messages, total, page, page_size, smtp } = useLoaderData<typeof loader>();
  const location = useLocation();
  const language = useUiLanguage();
  return (
    <>
      <title>{m.platform_outboxPageTitle({}, language)}</title>
      <h1 className="mb-4 text-3xl font-semibold tracking-tight text-slate-900">
        {m.platform_platformOutbox({}, language)}
      </h1>
      <OperatorNav />
      <p className="mb-4 text-sm text-slate-700">
        {smtp ? m.platform_outboxSmtp({}, language) : m.platform_outboxNoSmtp({}, language)}
      </p>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
          {m.platform_noMessagesYet({}, language)}
        </p>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <details>
                <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-700">
                  <span className="font-medium text-slate-900">{message.subject}</span>
                  <span className="block text-sm break-all text-slate-700 sm:inline sm:before:content-['_—_']">
                    {m.platform_outboxTo({ to: message.to, time: utc(message.created_at) }, language)}
                  </span>
                </summary>
                <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">{message.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={page_size} total={total} search={location.search} />
    </>
  );
}
