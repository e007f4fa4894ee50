import { describe, expect, it } from "vitest";
import { acceptsGzip, negotiateEncoding, parseAcceptEncoding } from "./accept-encoding.ts";

describe("negotiateEncoding", () => {
  const both = ["br", "gzip"] as const;

  it("sends gzip to browsers that list it, with or without a q-value", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1.0", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("GZIP ; Q=0.5", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("x-gzip", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("*", ["gzip"])).toBe("gzip");
  });

  it("never sends gzip to a client that refuses it with q=0", () => {
    for (const header of [
      "gzip;q=0",
      "gzip; q=0",
      "gzip;q=0.0",
      "gzip;q=0.000",
      "br, gzip;q=0",
      "*, gzip;q=0",
      "gzip;q=0, *",
    ]) {
      expect(negotiateEncoding(header, ["gzip"]), header).toBe("identity");
    }
  });

  it("does not read gzip into other coding names", () => {
    expect(negotiateEncoding("gzipx, notgzip", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("identity", ["gzip"])).toBe("identity");
  });

  it("refuses every unnamed coding with *;q=0", () => {
    expect(negotiateEncoding("*;q=0", both)).toBe("identity");
    expect(negotiateEncoding("br;q=0.5, *;q=0", both)).toBe("br");
  });

  it("picks the highest q-value, and the server's order on a tie", () => {
    expect(negotiateEncoding("gzip;q=1, br;q=0.5", both)).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.5, br;q=0.9", both)).toBe("br");
    expect(negotiateEncoding("gzip, br", both)).toBe("br");
    expect(negotiateEncoding("br;q=0, gzip;q=0.1", both)).toBe("gzip");
  });

  it("prefers no coding when the client rates identity higher", () => {
    expect(negotiateEncoding("identity;q=1, gzip;q=0.5", ["gzip"])).toBe("identity");
    expect(negotiateEncoding("identity;q=0, gzip;q=0.5", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("identity;q=0", ["gzip"])).toBe("identity");
  });

  it("ignores malformed q-values instead of treating them as acceptance", () => {
    for (const header of ["gzip;q=2", "gzip;q=-1", "gzip;q=abc", "gzip;q=", "gzip;q=0.0001", "gzip;q=1.5"]) {
      expect(negotiateEncoding(header, ["gzip"]), header).toBe("identity");
    }
    expect(negotiateEncoding(",,; ,gzip", ["gzip"])).toBe("gzip");
  });

  it("sends no coding without an Accept-Encoding header", () => {
    expect(negotiateEncoding(undefined, both)).toBe("identity");
    expect(negotiateEncoding("", both)).toBe("identity");
  });
});

describe("parseAcceptEncoding", () => {
  it("maps coding names to q-values, first mention winning", () => {
    expect(parseAcceptEncoding("gzip;q=0.8, br, gzip, *;q=0")).toEqual(
      new Map([
        ["gzip", 0.8],
        ["br", 1],
        ["*", 0],
      ]),
    );
  });
});

describe("acceptsGzip", () => {
  it("answers the same as the negotiation, for repeated and new header values", () => {
    for (let round = 0; round < 2; round++) {
      expect(acceptsGzip("gzip, deflate, br")).toBe(true);
      expect(acceptsGzip("gzip;q=0")).toBe(false);
      expect(acceptsGzip("identity")).toBe(false);
      expect(acceptsGzip(undefined)).toBe(false);
    }
    for (let i = 0; i < 600; i++) expect(acceptsGzip(`gzip;q=0.${i % 10}, x${i}`)).toBe(i % 10 !== 0);
  });
});
