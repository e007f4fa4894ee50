import { type CSSProperties, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { EARLY_CLICKS_SCRIPT } from "../shared/browser/early-clicks.ts";
import { fontStack } from "../shared/style/fonts.ts";
import { accessibleShade, colorValue } from "../shared/style/palette.ts";
import type { Route } from "./+types/root";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import { ErrorMessage } from "./components/layout/lazy-error-message.tsx";
import { getViewer } from "./view-models/auth.server.ts";
import { shippedImageRatio } from "./view-models/image-size.server.ts";
import { InlineCss } from "./document/inline-css.tsx";
import { documentLanguage } from "./document/document-language.ts";
import { revalidateOnLanguageChange } from "./browser/revalidation.ts";
import { siteRequest } from "./view-models/site.server.ts";
import { platformRequestContext } from "../server/load-context.ts";
import type { ViewerView } from "./view-models/view-models.ts";
import { textDirection, type Locale } from "../shared/i18n/locales.ts";
import { platformUiLocale } from "./routes/platform/platform-language.server.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The platform's own host (console, operators' console) has no site: its own look (decision 061),
  // in the person's UI language (decision 074), which sets <html lang dir> like a page's language.
  const platform = context.get(platformRequestContext);
  if (platform) return { ...PLATFORM_ROOT, locale: platformUiLocale(request, platform) as Locale };
  const { tenant, locale, services } = siteRequest(request, context);
  const { settings } = tenant;
  const viewer: ViewerView = await getViewer(request, context);
  // The site's description only changes with its settings: built once per organization.
  const site = await services.content.get(tenant, "site", async () => ({
    organizationId: tenant.id,
    name: tenant.name,
    type: tenant.type,
    logo: settings.logo,
    /** Width ÷ height of the logo when the app knows it (null: a 4:1 box until it loads). */
    logoRatio: await shippedImageRatio(settings.logo || "/logo-default.svg"),
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

/** The document of the platform's pages: Tessera's own name and a neutral look. */
const PLATFORM_ROOT = {
  locale: "en" as Locale,
  viewer: null as ViewerView,
  site: {
    organizationId: 0,
    name: "Tessera",
    type: "services",
    logo: "",
    logoRatio: null as number | null,
    defaultLocale: "en" as Locale,
    supportedLocales: ["en"] as Locale[],
    withLanguageSwitch: false,
    theme: {
      "--site-primary": "#4f46e5",
      "--site-primary-strong": "#4338ca",
      "--site-secondary": "#64748b",
      "--site-font": fontStack("Inter"),
    } as CSSProperties,
  },
};

export const shouldRevalidate = revalidateOnLanguageChange;

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The latin file of the site's font, preloaded: it starts with the page instead of after the
 * styles are read (the same file the stylesheet names; fonts the site does not use load as before).
 */
function fontPreload(font: string | undefined): string | null {
  if (!font) return null;
  if (font.startsWith('"Inter Variable"')) return interLatin;
  if (font.startsWith('"Lora Variable"')) return loraLatin;
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const font = fontPreload((data?.site.theme as Record<string, string> | undefined)?.["--site-font"]);
  // The page's language sets the direction of everything in it, the editors included (decision 071);
  // an admin page is in the signed-in person's UI language instead (decision 074).
  const language = documentLanguage(data, useMatches());
  return (
    <html lang={language} dir={textDirection(language)} style={data?.site.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* Keeps a click made before the scripts have run, for the hydrated page (decision 045). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        {/* The visitor's stylesheet, in the page: nothing blocks the first paint (decision 045). */}
        <InlineCss />
        {font && (
          // Low priority: the fallback is metric-compatible, so the font need not hold up the first
          // paint or the hero image; it is still asked for with the page, not after the styles.
          <link rel="preload" as="font" type="font/woff2" href={font} crossOrigin="anonymous" fetchPriority="low" />
        )}
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
