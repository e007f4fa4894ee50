/**
 * The front door end to end (decision 067), with real parts only: pebble-challtestsrv
 * (DNS answering every name with 127.0.0.1, TXT records set through its API), Pebble (ACME, the
 * HTTP-01/TLS-ALPN-01 validations reaching Caddy's ports), two production app instances on a fresh
 * PostgreSQL database and Redis, and Caddy with deploy/Caddyfile in front of them. An admin adds
 * `shop.example.test` to Brightpath through the domains API, the TXT record goes into the test DNS,
 * the domain is verified, and a visitor gets the site's home over HTTPS with a certificate Pebble
 * issued for that name. Run by `npm test` (its "tls" step) or `npm run test:tls`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { type IncomingHttpHeaders, request as httpRequestRaw } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, type PeerCertificate, type TLSSocket } from "node:tls";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, randomSecret, spawnServer, waitUntilReady } from "../e2e/support/server-process.ts";
import { httpRequest } from "../setup/live-server.ts";
import { REDIS_TEST_URL, reachable, redisReachable } from "../setup/reachable.ts";
import { type Challtestsrv, freePort, startChalltestsrv } from "../support/challtestsrv.ts";
import { answers, type Caddy, type Pebble, startCaddy, startPebble, tlsToolsMissing } from "../support/pebble.ts";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SHOP = "shop.example.test";
const OTHER = "other.example.test";
const PLATFORM = "app.example.test";
const ADMIN = { email: "admin@brightpath.localhost", password: "Tessera-demo-2026" };

async function whySkip(): Promise<string | null> {
  const tools = tlsToolsMissing();
  if (tools) return tools;
  if (!existsSync(path.join(projectRoot, "build/server/index.js")))
    return "no production build (run `npm run build`; `npm test` builds before this step)";
  if (!(await answers(() => reachable(POSTGRES_URL, 5432))))
    return `no PostgreSQL answers at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} (set TEST_POSTGRES_URL)`;
  if (!(await answers(redisReachable))) return `no Redis answers at ${REDIS_TEST_URL} (set REDIS_TEST_URL)`;
  return null;
}

const skipReason = await whySkip();
if (skipReason) console.log(`\nTLS end-to-end test SKIPPED: ${skipReason}\n`);

/** The page's canonical address, or null: assertions name it instead of printing a whole page. */
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; certificate: PeerCertificate };

