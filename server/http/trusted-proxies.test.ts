import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { httpRequest, startLiveServer } from "../../tests/setup/live-server.ts";
import { fixturesOf, openTestDatabase } from "../../tests/setup/test-database.ts";
import { createUserWithPassword } from "../db/seed/accounts.ts";
import { createOrganization } from "../db/seed/factories.ts";
import { parseEnv } from "../env.ts";
import { createAppServer } from "./app-server.ts";
import { HSTS } from "./security-headers.ts";
import { proxyEntryProblem, proxyTrust } from "./trusted-proxies.ts";

// Decision 067: forwarded headers count only from a TCP peer in TRUSTED_PROXIES.

describe("TRUSTED_PROXIES", () => {
  it("takes IPv4 and IPv6 addresses and CIDRs, and names a bad entry", () => {
    expect(parseEnv({ TRUSTED_PROXIES: " 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8" })).toMatchObject({
      TRUSTED_PROXIES: ["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"],
      TRUST_PROXY: true,
    });
    expect(() => parseEnv({ TRUSTED_PROXIES: "127.0.0.1,proxy.internal" })).toThrow(
      /TRUSTED_PROXIES=.*"proxy.internal" is not an IP address/,
    );
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES=.*prefix length out of range/);
    for (const bad of ["10.0.0.0/8/1", "::1/129", "10.0.0.0/x", "256.0.0.1"])
      expect(proxyEntryProblem(bad), bad).not.toBe(null);
  });

  it("trusts nobody by default, loopback for the deprecated TRUST_PROXY=true, and the list over it", () => {
    expect(parseEnv({})).toMatchObject({ TRUSTED_PROXIES: [], TRUST_PROXY: false });
    expect(parseEnv({ TRUST_PROXY: "true" })).toMatchObject({
      TRUSTED_PROXIES: ["127.0.0.0/8", "::1"],
      TRUST_PROXY: true,
    });
    expect(parseEnv({ TRUST_PROXY: "true", TRUSTED_PROXIES: "10.1.2.3" }).TRUSTED_PROXIES).toEqual(["10.1.2.3"]);
    expect(parseEnv({ TRUST_PROXY: "false", TRUSTED_PROXIES: "" })).toMatchObject({ TRUST_PROXY: false });
  });

  it("matches peers by address and network, IPv4 clients of a dual-stack socket included", () => {
    const trust = proxyTrust(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"]);
    for (const peer of ["127.0.0.1", "::ffff:127.0.0.1", "::1", "10.20.30.40", "::ffff:10.0.0.1", "fd12::1"])
      expect(trust.trusts(peer), peer).toBe(true);
    for (const peer of ["127.0.0.2", "11.0.0.1", "::2", "fe80::1", "", undefined, "not-an-ip"])
      expect(trust.trusts(peer), String(peer)).toBe(false);
    expect(proxyTrust([]).trusts("127.0.0.1")).toBe(false);
  });
});

