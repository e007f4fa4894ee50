import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isHiddenArea } from "../../../shared/rules/hidden-areas.ts";
import { localizePath, type Locale, type LocaleSite } from "../../../shared/i18n/locales.ts";
import { OPEN_HELP_CENTER_CHAT_EVENT } from "../../../app/browser/site-events.ts";
import type { OpenRequest } from "./help-dialog.tsx";

/**
 * The first download's copy of a storage key of widget-state.ts (a test holds them equal):
 * importing that module here would put it, shared with the dialog, in a chunk of its own.
 */
export const HELP_OPEN_KEY = "chatWidget_isOpen";

/**
 * The address fragment with which another page (the /help-center page, a mailed reply's link) opens
 * the site with the widget on live support. Not the 5 s restore window of a language change: the
 * next page's load and the dialog's download may take longer than that on a slow phone.
 */
export const LIVE_SUPPORT_HASH = "#help-live-support";

let dialogImport: ReturnType<typeof importDialog> | null = null;
const importDialog = () => import("./help-dialog.tsx");
const loadDialog = () => (dialogImport ??= importDialog());
const HelpDialog = lazy(loadDialog);

const noSubscribe = () => () => {};
/**
 * app/browser/use-hydrated.ts, inline: imported here it became a chunk of its own in every page's
 * first download (it is shared with lazy chunks), one request more for 40 bytes of code.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

function storedOpen(): boolean {
  try {
    return window.localStorage.getItem(HELP_OPEN_KEY) === "true";
  } catch {
    return false;
  }
}

function storeOpen(open: boolean) {
  try {
    window.localStorage.setItem(HELP_OPEN_KEY, String(open));
  } catch (error) {
    console.warn("The help center could not store its state", error);
  }
}

/**
 * The floating help button (spec public-site §2) on every page outside the hidden areas, the same
 * HTML for every visitor (pages stay in the page cache). Its dialog is downloaded on first open —
 * or at once when the previous page left it open —, and the profile menu's Contact entry opens it
 * on the live-support view.
 */
export function HelpLauncher({
  locale,
  site,
  label,
  authenticated,
  isAdmin,
}: {
  locale: Locale;
  site: LocaleSite;
  /**
   * The button's name in the page's language (the help center's title, `m.help_title`), picked by
   * the layout's loader so that no language table reaches the first download.
   */
  label: string;
  authenticated: boolean;
  isAdmin: boolean;
}) {
  const { pathname } = useLocation();
  const hidden = isHiddenArea(pathname);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<OpenRequest | null>(null);

  const show = (view?: OpenRequest["view"]) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const at = Date.now();
    setRequest((previous) => ({ nonce: (previous?.nonce ?? 0) + 1, view, at }));
    setOpen(true);
    storeOpen(true);
  };

  // Open on live support when the address asks for it (the fragment is then taken out of it), else
  // again when the last page left it open (its view is restored when fresh).
  useEffect(() => {
    // Storage and the fragment exist only in the browser, after hydration (the server HTML is the same for all).
    if (isHiddenArea(window.location.pathname)) return;
    if (window.location.hash === LIVE_SUPPORT_HASH) {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      show("live-support");
    } else if (storedOpen()) show();
  }, []);

  useEffect(() => {
    const contact = () => show("live-support");
    window.addEventListener(OPEN_HELP_CENTER_CHAT_EVENT, contact);
    return () => window.removeEventListener(OPEN_HELP_CENTER_CHAT_EVENT, contact);
  }, []);

  if (hidden) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        data-help-button=""
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={!hydrated}
        title={label}
        onClick={() => show()}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        // Above the cookie banner while it shows (its height is a CSS variable) and the breadcrumbs
        // bar from 768 px; left of the admin create button, which takes the bottom-right corner.
        // Raised by a transform, not its offset: the banner's arrival then shifts no layout (CLS).
        className={`fixed ${isAdmin ? "end-24" : "end-4"} bottom-4 translate-y-[calc(-1*var(--cookie-banner-height,0px))] z-[70] inline-flex size-14 items-center justify-center rounded-full bg-primary text-white shadow-xl transition hover:bg-primary-hover focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary md:bottom-14 md:translate-y-[calc(-1*max(var(--cookie-banner-height,0px)-2.5rem,0px))]`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" strokeLinejoin="round" />
          <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{label}</span>
      </button>
      {request && (
        <Suspense fallback={null}>
          <HelpDialog
            locale={locale}
            site={site}
            loginHref={localizePath("/login", locale, site)}
            authenticated={authenticated}
            open={open}
            request={request}
            onOpenChange={(next) => {
              setOpen(next);
              storeOpen(next);
            }}
            returnFocus={() =>
              opener.current?.isConnected && opener.current !== document.body ? opener.current : button.current
            }
          />
        </Suspense>
      )}
    </>
  );
}
