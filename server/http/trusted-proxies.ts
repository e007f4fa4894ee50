import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";

/**
 * Which TCP peers may tell the app who the visitor is (decision 067): `X-Forwarded-For`, `-Proto`,
 * `-Host` and `Forwarded` count only on a connection from one of these addresses or networks. The
 * server strips them from every other request before anything reads them (`stripUntrustedForwarded`),
 * so code that reads headers (sessions, origins, HSTS, the SEO loaders) never sees a forged one.
 */

/** What `TRUST_PROXY=true` (deprecated) stands for: a proxy on this machine, nothing else. */
export const LOOPBACK_PROXIES = ["127.0.0.0/8", "::1"] as const;

/** The headers a trusted proxy sets; removed from requests of any other peer. */
export const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"] as const;

/**
 * One entry of TRUSTED_PROXIES, `127.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`, checked: the problem
 * in words, or null when it is fine.
 */
export function proxyEntryProblem(entry: string): string | null {
  const [address, prefix, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (!family || extra !== undefined) return `"${entry}" is not an IP address or a CIDR like 10.0.0.0/8`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return `"${entry}" has a prefix length out of range`;
  return null;
}

/** The comma-separated list as entries (blanks dropped); validation is `proxyEntryProblem`'s. */
export function splitProxyList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An IPv4 client of a dual-stack listener shows as `::ffff:1.2.3.4`: checked as 1.2.3.4. */
function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

export type ProxyTrust = {
  /** Whether any proxy is trusted at all (the app reads forwarded headers only then). */
  readonly configured: boolean;
  /** Whether forwarded headers from this TCP peer count. */
  trusts(address: string | undefined): boolean;
};

export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/") as [string, string | undefined];
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    configured: entries.length > 0,
    trusts(address) {
      if (!address || entries.length === 0) return false;
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
    },
  };
}

/**
 * Removes the forwarded headers from a request whose TCP peer is not a trusted proxy, before
 * the page cache, Hono or the WebSocket upgrade read it. Node parses `headers` from `rawHeaders`
 * on first use; both are cleaned so either view agrees. Returns whether anything was removed.
 */
export function stripUntrustedForwarded(req: IncomingMessage, trust: ProxyTrust): boolean {
  if (trust.trusts(req.socket?.remoteAddress)) return false;
  const raw = req.rawHeaders;
  let removed = false;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if ((FORWARDED_HEADERS as readonly string[]).includes(raw[i]!.toLowerCase())) {
      raw.splice(i, 2);
      removed = true;
    }
  }
  if (removed) for (const name of FORWARDED_HEADERS) delete req.headers[name];
  return removed;
}
