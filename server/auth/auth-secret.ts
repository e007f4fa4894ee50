import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { systemSettings } from "../db/schema/index.ts";

const KEY = "auth_secret";

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database,
 * so `npm start` needs no configuration and every instance on the same database signs alike.
 * It lives beside the sessions it protects: a restored database keeps its sessions valid.
 */
export async function resolveAuthSecret({
  configured,
  db,
}: {
  configured: string | undefined;
  db: Db;
}): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(32).toString("base64url");
  // Two instances starting together: the first insert wins and both read the same value.
  await db
    .insert(systemSettings)
    .values({ key: KEY, value: candidate })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, KEY))
    .limit(1);
  if (!row) throw new Error("auth secret could not be stored");
  return row.value;
}
