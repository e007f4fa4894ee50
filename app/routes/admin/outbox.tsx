import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { outboxView, parseMessageId } from "../../components/admin/outbox-view.ts";
import { listOutboxForAdmin } from "../../view-models/auth.server.ts";
import type { RootData } from "../../root.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { useDateTime, useTimeZone } from "../../components/use-date-time.ts";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { requestContext } from "../../../server/load-context.ts";
import type { Route } from "./+types/outbox";
import { EmptyList } from "../../components/admin/admin-list.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const rows = await listOutboxForAdmin(request, context, { limit: 100 });
  const selectedId = parseMessageId(new URL(request.url).searchParams.get("id"));
  // With SMTP_URL the mailer delivers and keeps nothing (server/domain/email/mailer.ts): the page
  // must say so, or an empty list reads as "nothing was sent".
  const smtp = Boolean(context.get(requestContext).services.env.SMTP_URL);
  return { ...outboxView(rows, selectedId), smtp };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const STATUS_LABELS: Record<string, (inputs: object, options: { locale: UiLocale }) => string> = {
  outbox: (_: object, ui: { locale: UiLocale }) => m.admin_obNotSent({}, ui),
  sent: (_: object, ui: { locale: UiLocale }) => m.admin_obSent({}, ui),
  failed: (_: object, ui: { locale: UiLocale }) => m.admin_obFailed({}, ui),
};

/**
 * Mails of this organization: without SMTP_URL they stay here, so that staff can still read them;
 * with it they are delivered and not kept, which the page says instead of "No messages yet".
 */
export default function AdminOutbox() {
  const { items, selected, smtp } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root")!;
  const ui = useUiLanguage();
  const status = (value: string) => STATUS_LABELS[value]?.({}, ui) ?? value;
  // In the person's language and zone (decision 080); an unreadable time stays empty.
  const time = useDateTime();
  const zone = useTimeZone();
  const pageTitle = m.admin_pageTitle({ title: m.admin_navOutbox({}, ui), site: root.site.name }, ui);
  return (
    <>
      <title>{selected ? m.admin_pageTitle({ title: selected.subject, site: pageTitle }, ui) : pageTitle}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">{m.admin_navOutbox({}, ui)}</h1>
      {smtp ? (
        <p className="mb-6 text-sm text-gray-700" data-outbox-smtp="">
          {m.admin_obSmtp({}, ui)}
          {items.length > 0 && ` ${m.admin_obSmtpKept({ zone }, ui)}`}
        </p>
      ) : (
        <p className="mb-6 text-sm text-gray-600">{m.admin_obIntro({ zone }, ui)}</p>
      )}
      {items.length === 0 ? (
        !smtp && <EmptyList>{m.admin_obNone({}, ui)}</EmptyList>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{m.admin_obCaption({}, ui)}</caption>
              <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {m.admin_obSubject({}, ui)}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium">
                    {m.admin_obRecipient({}, ui)}
                  </th>
                  <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                    {m.admin_time({}, ui)}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {items.map((item) => {
                  const current = selected?.id === item.id;
                  return (
                    <tr key={item.id} className={current ? "bg-primary/5" : undefined}>
                      <td className="px-4 py-2">
                        <Link
                          to={`?id=${item.id}`}
                          aria-current={current ? "true" : undefined}
                          preventScrollReset
                          className="font-medium text-primary underline underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          {item.subject}
                        </Link>
                        {item.status !== "outbox" && (
                          <span className="ms-2 text-xs text-gray-500">({status(item.status)})</span>
                        )}
                      </td>
                      <td className="px-4 py-2 break-all text-gray-700">{item.to}</td>
                      <td className="px-4 py-2 whitespace-nowrap text-gray-700">
                        <time dateTime={item.isoTime}>{time(item.isoTime)}</time>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <section aria-labelledby="message-title" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            {selected ? (
              <>
                <h2 id="message-title" className="text-lg font-semibold text-gray-900">
                  {selected.subject}
                </h2>
                <dl className="mt-2 mb-4 grid grid-cols-[6rem_1fr] gap-y-1 text-sm">
                  <dt className="text-gray-500">{m.admin_obTo({}, ui)}</dt>
                  <dd className="break-all text-gray-900">{selected.to}</dd>
                  <dt className="text-gray-500">{m.admin_time({}, ui)}</dt>
                  <dd className="text-gray-900">{time(selected.isoTime)}</dd>
                  <dt className="text-gray-500">{m.admin_status({}, ui)}</dt>
                  <dd className="text-gray-900">{status(selected.status)}</dd>
                </dl>
                {/* sandbox="" : no scripts, no same-origin access, no forms, no top navigation. */}
                <iframe
                  title={m.admin_obBody({ subject: selected.subject }, ui)}
                  sandbox=""
                  srcDoc={selected.html}
                  className="h-[32rem] w-full rounded-md border border-gray-200 bg-white"
                />
                <details className="mt-4 text-sm">
                  <summary className="cursor-pointer text-gray-700">{m.admin_obPlain({}, ui)}</summary>
                  <pre className="mt-2 overflow-x-auto rounded-md bg-gray-50 p-3 whitespace-pre-wrap text-gray-800">
                    {selected.text}
                  </pre>
                </details>
              </>
            ) : (
              <p id="message-title" className="text-gray-600">
                {m.admin_obChoose({}, ui)}
              </p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
