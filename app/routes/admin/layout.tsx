import "../../admin.css";
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteLoaderData } from "react-router";
import { AccessDenied } from "../../components/admin/access-denied.tsx";
import { AdminQueryProvider } from "../../components/admin/admin-query.tsx";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { requireAdmin } from "../../view-models/auth.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/layout";

/**
 * Every page under /admin: anonymous visitors go to /login?redirectTo=…, signed-in non-admins get
 * the 403 page. Each child loader checks again, since loaders run in parallel and one must never
 * hand out data on the strength of another's check.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  return { viewerName: viewer.name };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout() {
  const root = useRouteLoaderData<RootData>("root")!;
  const { viewerName } = useLoaderData<typeof loader>();
  return (
    <AdminShell siteName={root.site.name} logo={root.site.logo} viewerName={viewerName} actions={<LogoutButton />}>
      <AdminQueryProvider>
        {/* The person's UI language and time zone for the dialogs and dates of admin pages (decisions 074, 080). */}
        <UiLanguageProvider locale={root.viewer?.uiLocale ?? "en"} timeZone={root.viewer?.timeZone}>
          <Outlet />
        </UiLanguageProvider>
      </AdminQueryProvider>
      {/* One for every admin page: the inbox, meetings, orders and AI agents all say what they did. */}
      <Toaster />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const siteName = root?.site.name ?? "This site";
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: string } | null)?.message;
    return <AccessDenied siteName={siteName} logo={root?.site.logo ?? null} message={message} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <title>{notFound ? "Page not found" : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-gray-600">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a href="/admin" className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
        Go to the dashboard
      </a>
    </main>
  );
}
