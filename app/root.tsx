import type { CSSProperties, ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { fontStack } from "../shared/fonts.ts";
import { accessibleShade, colorValue } from "../shared/palette.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorMessage } from "./components/layout/lazy-error-message.tsx";
import { getViewer } from "./lib/auth.server.ts";
import { revalidateOnLanguageChange } from "./lib/revalidation.ts";
import { siteRequest } from "./lib/site.server.ts";
import type { ViewerView } from "./lib/view-models.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, locale, services } = siteRequest(request, context);
  const { settings } = tenant;
  const viewer: ViewerView = await getViewer(request, context);
  // The site's description only changes with its settings: built once per organization.
  const site = await services.content.get(tenant.id, "site", async () => ({
    organizationId: tenant.id,
    name: tenant.name,
    type: tenant.type,
    logo: settings.logo,
    defaultLocale: settings.defaultLocale,
    supportedLocales: settings.supportedLocales,
    withLanguageSwitch: settings.withLanguageSwitch,
    theme: {
      "--site-primary": colorValue(settings.primary, "#0284c7"),
      // Text and filled buttons use a shade that keeps 4.5:1 contrast with white.
      "--site-primary-strong": colorValue(accessibleShade(settings.primary), "#0369a1"),
      "--site-secondary": colorValue(settings.secondary, "#6b7280"),
      "--site-font": fontStack(settings.fontFamily),
    } as CSSProperties,
  }));
  return { locale, viewer, site };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang={data?.locale ?? "en"} style={data?.site.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Stylesheets need no CSP nonce (styles are not restricted); without one, development React
            finds no mismatch with the browser's hidden nonce attribute (decision 014). */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-white text-gray-900">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorMessage error={error} />
    </main>
  );
}
