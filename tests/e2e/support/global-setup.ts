import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type ServerProcess, startServer } from "./server-process.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

/** One production server with its own SMTP receiver and data: each e2e worker uses one of them. */
export type E2eServer = { basePort: number; mailboxDir: string; smtpPort: number; dataDir: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** Every worker's server: spec files run two at a time, each worker on a server of its own. */
    e2eServers: E2eServer[];
    /** Port of the first server (specs use `basePort()` of support/site.ts, which picks their worker's). */
    basePort: number;
    /** Folder where the SMTP receiver stores each message as JSON. */
    mailboxDir: string;
    /** Port of that SMTP receiver (the server's SMTP_URL). */
    smtpPort: number;
    /** The shared server's DATA_DIR (its PGlite database). */
    dataDir: string;
    /** A fresh temporary folder that specs may use for their own files (other servers' data). */
    scratchDir: string;
    /** A DATA_DIR with the migrated, seeded demo database, stopped: copy it (support/data-dir.ts), never use it. */
    seededDataDir: string;
  }
}

/**
 * Migrates and seeds a PGlite database in `dataDir` once per run, as a server's first start does:
 * every e2e server then starts from a copy of it. A first start on an empty folder (initdb, the
 * migrations, the demo seed, its search index) took ≈ 12 s of a 2-core machine, 60 s and more while
 * two browsers and two servers shared it, and a dozen servers a run did it; a copy starts in ≈ 4 s.
 * Made from this checkout's migrations and seed on every run, so it cannot go stale.
 */
async function seedDataDir(dataDir: string): Promise<void> {
  const { openDatabase } = await import("../../../server/db/client.ts");
  const { seedDemoContentIfEmpty } = await import("../../../server/db/seed/demo.ts");
  const { reindexAllOrganizations } =
    await import("../../../features/help-center/server/domain/search/reindex-organization.ts");
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    await seedDemoContentIfEmpty({ db: database.db });
    await reindexAllOrganizations({ db: database.db });
  } finally {
    await database.close();
  }
}

/** How many spec files run at once (vitest.e2e.config.ts reads the same number). */
export function e2eWorkers(): number {
  const configured = Number(process.env.E2E_WORKERS);
  return Number.isInteger(configured) && configured >= 1 ? configured : 2;
}

type Started = E2eServer & { stop(): Promise<void> };

/**
 * A production server and an SMTP receiver, with their folders under `root`: starting the server
 * (migrations, demo seed) is the slow part, so the spec files of a worker share it and never
 * depend on each other's order.
 */
async function startOne(root: string, seededDataDir: string): Promise<Started> {
  mkdirSync(root);
  const mailboxDir = path.join(root, "mailbox");
  const dataDir = path.join(root, "data");
  mkdirSync(mailboxDir);
  cpSync(seededDataDir, dataDir, { recursive: true });
  const smtp = await startSmtpReceiver(mailboxDir);
  let server: ServerProcess;
  try {
    server = await startServer({
      dataDir,
      // A live-support reply unread for 5 s is mailed (default 60 s): the continue-link spec waits for it.
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: "warn", LIVE_SUPPORT_REPLY_MAIL_SECONDS: "5" },
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    basePort: server.port,
    mailboxDir,
    smtpPort: smtp.port,
    dataDir,
    async stop() {
      const code = await server.stop();
      await smtp.close();
      const output = server.stdout() + server.stderr();
      if (code !== 0) {
        console.warn(`The e2e server on port ${server.port} exited with ${code} on SIGTERM. Its output:\n${output}`);
      } else if (output.trim()) {
        // LOG_LEVEL=warn: anything printed is a warning or an error worth seeing.
        console.warn(`The e2e server on port ${server.port} logged:\n${output}`);
      }
    },
  };
}

/**
 * One server per worker (E2E_WORKERS, default 2): the spec files of a worker share its server, and
 * two files running at once never see each other's edits.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "tessera-e2e-"));
  const scratchDir = path.join(root, "scratch");
  mkdirSync(scratchDir);
  const seededDataDir = path.join(root, "seeded-data");
  try {
    await seedDataDir(seededDataDir);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const results = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, (_, index) => startOne(path.join(root, `server-${index + 1}`), seededDataDir)),
  );
  const servers = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(root, { recursive: true, force: true });
    throw failed.reason;
  }

  const shared = servers.map(({ basePort, mailboxDir, smtpPort, dataDir }) => ({
    basePort,
    mailboxDir,
    smtpPort,
    dataDir,
  }));
  const [first] = shared as [E2eServer, ...E2eServer[]];
  project.provide("e2eServers", shared);
  project.provide("basePort", first.basePort);
  project.provide("mailboxDir", first.mailboxDir);
  project.provide("smtpPort", first.smtpPort);
  project.provide("dataDir", first.dataDir);
  project.provide("scratchDir", scratchDir);
  project.provide("seededDataDir", seededDataDir);

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (process.env.E2E_KEEP_TMP) console.log(`e2e files kept in ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
