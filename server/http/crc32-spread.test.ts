import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crcSpread, crcWith } from "./crc32-spread.ts";

describe("the CRC-32 of a body from its nonce's alone", () => {
  it("equals zlib's CRC-32 of the whole body, for any nonce, places and piece lengths", () => {
    for (let trial = 0; trial < 40; trial++) {
      const nonceLength = 1 + (trial % 24);
      const places = 1 + (trial % 7);
      // Empty pieces too: nonces side by side, at the very start and at the very end.
      const parts = Array.from({ length: places + 1 }, (_, i) => randomBytes((i * 7919 + trial * 104_729) % 3000));
      const spread = crcSpread(parts, nonceLength);
      for (let draw = 0; draw < 3; draw++) {
        const nonce = randomBytes(nonceLength);
        const body = Buffer.concat(parts.flatMap((part, i) => (i ? [nonce, part] : [part])));
        expect(crcWith(spread, nonce)).toBe(crc32(body));
      }
    }
  });

  it("holds for a body of several hundred kilobytes, as a rendered page can be", () => {
    const parts = [randomBytes(300_000), randomBytes(12), randomBytes(250_000)];
    const spread = crcSpread(parts, 24);
    const nonce = randomBytes(24);
    expect(crcWith(spread, nonce)).toBe(crc32(Buffer.concat([parts[0]!, nonce, parts[1]!, nonce, parts[2]!])));
  });
});
