// Path rules the header needs too, kept apart from the account rules so visitors never download those.
import { stripLocalePrefix } from "../i18n/locales.ts";

const AUTH_PAGES = ["/login", "/register", "/signup", "/reset-password"];

/** Whether a path (locale prefix removed first) is a login, register or reset-password page. */
export function isAuthPage(path: string): boolean {
  const clean = stripLocalePrefix(path.split(/[?#]/)[0]!).replace(/\/+$/, "") || "/";
  return AUTH_PAGES.includes(clean);
}

// Any origin works: only whether a target keeps it matters. `.invalid` never resolves.
const SENTINEL = "http://same-origin.invalid";
const MAX_TARGET = 2048;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Percent-decodes until nothing changes (at most a few rounds), so `%252F` is seen as `/`. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // Malformed escapes: decode what can be decoded, byte by byte.
      next = current.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * THE redirect rule: any target (a locale redirect, `redirectTo`, a stored `returnUrl`, an API
 * answer) becomes a path on the request's own origin, or null when it could leave it. Refused:
 * anything not starting with one `/` (absolute URLs, schemes, relative paths), `//host` and `/\host`
 * (browsers read `\` as `/`), the same written with percent escapes (`/%2F%2Fhost`, `/%5Chost`,
 * double-encoded too), control characters (browsers strip tabs and newlines: `/\t/host`), and
 * over-long targets. What passes is returned as the browser would resolve it (path, query, hash).
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET) return null;
  const decoded = fullyDecoded(target);
  for (const form of [target, decoded]) {
    if (CONTROL.test(form)) return null;
    if (!form.startsWith("/")) return null;
    if (form[1] === "/" || form[1] === "\\") return null;
  }
  let url: URL;
  try {
    url = new URL(target, SENTINEL);
  } catch {
    return null;
  }
  if (url.origin !== SENTINEL) return null;
  const path = url.pathname + url.search + url.hash;
  // The resolved path must itself be a safe target (e.g. `/.//host` resolves to `//host`).
  return path.startsWith("//") ? null : path;
}

/** A same-site path only (see `safeRedirectPath`). */
export function isSafeLocalPath(target: string | null | undefined): target is string {
  return safeRedirectPath(target) !== null;
}
