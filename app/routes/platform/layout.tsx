import { Form, Link, NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import { CONSOLE_PATH, OPERATOR_PATH } from "../../../features/platform/shared/paths.ts";
import { platformRequest } from "../../view-models/platform.server.ts";
import type { Route } from "./+types/layout";

/** The platform's pages (console and operators' console; decision 061): Tessera's own frame, no site. */
export function loader({ context }: Route.LoaderArgs) {
  const { account } = platformRequest(context);
  return { account: account ? { email: account.email, isOperator: account.isOperator } : null };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-indigo-50 text-indigo-800" : "text-slate-700 hover:bg-slate-100"}`;

export default function PlatformLayout() {
  const { account } = useLoaderData<typeof loader>();
  // The operators' tables have many columns: their pages take the width of a wide screen.
  const { pathname } = useLocation();
  const wide = pathname === OPERATOR_PATH || pathname.startsWith(`${OPERATOR_PATH}/`);
  const width = wide ? "max-w-7xl" : "max-w-5xl";
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-3 px-4 py-3`}>
          <a href="/" className="text-lg font-bold text-slate-900">
            Tessera
          </a>
          {account && (
            <nav aria-label="Console" className="flex flex-wrap items-center gap-1">
              <NavLink to={CONSOLE_PATH} end className={navClass}>
                My sites
              </NavLink>
              {account.isOperator && (
                <NavLink to={OPERATOR_PATH} className={navClass}>
                  Operators
                </NavLink>
              )}
              <span className="px-2 text-sm text-slate-600">{account.email}</span>
              <Form method="post" action={`${CONSOLE_PATH}/sign-out`} reloadDocument>
                <button
                  type="submit"
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
                >
                  Sign out
                </button>
              </Form>
            </nav>
          )}
          {!account && (
            <nav aria-label="Account" className="flex items-center gap-1">
              <Link to={`${CONSOLE_PATH}/sign-in`} className={navClass({ isActive: false })}>
                Sign in
              </Link>
            </nav>
          )}
        </div>
      </header>
      <main id="main" className={`mx-auto ${width} px-4 py-8`}>
        <Outlet />
      </main>
    </div>
  );
}
