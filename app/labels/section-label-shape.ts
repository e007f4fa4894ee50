/** The texts of sections and banners in one language, picked by the loader (section-labels.ts). */
export type SectionLabels = {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  contactSubject: string;
  contactMessage: string;
  contactSend: string;
  contactSending: string;
  contactSuccess: string;
  contactError: string;
  optional: string;
  openHelpCenter: string;
  /** "{n}" is the number of stars. */
  rating: string;
  dismissBanner: string;
  expandBanner: string;
  collapseBanner: string;
  /** Phones show one top banner at a time: this button shows the next. */
  nextBanner: string;
  saleEnded: string;
  /** Shown instead of a section that failed to render; "{name}" is the section's name. */
  sectionError: string;
  countdown: { days: string; hours: string; minutes: string; seconds: string };
};

/** `{n}` of a rating text filled in. */
export function ratingLabel(labels: Pick<SectionLabels, "rating">, stars: number): string {
  return labels.rating.replace("{n}", String(stars));
}
