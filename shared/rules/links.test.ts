import { describe, expect, it } from "vitest";
import { isSafeLink, linkKind, safeLink } from "./links.ts";

describe("the link rule", () => {
  it.each([
    ["https://example.com", "web"],
    ["HTTPS://Example.com/a?b=1#c", "web"],
    ["http://example.com:8080/path", "web"],
    ["https://xn--bcher-kva.example/", "web"],
    ["mailto:hello@example.com", "mail"],
    ["mailto:hello@example.com?subject=Hi%20there", "mail"],
    ["tel:+15551234567", "phone"],
    ["tel:+1-555-123-4567", "phone"],
    ["/", "path"],
    ["/about", "path"],
    ["/account/profile?tab=2#security", "path"],
    ["/products/a%20b", "path"],
  ])("accepts %s as a %s link", (value, kind) => {
    expect(linkKind(value)).toBe(kind);
    expect(safeLink(value)).toBe(value);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["//evil.example/x"],
    ["/\\evil.example/x"],
    ["\\\\evil.example/x"],
    ["\\/evil.example"],
    ["/%2F/evil.example"],
    ["/%5Cevil.example"],
    ["/%252F%252Fevil.example"],
    ["/.//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    ["/about\u0000"],
    ["/ab\u007fc"],
    ["/a b"],
    ["/a\u2028b"],
    ["\u00a0/about"],
    [" /about"],
    ["/about "],
    ["http:/x"],
    ["http:x"],
    ["https:///evil.example"],
    ["https:/\\evil.example"],
    ["https:\\\\evil.example"],
    ["https://"],
    ["https://good.example\\@evil.example"],
    ["ftp://example.com"],
    ["mailto:"],
    ["mailto://evil.example"],
    ["tel:"],
    ["tel:javascript"],
    ["about"],
    ["example.com"],
    ["#top"],
    ["?q=1"],
    [""],
    ["/" + "a".repeat(2048)],
  ])("refuses %j", (value) => {
    expect(linkKind(value)).toBeNull();
    expect(isSafeLink(value)).toBe(false);
    expect(safeLink(value)).toBeNull();
  });

  it("is not fooled by values that are not text", () => {
    for (const value of [null, undefined, 1, {}, ["/a"]]) expect(isSafeLink(value)).toBe(false);
  });
});
