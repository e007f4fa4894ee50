import { eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { meetingTypes } from "../../../../server/db/schema/index.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** The meeting type's "admit automatically when I join" (decision 040). */
export async function admitsAutomatically(db: Db, organizationId: number, meetingTypeId: number): Promise<boolean> {
  const [row] = await db
    .select({ admit: meetingTypes.admit_automatically })
    .from(meetingTypes)
    .where(scoped(organizationId).where(meetingTypes, eq(meetingTypes.id, meetingTypeId)))
    .limit(1);
  return row?.admit ?? false;
}
