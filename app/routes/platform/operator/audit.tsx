import { useLoaderData, useLocation } from "react-router";
import type { AuditEntry } from "../../../../features/platform/shared/operator.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../../components/ui/ui-language.tsx";
import { metaLocale } from "../platform-language.tsx";
import { operatorApi, requireOperatorPage } from "./operator.server.ts";
import { OperatorError, OperatorNav, Pager, utc } from "./operator-ui.tsx";
import type { Route } from "./+types/audit";

type AuditAnswer = { entries: AuditEntry[]; total: number; page: number; page_size: number };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform } = requireOperatorPage(request, context);
  const pageNumber = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  return operatorApi<AuditAnswer>(request, platform, `/api/operator/audit?page=${page}`);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_auditPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const ErrorBoundary = OperatorError;

/** What platform accounts and operators did to sites, with who and why (decision 065). */
export default function OperatorAudit() {
  const { entries, total, page, page_size } = useLoaderData<typeof loader>();
  const location = useLocation();
  const language = useUiLanguage();
  return (
    <>
      <title>{m.platform_auditPageTitle({}, language)}</title>
      <h1 className="mb-4 text-3xl font-semibold tracking-tight text-slate-900">{m.platform_auditLog({}, language)}</h1>
      <OperatorNav />
      <p className="mb-2 text-sm text-slate-700">{m.platform_newestFirstUtc({}, language)}</p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-slate-700">
          {m.platform_nothingYet({}, language)}
        </p>
      ) : (
        <div
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
          role="region"
          aria-label={m.platform_auditScroll({}, language)}
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] text-start text-sm">
            <caption className="sr-only">{m.platform_auditCaption({}, language)}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.platform_colTime({}, language)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.platform_colWho({}, language)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.platform_colAction({}, language)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.platform_colSite({}, language)}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.platform_colReason({}, language)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 whitespace-nowrap">{utc(entry.created_at)}</td>
                  <td className="px-3 py-2 break-all">{entry.actor_email ?? m.platform_commandLine({}, language)}</td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                  <td className="px-3 py-2">{entry.site_slug ?? (entry.site_id ? `#${entry.site_id}` : "—")}</td>
                  <td className="px-3 py-2">{entry.reason ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageSize={page_size} total={total} search={location.search} />
    </>
  );
}
