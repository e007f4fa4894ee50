import { isIP } from "node:net";
import { domainToASCII, domainToUnicode } from "node:url";

/**
 * What a custom domain may be (decision 066): a pure module, no database. A name an admin types is
 * normalized (lower case, IDN to its ASCII form) or refused with a sentence naming the problem,
 * which the API answers as a 400 at the field.
 */

export type PlatformHosts = {
  /** PLATFORM_HOST: the platform's own console. */
  platformHost: string;
  /** SITES_DOMAIN: every `{slug}.{SITES_DOMAIN}` is the platform's. */
  sitesDomain: string;
  /** SITES_CNAME_TARGET: where customers point their CNAME; never a site's own domain. */
  cnameTarget?: string;
};

export type HostCheck = { ok: true; host: string; displayHost: string } | { ok: false; error: string };

/** Scripts a label may not mix (the usual homograph scripts; Common/Inherited, digits and `-` go with any). */
const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Georgian",
  "Cherokee",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Thai",
  "Devanagari",
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, "u") }));
/** Japanese writes Han with kana, Korean Han with Hangul: those mixes are one writing system. */
const COMPATIBLE = [new Set(["Han", "Hiragana", "Katakana"]), new Set(["Han", "Hangul"])];

function scriptsOf(label: string): string[] {
  const found = new Set<string>();
  for (const char of label) {
    for (const { name, pattern } of SCRIPT_PATTERNS) if (pattern.test(char)) found.add(name);
  }
  return [...found];
}

function mixesScripts(label: string): string[] | null {
  const scripts = scriptsOf(label);
  if (scripts.length < 2) return null;
  if (COMPATIBLE.some((group) => scripts.every((script) => group.has(script)))) return null;
  return scripts;
}

/** The name is the platform's own (its console, the sites' domain or anything under it). */
export function isPlatformHost(host: string, platform: PlatformHosts): boolean {
  const own = [platform.platformHost, platform.sitesDomain, platform.cnameTarget].filter(Boolean) as string[];
  return own.some((name) => host === name) || host.endsWith(`.${platform.sitesDomain}`);
}

/** Normalizes and checks a host an admin wants to add as a custom domain. */
export function checkCustomHost(input: string, platform: PlatformHosts): HostCheck {
  const raw = input.trim();
  if (raw.length === 0) return { ok: false, error: "Enter a domain name, like www.example.com." };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) || raw.includes("/")) {
    return { ok: false, error: "Enter the domain name only, without http:// or a path." };
  }
  if (/\s/.test(raw)) return { ok: false, error: "A domain name cannot contain spaces." };
  if (raw.startsWith("[") || isIP(raw) !== 0) {
    return { ok: false, error: "An IP address cannot be a site's domain: enter a domain name." };
  }
  if (raw.endsWith(".")) return { ok: false, error: "Remove the trailing dot from the domain name." };
  if (/:\d*$/.test(raw)) return { ok: false, error: "A domain name cannot include a port (remove “:…”)." };
  if (raw.includes(":")) return { ok: false, error: "An IP address cannot be a site's domain: enter a domain name." };
  if (raw.includes("@")) return { ok: false, error: "Enter a domain name, not an e-mail address." };
  const lowered = raw.toLowerCase();
  const labelsTyped = lowered.split(".");
  if (labelsTyped.some((label) => label.length === 0)) {
    return { ok: false, error: "A domain name cannot have empty parts (two dots in a row, or a leading dot)." };
  }
  if (/[^\p{L}\p{M}\p{N}.-]/u.test(lowered)) {
    return {
      ok: false,
      error: "A domain name may contain only letters, digits, hyphens and dots.",
    };
  }
  const ascii = domainToASCII(lowered);
  if (!ascii) return { ok: false, error: "This is not a valid domain name." };
  // Checked on the Unicode form, so that a name typed as `xn--…` is held to the same rule.
  for (const label of displayHost(ascii).split(".")) {
    const scripts = mixesScripts(label);
    if (scripts) {
      return {
        ok: false,
        error: `“${label}” mixes ${scripts.join(" and ")} letters, a common trick to imitate another domain.`,
      };
    }
  }
  if (isIP(ascii) !== 0 || /^[\d.]+$/.test(ascii)) {
    return { ok: false, error: "An IP address cannot be a site's domain: enter a domain name." };
  }
  if (ascii === "localhost" || ascii.endsWith(".localhost")) {
    return { ok: false, error: "“localhost” names only this computer: it cannot be a site's domain." };
  }
  const labels = ascii.split(".");
  if (labels.length < 2) {
    return { ok: false, error: "Enter a full domain name with a dot, like example.com." };
  }
  if (ascii.length > 253) return { ok: false, error: "A domain name can be at most 253 characters long." };
  const long = labels.find((label) => label.length > 63);
  if (long) return { ok: false, error: "Each part of a domain name can be at most 63 characters long." };
  for (const label of labels) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label)) {
      return {
        ok: false,
        error:
          label.startsWith("-") || label.endsWith("-")
            ? "A part of a domain name cannot start or end with a hyphen."
            : "A domain name may contain only letters, digits, hyphens and dots.",
      };
    }
  }
  if (/^\d+$/.test(labels.at(-1)!)) return { ok: false, error: "The last part of a domain name cannot be a number." };
  if (isPlatformHost(ascii, platform)) {
    return { ok: false, error: "This address belongs to the platform: add a domain you own." };
  }
  return { ok: true, host: ascii, displayHost: displayHost(ascii) };
}

