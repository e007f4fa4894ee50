import { promises as dns } from "node:dns";
import type { DomainCheckResult } from "../../../../server/db/schema/domains.ts";
import { verificationName, verificationValue } from "./host-rules.ts";

/** How the verification asks DNS: the resolvers (`ip[:port]`), or the system's when empty. */
export type DnsOptions = { servers: readonly string[]; timeoutMs?: number; tries?: number };

/**
 * Looks up `_tessera.{host}` TXT with real DNS and says plainly what it found and what is missing
 * (decision 066). Never throws: a lookup failure is an answer (NXDOMAIN, timeout, …) to show.
 */
export async function checkVerificationRecord(
  host: string,
  token: string,
  options: DnsOptions,
): Promise<DomainCheckResult & { verified: boolean }> {
  const name = verificationName(host);
  const expected = verificationValue(token);
  const resolver = new dns.Resolver({ timeout: options.timeoutMs ?? 2500, tries: options.tries ?? 2 });
  if (options.servers.length > 0) resolver.setServers([...options.servers]);
  let found: string[];
  try {
    // A TXT record may come in several strings of up to 255 bytes: they form one value.
    found = (await resolver.resolveTxt(name)).map((chunks) => chunks.join(""));
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    const outcome =
      code === dns.NOTFOUND
        ? "nxdomain"
        : code === dns.NODATA
          ? "nodata"
          : code === dns.TIMEOUT || code === dns.CONNREFUSED
            ? "timeout"
            : "error";
    const said = {
      nxdomain: `No DNS record named ${name} was found (NXDOMAIN).`,
      nodata: `${name} exists but has no TXT record.`,
      timeout: `The DNS servers did not answer for ${name} in time (${code || "timeout"}); try again in a minute.`,
      error: `Looking up ${name} failed (${code || "unknown error"}).`,
    }[outcome];
    return {
      verified: false,
      outcome,
      found: [],
      missing: [`TXT ${name} = ${expected}`],
      message: `${said} Add a TXT record ${name} with the value ${expected}.`,
    };
  }
  if (found.includes(expected)) {
    return { verified: true, outcome: "ok", found, missing: [], message: `Found TXT ${name} = ${expected}.` };
  }
  return {
    verified: false,
    outcome: found.length === 0 ? "nodata" : "mismatch",
    found,
    missing: [`TXT ${name} = ${expected}`],
    message:
      found.length === 0
        ? `${name} has no TXT value. Add a TXT record with the value ${expected}.`
        : `Found TXT ${name} = ${found.map((value) => `“${value}”`).join(", ")}, but not ${expected}. ` +
          `Change the record's value to ${expected} (DNS changes can take a few minutes).`,
  };
}
