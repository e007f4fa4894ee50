import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { bodyChunksWith, bodyWith, gzipWith, isSharedPiece, nonceTemplate, policyWith } from "./nonce-template.ts";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const page = (nonce: string) =>
  Buffer.from(
    `<!doctype html><html><head><link rel="modulepreload" href="/a.js" nonce="${nonce}"></head><body>` +
      `${"<p>Zoë 😀 text that repeats. </p>".repeat(300)}<script nonce="${nonce}">window.x=1</script>` +
      `<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`,
  );
const policy = (nonce: string) => `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`;

describe("a nonce template", () => {
  const template = nonceTemplate(page(NONCE), policy(NONCE), NONCE, true)!;

  it("gives back the rendered bytes and policy with any other nonce in the render's places", () => {
    const fresh = "BBBBBBBBBBBBBBBBBBBBBB==";
    expect(template.parts).toHaveLength(4);
    expect(bodyWith(template, Buffer.from(fresh)).equals(page(fresh))).toBe(true);
    expect(policyWith(template, fresh)).toBe(policy(fresh));
    const chunks = bodyChunksWith(template, Buffer.from(fresh));
    expect(Buffer.concat(chunks).equals(page(fresh))).toBe(true);
    // The long text between the nonces is the stored buffer itself, not a copy.
    expect(chunks.some((chunk) => chunk === template.parts![1])).toBe(true);
    expect(chunks.length).toBeLessThanOrEqual(3);
  });

  it("gzips without compressing: the stream inflates to the same page, CRC and length checked by gunzip", () => {
    for (const fresh of ["CCCCCCCCCCCCCCCCCCCCCC==", "0123456789abcdefghij+/=="]) {
      const gzip = gzipWith(template, Buffer.from(fresh))!;
      expect(gunzipSync(gzip).equals(page(fresh))).toBe(true);
      expect(gzip.length).toBeLessThan(page(fresh).length / 4);
    }
  });

  it("gzips and gives back the plain page from the gzip pieces alone, as the page cache keeps them", () => {
    const gzipOnly = { ...template, parts: undefined };
    for (const fresh of ["DDDDDDDDDDDDDDDDDDDDDD==", "zyxwvutsrqponmlkjihg+/=="]) {
      expect(gunzipSync(gzipWith(gzipOnly, Buffer.from(fresh))!).equals(page(fresh))).toBe(true);
      expect(Buffer.concat(bodyChunksWith(gzipOnly, Buffer.from(fresh))).equals(page(fresh))).toBe(true);
    }
  });

  it("gzips a page with a long inline stylesheet, whose piece is shared, to the same bytes", () => {
    const styled = (nonce: string) =>
      Buffer.from(`<html><head><style>${"p{color:red}".repeat(600)}</style></head>${page(nonce).toString()}`);
    const one = nonceTemplate(styled(NONCE), policy(NONCE), NONCE, true)!;
    const two = nonceTemplate(styled(NONCE), policy(NONCE), NONCE, true)!;
    expect(one.deflated![0]).toHaveLength(3);
    expect(isSharedPiece(one.deflated![0]![1]!)).toBe(true);
    expect(one.deflated![0]![1]).toBe(two.deflated![0]![1]);
    const fresh = "EEEEEEEEEEEEEEEEEEEEEE==";
    expect(gunzipSync(gzipWith({ ...one, parts: undefined }, Buffer.from(fresh))!).equals(styled(fresh))).toBe(true);
    expect(Buffer.concat(bodyChunksWith({ ...one, parts: undefined }, Buffer.from(fresh))).equals(styled(fresh))).toBe(
      true,
    );
  });

  it("is refused when the nonce is not in the body or the policy", () => {
    expect(nonceTemplate(Buffer.from("<p>no scripts</p>"), policy(NONCE), NONCE, false)).toBeNull();
    expect(nonceTemplate(page(NONCE), "script-src 'none'", NONCE, false)).toBeNull();
    expect(nonceTemplate(page(NONCE), policy(NONCE), NONCE, false)!.deflated).toBeUndefined();
  });
});
