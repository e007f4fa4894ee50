import { data, redirect, useActionData, useLoaderData } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { BasketView } from "../../../features/orders/components/basket-view.tsx";
import { BasketWithoutScripts } from "../../../features/orders/components/basket-without-scripts.tsx";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { pricingTemplates } from "../../components/pricing/pricing-texts.ts";
import { pricingTextsFrom } from "../../components/pricing/pricing-texts-from.ts";
import { orderTemplates } from "../../../features/orders/components/order-texts.ts";
import { breadcrumbsFor } from "../../view-models/breadcrumbs.ts";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { unpack } from "../../view-models/packed.ts";
import { loadPlans } from "../../view-models/pricing.server.ts";
import { seoMeta, siteOrigin } from "../../view-models/seo.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import { useHydrated } from "../../browser/use-hydrated.ts";
import type { Route } from "./+types/basket";
import { basketAction } from "./basket-action.server.ts";

/** The page's request: `:lang/basket` only for a language of this site (anything else is not a page here). */
function basketRequest(request: Request, context: Route.LoaderArgs["context"], lang: string | undefined) {
  const located = siteRequest(request, context);
  const { tenant, locale, prefixed, path, url } = located;
  if (lang !== undefined && !prefixed) throw data(null, { status: 404 });
  if (prefixed && locale === tenant.settings.defaultLocale) {
    throw redirect(localizePath(path, locale, tenant.settings) + url.search, 301);
  }
  return located;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, services, tenant, locale, path } = basketRequest(request, context, params.lang);
  // The current plans and prices: the page trusts these, never the copy in the visitor's browser.
  const plans = await loadPlans({ services, db, tenant, locale });
  const labels = chromeLabels(locale);
  // The page's texts in its language, with their placeholders: the browser fills them in and carries
  // no message of the other languages.
  const texts = { pricing: pricingTemplates(locale), order: orderTemplates(locale) };
  const title = texts.pricing.basketTitle;
  return {
    // The page the server sends is the same for every visitor (the site's plans; the basket itself
    // lives in the browser), so it may be indexed like the pricing it shows (decision 045).
    seo: seoMeta({
      origin: siteOrigin(request, context),
      siteName: tenant.name,
      locale,
      site: tenant.settings,
      path: "/basket",
      title,
      description: `${title}: ${plans.map((plan) => plan.name).join(" · ")}`,
    }),
    plans,
    texts,
    locale,
    siteName: tenant.name,
    homeHref: localizePath("/", locale, tenant.settings),
    breadcrumbs: breadcrumbsFor(path, locale, tenant.settings, { "/basket": labels.basket }, labels.home),
    breadcrumbLabel: labels.breadcrumb,
  };
}

/** A browser without scripts posts its plan and its order request here (decision 055). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, services, tenant, locale } = basketRequest(request, context, params.lang);
  const plans = await loadPlans({ services, db, tenant, locale });
  return basketAction({ request, context, plans, locale });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Error pages set their own title in the page's language (ErrorMessage) and are never indexed.
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return unpack(loaderData.seo);
}

export default function BasketPage() {
  const { plans, texts, locale, homeHref, breadcrumbs, breadcrumbLabel } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  // The basket lives in the browser: the server (and hydration) render the frame only.
  const hydrated = useHydrated();
  const t = pricingTextsFrom(texts.pricing);
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t.basketTitle}</h1>
        <p className="mt-3 max-w-2xl text-base text-gray-700">{t.intro}</p>
        {/* Room for the empty basket (its most common state) before the browser fills it in: what
            follows does not move when it appears (decision 045). */}
        <div className="min-h-[13rem]">
          {hydrated ? (
            <BasketView plans={plans} texts={texts} locale={locale} homeHref={homeHref} />
          ) : (
            <>
              <div aria-busy="true" data-needs-script="" className="mt-8 h-40 animate-pulse rounded-xl bg-gray-100" />
              {/* Never shown by a browser that runs scripts: the basket of localStorage replaces the frame. */}
              <noscript>
                <style>{"[data-needs-script]{display:none}"}</style>
                <BasketWithoutScripts plans={plans} texts={texts} locale={locale} homeHref={homeHref} result={result} />
              </noscript>
            </>
          )}
        </div>
      </div>
      <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
