import { isRouteErrorResponse, Link, NavLink, useRouteError } from "react-router";
import { OPERATOR_PATH } from "../../../../features/platform/shared/paths.ts";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 ${
    isActive ? "bg-indigo-700 text-white" : "text-slate-800 hover:bg-slate-200"
  }`;

/** The operators' console's own navigation: sites, audit log, outbox. */
export function OperatorNav() {
  return (
    <nav aria-label="Operators' console" className="mb-6 flex flex-wrap gap-2">
      <NavLink to={OPERATOR_PATH} end className={tabClass}>
        Sites
      </NavLink>
      <NavLink to={`${OPERATOR_PATH}/audit`} className={tabClass}>
        Audit log
      </NavLink>
      <NavLink to={`${OPERATOR_PATH}/outbox`} className={tabClass}>
        Outbox
      </NavLink>
    </nav>
  );
}

/** Times as operators read them: UTC, to the minute. */
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
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `?${params.toString()}`;
  };
  const linkClass =
    "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm text-slate-700">
      {page > 1 && (
        <Link to={to(page - 1)} className={linkClass}>
          Previous page
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={to(page + 1)} className={linkClass}>
          Next page
        </Link>
      )}
    </nav>
  );
}

/** The pages' error: 403 for a platform account that is no operator, anything else plainly. */
export function OperatorError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === "string"
      ? (error.data as { message: string }).message
      : "Something went wrong.";
  return (
    <section aria-labelledby="operator-error" className="rounded-xl border border-slate-200 bg-white p-6">
      <title>{status === 403 ? "Forbidden | Tessera" : "Error | Tessera"}</title>
      <h1 id="operator-error" className="text-2xl font-semibold text-slate-900">
        {status === 403 ? "403 — Operators only" : `Error ${status}`}
      </h1>
      <p className="mt-2 text-slate-700">{message}</p>
    </section>
  );
}
