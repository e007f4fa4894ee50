/**
 * `npm run api:types`: writes app/api-client/schema.d.ts, the typed paths of our REST API, from the
 * OpenAPI document the server builds from its routes' Zod schemas (built here in-process: no running
 * server). `npm run api:types -- --check` exits 1 when the checked-in file is stale; the unit test
 * app/api-client/schema.test.ts does the same in CI.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { renderApiTypes } from "./api-types-render.ts";

const target = fileURLToPath(new URL("../app/api-client/schema.d.ts", import.meta.url));
const fresh = await renderApiTypes();
if (process.argv.includes("--check")) {
  const current = await readFile(target, "utf8").catch(() => "");
  if (current !== fresh) {
    console.error("app/api-client/schema.d.ts is stale: run `npm run api:types`.");
    process.exit(1);
  }
  console.log("app/api-client/schema.d.ts is up to date.");
} else {
  await writeFile(target, fresh);
  console.log("Wrote app/api-client/schema.d.ts");
}
process.exit(0);