/** The Unicode form an admin reads (`xn--bcher-kva.example` → `bücher.example`). */
export function displayHost(asciiHost: string): string {
  return domainToUnicode(asciiHost) || asciiHost;
}

/**
 * Apex (`example.com`) or a subdomain (`www.example.com`): an apex cannot hold a CNAME beside its
 * other records, so it is pointed with A/AAAA. Without the public-suffix list, the registrable
 * domain is taken as the last two labels, or three under a short second-level name (`co.uk`).
 */
export function isApex(asciiHost: string): boolean {
  const labels = asciiHost.split(".");
  if (labels.length <= 2) return true;
  const [second, top] = labels.slice(-2) as [string, string];
  const underSecondLevel =
    top.length === 2 && ["co", "com", "net", "org", "gov", "ac", "edu", "ne", "or"].includes(second);
  return underSecondLevel && labels.length === 3;
}

export type DnsRecord = { type: "TXT" | "CNAME" | "A" | "AAAA"; name: string; value: string };

export type Pointing = { cnameTarget: string; ipv4?: string | undefined; ipv6?: string | undefined };

/** The TXT name that proves control of a host. */
export const verificationName = (host: string) => `_tessera.${host}`;
/** The TXT value: the per-domain token, prefixed so it reads as ours among other TXT records. */
export const verificationValue = (token: string) => `tessera-verification=${token}`;

/** Exactly what to set at the DNS provider: the TXT that proves control, and where to point the name. */
export function dnsRecords(host: string, token: string | null, pointing: Pointing): DnsRecord[] {
  const records: DnsRecord[] = [];
  if (token) records.push({ type: "TXT", name: verificationName(host), value: verificationValue(token) });
  if (isApex(host)) {
    if (pointing.ipv4) records.push({ type: "A", name: host, value: pointing.ipv4 });
    if (pointing.ipv6) records.push({ type: "AAAA", name: host, value: pointing.ipv6 });
    // No address configured: an apex can still be pointed with ALIAS/ANAME at providers that have it.
    if (!pointing.ipv4 && !pointing.ipv6) records.push({ type: "CNAME", name: host, value: pointing.cnameTarget });
  } else {
    records.push({ type: "CNAME", name: host, value: pointing.cnameTarget });
  }
  return records;
}
