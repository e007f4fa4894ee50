// Path rules the header needs too, kept apart from the account rules so visitors never download those.
import { stripLocalePrefix } from "./locales.ts";

const AUTH_PAGES = ["/login", "/register", "/signup", "/reset-password"];

/** Whether a path (locale prefix removed first) is a login, register or reset-password page. */
export function isAuthPage(path: string): boolean {
  const clean = stripLocalePrefix(path.split(/[?#]/)[0]!).replace(/\/+$/, "") || "/";
  return AUTH_PAGES.includes(clean);
}

/** A same-site path only: no scheme, no `//host`, no backslash tricks. */
export function isSafeLocalPath(target: string | null | undefined): target is string {
  return (
    typeof target === "string" &&
    target.startsWith("/") &&
    !target.startsWith("//") &&
    !target.includes("\\") &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f]/.test(target)
  );
}
