import { describe, expect, it } from "vitest";
import { originOfSite } from "../../app/view-models/seo.server.ts";
import { pageCacheSite, visitorSchemeAndPort } from "./request-host.ts";

const headers = (values: Record<string, string>) => new Headers(values);
const globex = { host: "globex.localhost", primaryHost: "globex.localhost" };

describe("the origin of a site's absolute URLs", () => {
  it("without PUBLIC_ORIGIN: the request's scheme and port on the primary domain", () => {
    const env = { TRUST_PROXY: false };
    expect(originOfSite(headers({ host: "globex.localhost:3917" }), globex, env)).toBe("http://globex.localhost:3917");
    expect(originOfSite(headers({ host: "globex.localhost" }), globex, env)).toBe("http://globex.localhost");
    expect(originOfSite(headers({ host: "globex.localhost:80" }), globex, env)).toBe("http://globex.localhost");
    // An alias host names the primary domain.
    const alias = { host: "www.globex.localhost", primaryHost: "globex.localhost" };
    expect(originOfSite(headers({ host: "www.globex.localhost:8080" }), alias, env)).toBe(
      "http://globex.localhost:8080",
    );
  });

  it("behind a trusted proxy: its scheme and host's port; an untrusted one is ignored", () => {
    const forwarded = headers({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "globex.localhost",
      "x-forwarded-proto": "https",
    });
    expect(originOfSite(forwarded, globex, { TRUST_PROXY: true })).toBe("https://globex.localhost");
    expect(originOfSite(forwarded, globex, { TRUST_PROXY: false })).toBe("http://globex.localhost:3000");
  });

  it("with PUBLIC_ORIGIN: its scheme and port on the primary domain, whatever the request said", () => {
    for (const host of ["globex.localhost:3917", "globex.localhost", "127.0.0.1:1"]) {
      expect(
        originOfSite(headers({ host }), globex, { TRUST_PROXY: false, PUBLIC_ORIGIN: "https://example.com" }),
      ).toBe("https://globex.localhost");
      expect(
        originOfSite(headers({ host }), globex, { TRUST_PROXY: false, PUBLIC_ORIGIN: "http://example.com:8443" }),
      ).toBe("http://globex.localhost:8443");
    }
  });
});

describe("the page cache's site key", () => {
  it("holds everything the absolute URLs take from the request", () => {
    const options = { trustProxy: false };
    expect(pageCacheSite(headers({ host: "globex.localhost:3917" }), options)).toBe("http://globex.localhost:3917");
    expect(pageCacheSite(headers({ host: "globex.localhost" }), options)).toBe("http://globex.localhost");
    expect(pageCacheSite(headers({ host: "GLOBEX.localhost:80" }), options)).toBe("http://globex.localhost");
    expect(pageCacheSite(headers({}), options)).toBeNull();
    const proxied = { trustProxy: true };
    expect(
      pageCacheSite(
        headers({ host: "x:1", "x-forwarded-host": "globex.localhost", "x-forwarded-proto": "https" }),
        proxied,
      ),
    ).toBe("https://globex.localhost");
  });

  it("is the host alone with PUBLIC_ORIGIN, where the URLs do not depend on the request", () => {
    const options = { trustProxy: false, publicOrigin: "https://example.com" };
    expect(pageCacheSite(headers({ host: "globex.localhost:3917" }), options)).toBe("globex.localhost");
    expect(pageCacheSite(headers({ host: "globex.localhost" }), options)).toBe("globex.localhost");
  });

  it("reads the port the way a browser writes it", () => {
    expect(visitorSchemeAndPort(headers({ host: "[::1]:8080" }), false)).toEqual({ protocol: "http", port: ":8080" });
    expect(visitorSchemeAndPort(headers({ host: "[::1]" }), false)).toEqual({ protocol: "http", port: "" });
    expect(visitorSchemeAndPort(headers({ host: "a:443", "x-forwarded-proto": "https" }), true)).toEqual({
      protocol: "https",
      port: "",
    });
  });
});
