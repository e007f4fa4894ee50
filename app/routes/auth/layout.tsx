import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { BrandMark } from "../../components/auth/brand-mark.tsx";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/layout";
import { authPageRequest } from "./auth-page.server.ts";

/** Login, registration and password reset: no navbar, footer or banners (spec §2 hidden areas). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return authPageRequest(request, context);
}

export type AuthLayoutData = Awaited<ReturnType<typeof loader>>;

export default function AuthLayout() {
  const { home } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootData>("root")!;
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-50 px-4 py-10 sm:py-16">
      <header className="mb-8">
        <BrandMark name={root.site.name} logo={root.site.logo} homeHref={home} />
      </header>
      <main id="main" className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
