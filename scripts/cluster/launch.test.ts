import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpGet } from "../bench/processes.ts";
import { type Cluster, DEMO_HOSTS, hasBinary, missingParts, startCluster } from "./launch.ts";

/**
 * `npm run cluster`'s module: two instances of the production build behind Caddy (deploy/Caddyfile.local)
 * on PostgreSQL and Redis. Skipped, saying why, where caddy, PostgreSQL, Redis or the build are missing.
 */
const missing = await missingParts({ redisUrl: hasBinary("redis-server") ? "own" : undefined, build: true });
if (missing) console.warn(`[cluster test] skipped: ${missing}`);

const TITLES: Record<(typeof DEMO_HOSTS)[number], string> = {
  localhost: "Brightpath Consulting",
  "globex.localhost": "Globex Finance",
};

describe.skipIf(missing !== null)("startCluster: instances behind Caddy", { timeout: 120_000 }, () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      databaseName: "tessera_cluster_test",
      // Our own Redis when we can: nothing shared with other tests on 6379.
      redisUrl: hasBinary("redis-server") ? "own" : undefined,
    });
  }, 150_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  /** Both demo sites through Caddy, `rounds` times each: every answer 200 with the site's own page. */
  async function throughCaddy(rounds: number) {
    const seen: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const host of DEMO_HOSTS) {
        const page = await httpGet(cluster.caddyPort!, "/", host);
        seen.push(`${host} ${page.status} ${page.body.toString("utf8").includes(`<title>${TITLES[host]}`)}`);
      }
    }
    return seen;
  }
  const allServed = (rounds: number) =>
    Array.from({ length: rounds }, () => DEMO_HOSTS.map((host) => `${host} 200 true`)).flat();

  it("serves both demo sites through Caddy, and each instance directly", async () => {
    expect(await throughCaddy(3)).toEqual(allServed(3));
    for (const port of cluster.instancePorts) {
      expect((await httpGet(port, "/readyz", "localhost")).status).toBe(200);
      expect((await httpGet(port, "/", "globex.localhost")).status).toBe(200);
    }
    // The ask endpoint and anything internal never passes the front door.
    expect((await httpGet(cluster.caddyPort!, "/internal/tls-allowed?domain=localhost", "localhost")).status).toBe(404);
  });

  it("keeps serving through Caddy while either instance is killed (kill -9), and takes it back", async () => {
    await cluster.kill(0);
    // At once: the request that meets the dead instance is retried on the other (lb_try_duration).
    expect(await throughCaddy(5)).toEqual(allServed(5));
    await cluster.start(0);
    // Caddy holds the request that met the dead instance against it for fail_duration: like a rolling
    // restart (docs/deploy.md), wait until the front door has taken the instance back.
    await expect.poll(() => cluster.frontDoorFails(0), { timeout: 15_000, interval: 200 }).toBe(0);
    await cluster.kill(1);
    // Now only the restarted instance answers: it serves through Caddy too.
    expect(await throughCaddy(5)).toEqual(allServed(5));
    expect([cluster.running(0), cluster.running(1)]).toEqual([true, false]);
  });
});
