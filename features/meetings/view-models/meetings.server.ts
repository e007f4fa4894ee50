import type { Locale } from "../../../shared/i18n/locales.ts";
import type { RequestContext } from "../../../server/context.ts";
import { listPublicMeetingTypes } from "../server/domain/list-meeting-types.ts";

export type MeetingTypeView = Awaited<ReturnType<typeof listPublicMeetingTypes>>[number];

/** The bookable meeting types of the /book page, in one language. */
export function loadMeetingTypes({
  db,
  tenant,
  locale,
}: Pick<RequestContext, "db" | "tenant"> & { locale: Locale }): Promise<MeetingTypeView[]> {
  return listPublicMeetingTypes({ db, organizationId: tenant.id, locale, source: tenant.settings.defaultLocale });
}
