import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challtestsrvMissing, startChalltestsrv, type Challtestsrv } from "../../../../tests/support/challtestsrv.ts";
import { checkVerificationRecord } from "./check-dns.ts";

const missing = challtestsrvMissing();
if (missing) console.warn(missing);

describe.skipIf(missing !== null)("the TXT verification against a real DNS server (pebble-challtestsrv)", () => {
  let dns: Challtestsrv;
  beforeAll(async () => {
    dns = (await startChalltestsrv())!;
  });
  afterAll(() => dns?.stop());

  const options = () => ({ servers: [dns.dnsAddress], timeoutMs: 1000, tries: 1 });

  it("finds the expected value among the TXT values", async () => {
    await dns.setTxt("_tessera.shop.example.test", "something-else");
    await dns.setTxt("_tessera.shop.example.test", "tessera-verification=abc");
    const result = await checkVerificationRecord("shop.example.test", "abc", options());
    expect(result).toMatchObject({ verified: true, outcome: "ok", missing: [] });
    expect(result.found).toEqual(expect.arrayContaining(["tessera-verification=abc", "something-else"]));
  });

  it("says which values it saw when none is ours, and what is missing", async () => {
    await dns.setTxt("_tessera.wrong.example.test", "tessera-verification=old");
    const result = await checkVerificationRecord("wrong.example.test", "new", options());
    expect(result).toMatchObject({
      verified: false,
      outcome: "mismatch",
      found: ["tessera-verification=old"],
      missing: ["TXT _tessera.wrong.example.test = tessera-verification=new"],
    });
    expect(result.message).toContain("“tessera-verification=old”");
  });

  it("reports a name without TXT plainly", async () => {
    const result = await checkVerificationRecord("nothing.example.test", "abc", options());
    expect(result.verified).toBe(false);
    expect(["nxdomain", "nodata"]).toContain(result.outcome);
    expect(result.found).toEqual([]);
    expect(result.message).toContain("_tessera.nothing.example.test");
    expect(result.message).toContain("tessera-verification=abc");
  });

  it("stops verifying once the record is cleared", async () => {
    await dns.setTxt("_tessera.gone.example.test", "tessera-verification=t1");
    expect((await checkVerificationRecord("gone.example.test", "t1", options())).verified).toBe(true);
    await dns.clearTxt("_tessera.gone.example.test");
    expect((await checkVerificationRecord("gone.example.test", "t1", options())).verified).toBe(false);
  });

  it("reports a resolver that does not answer as a timeout, not an error thrown", async () => {
    const result = await checkVerificationRecord("shop.example.test", "abc", {
      servers: ["127.0.0.1:9"],
      timeoutMs: 200,
      tries: 1,
    });
    expect(result).toMatchObject({ verified: false });
    expect(["timeout", "error"]).toContain(result.outcome);
  });
});