describe.skipIf(skipReason !== null)("HTTPS at the front door: Caddy, on-demand certificates from Pebble", () => {
  let dir: string;
  let databaseName: string;
  let dns: Challtestsrv;
  let pebble: Pebble;
  let caddy: Caddy;
  let root: string;
  const apps: ReturnType<typeof spawnServer>[] = [];

  /** A GET through the front door as a browser at `https://host:HTTPS_PORT`, trusting Pebble's root alone. */
  function visit(host: string, requestPath = "/", options: { localAddress?: string } = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host,
          port: caddy.httpsPort,
          path: requestPath,
          servername: host,
          ca: root,
          agent: false,
          timeout: 30_000,
          ...options,
          // The test DNS would say 127.0.0.1 too; the visitor's own resolver is the machine's.
          lookup: (_name, _options, callback) => callback(null, [{ address: "127.0.0.1", family: 4 }]),
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              certificate: (res.socket as TLSSocket).getPeerCertificate(),
            }),
          );
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer from the front door for ${host}`)));
      req.on("error", reject);
      req.end();
    });
  }

  /** A TLS handshake with the front door for `servername`: the error, or null when it succeeds. */
  function handshake(servername: string): Promise<Error | null> {
    return new Promise((resolve) => {
      const socket = connect({ host: "127.0.0.1", port: caddy.httpsPort, servername, ca: root, timeout: 30_000 });
      socket.once("secureConnect", () => {
        socket.end();
        resolve(null);
      });
      socket.once("error", (error) => resolve(error));
      socket.once("timeout", () => {
        socket.destroy();
        resolve(new Error("handshake timed out"));
      });
    });
  }

  /** A JSON request to the first instance directly, as a page of the Brightpath site would send it. */
  async function api(method: string, apiPath: string, cookie: string, body?: unknown) {
    const answer = await httpRequest(apps[0]!.port, apiPath, {
      method,
      headers: { host: "localhost", origin: "http://localhost", cookie, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  }

  let cookie = "";
  let organizationId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "tessera-tls-"));
    databaseName = `tessera_tls_${randomBytes(6).toString("hex")}`;
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(POSTGRES_URL);
    databaseUrl.pathname = `/${databaseName}`;

    dns = (await startChalltestsrv())!;
    const [httpPort, httpsPort, acmePort, managementPort, adminPort, app1, app2] = await Promise.all(
      Array.from({ length: 7 }, () => freePort()),
    );
    // Two instances on one database and one Redis (purges, realtime), sessions valid on both.
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: REDIS_TEST_URL,
      TRUSTED_PROXIES: "127.0.0.1,::1",
      DNS_SERVERS: dns.dnsAddress,
      PLATFORM_HOST: PLATFORM,
      AUTH_SECRET: randomSecret(),
      RENDER_THREADS: "0",
      LOG_LEVEL: "warn",
    };
    const startApp = async (port: number, name: string) => {
      const app = spawnServer({ ...shared, PORT: String(port), DATA_DIR: path.join(dir, name) });
      apps.push(app);
      await waitUntilReady(app, 90_000);
    };
    // Side by side where nothing waits on the other: Pebble while the first instance migrates and
    // seeds the demo sites, Caddy while the second starts on what the first made.
    [pebble] = await Promise.all([
      startPebble({
        dir: path.join(dir, "pebble"),
        dnsServer: dns.dnsAddress,
        httpPort: httpPort!,
        tlsPort: httpsPort!,
        acmePort: acmePort!,
        managementPort: managementPort!,
      }),
      startApp(app1!, "app1"),
    ]);
    [caddy] = await Promise.all([
      startCaddy({
        projectRoot,
        dir: path.join(dir, "caddy"),
        upstreams: [app1!, app2!].map((port) => `127.0.0.1:${port}`),
        // Caddy asks an instance directly, never through itself.
        askUrl: `http://127.0.0.1:${app1}/internal/tls-allowed`,
        acmeCa: pebble.directoryUrl,
        caFile: pebble.listenerCertFile,
        httpPort: httpPort!,
        httpsPort: httpsPort!,
        adminPort: adminPort!,
      }),
      startApp(app2!, "app2"),
    ]);
    root = await pebble.issuingRoot();

    const login = await httpRequest(app1!, "/api/auth/login", {
      method: "POST",
      headers: { host: "localhost", origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });
    const [row] = await sql<
      { organization_id: number }[]
    >`select organization_id from domains where host = 'localhost'`;
    await sql.end();
    organizationId = row!.organization_id;
  }, 150_000);

  afterAll(async () => {
    await caddy?.stop();
    await Promise.all(apps.map((app) => app.stop(10_000)));
    await pebble?.stop();
    await dns?.stop();
    if (databaseName) {
      const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** What the ask endpoint (custom domains, decision 066) answers for the platform's host: 200. */
  async function askEndpoint(): Promise<number> {
    const answer = await httpRequest(apps[0]!.port, `/internal/tls-allowed?domain=${PLATFORM}`, {
      headers: { host: `127.0.0.1:${apps[0]!.port}` },
    });
    return answer.status;
  }

  it("serves the platform's own host over HTTPS with a certificate Pebble issued for it", async () => {
    expect(await askEndpoint()).toBe(200);
    const answer = await visit(PLATFORM);
    expect(answer.status).toBeLessThan(500);
    expect(answer.certificate.subjectaltname).toContain(`DNS:${PLATFORM}`);
    expect(answer.certificate.issuer.CN).toMatch(/^Pebble Intermediate CA/);
  });

  it("gives a verified custom domain of Brightpath a certificate and serves the site's home through it", async () => {
    const added = await api("POST", `/api/organizations/${organizationId}/domains`, cookie, { host: SHOP });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const domain = added.json.domain as {
      id: number;
      status: string;
      records: { type: string; name: string; value: string }[];
    };
    expect(domain.status).toBe("pending");
    const txt = domain.records.find((record) => record.type === "TXT");
    expect(txt?.name).toBe(`_tessera.${SHOP}`);
    // Before the record exists, the name is not allowed a certificate.
    expect(await handshake(SHOP)).toBeInstanceOf(Error);
    await dns.setTxt(txt!.name, txt!.value);

    const verified = await api("POST", `/api/organizations/${organizationId}/domains/${domain.id}/verify`, cookie);
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    expect(verified.json.domain).toMatchObject({ status: "active" });
    // The site answers at its primary host only (others redirect there): this domain becomes it.
    const primary = await api("POST", `/api/organizations/${organizationId}/domains/${domain.id}/primary`, cookie);
    expect([200, 404]).toContain(primary.status);

    const home = await visit(SHOP);
    expect(home.status).toBe(200);
    expect(home.body.includes("<title>Brightpath Consulting</title>"), "the Brightpath home").toBe(true);
    expect(home.certificate.subjectaltname).toContain(`DNS:${SHOP}`);
    expect(home.certificate.issuer.CN).toMatch(/^Pebble Intermediate CA/);
    // The app behind Caddy knows the visitor came over HTTPS: HSTS, and https in its absolute URLs.
    expect(home.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(canonicalOf(home.body)).toBe(`https://${SHOP}:${caddy.httpsPort}/`);
    expect(pebble.output()).toContain(`Value:"${SHOP}"`);
  });

  it("orders no certificate for a domain that is not verified", async () => {
    const added = await api("POST", `/api/organizations/${organizationId}/domains`, cookie, { host: OTHER });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const ask = await httpRequest(apps[0]!.port, `/internal/tls-allowed?domain=${OTHER}`, {
      headers: { host: `127.0.0.1:${apps[0]!.port}` },
    });
    expect(ask.status).not.toBe(200);
    expect(await handshake(OTHER)).toBeInstanceOf(Error);
    expect(await handshake("anything.example.test")).toBeInstanceOf(Error);
    // Pebble never heard of either name: Caddy asked the app first and ordered nothing.
    expect(pebble.output()).not.toContain(OTHER);
    expect(pebble.output()).not.toContain("anything.example.test");
  });

  it("keeps /internal/* out of reach from outside the front door", async () => {
    const answer = await visit(SHOP, `/internal/tls-allowed?domain=${SHOP}`);
    expect(answer.status).toBe(404);
  });

  it("sends plain HTTP to HTTPS", async () => {
    const answer = await httpRequest(caddy.httpPort, "/some/page?x=1", { headers: { host: SHOP } });
    expect([301, 308]).toContain(answer.status);
    // Caddy's redirect for a site without a name writes no port: right on 443, the production port.
    expect(answer.headers.get("location")).toMatch(
      new RegExp(`^https://${SHOP.replaceAll(".", "\\.")}(:${caddy.httpsPort})?/some/page\\?x=1$`),
    );
  });

  it("does not believe X-Forwarded-Proto sent straight to an instance by a peer that is not a proxy", async () => {
    const page = (localAddress: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = httpRequestRaw(
          {
            host: "127.0.0.1",
            port: apps[1]!.port,
            // 127.0.0.2 is this machine too, but not in TRUSTED_PROXIES (127.0.0.1,::1).
            localAddress,
            path: "/",
            headers: { host: "localhost", "x-forwarded-proto": "https" },
          },
          (res) => {
            let body = "";
            res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          },
        );
        req.on("error", reject);
        req.end();
      });
    // shop.example.test is the site's primary since the test above: its other hosts answer 301 there,
    // on the scheme the request really had.
    const forged = await page("127.0.0.2");
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
    expect(forged.status).toBe(301);
    expect(forged.headers.location).toMatch(new RegExp(`^http://${SHOP.replaceAll(".", "\\.")}[:/]`));
    const proxied = await page("127.0.0.1");
    expect(proxied.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(proxied.status).toBe(301);
    expect(proxied.headers.location).toMatch(new RegExp(`^https://${SHOP.replaceAll(".", "\\.")}[:/]`));
  });
});
