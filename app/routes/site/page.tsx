import { data, redirect, useLoaderData } from "react-router";
import { localizePath } from "../../../shared/locales.ts";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/error-message.tsx";
import { PageSections } from "../../components/sections/page-sections.tsx";
import { INITIAL_SECTIONS_TIMEOUT_MS, withTimeout } from "../../lib/section-freshness.ts";
import { sectionLabels } from "../../lib/section-labels.ts";
import { loadPageSections } from "../../lib/page-data.server.ts";
import { pack, unpack } from "../../lib/packed.ts";
import { breadcrumbsFor } from "../../lib/breadcrumbs.ts";
import { chromeLabels } from "../../lib/chrome-labels.ts";
import { siteRequest } from "../../lib/site.server.ts";
import type { Route } from "./+types/page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, prefixed, path, url, logger } = siteRequest(request, context);
  // The default language has no prefix: /en/about on an English site is /about.
  if (prefixed && locale === tenant.settings.defaultLocale) {
    throw redirect(localizePath(path, locale, tenant.settings) + url.search, 301);
  }
  // The page's sections, serialised once per organization, language and path (decision 011). The
  // initial load gives up after 10 s and renders empty data, never cached (spec public-site §7, §9).
  const loaded = await withTimeout(
    services.content.get(tenant.id, `page:${locale}:${path}`, async () =>
      pack(await loadPageSections({ db, organizationId: tenant.id, path, locale, site: tenant.settings })),
    ),
    INITIAL_SECTIONS_TIMEOUT_MS,
    null,
    (reason) => logger.warn({ err: reason, path }, "page sections not loaded; rendering none"),
  );
  const page = loaded ?? pack({ headings: [], sections: [] });
  const { headings, sections } = unpack(page);
  if (path !== "/" && headings.length === 0 && sections.length === 0) {
    throw data(null, { status: 404 });
  }
  const labels = chromeLabels(locale);
  return data(
    {
      page,
      path,
      siteName: tenant.name,
      breadcrumbs: path === "/" ? [] : breadcrumbsFor(path, locale, tenant.settings, {}, labels.home),
      breadcrumbLabel: labels.breadcrumb,
      locale,
      sectionLabels: sectionLabels(locale),
      site: { defaultLocale: tenant.settings.defaultLocale, supportedLocales: tenant.settings.supportedLocales },
    },
    loaded ? undefined : { headers: { "cache-control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const first = unpack(loaderData.page).headings[0];
  const pageTitle = loaderData.path === "/" ? null : loaderData.breadcrumbs.at(-1)?.label;
  const description = first?.descriptionHtml.replace(/<[^>]+>/g, "").trim();
  return [
    { title: pageTitle ? `${pageTitle} | ${loaderData.siteName}` : loaderData.siteName },
    ...(description ? [{ name: "description", content: description.slice(0, 160) }] : []),
  ];
}

export default function SitePage() {
  const { page, breadcrumbs, breadcrumbLabel, locale, site, sectionLabels: labels } = useLoaderData<typeof loader>();
  const { headings, sections } = unpack(page);
  // Page body order: heading sections, template sections, breadcrumbs, then banners.
  return (
    <>
      <PageSections labels={labels} headings={headings} sections={sections} locale={locale} site={site} />
      {breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />}
    </>
  );
}

/** Inside the site layout, so a missing page keeps the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
