/**
 * `npm run user:admin -- --email person@example.com --org <organization id or host>`:
 * makes an existing account an admin of that organization (creating the membership if missing).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/client.ts";
import { makeAdmin } from "../server/domain/accounts/make-admin.ts";
import { parseEnv } from "../server/env.ts";
import { isAppError } from "../server/errors.ts";

const usage =
  "Usage: npm run user:admin -- --email person@example.com --org <organization id or host, e.g. 1 or globex.localhost>";

let values: { email?: string; org?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, org: { type: "string" } }, strict: true }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!values.email || !values.org) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const { user, organization } = await makeAdmin({ db: database.db, email: values.email, organization: values.org });
  console.log(`${user.email} is now an admin of ${organization.name} (organization ${organization.id}).`);
} catch (error) {
  if (isAppError(error)) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
