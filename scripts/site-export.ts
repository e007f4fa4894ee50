/**
 * `npm run site:export -- --slug brightpath --out brightpath.tessera.zip` (or `--org <id or host>`):
 * writes one site as a site archive (decision 060), for operators. Import it elsewhere with
 * `npm run site:import -- FILE --slug NEW`.
 */
import { writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { mediaStorageFor } from "../server/domain/media/media-storage.ts";
import { parseEnv } from "../server/env.ts";
import { isAppError } from "../server/errors.ts";
import { exportSite } from "../features/platform/server/domain/site-archive/export-site.ts";
import { findSite } from "../features/platform/server/domain/site-archive/find-site.ts";
import { archiveFileName } from "../features/platform/server/domain/site-archive/format.ts";

const usage = "Usage: npm run site:export -- --slug <site slug> [--out FILE]  (or --org <organization id or host>)";

let values: { slug?: string; org?: string; out?: string };
try {
  ({ values } = parseArgs({
    options: { slug: { type: "string" }, org: { type: "string" }, out: { type: "string" } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!values.slug && !values.org) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const site = await findSite(database.db, { slug: values.slug, org: values.org });
  const started = performance.now();
  const { archive, manifest } = await exportSite(database.db, site.id, { storage: mediaStorageFor(env) });
  const out = values.out ?? archiveFileName(site.slug ?? values.org ?? "site");
  await writeFile(out, archive);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `${site.name}: ${rows} rows, ${manifest.media.length} images, ${(archive.byteLength / 1024).toFixed(0)} KB written to ${out} in ${(performance.now() - started).toFixed(0)} ms.`,
  );
} catch (error) {
  if (isAppError(error)) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
