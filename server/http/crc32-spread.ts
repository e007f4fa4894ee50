import { crc32 } from "node:zlib";

/**
 * CRC-32 arithmetic for a body whose only changing bytes are a nonce repeated at fixed places (the
 * cached page of decision 030). CRC-32 is affine over GF(2): for two texts of one length that
 * differ only where the nonce goes, their CRCs differ by a linear function of the nonce's own CRC.
 * That function is a 32×32 bit matrix (the sum, over the nonce's places, of "append n zero bytes"
 * operators, n being the bytes after that place), computed once per page; a hit then gets the
 * whole body's CRC from its nonce's in 32 steps, without the body (which is then not kept: only
 * its gzip pieces are, see nonce-template.ts).
 */
export type CrcSpread = {
  /** CRC-32 of the body with a nonce of zero bytes in every place. */
  zeroNonce: number;
  /** CRC-32 of the zero nonce alone. */
  zeroNonceOwn: number;
  /** Column j: what bit j of a nonce's CRC changes in the body's. */
  spread: Uint32Array<ArrayBuffer>;
};

type Matrix = Uint32Array<ArrayBuffer>;

/** The matrix applied to a vector: the XOR of the columns of its set bits. */
function times(matrix: Matrix, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit++, vector >>>= 1) if (vector & 1) sum ^= matrix[bit]!;
  return sum >>> 0;
}

/** `a` after `b`. */
function compose(a: Matrix, b: Matrix): Matrix {
  const out = new Uint32Array(32);
  for (let column = 0; column < 32; column++) out[column] = times(a, b[column]!);
  return out;
}

/** The operator of one zero bit appended (zlib's crc32_combine, reflected polynomial 0xEDB88320). */
function oneZeroBit(): Matrix {
  const matrix = new Uint32Array(32);
  matrix[0] = 0xedb88320;
  for (let column = 1; column < 32; column++) matrix[column] = 1 << (column - 1);
  return matrix;
}

const ONE_ZERO_BYTE = (() => {
  let matrix = oneZeroBit();
  for (let i = 0; i < 3; i++) matrix = compose(matrix, matrix);
  return matrix;
})();

const IDENTITY = (() => {
  const matrix = new Uint32Array(32);
  for (let column = 0; column < 32; column++) matrix[column] = (1 << column) >>> 0;
  return matrix;
})();

/** The operator that turns crc(A) into crc(A ‖ B)'s share of A, for B of `bytes` bytes. */
function appendZeros(bytes: number): Matrix {
  let result = IDENTITY;
  let power = ONE_ZERO_BYTE;
  for (let n = bytes; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = compose(power, result);
    if (n > 1) power = compose(power, power);
  }
  return result;
}

/** The spread of a body cut at its nonce into `parts` (one more than the nonce's places). */
export function crcSpread(parts: readonly Buffer[], nonceLength: number): CrcSpread {
  const zero = Buffer.alloc(nonceLength);
  let zeroNonce = 0;
  parts.forEach((part, index) => {
    if (index > 0) zeroNonce = crc32(zero, zeroNonce);
    zeroNonce = crc32(part, zeroNonce);
  });
  const spread = new Uint32Array(32);
  let after = 0;
  for (let place = parts.length - 1; place >= 1; place--) {
    after += parts[place]!.length;
    const operator = appendZeros(after);
    for (let column = 0; column < 32; column++) spread[column]! ^= operator[column]!;
    after += nonceLength;
  }
  return { zeroNonce: zeroNonce >>> 0, zeroNonceOwn: crc32(zero) >>> 0, spread };
}

/** CRC-32 of the body with `nonce` (of the spread's nonce length) in every place. */
export function crcWith(spread: CrcSpread, nonce: Buffer): number {
  return (spread.zeroNonce ^ times(spread.spread, (crc32(nonce) ^ spread.zeroNonceOwn) >>> 0)) >>> 0;
}
