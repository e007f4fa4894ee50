import { useEffect, useRef } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import type { OperatorSite, SiteSort } from "../../../../features/platform/shared/operator.ts";
import { OPERATOR_PATH } from "../../../../features/platform/shared/paths.ts";
import { m } from "../../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../../components/ui/ui-language.tsx";
import { formatNumber, knownText, metaLocale, sitesCount } from "../platform-language.tsx";
import { platformUiLocale } from "../platform-language.server.ts";
import { operatorApi, requireOperatorPage } from "./operator.server.ts";
import { OperatorError, OperatorNav, Pager, utc } from "./operator-ui.tsx";
import type { Route } from "./+types/sites";

type SitesAnswer = { sites: OperatorSite[]; total: number; page: number; page_size: number };

const SORTS: readonly SiteSort[] = [
  "name",
  "slug",
  "owner",
  "created_at",
  "pages",
  "storage",
  "members",
  "last_edit",
  "status",
];
const QUOTA_FIELDS = [
  { key: "pages", label: (l: UiLocale) => m.platform_quotaPages({}, ui(l)) },
  { key: "storage_mb", label: (l: UiLocale) => m.platform_quotaStorageMb({}, ui(l)) },
  { key: "members", label: (l: UiLocale) => m.platform_members({}, ui(l)) },
  { key: "bookings_per_day", label: (l: UiLocale) => m.platform_quotaBookings({}, ui(l)) },
] as const;

/** What the list asks for, from the page's own query (unknown values fall back to the defaults). */
function listQuery(url: URL) {
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const sortParam = url.searchParams.get("sort") as SiteSort | null;
  const sort: SiteSort = sortParam && SORTS.includes(sortParam) ? sortParam : "created_at";
  const orderParam = url.searchParams.get("order");
  const order =
    orderParam === "asc" || orderParam === "desc"
      ? orderParam
      : sort === "created_at" || sort === "last_edit"
        ? "desc"
        : "asc";
  const pageNumber = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  return { q, sort, order, page } as const;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform } = requireOperatorPage(request, context);
  const query = listQuery(new URL(request.url));
  const params = new URLSearchParams({ sort: query.sort, order: query.order, page: String(query.page) });
  if (query.q) params.set("q", query.q);
  const answer = await operatorApi<SitesAnswer>(request, platform, `/api/operator/sites?${params.toString()}`);
  return { ...answer, query };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_sitesPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

