import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { DEMO } from "./support/accounts.ts";
import { basePort, fetchRaw, GLOBEX, BRIGHTPATH } from "./support/site.ts";

/**
 * Cache headers and absolute URLs on the production server (decision 030): pages answered to a signed-in viewer are never
 * stored by a shared cache and every page varies by viewer; a page's absolute URLs name the site as
 * the request reached it, and the page cache never hands one port's URLs to another.
 */

/** Signs in through the API: the Cookie header of the session and its bearer token. */
function signIn(account: {
  host: string;
  email: string;
  password: string;
}): Promise<{ cookie: string; token: string }> {
  const port = basePort();
  const body = JSON.stringify({ email: account.email, password: account.password });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/auth/login",
        method: "POST",
        headers: {
          host: `${account.host}:${port}`,
          origin: `http://${account.host}:${port}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          connection: "close",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`sign-in answered ${res.statusCode}`));
          const cookie = (res.headers["set-cookie"] ?? []).map((value) => value.split(";")[0]).join("; ");
          resolve({ cookie, token: String(res.headers["set-auth-token"]) });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("cache headers of pages by viewer", () => {
  it("makes every page answered to a session cookie or a bearer token private, and every page vary by viewer", async () => {
    const { cookie, token } = await signIn(DEMO.globexAdmin);
    const viewers: Record<string, string>[] = [{ cookie }, { authorization: `Bearer ${token}` }];
    for (const headers of viewers) {
      for (const path of ["/", "/savings", "/blog"]) {
        const res = await fetchRaw(GLOBEX, path, { headers });
        expect(res.status, path).toBe(200);
        expect(res.headers["x-cache"], path).toBeUndefined();
        expect(res.headers["cache-control"], path).toBe("private, no-store");
        expect(res.headers.vary, path).toMatch(/\bCookie\b.*\bAuthorization\b/);
      }
    }
    // Anonymous: the rendered copy and the cache hit both say a signed-in viewer gets other bytes.
    for (const expected of ["MISS", "HIT"]) {
      const res = await fetchRaw(BRIGHTPATH, "/services");
      if (res.headers["x-cache"] !== expected) continue;
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/\bCookie\b.*\bAuthorization\b/);
    }
    const hit = await fetchRaw(BRIGHTPATH, "/services");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers.vary).toMatch(/\bAccept-Encoding\b.*\bCookie\b.*\bAuthorization\b/);
  });
});

describe("absolute URLs of a page reached on two ports", () => {
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  /** Every absolute URL of the site in the page: canonical, hreflang, Open Graph, JSON-LD. */
  const originsIn = (html: string) =>
    new Set([...html.matchAll(/https?:\/\/globex\.localhost(?::\d+)?(?=[/"\\])/g)].map((match) => match[0]));

  it("names the origin each request used, rendered or from the cache, whichever came first", async () => {
    const port = basePort();
    const withPort = { host: `${GLOBEX}:${port}` };
    const withoutPort = { host: GLOBEX };
    for (const path of ["/savings", "/fr", "/blog"]) {
      // The port-less host first this time: the cache must not keep its URLs for the other.
      const order = path === "/blog" ? [withoutPort, withPort] : [withPort, withoutPort];
      for (let round = 0; round < 2; round++) {
        for (const headers of order) {
          const res = await fetchRaw(GLOBEX, path, { headers });
          expect(res.status, `${path} ${headers.host}`).toBe(200);
          const origin = headers.host === GLOBEX ? "http://globex.localhost" : `http://globex.localhost:${port}`;
          expect(canonicalOf(res.body), `${path} ${headers.host} ${res.headers["x-cache"]}`).toMatch(
            new RegExp(`^${origin.replaceAll(".", "\\.")}${path}/?$`),
          );
          expect([...originsIn(res.body)], `${path} ${headers.host} ${res.headers["x-cache"]}`).toEqual([origin]);
          if (round === 1) expect(res.headers["x-cache"]).toBe("HIT");
        }
      }
    }
  });
});
