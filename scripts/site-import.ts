/**
 * `npm run site:import -- FILE --slug NEW [--name "New name"] [--host HOST] [--live]`: creates a new
 * site from a site archive (decision 060), at `NEW.<SITES_DOMAIN>` unless --host names another
 * address; a draft ("coming soon" to visitors) unless --live. Its accounts come without passwords:
 * each person sets one with "Forgot password". Nobody owns it on the platform yet.
 */
import { readFile, stat } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { mediaStorageFor } from "../server/domain/media/media-storage.ts";
import { parseEnv } from "../server/env.ts";
import { isAppError } from "../server/errors.ts";
import { MAX_ARCHIVE_BYTES } from "../features/platform/server/domain/site-archive/format.ts";
import { importSiteAs } from "../features/platform/server/domain/site-archive/find-site.ts";

const usage = 'Usage: npm run site:import -- FILE --slug <new slug> [--name "Site name"] [--host <host>] [--live]';

let values: { slug?: string; name?: string; host?: string; live?: boolean };
let positionals: string[];
try {
  ({ values, positionals } = parseArgs({
    options: {
      slug: { type: "string" },
      name: { type: "string" },
      host: { type: "string" },
      live: { type: "boolean" },
    },
    allowPositionals: true,
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const file = positionals[0];
if (!file || positionals.length > 1 || !values.slug) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  if ((await stat(file)).size > MAX_ARCHIVE_BYTES) {
    console.error(`A site archive may be at most ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB.`);
    process.exit(1);
  }
  await database.migrate();
  const started = performance.now();
  const site = await importSiteAs(database.db, new Uint8Array(await readFile(file)), {
    env,
    slug: values.slug,
    name: values.name,
    host: values.host,
    status: values.live ? "live" : "draft",
    storage: mediaStorageFor(env),
  });
  const rows = Object.values(site.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `${site.name} imported as organization ${site.organizationId} (${site.status}) at ${site.host}: ${rows} rows, ${site.files} files, in ${(performance.now() - started).toFixed(0)} ms. Its people set their passwords with "Forgot password".`,
  );
} catch (error) {
  if (isAppError(error)) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
