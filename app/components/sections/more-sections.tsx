/** The section types loaded on demand (see template-section.tsx): one chunk for all of them. */
export { ContactSection } from "./contact-section.tsx";
export { FaqSection } from "./faq-section.tsx";
export { BrandSection, HelpCenterSection, RealEstateSection, ReviewsSection } from "./metric-type-sections.tsx";
export { TeamSection, TestimonialsSection } from "./people-sections.tsx";
