import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { meetingTypes } from "../../../../server/db/schema/index.ts";
import { translate } from "../../../../shared/i18n/translate.ts";
import { meetingTypeRecord } from "./meeting-type-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** The enabled types as visitors see them (`GET /api/meetings/types`): names in the visitor's language. */
export async function listPublicMeetingTypes({
  db,
  organizationId,
  locale,
}: {
  db: Db;
  organizationId: number;
  locale: string;
}) {
  const rows = await db
    .select()
    .from(meetingTypes)
    .where(scoped(organizationId).where(meetingTypes, eq(meetingTypes.is_enabled, true)))
    .orderBy(asc(meetingTypes.display_order), asc(meetingTypes.id));
  return rows.map((row) => ({
    id: row.id,
    name: translate(row.name, row.name_translation, locale),
    description: translate(row.description, row.description_translation, locale),
    duration_minutes: row.duration_minutes,
    time_zone: row.time_zone,
    minimum_notice_minutes: row.minimum_notice_minutes,
    booking_horizon_days: row.booking_horizon_days,
  }));
}

/** Every type with every field, for the Meeting Types tab (admins). */
export async function listMeetingTypeRecords({ db, organizationId }: { db: Db; organizationId: number }) {
  const rows = await db
    .select()
    .from(meetingTypes)
    .where(scoped(organizationId).where(meetingTypes))
    .orderBy(asc(meetingTypes.display_order), asc(meetingTypes.id));
  return rows.map(meetingTypeRecord);
}
