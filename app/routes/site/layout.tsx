import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { AuthDialogHost } from "../../components/auth/auth-dialog-host.tsx";
import { SiteFooter } from "../../components/footer/site-footer.tsx";
import { SiteHeader } from "../../components/header/site-header.tsx";
import { VisitorWidgets } from "../../components/visitor-widgets/visitor-widgets.tsx";
import { chromeLabels } from "../../lib/chrome-labels.ts";
import { loadSiteChrome } from "../../lib/page-data.server.ts";
import { pack, unpack } from "../../lib/packed.ts";
import { revalidateOnLanguageChange } from "../../lib/revalidation.ts";
import { siteRequest } from "../../lib/site.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale } = siteRequest(request, context);
  // Menus, footer and labels of one language, serialised once per organization (decision 011).
  const chrome = await services.content.get(tenant.id, `chrome:${locale}`, async () =>
    pack({
      ...(await loadSiteChrome({ db, organizationId: tenant.id, settings: tenant.settings, locale })),
      labels: chromeLabels(locale),
    }),
  );
  // The copyright year comes from the server so that hydration renders the same text.
  return { chrome, year: new Date().getFullYear() };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export default function SiteLayout() {
  const data = useLoaderData<typeof loader>();
  const chrome = unpack(data.chrome);
  const root = useRouteLoaderData<RootData>("root")!;
  return (
    // Breadcrumbs are fixed to the bottom from 768 px: pad the page by their height while present.
    <div className="flex min-h-screen flex-col md:has-[[data-breadcrumbs]]:pb-10">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {chrome.labels.skipToContent}
      </a>
      <SiteHeader
        site={root.site}
        locale={root.locale}
        labels={chrome.labels}
        menu={chrome.menu}
        style={chrome.header}
        viewer={root.viewer}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        site={root.site}
        locale={root.locale}
        labels={chrome.labels}
        links={chrome.footerLinks}
        style={chrome.footer}
        viewer={root.viewer}
        year={data.year}
      />
      <AuthDialogHost />
      <VisitorWidgets />
    </div>
  );
}
