import { isRouteErrorResponse } from "react-router";

/** The readable message of a route error: 404 gets "Page not found", anything else a generic text. */
export function ErrorMessage({ error, homeHref = "/" }: { error: unknown; homeHref?: string }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  const title = status === 404 ? "Page not found" : status === 403 ? "Access denied" : "Something went wrong";
  const message =
    detail ??
    (status === 404
      ? "The page you are looking for does not exist or has moved."
      : status === 403
        ? "You do not have access to this page."
        : "We could not show this page. Please try again in a moment.");
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{title}</title>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error {status}</p>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-gray-600">{message}</p>
      <a href={homeHref} className="rounded-md bg-primary px-4 py-2 font-medium text-white hover:opacity-90">
        Go to the home page
      </a>
    </div>
  );
}
