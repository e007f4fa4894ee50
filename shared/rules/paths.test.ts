import { describe, expect, it } from "vitest";
import { isSafeLocalPath, safeRedirectPath } from "./paths.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/es/about?x=1#team", "/es/about?x=1#team"],
    ["/login?redirectTo=%2Faccount", "/login?redirectTo=%2Faccount"],
    ["/a/../b", "/b"],
    ["/caf\u00e9", "/caf%C3%A9"],
    // A backslash after the first character is a path character, not a host (resolved as `/`).
    ["/a\\b", "/a/b"],
  ])("keeps the same-origin path %s as %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    // Other origins, spelled every way a browser accepts.
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "https://evil.example",
    "HTTPS://evil.example/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "about",
    "./about",
    // Encoded: single, double, mixed case, backslash.
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%2F%2Fevil.example",
    // Control characters browsers strip before resolving (`/\t/evil` is `//evil`).
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0d%0aSet-Cookie:x=1",
    "/a\u0000b",
    "/a%00b",
    "/\u007f",
    // Resolves to `//evil.example` after dot segments.
    "/.//evil.example",
    "/a/..//evil.example",
    "",
    "/" + "a".repeat(3000),
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBeNull();
    expect(isSafeLocalPath(target)).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const value of [null, undefined, 42, {}, ["/a"]]) expect(safeRedirectPath(value)).toBeNull();
  });

  it("never returns a path a browser would resolve to another origin", () => {
    const samples = ["/x", "/%2e%2e/x", "/..%2F..%2Fx", "/%2e/%2fx", "/.%2f/x", "/%E2%80%AE/x", "/ /x"];
    for (const sample of samples) {
      const safe = safeRedirectPath(sample);
      if (safe === null) continue;
      expect(new URL(safe, "https://site.example").origin).toBe("https://site.example");
      expect(safe.startsWith("//")).toBe(false);
    }
  });
});
