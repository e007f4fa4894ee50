import { data, useLoaderData, type MetaDescriptor } from "react-router";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { ARTICLE_BODY } from "../../components/blog/article-body.ts";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { breadcrumbsFor } from "../../view-models/breadcrumbs.ts";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { loadPolicyView, loadSiteIndex, POLICY_PATHS } from "../../view-models/content-data.server.ts";
import { pack, unpack } from "../../view-models/packed.ts";
import { breadcrumbJsonLd, seoMeta, siteOrigin } from "../../view-models/seo.server.ts";
import type { Route } from "./+types/policy";
import { fixedPageRequest } from "./content-request.server.ts";

/** `/privacy-policy` and `/cookie-policy`: the organization's policy text in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, path } = fixedPageRequest(request, context, Object.keys(POLICY_PATHS));
  const kind = POLICY_PATHS[path]!;
  const policy = await services.content.get(tenant, `policy:${locale}:${kind}`, async () => {
    const view = await loadPolicyView({
      db,
      organizationId: tenant.id,
      kind,
      locale,
      source: tenant.settings.defaultLocale,
    });
    return view && pack(view);
  });
  if (!policy) throw data(null, { status: 404 });
  // The languages the policy is written in (hreflang, decision 069): the cached site index knows.
  const index = await services.content.get(tenant, "site-index", () =>
    loadSiteIndex({ db, organizationId: tenant.id }),
  );
  const view = unpack(policy);
  const chrome = chromeLabels(locale);
  const breadcrumbs = breadcrumbsFor(path, locale, tenant.settings, { [path]: view.title }, chrome.home);
  const origin = siteOrigin(request, context);
  return {
    policy,
    breadcrumbs,
    breadcrumbLabel: chrome.breadcrumb,
    seo: seoMeta({
      origin,
      siteName: tenant.name,
      locale,
      site: tenant.settings,
      path,
      title: view.title,
      description: view.contentHtml,
      translated: index.translated[path],
      jsonLd: [breadcrumbJsonLd(origin, breadcrumbs)],
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return unpack(loaderData.seo);
}

export default function PolicyPage() {
  const { policy, breadcrumbs, breadcrumbLabel } = useLoaderData<typeof loader>();
  const view = unpack(policy);
  const { title, contentHtml, updatedOnText, labels } = view;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900" {...fieldLang(view, "title")}>
          {title}
        </h1>
        <p className="mt-3 text-sm text-gray-600">
          {labels.lastUpdated}: {updatedOnText}
        </p>
        <div
          className={`mt-8 ${ARTICLE_BODY}`}
          {...fieldLang(view, "content")}
          dangerouslySetInnerHTML={{ __html: contentHtml }}
        />
      </article>
      <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
