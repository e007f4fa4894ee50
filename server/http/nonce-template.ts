import { createHash } from "node:crypto";
import { constants, deflateRawSync, inflateRawSync } from "node:zlib";
import { type CrcSpread, crcSpread, crcWith } from "./crc32-spread.ts";

/**
 * A cached page whose nonce is drawn again for every response (decision 030):
 * the rendered body and policy are kept cut at each occurrence of the render's nonce, and a hit
 * joins the pieces around a fresh one. No nonce is ever sent twice, and the page keeps React
 * Router's nonce-based scripts and module preloads as rendered.
 *
 * The gzip copy is prepared the same way: each piece is deflated on its own up to a sync flush
 * (byte-aligned, referring to nothing before it), so a hit writes the pieces with the nonce
 * between them as an uncompressed ("stored") deflate block, then the final block and the gzip
 * trailer (CRC-32 of the whole text, from the nonce's own CRC and a spread computed once, see
 * crc32-spread.ts, and its length). Nothing is compressed or read through per hit.
 *
 * A page worth compressing keeps only its gzip pieces (the page cache drops `parts`, about four
 * fifths of an entry): browsers all ask for gzip. A client that does not gets the plain pieces
 * inflated from them once (`plainParts`), and the page cache keeps them from then on.
 *
 * Every page carries the same inline stylesheet (decision 045: 78 KB, about half of a cached page's
 * gzip bytes). A part's `<style>` content of 4 KB or more is deflated as a piece of its own and kept
 * once for all the pages that carry the same bytes (`SHARED_PIECES`), so the page cache holds the
 * stylesheet once, not once per page.
 */
export type NonceTemplate = {
  /**
   * The body cut at each nonce: one more piece than occurrences. Absent when only the gzip pieces
   * are kept, until a client without gzip asks (`plainParts`).
   */
  parts?: Buffer[];
  /** The Content-Security-Policy cut the same way. */
  policy: string[];
  /**
   * Each part deflated (raw, sync-flushed), as one piece or a few (a long inline stylesheet is a
   * piece of its own, shared between pages): present when the page is worth compressing.
   */
  deflated?: Buffer[][];
  /** The gzip trailer's CRC-32 without the body: present with `deflated`. */
  crc?: CrcSpread;
  nonceLength: number;
  /** Length of the body with a nonce of `nonceLength` bytes. */
  length: number;
};

/** gzip header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * The template of a rendered page, or null when the nonce does not appear in both the body and
 * the policy (then the page is not cached: it could not be given a fresh nonce).
 */
export function nonceTemplate(body: Buffer, policy: string, nonce: string, gzip: boolean): NonceTemplate | null {
  if (!nonce || !policy.includes(nonce)) return null;
  const needle = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  if (parts.length === 1) return null;
  return {
    parts,
    policy: policy.split(nonce),
    deflated: gzip ? parts.map(deflatePart) : undefined,
    crc: gzip ? crcSpread(parts, needle.length) : undefined,
    nonceLength: needle.length,
    length: body.length,
  };
}

const deflate = (bytes: Buffer) => deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });

/** Stylesheets this long or longer are deflated once and shared. */
const SHARED_STYLE_BYTES = 4096;
/** Deflated stylesheets by the hash of their text: a build has one or two; a new build adds more. */
const SHARED_PIECES = new Map<string, Buffer>();
const SHARED = new WeakSet<Buffer>();

/** Whether a gzip piece is held once for many pages (the page cache counts it in none of them). */
export function isSharedPiece(piece: Buffer): boolean {
  return SHARED.has(piece);
}

function sharedPiece(text: Buffer): Buffer {
  const key = createHash("sha1").update(text).digest("base64");
  let piece = SHARED_PIECES.get(key);
  if (!piece) {
    // Bounded: the pages that hold an older one keep it; new pages then share the new ones.
    if (SHARED_PIECES.size >= 16) SHARED_PIECES.clear();
    piece = deflate(text);
    SHARED.add(piece);
    SHARED_PIECES.set(key, piece);
  }
  return piece;
}

const STYLE_OPEN = Buffer.from("<style");
const STYLE_CLOSE = Buffer.from("</style>");

/** A part deflated: one piece, or three around a long inline stylesheet's text (shared). */
function deflatePart(part: Buffer): Buffer[] {
  const open = part.indexOf(STYLE_OPEN);
  const start = open === -1 ? -1 : part.indexOf(">", open) + 1;
  const end = start > 0 ? part.indexOf(STYLE_CLOSE, start) : -1;
  if (end === -1 || end - start < SHARED_STYLE_BYTES) return [deflate(part)];
  return [deflate(part.subarray(0, start)), sharedPiece(part.subarray(start, end)), deflate(part.subarray(end))];
}

const inflate = (piece: Buffer) => inflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH });

/** The plain pieces: kept ones, or inflated from the gzip pieces (each ends at a sync flush). */
export function plainParts(template: NonceTemplate): Buffer[] {
  if (template.parts) return template.parts;
  return template.deflated!.map((pieces) =>
    pieces.length === 1 ? inflate(pieces[0]!) : Buffer.concat(pieces.map(inflate)),
  );
}

export function policyWith(template: NonceTemplate, nonce: string): string {
  return template.policy.join(nonce);
}

/** The page's body with `nonce` (of the template's nonce length) in every place the render's was. */
export function bodyWith(template: NonceTemplate, nonce: Buffer): Buffer {
  const parts = plainParts(template);
  const body = Buffer.allocUnsafe(template.length);
  let offset = parts[0]!.copy(body, 0);
  for (let i = 1; i < parts.length; i++) {
    offset += nonce.copy(body, offset);
    offset += parts[i]!.copy(body, offset);
  }
  return body;
}

/** Pieces at least this long are sent as they are stored; shorter ones are copied together with the nonces. */
const SHARED_PIECE = 4096;

/**
 * The page's body with `nonce` in the render's places, as a few buffers to write in order: the
 * long stretches without a nonce are the stored bytes themselves (no copy), only the short pieces
 * around the nonces (module preloads, scripts) are copied into fresh buffers.
 */
export function bodyChunksWith(template: NonceTemplate, nonce: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length === 1) chunks.push(pending[0]!);
    else if (pending.length > 1) chunks.push(Buffer.concat(pending));
    pending = [];
  };
  plainParts(template).forEach((part, index) => {
    if (index > 0) pending.push(nonce);
    if (part.length >= SHARED_PIECE) {
      flush();
      chunks.push(part);
    } else if (part.length > 0) pending.push(part);
  });
  flush();
  return chunks;
}

/** The same body gzipped (RFC 1952), from the pre-deflated pieces; null when there are none. */
export function gzipWith(template: NonceTemplate, nonce: Buffer): Buffer | null {
  const { deflated, crc } = template;
  if (!deflated || !crc) return null;
  // A stored block: BFINAL=0, BTYPE=00 (byte-aligned after a sync flush), LEN, NLEN, the bytes.
  const stored = Buffer.allocUnsafe(5 + nonce.length);
  stored[0] = 0;
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(stored, 5);
  const pieces: Buffer[] = [GZIP_HEADER];
  for (let i = 0; i < deflated.length; i++) {
    if (i > 0) pieces.push(stored);
    pieces.push(...deflated[i]!);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crcWith(crc, nonce), 0);
  trailer.writeUInt32LE(template.length % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
