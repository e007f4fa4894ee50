import { describe, expect, it } from "vitest";
import { checkCustomHost, displayHost, dnsRecords, isApex, isPlatformHost } from "./host-rules.ts";

const platform = { platformHost: "app.tessera.test", sitesDomain: "tessera.test", cnameTarget: "sites.tessera.test" };
const check = (input: string) => checkCustomHost(input, platform);
const refused = (input: string) => {
  const result = check(input);
  if (result.ok) throw new Error(`${input} was accepted as ${result.host}`);
  return result.error;
};

describe("custom domain names", () => {
  it("lower-cases and trims a plain name", () => {
    expect(check("  WWW.Example.COM ")).toEqual({ ok: true, host: "www.example.com", displayHost: "www.example.com" });
  });

  it("stores an IDN in its ASCII form and shows it in Unicode", () => {
    expect(check("Bücher.example")).toEqual({
      ok: true,
      host: "xn--bcher-kva.example",
      displayHost: "bücher.example",
    });
    expect(check("xn--bcher-kva.example")).toMatchObject({ ok: true, host: "xn--bcher-kva.example" });
    expect(displayHost("xn--bcher-kva.example")).toBe("bücher.example");
    expect(check("пример.рф")).toMatchObject({ ok: true, host: "xn--e1afmkfd.xn--p1ai" });
  });

  it("refuses a label mixing Latin and Cyrillic (homograph), naming the scripts", () => {
    // "аpple": the first letter is CYRILLIC SMALL LETTER A.
    expect(refused("\u0430pple.com")).toMatch(/mixes Latin and Cyrillic|mixes Cyrillic and Latin/);
    // The same written as its ASCII form is caught too.
    expect(refused(new URL("http://\u0430pple.com").hostname)).toMatch(/mixes/);
    expect(refused("p\u03b1ypal.com")).toMatch(/Greek/);
  });

  it("accepts Japanese mixing Han and kana in one label", () => {
    expect(check("日本語ドメイン.jp")).toMatchObject({ ok: true });
  });

  it("refuses trailing dots, ports, IP literals, paths and schemes", () => {
    expect(refused("example.com.")).toMatch(/trailing dot/);
    expect(refused("example.com:8080")).toMatch(/port/);
    expect(refused("203.0.113.7")).toMatch(/IP address/);
    expect(refused("[2001:db8::1]")).toMatch(/IP address/);
    expect(refused("2001:db8::1")).toMatch(/IP address/);
    expect(refused("https://example.com")).toMatch(/without http/);
    expect(refused("example.com/shop")).toMatch(/without http/);
  });

  it("refuses localhost and its subdomains", () => {
    expect(refused("localhost")).toMatch(/localhost/);
    expect(refused("shop.localhost")).toMatch(/localhost/);
  });

  it("refuses the platform's own hosts and anything under the sites domain", () => {
    expect(refused("app.tessera.test")).toMatch(/belongs to the platform/);
    expect(refused("tessera.test")).toMatch(/belongs to the platform/);
    expect(refused("acme.tessera.test")).toMatch(/belongs to the platform/);
    expect(refused("a.b.tessera.test")).toMatch(/belongs to the platform/);
    expect(isPlatformHost("notessera.test", platform)).toBe(false);
    expect(check("notessera.test")).toMatchObject({ ok: true });
  });

  it("refuses single labels, long labels, long names and bad characters", () => {
    expect(refused("example")).toMatch(/with a dot/);
    expect(refused(`${"a".repeat(64)}.com`)).toMatch(/63/);
    expect(check(`${"a".repeat(63)}.com`)).toMatchObject({ ok: true });
    expect(refused(`${Array.from({ length: 51 }, () => "abcd").join(".")}.com`)).toMatch(/253/);
    expect(refused("exa_mple.com")).toMatch(/letters, digits, hyphens/);
    expect(refused("exa mple.com")).toMatch(/spaces/);
    expect(refused("-example.com")).toMatch(/hyphen/);
    expect(refused("example..com")).toMatch(/empty parts/);
    expect(refused("")).toMatch(/Enter a domain/);
    expect(refused("me@example.com")).toMatch(/e-mail/);
    expect(refused("example.123")).toMatch(/not a valid domain|number/);
  });
});

describe("DNS instructions", () => {
  const pointing = { cnameTarget: "sites.tessera.test", ipv4: "203.0.113.10", ipv6: "2001:db8::10" };

  it("tells apart an apex from a subdomain", () => {
    expect(isApex("example.com")).toBe(true);
    expect(isApex("www.example.com")).toBe(false);
    expect(isApex("example.co.uk")).toBe(true);
    expect(isApex("shop.example.co.uk")).toBe(false);
  });

  it("asks a subdomain for a CNAME and the TXT with its token", () => {
    expect(dnsRecords("www.example.com", "tok", pointing)).toEqual([
      { type: "TXT", name: "_tessera.www.example.com", value: "tessera-verification=tok" },
      { type: "CNAME", name: "www.example.com", value: "sites.tessera.test" },
    ]);
  });

  it("asks an apex for A and AAAA", () => {
    expect(dnsRecords("example.com", "tok", pointing).map((record) => record.type)).toEqual(["TXT", "A", "AAAA"]);
    expect(dnsRecords("example.com", null, { cnameTarget: "sites.tessera.test", ipv4: "203.0.113.10" })).toEqual([
      { type: "A", name: "example.com", value: "203.0.113.10" },
    ]);
  });
});
