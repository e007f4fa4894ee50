import { describe, expect, it } from "vitest";
import { normalizeHost } from "./normalize-host.ts";

describe("normalizeHost", () => {
  it("lower-cases and drops the port and trailing dot", () => {
    expect(normalizeHost("Globex.LocalHost:3000")).toBe("globex.localhost");
    expect(normalizeHost("example.com.")).toBe("example.com");
    expect(normalizeHost("127.0.0.1:80")).toBe("127.0.0.1");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });

  it("takes the first of a forwarded list", () => {
    expect(normalizeHost("a.example, b.example")).toBe("a.example");
  });

  it("rejects values that are no host name", () => {
    for (const bad of [
      "",
      null,
      undefined,
      "a b",
      "a/b",
      "exa mple.com",
      "-bad.com",
      "a..b",
      "x".repeat(300),
      "host\u0000.com",
      "<script>",
    ]) {
      expect(normalizeHost(bad as string), String(bad)).toBeNull();
    }
  });
});
