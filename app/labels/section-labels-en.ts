/** English texts of sections and banners: the default, and the only table browsers may ever carry. */
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
  countdown: { days: string; hours: string; minutes: string; seconds: string };
};

export const EN_SECTION_LABELS: SectionLabels = {
  contactName: "Name",
  contactEmail: "Email",
  contactPhone: "Phone",
  contactSubject: "Subject",
  contactMessage: "Message",
  contactSend: "Send message",
  contactSending: "Sending...",
  contactSuccess: "Thank you! Your message has been sent. We will get back to you soon.",
  contactError: "Your message could not be sent",
  optional: "optional",
  openHelpCenter: "Open the help center",
  rating: "Rated {n} out of 5",
  dismissBanner: "Dismiss banner",
  expandBanner: "Show banner",
  collapseBanner: "Hide banner",
  nextBanner: "Next banner",
  saleEnded: "Sale Ended",
  countdown: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
};

/** `{n}` of a rating text filled in. */
export function ratingLabel(labels: Pick<SectionLabels, "rating">, stars: number): string {
  return labels.rating.replace("{n}", String(stars));
}
