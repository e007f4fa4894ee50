/**
 * A host header reduced to the name the `domains` table holds: lower case, no port, no trailing
 * dot. Anything that is not a plausible host name gives null.
 */
export function normalizeHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.split(",")[0]!.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    if (end === -1) return null;
    host = host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d{1,5}$/, "");
  }
  host = host.replace(/\.$/, "");
  if (host.length === 0 || host.length > 253) return null;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/.test(host)) {
    return null;
  }
  return host;
}
