import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import { unpack, type Packed } from "../../view-models/packed.ts";

type ErrorLabels = Pick<
  ChromeLabels,
  | "notFoundTitle"
  | "notFoundMessage"
  | "errorTitle"
  | "errorMessage"
  | "goHome"
  | "errorLabel"
  | "accessDeniedTitle"
  | "accessDeniedMessage"
>;

/** English, for errors outside the site layout (its loader data carries the page's language). */
const ENGLISH: ErrorLabels = {
  notFoundTitle: "Page not found",
  notFoundMessage: "The page you are looking for does not exist or has moved.",
  errorTitle: "Something went wrong",
  errorMessage: "We could not show this page. Please try again in a moment.",
  goHome: "Go to the home page",
  errorLabel: "Error",
  accessDeniedTitle: "Access denied",
  accessDeniedMessage: "You do not have access to this page.",
};

type LayoutData = { chrome: Packed<{ labels: ChromeLabels }> };

/** The interface texts of the page's language, when the site layout rendered (the 404 of a page). */
function useErrorLabels(): { labels: ErrorLabels; home: string } {
  const layout = useRouteLoaderData<LayoutData>("routes/site/layout");
  const root = useRouteLoaderData<{ locale?: string; site?: { defaultLocale?: string } }>("root");
  const labels = layout?.chrome ? unpack(layout.chrome).labels : null;
  const locale = root?.locale;
  const home = locale && root?.site?.defaultLocale && locale !== root.site.defaultLocale ? `/${locale}` : "/";
  return { labels: labels?.notFoundTitle ? labels : ENGLISH, home };
}

/** The readable message of a route error: 404 gets "Page not found", anything else a generic text. */
export function ErrorMessage({ error, homeHref }: { error: unknown; homeHref?: string }) {
  const { labels, home } = useErrorLabels();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const title = status === 404 ? labels.notFoundTitle : status === 403 ? labels.accessDeniedTitle : labels.errorTitle;
  const message =
    detail ??
    (status === 404 ? labels.notFoundMessage : status === 403 ? labels.accessDeniedMessage : labels.errorMessage);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{title}</title>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {labels.errorLabel} {status}
      </p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">{message}</p>
      <a
        href={homeHref ?? home}
        className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:bg-primary-hover"
      >
        {labels.goHome}
      </a>
    </div>
  );
}
