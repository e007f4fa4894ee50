import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import { CONSOLE_PATH, OPERATOR_PATH } from "../../../features/platform/shared/paths.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { platformRequest } from "../../view-models/platform.server.ts";
import { platformUiLocale } from "./platform-language.server.ts";
import type { Route } from "./+types/layout";

/** The platform's pages (console and operators' console; decision 061): Tessera's own frame, no site. */
export function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformRequest(context);
  const { account } = platform;
  return {
    account: account ? { email: account.email, isOperator: account.isOperator } : null,
    uiLocale: platformUiLocale(request, platform),
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** The product's name: the same in every language. */
const PRODUCT_NAME = "Tessera";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-slate-100"}`;

export default function PlatformLayout() {
  const { account, uiLocale } = useLoaderData<typeof loader>();
  const language = { locale: uiLocale };
  // The operators' tables have many columns: their pages take the width of a wide screen.
  const { pathname } = useLocation();
  const wide = pathname === OPERATOR_PATH || pathname.startsWith(`${OPERATOR_PATH}/`);
  const width = wide ? "max-w-7xl" : "max-w-5xl";
  return (
    <UiLanguageProvider locale={uiLocale}>
      <div className="min-h-screen bg-slate-50 text-slate-900">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
        >
          {m.platform_skipToContent({}, language)}
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-3 px-4 py-3`}>
            <a href="/" className="text-lg font-bold text-slate-900">
              {PRODUCT_NAME}
            </a>
            {account && (
              <nav aria-label={m.platform_navConsole({}, language)} className="flex flex-wrap items-center gap-1">
                <NavLink to={CONSOLE_PATH} end className={navClass}>
                  {m.platform_mySites({}, language)}
                </NavLink>
                {account.isOperator && (
                  <NavLink to={OPERATOR_PATH} className={navClass}>
                    {m.platform_operators({}, language)}
                  </NavLink>
                )}
                <span className="px-2 text-sm text-slate-600">{account.email}</span>
                <Form method="post" action={`${CONSOLE_PATH}/sign-out`} reloadDocument>
                  <button
                    type="submit"
                    className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
                  >
                    {m.platform_signOut({}, language)}
                  </button>
                </Form>
              </nav>
            )}
            {!account && (
              <nav aria-label={m.platform_navAccount({}, language)} className="flex items-center gap-1">
                <Link to={`${CONSOLE_PATH}/sign-in`} className={navClass({ isActive: false })}>
                  {m.platform_signIn({}, language)}
                </Link>
              </nav>
            )}
          </div>
        </header>
        <main id="main" className={`mx-auto ${width} px-4 py-8`}>
          <Outlet />
        </main>
      </div>
    </UiLanguageProvider>
  );
}
