import { Link } from "react-router";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { usePageLanguage } from "../../labels/page-language.ts";

/** The site's logo (a link home) and the organization's name, for pages without the site header. */
export function BrandMark({ name, logo, homeHref }: { name: string; logo: string | null; homeHref: string }) {
  const language = usePageLanguage();
  return (
    <Link
      to={homeHref}
      reloadDocument
      className="inline-flex items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
    >
      {/* A site logo carries the name already: the brand shows once (the name only without a logo). */}
      {logo ? (
        <img src={logo} alt={name} className="h-10 w-auto" />
      ) : (
        <>
          <img src="/logo-default.svg" alt="" className="h-10 w-auto" />
          <span className="text-lg font-semibold text-gray-900">{name}</span>
        </>
      )}
      <span className="sr-only">{m.visitor_brandHome({}, language)}</span>
    </Link>
  );
}
