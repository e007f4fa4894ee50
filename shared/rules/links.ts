import { isSafeLocalPath } from "./paths.ts";

/**
 * THE link rule (decision 032): every stored address a visitor can click or load (menu, heading,
 * hero, banner and product links, profile links, images, logos) is one of
 * - `https://host…` or `http://host…` (the host directly after the two slashes),
 * - `mailto:…` or `tel:…`,
 * - a path on this site: one `/` not followed by `/` or `\` (see `safeRedirectPath`).
 * Nothing else: no `javascript:`/`data:`, no `//host` or `/\host` (browsers read both as another
 * host), no `\\host`, no `http:/x`, no whitespace, backslashes or control characters anywhere
 * (parsers strip tabs and newlines, turning `/\t/host` into `//host`). The API refuses anything
 * else with a 400 naming the field; rendering shows a stored bad link (older data) as no link.
 */

export const LINK_MAX = 2048;

export const LINK_RULE_MESSAGE =
  "must be an https://, http://, mailto: or tel: address, or a path on this site starting with /";

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\\u2028\u2029\ufeff]/;
const WEB = /^https?:\/\/[^/\\]/i;
const MAIL = /^mailto:[^/\\].*$/i;
const PHONE = /^tel:\+?[0-9][0-9().\-;=*#a-z]*$/i;

/** The kind of a safe link, or null when `value` breaks the rule. */
export function linkKind(value: unknown): "web" | "mail" | "phone" | "path" | null {
  if (typeof value !== "string" || value.length === 0 || value.length > LINK_MAX) return null;
  if (FORBIDDEN.test(value)) return null;
  if (WEB.test(value)) {
    try {
      return new URL(value).hostname ? "web" : null;
    } catch {
      return null;
    }
  }
  if (MAIL.test(value)) return "mail";
  if (PHONE.test(value)) return "phone";
  if (value.startsWith("/")) return isSafeLocalPath(value) ? "path" : null;
  return null;
}

/** Whether `value` is a link the rule allows. */
export function isSafeLink(value: unknown): value is string {
  return linkKind(value) !== null;
}

/** The link itself when the rule allows it, else null (render as no link). */
export function safeLink(value: string | null | undefined): string | null {
  return isSafeLink(value) ? value : null;
}
