import { Form, Link, data, redirect, useLoaderData } from "react-router";
import { LOCALE_NAMES, type Locale } from "../../../shared/i18n/locales.ts";
import { CONSOLE_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { isUiLocale, ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { requirePlatformAccount } from "../../view-models/platform.server.ts";
import { PlatformLanguageForm } from "./language-form.tsx";
import { formatUtc, knownText, metaLocale } from "./platform-language.tsx";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/console-sites";

type ConsoleSite = {
  id: number;
  name: string;
  slug: string;
  url: string;
  status: string;
  role: string;
  locales: string[];
  updated_at: string;
};

/** The console's home (decision 064): the person's sites, each a way into its editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { platform, account } = requirePlatformAccount(request, context);
  const response = await platform.api("/api/platform/sites", { method: "GET" });
  const { sites } = (await response.json()) as { sites: ConsoleSite[] };
  const params = new URL(request.url).searchParams;
  const imported = params.get("imported");
  return {
    sites,
    email: account.email,
    uiLocale: isUiLocale(account.uiLocale) ? account.uiLocale : null,
    // Set by the language form's redirect: the page after it speaks the new language.
    languageSaved: params.get("language") === "saved",
    // Shown only for a site of theirs: the query cannot make the page say anything else.
    imported: sites.some((site) => site.slug === imported) ? imported : null,
    sitesDomain: platform.services.env.SITES_DOMAIN,
  };
}

/**
 * "Open site": a hand-off made now, and the browser sent to it (signed in on the site). The
 * language form: saved through the API, then a fresh page (the account is read once per request,
 * so the page after the redirect is the one in the new language).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { platform } = requirePlatformAccount(request, context);
  const form = await request.formData();
  if (form.get("intent") === "ui-language") {
    const chosen = form.get("uiLocale");
    const response = await platform.api("/api/platform/ui-language", {
      method: "PUT",
      body: { uiLocale: typeof chosen === "string" && chosen !== "" ? chosen : null },
    });
    if (response.ok) throw redirect(`${CONSOLE_PATH}?language=saved`);
    return data({ language: "failed" as const }, response.status);
  }
  const id = Number(form.get("site"));
  const response = await platform.api(`/api/platform/sites/${Number.isSafeInteger(id) ? id : 0}/handoff`, {
    method: "POST",
  });
  if (!response.ok) {
    const { error } = (await response.json()) as { error?: string };
    const locale = platformUiLocale(request, platform);
    return { error: error ? knownText(error, locale) : m.platform_siteNotOpened({}, ui(locale)) };
  }
  const { handoff_url } = (await response.json()) as { handoff_url: string };
  throw redirect(handoff_url);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: m.platform_mySitesPageTitle({}, { locale: metaLocale(matches) }) },
    { name: "robots", content: "noindex" },
  ];
}

const STATUS_LABELS: Record<string, { label: (locale: UiLocale) => string; className: string }> = {
  draft: { label: (l) => m.platform_consoleStatusDraft({}, ui(l)), className: "bg-amber-100 text-amber-900" },
  live: { label: (l) => m.platform_statusLive({}, ui(l)), className: "bg-emerald-100 text-emerald-900" },
  suspended: { label: (l) => m.platform_consoleStatusSuspended({}, ui(l)), className: "bg-rose-100 text-rose-900" },
};

export default function ConsoleSites({ actionData }: Route.ComponentProps) {
  const { sites, imported, sitesDomain, uiLocale, languageSaved } = useLoaderData<typeof loader>();
  const language = useUiLanguage();
  const { locale } = language;
  const list = new Intl.ListFormat(locale, { style: "short", type: "unit" });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.platform_mySites({}, language)}</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`${CONSOLE_PATH}/import`}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {m.platform_importSite({}, language)}
          </Link>
          <Link
            to={`${CONSOLE_PATH}/new`}
            className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
          >
            {m.platform_createSite({}, language)}
          </Link>
        </div>
      </div>
      {imported && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {m.platform_imported({ address: `${imported}.${sitesDomain}` }, language)}
        </p>
      )}
      {actionData && "error" in actionData && (
        <p role="alert" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          {actionData.error}
        </p>
      )}
      {sites.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold">{m.platform_noSiteTitle({}, language)}</h2>
          <p className="mt-2 text-slate-600">{m.platform_noSiteText({}, language)}</p>
          <Link
            to={`${CONSOLE_PATH}/new`}
            className="mt-4 inline-block rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
          >
            {m.platform_createSite({}, language)}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={m.platform_yourSites({}, language)}>
          {sites.map((site) => {
            const known = STATUS_LABELS[site.status];
            const status = known
              ? { label: known.label(locale), className: known.className }
              : { label: site.status, className: "bg-slate-100 text-slate-800" };
            return (
              <li key={site.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0 space-y-1">
                    <h2 className="text-lg font-semibold">{site.name}</h2>
                    <a href={site.url} className="break-all text-sm text-indigo-800 underline">
                      {site.url.replace(/^https?:\/\//, "")}
                    </a>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
                      <dt className="font-medium">{m.platform_status({}, language)}</dt>
                      <dd>
                        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${status.className}`}>
                          {status.label}
                        </span>
                      </dd>
                      <dt className="font-medium">{m.platform_languages({}, language)}</dt>
                      <dd>{list.format(site.locales.map((code) => LOCALE_NAMES[code as Locale] ?? code))}</dd>
                      <dt className="font-medium">{m.platform_lastEdit({}, language)}</dt>
                      <dd>
                        <time dateTime={site.updated_at}>{formatUtc(site.updated_at, locale)}</time>
                      </dd>
                    </dl>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${CONSOLE_PATH}/sites/${site.id}`}
                      aria-label={m.platform_settingsOf({ site: site.name }, language)}
                      className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                    >
                      {m.platform_settings({}, language)}
                    </Link>
                    <Form method="post" reloadDocument>
                      <input type="hidden" name="site" value={site.id} />
                      <button
                        type="submit"
                        aria-label={m.platform_openSiteNamed({ site: site.name }, language)}
                        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                      >
                        {m.platform_openSite({}, language)}
                      </button>
                    </Form>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PlatformLanguageForm
        chosen={uiLocale}
        locale={locale}
        status={actionData && "language" in actionData ? actionData.language : languageSaved ? "saved" : null}
      />
    </div>
  );
}
