/**
 * `npm run platform:operator -- --email person@example.com [--revoke]`: makes an existing platform
 * account an operator of the platform (the operators' console at PLATFORM_HOST/operator), or no
 * longer one. Addresses in PLATFORM_OPERATORS are operators anyway once confirmed.
 */
import { parseArgs } from "node:util";
import { grantOperator } from "../features/platform/server/domain/grant-operator.ts";
import { openDatabase } from "../server/db/client.ts";
import { parseEnv } from "../server/env.ts";
import { isAppError } from "../server/errors.ts";

const usage = "Usage: npm run platform:operator -- --email person@example.com [--revoke]";

let values: { email?: string; revoke?: boolean };
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, revoke: { type: "boolean", default: false } },
    strict: true,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (!values.email) {
  console.error(usage);
  process.exit(2);
}

const env = parseEnv(process.env);
const database = openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const revoke = values.revoke === true;
  const { email, changed } = await grantOperator({ db: database.db, email: values.email, revoke });
  if (revoke) console.log(changed ? `${email} is no longer a platform operator.` : `${email} was not an operator.`);
  else console.log(changed ? `${email} is now a platform operator.` : `${email} is already a platform operator.`);
  if (revoke && env.PLATFORM_OPERATORS.includes(email)) {
    console.log(`Note: ${email} is listed in PLATFORM_OPERATORS and stays an operator until removed from it.`);
  }
} catch (error) {
  if (isAppError(error)) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
