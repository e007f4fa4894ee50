import { lazy, Suspense } from "react";
import { data, redirect, useActionData, useLoaderData, useRouteLoaderData } from "react-router";
import { localizePath } from "../../../shared/i18n/locales.ts";
import { BookingFlow } from "../../../features/meetings/components/booking/booking-flow.tsx";
import { bookingTexts } from "../../../features/meetings/components/booking/booking-texts.ts";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { ErrorMessage } from "../../components/layout/lazy-error-message.tsx";
import { getViewer } from "../../view-models/auth.server.ts";
import { breadcrumbsFor } from "../../view-models/breadcrumbs.ts";
import { chromeLabels } from "../../labels/chrome-labels.ts";
import { loadMeetingTypes } from "../../../features/meetings/view-models/meetings.server.ts";
import { siteRequest } from "../../view-models/site.server.ts";
import { useHydrated } from "../../browser/use-hydrated.ts";
import type { Route } from "./+types/book";
import { BookingWithoutScripts } from "../../../features/meetings/components/booking/booking-without-scripts.tsx";
import { plainBookingAction, plainSlots } from "./book-without-scripts.server.ts";
import { ManageBookingWithoutScripts } from "../../../features/meetings/components/booking/manage-booking-without-scripts.tsx";
import { loadManagedBooking, manageBookingAction } from "./manage-booking.server.ts";
import { readForm } from "../../view-models/form-actions.server.ts";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import type { RootData } from "../../root.tsx";

// A booking's own page, the waiting room and the call (WebRTC, the real-time client) load only
// when a mailed link or the host opens them: a visitor booking a time never downloads them.
const ManageBooking = lazy(() =>
  import("../../../features/meetings/components/booking/manage-booking.tsx").then((module) => ({
    default: module.ManageBooking,
  })),
);
const HostRoom = lazy(() =>
  import("../../../features/meetings/components/call/host-room.tsx").then((module) => ({ default: module.HostRoom })),
);
const skeleton = <div aria-busy="true" className="mt-8 h-40 animate-pulse rounded-xl bg-gray-100" />;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, tenant, locale, prefixed, path, url } = siteRequest(request, context);
  // `:lang/book` only for a language of this site (anything else is not a page here).
  if (params.lang !== undefined && !prefixed) throw data(null, { status: 404 });
  if (prefixed && locale === tenant.settings.defaultLocale) {
    throw redirect(localizePath(path, locale, tenant.settings) + url.search, 301);
  }
  const [types, viewer] = await Promise.all([loadMeetingTypes({ db, tenant, locale }), getViewer(request, context)]);
  // Without scripts a type is chosen by its link: that week's free times for the plain form.
  const listed = await plainSlots({ request, context }, types);
  const labels = chromeLabels(locale);
  const texts = bookingTexts(locale);
  // A mailed link's booking (`?booking=&token=&action=`), read on the server for the page with or
  // without scripts (decision 055).
  const manage = await loadManagedBooking({ request, context }, texts);
  return {
    types,
    locale,
    // The language prefix the guest's links keep ("" for the site's default language).
    linkLocale: locale === tenant.settings.defaultLocale ? "" : locale,
    siteName: tenant.name,
    // Signed in: name and e-mail are filled in (the page is then never cached: signed-in views are not).
    prefill: viewer ? { name: viewer.name, email: viewer.email } : null,
    texts,
    listed,
    manage,
    breadcrumbs: breadcrumbsFor(path, locale, tenant.settings, { "/book": texts.title }, labels.home),
    breadcrumbLabel: labels.breadcrumb,
  };
}

/**
 * The plain form of /book, posted without scripts, and the guest's cancel or move of a booking from
 * its mailed link (`intent=cancel|reschedule`), posted by the plain page's forms or by the script's
 * fetcher (decision 055).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, tenant, locale } = siteRequest(request, context);
  const texts = bookingTexts(locale);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "cancel" || intent === "reschedule") {
    return manageBookingAction({ request, context }, form, texts);
  }
  const types = await loadMeetingTypes({ db, tenant, locale });
  const linkLocale = locale === tenant.settings.defaultLocale ? "" : locale;
  return plainBookingAction({ request, context }, form, { types, texts, linkLocale });
}

export function meta({ loaderData }: Route.MetaArgs) {
  // Error pages set their own title in the page's language (ErrorMessage) and are never indexed.
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  return [{ title: `${loaderData.texts.title} | ${loaderData.siteName}` }];
}

export default function BookPage() {
  const { types, locale, linkLocale, prefill, texts, listed, manage, breadcrumbs, breadcrumbLabel } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const root = useRouteLoaderData<RootData>("root");
  // The action answers either the plain booking form or a mailed link's cancel or move.
  const result = answer && !("manage" in answer) ? answer : null;
  const managed = answer && "manage" in answer ? answer : null;
  const typeNames = Object.fromEntries(types.map((type) => [type.id, type.name]));
  // Slots depend on the visitor's clock and time zone: the server renders the frame only.
  const hydrated = useHydrated();
  const query = hydrated ? new URLSearchParams(window.location.search) : null;
  const bookingId = query?.get("booking");
  const token = query?.get("token");
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{texts.title}</h1>
        {!hydrated ? (
          <>
            {/* Only the plain form's own links and posts lead to a listed week or a result. */}
            {!listed && !result && skeleton}
            {/* Never shown by a browser that runs scripts: the flow below replaces the frame. */}
            <noscript>
              {manage ? (
                <ManageBookingWithoutScripts
                  view={manage}
                  answer={managed}
                  texts={texts}
                  locale={locale}
                  typeNames={typeNames}
                />
              ) : (
                <BookingWithoutScripts
                  types={types}
                  texts={texts}
                  locale={locale}
                  prefill={prefill}
                  listed={listed}
                  result={result}
                />
              )}
            </noscript>
          </>
        ) : bookingId && query?.get("action") === "host" ? (
          // The host's (or an admin's) side of a meeting: who waits, admit, the call (decision 040).
          // Staff work in their own UI language (decision 074); a guest's room below is the page's.
          <UiLanguageProvider locale={root?.viewer?.uiLocale ?? "en"}>
            <Suspense fallback={skeleton}>
              <HostRoom bookingId={Number(bookingId)} />
            </Suspense>
          </UiLanguageProvider>
        ) : bookingId && token ? (
          <UiLanguageProvider locale={ui(locale).locale}>
            <Suspense fallback={skeleton}>
              <ManageBooking
                bookingId={Number(bookingId)}
                token={token}
                action={query?.get("action") ?? "join"}
                locale={locale}
                texts={texts}
                typeNames={typeNames}
                initial={manage?.bookingId === bookingId && manage.token === token ? manage.booking : null}
              />
            </Suspense>
          </UiLanguageProvider>
        ) : (
          <BookingFlow types={types} locale={locale} linkLocale={linkLocale} prefill={prefill} texts={texts} />
        )}
      </div>
      <Breadcrumbs items={breadcrumbs} label={breadcrumbLabel} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorMessage error={error} />;
}
