import { clsx as cn } from "clsx";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType, type CSSProperties } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import {
  Outlet,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { consentChoiceIn } from "../../../shared/rules/cookie-consent.ts";
import { localizePath, sectionPagePath, stripLocalePrefix } from "../../../shared/i18n/locales.ts";
import { ConsentBannerWithoutScripts } from "../../components/cookie-consent/consent-without-scripts.tsx";
import { isHiddenArea } from "../../../shared/rules/hidden-areas.ts";
import { EARLY_DISMISSAL_SCRIPT, useBanners } from "../../components/banners/use-banners.ts";
import { bannerLayoutVars } from "../../../shared/rules/banners.ts";
import { loadBannerDismissals, loadBannerViews } from "../../view-models/banner-data.server.ts";
import { AuthDialogHost } from "../../components/auth/auth-dialog-host.tsx";
import { SiteHeader } from "../../components/header/site-header.tsx";
import { VisitorWidgets } from "../../components/visitor-widgets/visitor-widgets.tsx";
import { HelpLauncher } from "../../../features/help-center/components/help-launcher.tsx";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { loadSiteChrome } from "../../view-models/page-data.server.ts";
import { pageChromeSettings } from "../../view-models/page-chrome.ts";
import { sectionLabels } from "../../labels/section-labels.ts";
import { bannerTexts } from "../../components/visitor-widgets/widget-texts.ts";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { pack, unpack } from "../../view-models/packed.ts";
import { revalidateOnLanguageChange } from "../../browser/revalidation.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/layout";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, services, tenant, locale, session, path } = siteRequest(request, context);
  // A page may bring its own header and footer style (settings.page_chrome).
  const chromeSettings = pageChromeSettings(tenant.rawSettings, tenant.settings, path);
  // Menus, footer and labels of one language, serialised once per organization (decision 011).
  const chrome = await services.content.get(
    tenant,
    `chrome:${locale}:${chromeSettings.key ?? ""}`,
    async () =>
      pack({
        ...(await loadSiteChrome({ db, organizationId: tenant.id, settings: chromeSettings.settings, locale })),
        labels: chromeLabels(locale),
      }),
    // Menus and settings only: organization-wide changes clear it, a section's edit does not (decision 044).
    () => [],
  );
  // Every running banner of the site (a page picks its own by path, so client navigation needs no
  // fetch), serialised once per organization and language; ended ones drop out in the browser too.
  const banners = await services.content.get(tenant, `banners:${locale}`, async () =>
    pack(await loadBannerViews({ db, organizationId: tenant.id, locale, site: tenant.settings })),
  );
  // Signed-in pages are never cached: their dismissals are the server's (anonymous ones: localStorage).
  const dismissed = await loadBannerDismissals({ db, organizationId: tenant.id, userId: session?.user.id ?? null });
  // The copyright year and the banners' clock come from the server so that hydration renders the same.
  // To the minute: banners change by date, and the same page renders the same on every instance.
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const chromePages = Object.keys(tenant.rawSettings.page_chrome ?? {}).map((page) => sectionPagePath(page));
  return {
    bannerLabels: sectionLabels(locale),
    // The cookie banner's texts in the page language, picked here so that no language table reaches
    // the browser's start-up JavaScript (both banners show them).
    consentTexts: bannerTexts(locale),
    // The help button's name, likewise: the help center's title in the page language.
    helpLabel: m.help_title({}, ui(locale)),
    chrome,
    chromePages,
    banners,
    dismissed,
    signedIn: Boolean(session),
    // The page cache keeps a copy for each answer (server/page-cache.ts): it decides the plain banner.
    consentChosen: consentChoiceIn(request.headers.get("cookie")) !== null,
    renderedAt: now,
    year: new Date(now).getFullYear(),
  };
}

// Banner markup loads as its own chunk, only on pages that show banners: the server renders it in
// full (no layout shift), and the browser hydrates it when the chunk arrives.
const loadBanners = () => import("../../components/banners/site-banners.tsx");
const TopBanners = lazyComponent(() => loadBanners().then((m) => m.TopBanners));
const EdgeBanners = lazyComponent(() => loadBanners().then((m) => m.EdgeBanners));

// The footer is below the fold on every page: the server renders it in full, the browser loads its
// code after start-up and hydrates it then (its links work as plain links meanwhile).
const SiteFooter = lazyComponent(() => import("../../components/footer/site-footer.tsx").then((m) => m.SiteFooter));

/** Room beside the page for side banners (bannerLayoutVars), so that they cover no content. */
const sideRoom =
  "pe-(--site-side-right) ps-(--site-side-left) md:pe-(--site-side-right-md) md:ps-(--site-side-left-md)";

/** Pages with their own header or footer style, as the last layout data named them. */
let chromePages: readonly string[] = [];

/** Again on a language change, and when leaving or entering a page with its own header or footer. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  if (revalidateOnLanguageChange(args)) return true;
  const own = (url: URL) => chromePages.includes(sectionPagePath(stripLocalePrefix(url.pathname)));
  return (
    own(args.currentUrl) !== own(args.nextUrl) ||
    (own(args.nextUrl) && args.currentUrl.pathname !== args.nextUrl.pathname)
  );
}

/**
 * The admin overlay (editor host, edit buttons, create menu, command palette), fetched only once
 * the signed-in viewer is an admin of this organization: the import starts in an effect, so the
 * visitor bundle holds nothing of it but this loader and no visitor ever requests its chunk.
 */
