import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { isPlainLeftClick } from "../../view-models/header-behaviour.ts";
import { openHelpCenterChat, rememberReturnUrl, requestLoginModal, signOut } from "../../browser/site-events.ts";
import type { ViewerEntry } from "../../view-models/viewer-links.ts";

/** One profile or account entry: a link, the login modal trigger, the help center chat, or logout. */
export function ViewerEntryControl({ entry, className }: { entry: ViewerEntry; className?: string }) {
  const location = useLocation();
  switch (entry.kind) {
    case "link":
      return (
        <a href={entry.href} className={className}>
          {entry.label}
        </a>
      );
    case "login": {
      // A real link, so it works before hydration and with modifier keys; a plain click asks for the
      // login modal first and goes to the page only when nothing answered.
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        const here = location.pathname + location.search;
        rememberReturnUrl(here);
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        if (requestLoginModal({ returnTo: here })) window.location.assign(entry.href);
      };
      return (
        <a href={entry.href} className={className} onClick={onClick}>
          {entry.label}
        </a>
      );
    }
    case "contact":
      return (
        <button type="button" className={className} onClick={openHelpCenterChat}>
          {entry.label}
        </button>
      );
    case "logout":
      return (
        <button type="button" className={className} onClick={() => void signOut()}>
          {entry.label}
        </button>
      );
  }
}