type ActionAnswer = { error: string; siteId: number; intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = requireOperatorPage(request, context);
  const locale = platformUiLocale(request, platform);
  const option = ui(locale);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const siteId = Number(form.get("site"));
  const reason = String(form.get("reason") ?? "");
  if (!Number.isSafeInteger(siteId) || siteId < 1) {
    return data<ActionAnswer>({ error: m.platform_noSuchSite({}, option), siteId: 0, intent }, { status: 400 });
  }
  let response: Response;
  if (intent === "suspend" || intent === "resume") {
    response = await platform.api(`/api/operator/sites/${siteId}/${intent}`, { method: "POST", body: { reason } });
  } else if (intent === "quotas") {
    const body: Record<string, unknown> = { reason };
    for (const { key } of QUOTA_FIELDS) {
      const value = String(form.get(key) ?? "").trim();
      body[key] = value === "" ? null : Number(value);
    }
    response = await platform.api(`/api/operator/sites/${siteId}/quotas`, { method: "PUT", body });
  } else {
    return data<ActionAnswer>({ error: m.platform_unknownAction({}, option), siteId, intent }, { status: 400 });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    return data<ActionAnswer>(
      {
        error: body.error ? knownText(body.error, locale) : m.platform_somethingWrongShort({}, option),
        siteId,
        intent,
      },
      { status: response.status >= 500 ? 500 : response.status },
    );
  }
  // Back to the list as it was, without the dialog.
  const back = new URL(request.url).searchParams;
  back.delete("dialog");
  back.delete("index");
  const search = back.toString();
  return redirect(`${OPERATOR_PATH}${search ? `?${search}` : ""}`);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const ErrorBoundary = OperatorError;

const SORT_LABELS: Record<SiteSort, (locale: UiLocale) => string> = {
  name: (l) => m.platform_colName({}, ui(l)),
  slug: (l) => m.platform_addressLabel({}, ui(l)),
  owner: (l) => m.platform_colOwner({}, ui(l)),
  created_at: (l) => m.platform_colCreated({}, ui(l)),
  pages: (l) => m.platform_quotaPages({}, ui(l)),
  storage: (l) => m.platform_colStorage({}, ui(l)),
  members: (l) => m.platform_members({}, ui(l)),
  last_edit: (l) => m.platform_lastEdit({}, ui(l)),
  status: (l) => m.platform_status({}, ui(l)),
};

const STATUS_BADGES: Record<OperatorSite["status"], string> = {
  live: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  draft: "bg-amber-100 text-amber-900 ring-amber-300",
  suspended: "bg-red-100 text-red-900 ring-red-300",
  deleted: "bg-slate-200 text-slate-800 ring-slate-400",
};

const STATUS_WORDS: Record<OperatorSite["status"], (locale: UiLocale) => string> = {
  live: (l) => m.platform_statusLive({}, ui(l)),
  draft: (l) => m.platform_statusDraft({}, ui(l)),
  suspended: (l) => m.platform_statusSuspended({}, ui(l)),
  deleted: (l) => m.platform_statusDeleted({}, ui(l)),
};

/** A size in bytes as the person's language writes the number, with the unit of its size. */
function bytes(n: number, locale: UiLocale): string {
  const option = ui(locale);
  const fixed = (value: number, digits: number) =>
    formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (n < 1024) return m.platform_bytesB({ n: formatNumber(n, locale) }, option);
  if (n < 1024 * 1024) return m.platform_bytesKb({ n: fixed(n / 1024, 1) }, option);
  if (n < 1024 * 1024 * 1024) return m.platform_bytesMb({ n: fixed(n / 1024 / 1024, 1) }, option);
  return m.platform_bytesGb({ n: fixed(n / 1024 / 1024 / 1024, 2) }, option);
}

const buttonClass =
  "inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700";
const secondaryButton = `${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
const primaryButton = `${buttonClass} bg-indigo-700 text-white hover:bg-indigo-800`;
const dangerButton = `${buttonClass} bg-red-700 text-white hover:bg-red-800`;

/** A column header: a button that sorts by it (again: the other way), with aria-sort on the cell. */
function SortHeader({ column, query }: { column: SiteSort; query: ReturnType<typeof listQuery> }) {
  const language = useUiLanguage();
  const active = query.sort === column;
  const nextOrder = active
    ? query.order === "asc"
      ? "desc"
      : "asc"
    : column === "created_at" || column === "last_edit"
      ? "desc"
      : "asc";
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2 font-medium whitespace-nowrap"
    >
      <Form method="get" preventScrollReset>
        {query.q && <input type="hidden" name="q" value={query.q} />}
        <input type="hidden" name="sort" value={column} />
        <input type="hidden" name="order" value={nextOrder} />
        <button
          type="submit"
          className="inline-flex items-center gap-1 rounded px-1 py-0.5 text-start font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-700"
        >
          {SORT_LABELS[column](language.locale)}
          <span aria-hidden="true" className="text-xs text-slate-600">
            {active ? (query.order === "asc" ? "▲" : "▼") : "↕"}
          </span>
        </button>
      </Form>
    </th>
  );
}

/** The dialog of one action on one site: a modal with scripts, an inline box without them. */
function ActionDialog({
  site,
  intent,
  closeTo,
  error,
}: {
  site: OperatorSite;
  intent: "suspend" | "resume" | "quotas";
  closeTo: string;
  error: string | undefined;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const language = useUiLanguage();
  const { locale } = language;
  useEffect(() => {
    const dialog = ref.current;
    // Rendered open (a plain box without scripts); with them, the same box becomes a modal.
    if (dialog && !dialog.matches(":modal")) {
      dialog.removeAttribute("open");
      dialog.showModal();
    }
  }, []);
  const title =
    intent === "suspend"
      ? m.platform_suspendNamed({ site: site.name }, language)
      : intent === "resume"
        ? m.platform_resumeNamed({ site: site.name }, language)
        : m.platform_quotasOf({ site: site.name }, language);
  const explanation =
    intent === "suspend"
      ? m.platform_suspendExplanation({}, language)
      : intent === "resume"
        ? m.platform_resumeExplanation({}, language)
        : m.platform_quotasExplanation({}, language);
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="action-title"
      aria-describedby="action-explanation"
      onClose={() => navigate(closeTo, { preventScrollReset: true, replace: true })}
      className="fixed inset-0 m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <Form method="post" className="space-y-4 p-5">
        <h2 id="action-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p id="action-explanation" className="text-sm text-slate-700">
          {explanation}
        </p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="site" value={site.id} />
        {intent === "quotas" && (
          <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <legend className="sr-only">{m.platform_quotas({}, language)}</legend>
            {QUOTA_FIELDS.map(({ key, label }) => (
              <div key={key} className="space-y-1">
                <label htmlFor={`quota-${key}`} className="block text-sm font-medium">
                  {label(locale)}
                </label>
                <input
                  id={`quota-${key}`}
                  name={key}
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  defaultValue={site.own_quotas[key] ?? ""}
                  placeholder={m.platform_quotaDefault({ n: formatNumber(site.quotas[key], locale) }, language)}
                  aria-describedby={`quota-${key}-now`}
                  className="block w-full rounded-md border border-slate-400 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-700"
                />
                <p id={`quota-${key}-now`} className="text-xs text-slate-600">
                  {site.own_quotas[key] === undefined
                    ? m.platform_quotaNowDefault({ n: formatNumber(site.quotas[key], locale) }, language)
                    : m.platform_quotaNowOwn({ n: formatNumber(site.quotas[key], locale) }, language)}
                </p>
              </div>
            ))}
          </fieldset>
        )}
        <div className="space-y-1">
          <label htmlFor="action-reason" className="block text-sm font-medium">
            {m.platform_reasonLabel({}, language)}{" "}
            <span className="font-normal text-slate-600">{m.platform_reasonNote({}, language)}</span>
          </label>
          <textarea
            id="action-reason"
            name="reason"
            required
            maxLength={500}
            rows={3}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "action-error" : undefined}
            className="block w-full rounded-md border border-slate-400 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-700"
          />
        </div>
        {error && (
          <p id="action-error" role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={closeTo} replace preventScrollReset className={secondaryButton}>
            {m.platform_cancel({}, language)}
          </Link>
          <button type="submit" disabled={busy} className={intent === "suspend" ? dangerButton : primaryButton}>
            {intent === "suspend"
              ? m.platform_suspendSite({}, language)
              : intent === "resume"
                ? m.platform_resumeSite({}, language)
                : m.platform_saveQuotas({}, language)}
          </button>
        </div>
      </Form>
    </dialog>
  );
}

export default function OperatorSites() {
  const { sites, total, page, page_size, query } = useLoaderData<typeof loader>();
  const actionAnswer = useActionData<ActionAnswer>();
  const location = useLocation();
  const language = useUiLanguage();
  const { locale } = language;
  const params = new URLSearchParams(location.search);
  const dialogParam = params.get("dialog") ?? "";
  const [intent, idText] = dialogParam.split("-") as [string, string | undefined];
  const dialogSite =
    (intent === "suspend" || intent === "resume" || intent === "quotas") && idText
      ? sites.find((site) => site.id === Number(idText))
      : undefined;
  params.delete("dialog");
  const closeTo = `${OPERATOR_PATH}${params.size ? `?${params.toString()}` : ""}`;
  const open = (action: string, site: OperatorSite) => {
    const next = new URLSearchParams(params);
    next.set("dialog", `${action}-${site.id}`);
    return `?${next.toString()}`;
  };
  return (
    <>
      <title>{m.platform_sitesPageTitle({}, language)}</title>
      <h1 className="mb-4 text-3xl font-semibold tracking-tight text-slate-900">
        {m.platform_operatorsConsole({}, language)}
      </h1>
      <OperatorNav />
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="site-search" className="block text-sm font-medium text-slate-800">
            {m.platform_searchSitesLabel({}, language)}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-700"
          />
        </div>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="order" value={query.order} />
        <button type="submit" className={primaryButton + " py-2"}>
          {m.platform_search({}, language)}
        </button>
        {query.q && (
          <Link to={OPERATOR_PATH} className={secondaryButton + " py-2"}>
            {m.platform_clear({}, language)}
          </Link>
        )}
      </Form>
      <p className="mb-2 text-sm text-slate-700" aria-live="polite">
        {query.q
          ? m.platform_sitesFoundMatching({ sites: sitesCount(total, locale), query: query.q }, language)
          : m.platform_sitesFound({ sites: sitesCount(total, locale) }, language)}
      </p>
      <div
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
        role="region"
        aria-label={m.platform_sitesScroll({}, language)}
        tabIndex={0}
      >
        <table className="w-full min-w-[60rem] text-start text-sm">
          <caption className="sr-only">{m.platform_sitesCaption({}, language)}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-800">
            <tr>
              {SORTS.map((column) => (
                <SortHeader key={column} column={column} query={query} />
              ))}
              <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {m.platform_colActions({}, language)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sites.length === 0 && (
              <tr>
                <td colSpan={10} className="px-3 py-6 text-center text-slate-700">
                  {m.platform_noSiteMatches({}, language)}
                </td>
              </tr>
            )}
            {sites.map((site) => (
              <tr key={site.id} data-site={site.slug ?? site.id}>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {site.name}
                </th>
                <td className="px-3 py-2">
                  <a
                    href={site.url}
                    className="text-indigo-800 underline underline-offset-2 hover:decoration-2"
                    rel="noreferrer"
                    target="_blank"
                  >
                    {site.slug ?? site.url}
                    <span className="sr-only"> {m.platform_opensNewTab({}, language)}</span>
                  </a>
                </td>
                <td className="px-3 py-2 break-all">{site.owners.length ? site.owners.join(", ") : "—"}</td>
                <td className="px-3 py-2 whitespace-nowrap">{utc(site.created_at)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {formatNumber(site.pages, locale)}
                  <span className="text-slate-600"> / {formatNumber(site.quotas.pages, locale)}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  {bytes(site.storage_bytes, locale)}
                  <span className="text-slate-600">
                    {" / "}
                    {m.platform_bytesMb({ n: formatNumber(site.quotas.storage_mb, locale) }, language)}
                  </span>
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {formatNumber(site.members, locale)}
                  <span className="text-slate-600"> / {formatNumber(site.quotas.members, locale)}</span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{utc(site.last_edit)}</td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_BADGES[site.status]}`}
                  >
                    {STATUS_WORDS[site.status](locale)}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    {site.status === "suspended" ? (
                      <Link
                        to={open("resume", site)}
                        preventScrollReset
                        className={secondaryButton}
                        aria-label={m.platform_resumeNamed({ site: site.name }, language)}
                      >
                        {m.platform_resume({}, language)}
                      </Link>
                    ) : site.status !== "deleted" ? (
                      <Link
                        to={open("suspend", site)}
                        preventScrollReset
                        className={secondaryButton}
                        aria-label={m.platform_suspendNamed({ site: site.name }, language)}
                      >
                        {m.platform_suspend({}, language)}
                      </Link>
                    ) : null}
                    <Link
                      to={open("quotas", site)}
                      preventScrollReset
                      className={secondaryButton}
                      aria-label={m.platform_quotasOf({ site: site.name }, language)}
                    >
                      {m.platform_quotas({}, language)}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={page_size} total={total} search={location.search} />
      {dialogSite && (
        <ActionDialog
          key={dialogParam}
          site={dialogSite}
          intent={intent as "suspend" | "resume" | "quotas"}
          closeTo={closeTo}
          error={actionAnswer && actionAnswer.siteId === dialogSite.id ? actionAnswer.error : undefined}
        />
      )}
    </>
  );
}
