import type { Env } from "../../../../server/env.ts";
import type { DnsOptions } from "./check-dns.ts";
import type { PlatformHosts, Pointing } from "./host-rules.ts";

/** What the domain rules take from the environment (decision 066). */
export type DomainsConfig = { platform: PlatformHosts; pointing: Pointing; dns: DnsOptions; graceDays: number };

export function domainsConfig(
  env: Pick<
    Env,
    | "PLATFORM_HOST"
    | "SITES_DOMAIN"
    | "SITES_CNAME_TARGET"
    | "SITES_IPV4"
    | "SITES_IPV6"
    | "DNS_SERVERS"
    | "DOMAIN_GRACE_DAYS"
  >,
): DomainsConfig {
  const cnameTarget = env.SITES_CNAME_TARGET ?? `sites.${env.SITES_DOMAIN}`;
  return {
    platform: { platformHost: env.PLATFORM_HOST, sitesDomain: env.SITES_DOMAIN, cnameTarget },
    pointing: { cnameTarget, ipv4: env.SITES_IPV4, ipv6: env.SITES_IPV6 },
    dns: { servers: env.DNS_SERVERS },
    graceDays: env.DOMAIN_GRACE_DAYS,
  };
}
