import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type ServerProcess, startServer } from "./server-process.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Port of the production server every spec shares. */
    basePort: number;
    /** Folder where the SMTP receiver stores each message as JSON. */
    mailboxDir: string;
    /** Port of that SMTP receiver (the server's SMTP_URL). */
    smtpPort: number;
    /** The shared server's DATA_DIR (its PGlite database). */
    dataDir: string;
    /** A fresh temporary folder that specs may use for their own files (other servers' data). */
    scratchDir: string;
  }
}

/**
 * One production server and one SMTP receiver for the whole end-to-end run: starting the server
 * (migrations, demo seed) is the slow part, so specs share it and never depend on each other's order.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), "tessera-e2e-"));
  const mailboxDir = path.join(root, "mailbox");
  const dataDir = path.join(root, "data");
  const scratchDir = path.join(root, "scratch");
  for (const dir of [mailboxDir, dataDir, scratchDir]) mkdirSync(dir);

  const smtp = await startSmtpReceiver(mailboxDir);
  let server: ServerProcess;
  try {
    server = await startServer({
      dataDir,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: "warn" },
    });
  } catch (error) {
    await smtp.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  project.provide("basePort", server.port);
  project.provide("mailboxDir", mailboxDir);
  project.provide("smtpPort", smtp.port);
  project.provide("dataDir", dataDir);
  project.provide("scratchDir", scratchDir);

  return async () => {
    const code = await server.stop();
    await smtp.close();
    const output = server.stdout() + server.stderr();
    if (code !== 0) {
      console.warn(`The e2e server exited with ${code} on SIGTERM. Its output:\n${output}`);
    } else if (output.trim()) {
      // LOG_LEVEL=warn: anything printed is a warning or an error worth seeing.
      console.warn(`The e2e server logged:\n${output}`);
    }
    if (process.env.E2E_KEEP_TMP) console.log(`e2e files kept in ${root}`);
    else rmSync(root, { recursive: true, force: true });
  };
}
