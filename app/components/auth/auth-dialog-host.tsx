import { Suspense, lazy, useEffect, useState } from "react";
import { OPEN_LOGIN_EVENT, type OpenLoginDetail } from "../../browser/site-events.ts";

/**
 * Opens the login/register modal when something dispatches `tessera:open-login` (the header's Login
 * button does). Only this listener is in the page's initial JavaScript: the dialog and its forms are
 * fetched on the first event, so visitors who never log in never download them.
 */
export type AuthDialogView = "login" | "register";
export type AuthDialogRequest = { view: AuthDialogView; opener: HTMLElement | null; nonce: number };

const AuthDialog = lazy(() => import("./auth-dialog.tsx"));

export function AuthDialogHost() {
  const [request, setRequest] = useState<AuthDialogRequest | null>(null);

  useEffect(() => {
    function onOpen(event: Event) {
      // Handled here: the header must not follow its /login link.
      event.preventDefault();
      const detail = (event as CustomEvent<OpenLoginDetail | null>).detail;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequest((previous) => ({
        view: detail?.view === "register" ? "register" : "login",
        opener,
        nonce: (previous?.nonce ?? 0) + 1,
      }));
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen);
  }, []);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      {/* A new key per request: every opening starts from a fresh, open dialog. */}
      <AuthDialog key={request.nonce} request={request} />
    </Suspense>
  );
}