describe("the server strips forwarded headers of untrusted peers", () => {
  const forged = {
    "x-forwarded-for": "203.0.113.9",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "forged.example",
    forwarded: "for=203.0.113.9;proto=https",
  };

  /** A server whose app answers with the forwarded headers it saw, on plain requests and upgrades. */
  async function echoServer(trustedProxies: string[]) {
    const { server } = createAppServer({
      trustedProxies,
      fetch: (request: Request) => {
        const seen = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "forwarded"]
          .map((name) => `${name}=${request.headers.get(name) ?? ""}`)
          .join(";");
        return new Response(seen, { status: 404, headers: { "x-seen": seen } });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  /** The headers a WebSocket upgrade reached the app with (it refuses it, echoing them). */
  function upgradeSeen(port: number): Promise<string | null> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/realtime`, { headers: forged });
      socket.on("unexpected-response", (_request, response: IncomingMessage) => {
        resolve((response.headers["x-seen"] as string | undefined) ?? null);
        socket.terminate();
      });
      socket.on("open", () => reject(new Error("the upgrade was accepted")));
      socket.on("error", () => {});
    });
  }

  it("keeps them from a listed peer and drops them from any other, for requests and upgrades", async () => {
    const all =
      "x-forwarded-for=203.0.113.9;x-forwarded-proto=https;x-forwarded-host=forged.example;forwarded=for=203.0.113.9;proto=https";
    const none = "x-forwarded-for=;x-forwarded-proto=;x-forwarded-host=;forwarded=";
    const trusted = await echoServer(["127.0.0.1", "::1"]);
    const elsewhere = await echoServer(["10.0.0.0/8"]);
    try {
      expect(await (await httpRequest(trusted.port, "/", { headers: forged })).text()).toBe(all);
      expect(await (await httpRequest(elsewhere.port, "/", { headers: forged })).text()).toBe(none);
      // Any case and repetition of the names goes.
      const shouted = await httpRequest(elsewhere.port, "/", { headers: { "X-FORWARDED-PROTO": "https" } });
      expect(await shouted.text()).toBe(none);
      expect(await upgradeSeen(trusted.port)).toBe(all);
      expect(await upgradeSeen(elsewhere.port)).toBe(none);
    } finally {
      trusted.server.close();
      elsewhere.server.close();
    }
  });
});

describe("the app behind a proxy", () => {
  const HOST = "proxied.example.test";
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let trusted: Awaited<ReturnType<typeof startLiveServer>>;
  let untrusted: Awaited<ReturnType<typeof startLiveServer>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const db = fixturesOf(database);
    const organization = await createOrganization({ db, name: "Proxied", hosts: [HOST] });
    await createUserWithPassword({
      db,
      organizationId: organization.id,
      email: "admin@proxied.example.test",
      name: "Admin",
      password: "Proxied-pass-2026",
      role: "admin",
    });
    // The tests' client connects from 127.0.0.1: a listed proxy for one server, a stranger to the other.
    trusted = await startLiveServer({ database, env: { TRUSTED_PROXIES: "127.0.0.1,::1" } });
    untrusted = await startLiveServer({ database, env: { TRUSTED_PROXIES: "10.0.0.0/8" } });
  });

  afterAll(async () => {
    await trusted?.stop();
    await untrusted?.stop();
    await database?.drop();
  });

  const viaProxy = { host: "127.0.0.1", "x-forwarded-host": HOST, "x-forwarded-proto": "https" };

  it("sends HSTS only for a request a trusted proxy says came over HTTPS", async () => {
    expect(
      (await httpRequest(trusted.port, "/healthz", { headers: viaProxy })).headers.get("strict-transport-security"),
    ).toBe(HSTS);
    const plain = await httpRequest(trusted.port, "/healthz", {
      headers: { ...viaProxy, "x-forwarded-proto": "http" },
    });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const forged = await httpRequest(untrusted.port, "/healthz", { headers: viaProxy });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
  });

  it("takes the site from X-Forwarded-Host only from a trusted proxy", async () => {
    const path = "/api/auth/verify-email?token=nothing";
    expect((await httpRequest(trusted.port, path, { headers: viaProxy })).status).toBe(302);
    // The untrusted peer's request is for the host it connected to: no site there.
    const forged = await httpRequest(untrusted.port, path, { headers: viaProxy });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: "No site at this address" });
  });

  it("redirects without naming a scheme, so the browser stays on https", async () => {
    const answer = await httpRequest(trusted.port, "/api/auth/verify-email?token=nothing", { headers: viaProxy });
    expect(answer.headers.get("location")).toBe("/login?verified=0");
  });

  it("signs in with a Secure session cookie behind HTTPS, and not on a forged X-Forwarded-Proto", async () => {
    const login = (port: number, headers: Record<string, string>) =>
      httpRequest(port, "/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: "admin@proxied.example.test", password: "Proxied-pass-2026" }),
      });
    const behind = await login(trusted.port, { ...viaProxy, origin: `https://${HOST}` });
    expect(behind.status).toBe(200);
    const cookies = behind.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/__Secure-/);
    expect(cookies).toMatch(/; Secure/i);

    // The same claim from a peer not listed: the request is the plain HTTP it arrived as.
    const forged = await login(untrusted.port, { host: HOST, "x-forwarded-proto": "https", origin: `http://${HOST}` });
    expect(forged.status).toBe(200);
    expect(forged.headers.getSetCookie().join("\n")).not.toMatch(/__Secure-|; Secure/i);
  });
});