let overlayImport: Promise<{ default: ComponentType<{ uiLocale: UiLocale; timeZone?: string }> }> | null = null;
const loadAdminOverlay = () => (overlayImport ??= import("../../editor/admin-overlay.tsx"));
const AdminOverlay = lazy<ComponentType<{ uiLocale: UiLocale; timeZone?: string }>>(loadAdminOverlay);

function useAdminOverlayReady(isAdmin: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!isAdmin) return;
    let live = true;
    loadAdminOverlay().then(
      // In a transition: an urgent update would make React drop the server HTML of lazy parts
      // (footer, banners) still waiting for their code, and show nothing there until it came.
      () => live && startTransition(() => setReady(true)),
      (error: unknown) => console.warn("The admin tools could not be loaded", error),
    );
    return () => {
      live = false;
    };
  }, [isAdmin]);
  return isAdmin && ready;
}

export default function SiteLayout() {
  const data = useLoaderData<typeof loader>();
  const chrome = unpack(data.chrome);
  const root = useRouteLoaderData<RootData>("root")!;
  const adminOverlay = useAdminOverlayReady(Boolean(root.viewer?.isAdmin));
  useEffect(() => {
    chromePages = data.chromePages;
  }, [data.chromePages]);
  const { pathname, search } = useLocation();
  const cookieSettingsPath = localizePath("/cookie-settings", root.locale, root.site);
  // Banners, navbar and footer are hidden on the spec's areas (help center, admin, sign-in pages…).
  const hidden = isHiddenArea(pathname);
  const banners = useBanners({
    banners: unpack(data.banners),
    serverDismissed: data.dismissed,
    renderedAt: data.renderedAt,
    signedIn: data.signedIn,
    path: pathname,
  });
  const bannerProps = {
    banners: hidden ? [] : banners.visible,
    labels: data.bannerLabels,
    renderedAt: data.renderedAt,
    onDismiss: banners.dismiss,
  };
  return (
    // Breadcrumbs are fixed to the bottom from 768 px: pad the page by their height while present.
    <div
      className="flex min-h-screen flex-col md:has-[[data-breadcrumbs]]:pb-10 [--site-flow-banners:var(--site-flow-banners-phone)] md:[--site-flow-banners:var(--site-flow-banners-md)]"
      // The banners' room, in the server HTML (an inline style, not a <style> element in the body).
      style={bannerLayoutVars(bannerProps.banners) as CSSProperties}
    >
      {/* First in the document, so the cookie banner (fixed to the bottom, it takes no room here) is
          the first stop of the Tab key, before the skip link and the header's menu. */}
      <VisitorWidgets bannerTexts={data.consentTexts} />
      {/* The banner of browsers without scripts; one running them shows VisitorWidgets' instead. */}
      {!data.consentChosen && pathname !== cookieSettingsPath && (
        <noscript>
          <ConsentBannerWithoutScripts texts={data.consentTexts} action={cookieSettingsPath} back={pathname + search} />
        </noscript>
      )}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-[100] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {chrome.labels.skipToContent}
      </a>
      {!data.signedIn && !hidden && <script dangerouslySetInnerHTML={{ __html: EARLY_DISMISSAL_SCRIPT }} />}
      {bannerProps.banners.length > 0 && (
        <Suspense fallback={null}>
          <TopBanners {...bannerProps} />
        </Suspense>
      )}
      {!hidden && (
        <SiteHeader
          site={root.site}
          locale={root.locale}
          labels={chrome.labels}
          menu={chrome.menu}
          style={chrome.header}
          viewer={root.viewer}
        />
      )}
      <main id="main" className={cn("flex-1", sideRoom)}>
        {/* What only admins see on the page (empty-page prompt, empty sections, scheduled notice)
            speaks the person's UI language, with times in their zone; visitors' pages stay in the
            page's language. */}
        <UiLanguageProvider
          locale={(root.viewer?.isAdmin && root.viewer.uiLocale) || "en"}
          timeZone={root.viewer?.isAdmin ? root.viewer.timeZone : undefined}
        >
          <Outlet />
        </UiLanguageProvider>
      </main>
      {!hidden && (
        <Suspense fallback={null}>
          <div className={sideRoom}>
            <SiteFooter
              site={root.site}
              locale={root.locale}
              labels={chrome.labels}
              links={chrome.footerLinks}
              style={chrome.footer}
              viewer={root.viewer}
              year={data.year}
            />
          </div>
        </Suspense>
      )}
      {bannerProps.banners.length > 0 && (
        <Suspense fallback={null}>
          <EdgeBanners {...bannerProps} />
        </Suspense>
      )}
      <AuthDialogHost />
      <HelpLauncher
        locale={root.locale}
        site={root.site}
        label={data.helpLabel}
        authenticated={Boolean(root.viewer)}
        isAdmin={Boolean(root.viewer?.isAdmin)}
      />
      {adminOverlay && (
        <Suspense fallback={null}>
          <AdminOverlay uiLocale={root.viewer?.uiLocale ?? "en"} timeZone={root.viewer?.timeZone} />
        </Suspense>
      )}
    </div>
  );
}
