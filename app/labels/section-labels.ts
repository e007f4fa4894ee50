/**
 * Interface texts of sections and banners in the UI languages (spec public-site §2); others read
 * English. Loaders pick one language and hand it to the page. The texts live in the message
 * catalogue (keys section_*, visitor_sectionError).
 */
import * as m from "../../shared/i18n/paraglide/messages.js";
import { ui } from "../../shared/i18n/ui-locales.ts";
import type { SectionLabels } from "./section-label-shape.ts";

export type { SectionLabels };

export function sectionLabels(locale: string): SectionLabels {
  const o = ui(locale);
  return {
    contactName: m.section_contactName({}, o),
    contactEmail: m.section_contactEmail({}, o),
    contactPhone: m.section_contactPhone({}, o),
    contactSubject: m.section_contactSubject({}, o),
    contactMessage: m.section_contactMessage({}, o),
    contactSend: m.section_contactSend({}, o),
    contactSending: m.section_contactSending({}, o),
    contactSuccess: m.section_contactSuccess({}, o),
    contactError: m.section_contactError({}, o),
    optional: m.section_optional({}, o),
    openHelpCenter: m.section_openHelpCenter({}, o),
    rating: m.section_rating({ n: "{n}" }, o),
    dismissBanner: m.section_dismissBanner({}, o),
    expandBanner: m.section_expandBanner({}, o),
    collapseBanner: m.section_collapseBanner({}, o),
    nextBanner: m.section_nextBanner({}, o),
    saleEnded: m.section_saleEnded({}, o),
    sectionError: m.visitor_sectionError({ name: "{name}" }, o),
    countdown: {
      days: m.section_countdown_days({}, o),
      hours: m.section_countdown_hours({}, o),
      minutes: m.section_countdown_minutes({}, o),
      seconds: m.section_countdown_seconds({}, o),
    },
  };
}
