import { Link } from "react-router";
import { NO_ACCESS } from "../auth/auth-texts.ts";
import { BrandMark } from "../auth/brand-mark.tsx";

/** The 403 page: a signed-in person who is not an admin of this site's organization. */
export function AccessDenied({ siteName, logo, message }: { siteName: string; logo: string | null; message?: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gray-50 px-4 py-16">
      <title>{`Access denied | ${siteName}`}</title>
      <header className="mb-8">
        <BrandMark name={siteName} logo={logo} homeHref="/" />
      </header>
      <main id="main" className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-8 text-center shadow-sm">
        <p className="text-sm font-semibold text-primary">403</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-gray-900">Access denied</h1>
        <p className="mt-3 text-gray-600">{message || NO_ACCESS}</p>
        <p className="mt-2 text-sm text-gray-500">This area is for the administrators of {siteName}.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            reloadDocument
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            Go to the home page
          </Link>
          <Link
            to="/account"
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            Your account
          </Link>
        </div>
      </main>
    </div>
  );
}
