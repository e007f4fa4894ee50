import { localizePath } from "../../../shared/i18n/locales.ts";
import { loadSiteIndex } from "../../view-models/content-data.server.ts";
import { siteOrigin } from "../../view-models/seo.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import { buildSitemap, sitemapPaths } from "../../view-models/sitemap.ts";
import type { Route } from "./+types/sitemap";

/** `/sitemap.xml` of the request's organization: every page and post in every supported language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant } = siteRequest(request, context);
  const index = await services.content.get(tenant, "site-index", () =>
    loadSiteIndex({ db, organizationId: tenant.id }),
  );
  const origin = siteOrigin(request, context);
  const xml = buildSitemap({
    origin,
    paths: sitemapPaths(index),
    locales: tenant.settings.supportedLocales,
    defaultLocale: tenant.settings.defaultLocale,
    localize: (path, locale) => localizePath(path, locale, tenant.settings),
  });
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
