import { siteOrigin } from "../../view-models/seo.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import type { Route } from "./+types/robots";

/** `/robots.txt` of the request's organization, naming its own sitemap. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = siteRequest(request, context);
  const origin = siteOrigin(request, context);
  const { defaultLocale, supportedLocales } = tenant.settings;
  const prefixes = ["", ...supportedLocales.filter((locale) => locale !== defaultLocale).map((l) => `/${l}`)];
  const body = [
    "User-agent: *",
    "Allow: /",
    // Private areas: nothing there for a search engine, and each answers 401/403 anyway.
    "Disallow: /admin",
    "Disallow: /api/",
    ...prefixes.map((prefix) => `Disallow: ${prefix}/account`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
