import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (a tar file) every test database starts from; "" on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Vitest global set-up: runs PGlite's initdb and our migrations once per run, not once per test
 * file (about 3 s of a 2-core machine each time), and hands the dumped data folder to the workers.
 * The snapshot is made from the migrations of this checkout on every run, so it cannot go stale.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", "");
    return;
  }
  const database = openDatabase({});
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(tmpdir(), `tessera-pglite-${process.pid}.tar`);
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rm(file, { force: true });
}
