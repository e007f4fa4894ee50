/**
 * Text rewriting of an import (decision 060): absolute links naming the old site's hosts point to
 * the new host, and gallery addresses (`/media/<org>/<id>/…`) to the new organization and image.
 * Applied to every string of every row, JSON columns included: a link may sit in rich text, a
 * hero's button style or a menu item.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `http(s)://old-host[:port]` (or `//old-host`) → the same scheme and the new host. Only a whole
 * host matches: `//localhost` does not touch `//brightpath.localhost` or `//localhost.example`.
 */
export function hostRewriter(oldHosts: string[], newHost: string): (text: string) => string {
  const hosts = [...new Set(oldHosts.map((host) => host.toLowerCase()).filter(Boolean))];
  if (hosts.length === 0) return (text) => text;
  const pattern = new RegExp(
    `((?:https?:)?//)(?:${hosts.map(escape).join("|")})(?::[0-9]{1,5})?(?![A-Za-z0-9.:-])`,
    "gi",
  );
  return (text) =>
    text.includes("//") ? text.replace(pattern, (_match, prefix: string) => `${prefix}${newHost}`) : text;
}

/** `/media/<old org>/<old id>/` → `/media/<new org>/<new id>/`; another organization's path is left alone. */
export function mediaPathRewriter(
  oldOrganizationId: number,
  newOrganizationId: number,
  mediaIds: ReadonlyMap<string, unknown>,
): (text: string) => string {
  const pattern = /\/media\/([0-9]{1,10})\/([0-9]{1,10})\//g;
  return (text) =>
    text.includes("/media/")
      ? text.replace(pattern, (match, org: string, id: string) => {
          if (Number(org) !== oldOrganizationId) return match;
          const next = mediaIds.get(id);
          return next === undefined ? match : `/media/${newOrganizationId}/${String(next)}/`;
        })
      : text;
}

/** Applies `rewrite` to every string inside `value` (objects and arrays walked; other values kept). */
export function rewriteStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === "string") return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => rewriteStrings(item, rewrite));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteStrings(item, rewrite)]));
  }
  return value;
}
