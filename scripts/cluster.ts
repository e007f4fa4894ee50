/**
 * `npm run cluster`: Tessera's production shape on this machine, for a person to try
 * (docs/deploy.md): PostgreSQL, Redis, N instances of the production build and Caddy in front on
 * plain HTTP. Prints the addresses; Ctrl-C stops everything it started and nothing else.
 *
 *   npm run cluster -- [--instances 3] [--port 8080] [--keep-logs]
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster
 *
 * Without DATABASE_URL it uses a fresh database `tessera_cluster` on the PostgreSQL at
 * 127.0.0.1:5432 (dropped and created anew at each start); without REDIS_URL the Redis at
 * 127.0.0.1:6379, or a redis-server of its own on a free port when none answers.
 */
import { parseArgs } from "node:util";
import { DEMO_HOSTS, PLATFORM_HOST, missingParts, redactPassword, startCluster } from "./cluster/launch.ts";

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "3" },
    port: { type: "string" },
    "keep-logs": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log("usage: npm run cluster -- [--instances 3] [--port 8080] [--keep-logs]");
  process.exit(0);
}
const instances = Number(values.instances);
const httpPort = values.port === undefined ? undefined : Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 32) {
  console.error(`--instances expects 1 to 32, got ${JSON.stringify(values.instances)}`);
  process.exit(2);
}
if (httpPort !== undefined && (!Number.isInteger(httpPort) || httpPort < 1 || httpPort > 65535)) {
  console.error(`--port expects a port number, got ${JSON.stringify(values.port)}`);
  process.exit(2);
}
const say = (message: string) => console.error(`[cluster] ${message}`);

const databaseUrl = process.env.DATABASE_URL || undefined;
const redisUrl = process.env.REDIS_URL || undefined;
const missing = await missingParts({ databaseUrl, redisUrl });
if (missing) {
  say(`cannot start: ${missing}`);
  process.exit(1);
}

let stopping: Promise<void> | null = null;
const cluster = await startCluster({
  instances,
  databaseUrl,
  redisUrl,
  httpPort,
  keepWorkDir: values["keep-logs"],
  say,
});
const shutdown = (signal: string) => {
  if (stopping) return;
  say(`${signal}: stopping what was started here`);
  stopping = cluster.stop().then(() => {
    say("stopped");
    process.exit(0);
  });
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));

const port = cluster.caddyPort;
const lines = [
  "",
  "Tessera cluster is up.",
  ...(port === null
    ? []
    : [
        "Through Caddy (deploy/Caddyfile.local):",
        ...DEMO_HOSTS.map((host) => `  http://${host}:${port}/`),
        `  http://${PLATFORM_HOST}:${port}/   (the platform: sign-up and console)`,
      ]),
  "Each instance directly:",
  ...cluster.urls.instances.map((url, i) => `  ${url}/   (instance ${i + 1})`),
  `PostgreSQL: ${redactPassword(cluster.databaseUrl)}`,
  `Redis:      ${cluster.redisUrl}${cluster.ownRedis ? " (started here)" : ""}`,
  `Logs:       ${cluster.workDir}/logs${values["keep-logs"] ? "" : " (removed on exit; --keep-logs keeps them)"}`,
  "Ctrl-C stops it all.",
  "",
];
console.log(lines.join("\n"));
