import "../../admin.css";
import { Outlet, isRouteErrorResponse, useLoaderData, useRouteLoaderData } from "react-router";
import { AccessDenied } from "../../components/admin/access-denied.tsx";
import { AdminQueryProvider } from "../../components/admin/admin-query.tsx";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { LogoutButton } from "../../components/admin/logout-button.tsx";
import { Toaster } from "../../components/ui/toaster.tsx";
import { UiLanguageProvider } from "../../components/ui/ui-language.tsx";
import { ui } from "../../../shared/i18n/ui-locales.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
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
  // Every admin page speaks the signed-in person's UI language, whatever the site's (decision 074);
  // the root sets <html lang dir> to the same language for pages under this layout.
  return (
    <UiLanguageProvider locale={root.viewer?.uiLocale ?? "en"} timeZone={root.viewer?.timeZone}>
      <AdminShell siteName={root.site.name} logo={root.site.logo} viewerName={viewerName} actions={<LogoutButton />}>
        <AdminQueryProvider>
          <Outlet />
        </AdminQueryProvider>
        {/* One for every admin page: the inbox, meetings, orders and AI agents all say what they did. */}
        <Toaster />
      </AdminShell>
    </UiLanguageProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const uiLocale = root?.viewer?.uiLocale;
  const lang = ui(uiLocale);
  const siteName = root?.site.name ?? m.admin_thisSite({}, lang);
  if (isRouteErrorResponse(error) && error.status === 403) {
    const message = (error.data as { message?: string } | null)?.message;
    return <AccessDenied siteName={siteName} logo={root?.site.logo ?? null} message={message} uiLocale={uiLocale} />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? m.admin_notFoundTitle({}, lang) : m.admin_errorTitle({}, lang);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">{notFound ? m.admin_notFoundText({}, lang) : m.admin_errorText({}, lang)}</p>
      <a href="/admin" className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:bg-primary-hover">
        {m.admin_goToDashboard({}, lang)}
      </a>
    </main>
  );
}
