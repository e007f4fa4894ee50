/**
 * Window events by which the header and footer ask for features that live elsewhere (login modal,
 * help center, cookie settings), so that the chrome stays small and needs none of their code.
 */
import { isAuthPage, isSafeLocalPath } from "../../shared/rules/paths.ts";

export const OPEN_LOGIN_EVENT = "tessera:open-login";
export const OPEN_HELP_CENTER_CHAT_EVENT = "tessera:open-help-center-chat";
export const OPEN_COOKIE_SETTINGS_EVENT = "tessera:open-cookie-settings";

/** `view` picks the form the modal opens with; `returnTo` is where the visitor was. */
export type OpenLoginDetail = { view?: "login" | "register"; returnTo?: string };

/**
 * Asks for the login modal. Returns true when no listener took it (none called preventDefault),
 * so the caller falls back to the login page.
 */
export function requestLoginModal(detail: OpenLoginDetail): boolean {
  return window.dispatchEvent(new CustomEvent<OpenLoginDetail>(OPEN_LOGIN_EVENT, { detail, cancelable: true }));
}

/**
 * Remembers the page a visitor asked to log in from (localStorage `returnUrl`, spec public-site §7),
 * the third choice of the redirect after login. Auth pages are never remembered.
 */
export function rememberReturnUrl(path: string): void {
  if (!isSafeLocalPath(path) || isAuthPage(path)) return;
  try {
    window.localStorage.setItem("returnUrl", path);
  } catch (error) {
    console.warn("Could not store the return address", error);
  }
}

export function openHelpCenterChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_HELP_CENTER_CHAT_EVENT));
}

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Ends the session, then goes to the login page whatever the answer (spec public-site §6). */
export async function signOut(): Promise<void> {
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!response.ok) console.warn(`Sign-out answered ${response.status}`);
  } catch (error) {
    console.warn("Sign-out request failed", error);
  }
  window.location.assign("/login");
}
