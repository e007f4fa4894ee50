import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (a tar file) every test database starts from; "" on PostgreSQL. */
    pgliteSnapshot: string;
    /** On PostgreSQL (TEST_DATABASE_URL): a migrated database each test database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Vitest global set-up: migrates one database per run, not one per test file, and hands it to the
 * workers. On PGlite, initdb and our migrations (about 3 s of a 2-core machine each time) become a
 * dumped data folder each test database loads. On PostgreSQL, 28 migrations (about 1 s each time,
 * 4 s on a busy machine) become a template database each test database is copied from by
 * `CREATE DATABASE … TEMPLATE` (about 0.1 s). Made from this checkout's migrations on every run, so
 * it cannot go stale.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide("pgliteSnapshot", "");
    const name = `tessera_template_${randomBytes(6).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = openDatabase({ url: url.toString(), max: 1 });
    await template.migrate();
    // A database is copied only while nobody is connected to it.
    await template.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  project.provide("postgresTemplate", "");
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
