import { createContext, useContext } from "react";
import type { SectionLabels } from "../../labels/section-label-shape.ts";
// The catalogue's English itself (named JSON imports: the bundle keeps only these strings, not the
// other languages' message functions), for sections rendered outside a page.
import {
  section_collapseBanner,
  section_contactEmail,
  section_contactError,
  section_contactMessage,
  section_contactName,
  section_contactPhone,
  section_contactSend,
  section_contactSending,
  section_contactSubject,
  section_contactSuccess,
  section_countdown_days,
  section_countdown_hours,
  section_countdown_minutes,
  section_countdown_seconds,
  section_dismissBanner,
  section_expandBanner,
  section_nextBanner,
  section_openHelpCenter,
  section_optional,
  section_rating,
  section_saleEnded,
} from "../../../messages/en.json";
import { visitor_sectionError } from "../../../messages/visitor/en.json";

const ENGLISH: SectionLabels = {
  contactName: section_contactName,
  contactEmail: section_contactEmail,
  contactPhone: section_contactPhone,
  contactSubject: section_contactSubject,
  contactMessage: section_contactMessage,
  contactSend: section_contactSend,
  contactSending: section_contactSending,
  contactSuccess: section_contactSuccess,
  contactError: section_contactError,
  optional: section_optional,
  openHelpCenter: section_openHelpCenter,
  rating: section_rating,
  dismissBanner: section_dismissBanner,
  expandBanner: section_expandBanner,
  collapseBanner: section_collapseBanner,
  nextBanner: section_nextBanner,
  saleEnded: section_saleEnded,
  sectionError: visitor_sectionError,
  countdown: {
    days: section_countdown_days,
    hours: section_countdown_hours,
    minutes: section_countdown_minutes,
    seconds: section_countdown_seconds,
  },
};

/**
 * The texts of section controls in the page's language, handed down by the page (from its loader,
 * section-labels.ts). Outside a page (a section rendered on its own) they are the catalogue's English.
 */
export const SectionLabelsContext = createContext<SectionLabels>(ENGLISH);

export function useSectionLabels(): SectionLabels {
  return useContext(SectionLabelsContext);
}
