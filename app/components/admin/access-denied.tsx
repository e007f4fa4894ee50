import { Link } from "react-router";
import { NO_ACCESS } from "../auth/auth-texts.ts";
import { BrandMark } from "../auth/brand-mark.tsx";
import { ui as uiOption, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";

/**
 * The 403 page: a signed-in person who is not an admin of this site's organization. It replaces the
 * admin layout (no language provider there), so the person's UI language comes as a prop.
 */
export function AccessDenied({
  siteName,
  logo,
  message,
  uiLocale,
}: {
  siteName: string;
  logo: string | null;
  message?: string;
  uiLocale?: UiLocale;
}) {
  const ui = uiOption(uiLocale);
  // The server's own reason when it gave one; its default sentence is said in the person's language.
  const reason = message && message !== NO_ACCESS ? message : m.admin_noAccess({}, ui);
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-50 px-4 py-16">
      <title>{m.admin_pageTitle({ title: m.admin_accessDeniedTitle({}, ui), site: siteName }, ui)}</title>
      <header className="mb-8">
        <BrandMark name={siteName} logo={logo} homeHref="/" />
      </header>
      <main id="main" className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-primary">403</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">
          {m.admin_accessDeniedTitle({}, ui)}
        </h1>
        <p className="mt-3 text-gray-600">{reason}</p>
        <p className="mt-2 text-sm text-gray-500">{m.admin_accessDeniedArea({ site: siteName }, ui)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            reloadDocument
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {m.admin_goHome({}, ui)}
          </Link>
          <Link
            to="/account"
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {m.admin_yourAccount({}, ui)}
          </Link>
        </div>
      </main>
    </div>
  );
}
