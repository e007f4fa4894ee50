import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { LinkView } from "../../view-models/view-models.ts";

type Props = { link: Pick<LinkView, "href" | "external">; className?: string; children: ReactNode };

/**
 * A menu link. Site paths are plain document links: anonymous pages come from the server's page
 * cache, and a language change reloads the whole document in the new language. The current page is
 * marked with aria-current. Other sites open in a new tab.
 */
export function SiteLink({ link, className, children }: Props) {
  const { pathname } = useLocation();
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a href={link.href} className={className} aria-current={pathname === link.href ? "page" : undefined}>
      {children}
    </a>
  );
}
