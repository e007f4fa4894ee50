/**
 * Content negotiation for `Accept-Encoding` (RFC 9110 §12.5.3), for the page cache's hot path.
 *
 * A coding is acceptable when the header lists it (or `*`) with a q-value above 0; `gzip;q=0`
 * refuses gzip, `*;q=0` refuses every coding the header does not name, and `identity` (no coding)
 * is acceptable unless refused by `identity;q=0` or by `*;q=0` without an `identity` entry. No
 * header at all means any coding is acceptable, but a server should prefer none, so we send none.
 */
export type ContentCoding = "br" | "gzip" | "identity";

/**
 * The best of `available` (in the server's order of preference, which breaks ties of q-value),
 * or `identity` when none of the compressed ones is acceptable. `identity` is returned even when
 * the header refuses it: RFC 9110 lets a server send an uncoded response rather than a 406.
 */
export function negotiateEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding {
  if (!header) return "identity";
  const weights = parseAcceptEncoding(header);
  let best: ContentCoding = "identity";
  let bestWeight = 0;
  for (const coding of available) {
    if (coding === "identity") continue;
    const weight = weights.get(coding) ?? (coding === "gzip" ? weights.get("x-gzip") : undefined) ?? weights.get("*");
    if (weight !== undefined && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  if (best === "identity") return "identity";
  // A coding only wins over identity when the client does not prefer identity outright.
  const identity = weights.get("identity") ?? 0;
  return identity > bestWeight ? "identity" : best;
}

/** Coding name (lower case) → q-value, for the well-formed entries of the header. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim().toLowerCase();
    if (!name || !/^[a-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split("=").map((piece) => piece.trim());
      if (key?.toLowerCase() !== "q") continue;
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ); anything else makes the entry unusable.
      weight = value !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    // The first mention of a coding counts, as most servers do.
    if (!weights.has(name)) weights.set(name, weight);
  }
  return weights;
}

const MEMO_LIMIT = 256;
const gzipMemo = new Map<string, boolean>();

/**
 * Whether a response may be sent gzipped, memoised per header value: a cache hit then costs one
 * Map lookup (browsers send a handful of distinct values), and a flood of made-up values only
 * churns a bounded table.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let accepted = gzipMemo.get(header);
  if (accepted === undefined) {
    accepted = negotiateEncoding(header, ["gzip"]) === "gzip";
    if (gzipMemo.size >= MEMO_LIMIT) gzipMemo.clear();
    gzipMemo.set(header, accepted);
  }
  return accepted;
}
