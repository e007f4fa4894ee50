import { isRouteErrorResponse, Link, NavLink, useRouteError } from "react-router";
import { OPERATOR_PATH } from "../../../../features/platform/shared/paths.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { useUiLanguage } from "../../../components/ui/ui-language.tsx";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
    isActive ? "bg-indigo-700 text-white" : "text-slate-800 hover:bg-slate-200"
  }`;

/** The operators' console's own navigation: sites, audit log, outbox. */
export function OperatorNav() {
  const language = useUiLanguage();
  return (
    <nav aria-label={m.platform_operatorsConsole({}, language)} className="mb-6 flex flex-wrap gap-2">
      <NavLink to={OPERATOR_PATH} end className={tabClass}>
        {m.platform_sitesTab({}, language)}
      </NavLink>
      <NavLink to={`${OPERATOR_PATH}/audit`} className={tabClass}>
        {m.platform_auditLog({}, language)}
      </NavLink>
      <NavLink to={`${OPERATOR_PATH}/outbox`} className={tabClass}>
        {m.platform_outbox({}, language)}
      </NavLink>
    </nav>
  );
}

/** Times as operators read them: UTC, to the minute, in ISO 8601's order (the same in every language). */
export function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Previous / next page links, keeping the rest of the query. */
export function Pager({
  page,
  pageSize,
  total,
  search,
}: {
  page: number;
  pageSize: number;
  total: number;
  search: string;
}) {
  const language = useUiLanguage();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const number = new Intl.NumberFormat(language.locale);
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  const linkClass =
    "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={m.platform_pagesNav({}, language)} className="mt-4 flex items-center gap-3 text-sm text-slate-700">
      {page > 1 && (
        <Link to={to(page - 1)} className={linkClass}>
          {m.platform_previousPage({}, language)}
        </Link>
      )}
      <span>{m.platform_pageOf({ page: number.format(page), pages: number.format(pages) }, language)}</span>
      {page < pages && (
        <Link to={to(page + 1)} className={linkClass}>
          {m.platform_nextPage({}, language)}
        </Link>
      )}
    </nav>
  );
}

/** The pages' error: 403 for a platform account that is no operator, anything else plainly. */
export function OperatorError() {
  const error = useRouteError();
  const language = useUiLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === "string"
      ? (error.data as { message: string }).message
      : m.platform_somethingWrong({}, language);
  return (
    <section aria-labelledby="operator-error" className="rounded-xl border border-slate-200 bg-white p-6">
      <title>{status === 403 ? m.platform_forbiddenTitle({}, language) : m.platform_errorTitle({}, language)}</title>
      <h1 id="operator-error" className="text-2xl font-semibold text-slate-900">
        {status === 403 ? m.platform_operatorsOnly({}, language) : m.platform_errorStatus({ status }, language)}
      </h1>
      <p className="mt-2 text-slate-700">{message}</p>
    </section>
  );
}
