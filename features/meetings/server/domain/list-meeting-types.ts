import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../../server/db/client.ts";
import { meetingTypes } from "../../../../server/db/schema/index.ts";
import { fallbackTranslator } from "../../../../shared/i18n/translate.ts";
import { meetingTypeRecord } from "./meeting-type-entity.ts";
import { scoped } from "../../../../server/db/tenant-scope.ts";

/** The enabled types as visitors see them (`GET /api/meetings/types`): names in the visitor's language. */
export async function listPublicMeetingTypes({
  db,
  organizationId,
  locale,
  source,
}: {
  db: Db;
  organizationId: number;
  locale: string;
  /** The site's default language, the language of untranslated texts (marked as `fallback`). */
  source?: string;
}) {
  const rows = await db
    .select()
    .from(meetingTypes)
    .where(scoped(organizationId).where(meetingTypes, eq(meetingTypes.is_enabled, true)))
    .orderBy(asc(meetingTypes.display_order), asc(meetingTypes.id));
  return rows.map((row) => {
    const { t, marks } = fallbackTranslator(locale, source);
    return {
      id: row.id,
      name: t("name", row.name, row.name_translation),
      description: t("description", row.description, row.description_translation),
      duration_minutes: row.duration_minutes,
      time_zone: row.time_zone,
      minimum_notice_minutes: row.minimum_notice_minutes,
      booking_horizon_days: row.booking_horizon_days,
      ...marks(),
    };
  });
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
