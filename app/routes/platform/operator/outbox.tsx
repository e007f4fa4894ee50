import { useLoaderData, useLocation } from "react-router";
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
  const answer = await operatorApi<OutboxAnswer>(platform, `/api/operator/outbox?page=${page}`);
  return { ...answer, smtp: Boolean(platform.services.env.SMTP_URL) };
}

export function meta() {
  return [{ title: "Outbox | Operators | Tessera" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const ErrorBoundary = OperatorError;

/** The platform's own mail kept when no SMTP_URL is set (links that sign in removed). */
export default function OperatorOutbox() {
  const { messages, total, page, page_size, smtp } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <title>Outbox | Operators | Tessera</title>
      <h1 className="mb-4 text-3xl font-semibold tracking-tight text-slate-900">Platform outbox</h1>
      <OperatorNav />
      <p className="mb-4 text-sm text-slate-700">
        {smtp
          ? "Mail is delivered by SMTP and not kept; below is what was kept before. "
          : "Without SMTP_URL the platform's mail is kept here, newest first, with links that sign in removed. "}
        Times are in UTC.
      </p>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">No messages yet.</p>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <details>
                <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-700">
                  <span className="font-medium text-slate-900">{message.subject}</span>
                  <span className="block text-sm break-all text-slate-700 sm:inline sm:before:content-['_—_']">
                    to {message.to}, {utc(message.created_at)}
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
