import type { CSSProperties, ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { fontStack } from "../shared/fonts.ts";
import { colorValue } from "../shared/palette.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { getViewer } from "./lib/auth.server.ts";
import { siteRequest } from "./lib/site.server.ts";
import type { ViewerView } from "./lib/view-models.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, locale } = siteRequest(request, context);
  const { settings } = tenant;
  const viewer: ViewerView = await getViewer(request, context);
  return {
    locale,
    viewer,
    site: {
      organizationId: tenant.id,
      name: tenant.name,
      type: tenant.type,
      logo: settings.logo,
      defaultLocale: settings.defaultLocale,
      supportedLocales: settings.supportedLocales,
      withLanguageSwitch: settings.withLanguageSwitch,
      theme: {
        "--site-primary": colorValue(settings.primary, "#0284c7"),
        "--site-secondary": colorValue(settings.secondary, "#6b7280"),
        "--site-font": fontStack(settings.fontFamily),
      } as CSSProperties,
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  return (
    <html lang={data?.locale ?? "en"} style={data?.site.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "The page you are looking for does not exist or has moved."
    : "We could not show this page. Please try again in a moment.";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">{message}</p>
      <a href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
        Go to the home page
      </a>
    </main>
  );
}
