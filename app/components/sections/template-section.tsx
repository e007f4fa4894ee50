import { Suspense, type ComponentType } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import { plainText } from "../../view-models/rich-text.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { GeneralSection } from "./general-section.tsx";
import { SectionErrorBoundary } from "./section-error-boundary.tsx";

export type SectionRenderer = {
  Component: ComponentType<{ section: TemplateSectionView }>;
  /** Sections with no result render nothing (spec public-site §2), not even an empty frame. */
  hasContent: (section: TemplateSectionView) => boolean;
};

/**
 * Section types other than general load as one chunk on pages that have them: the server renders
 * them in full, and the browser hydrates them when the chunk arrives (they are rarely in view at
 * first paint), so the start-up JavaScript of a page stays small.
 */
const more = () => import("./more-sections.tsx");
const ReviewsSection = lazyComponent(() => more().then((m) => m.ReviewsSection));
const HelpCenterSection = lazyComponent(() => more().then((m) => m.HelpCenterSection));
const RealEstateSection = lazyComponent(() => more().then((m) => m.RealEstateSection));
const BrandSection = lazyComponent(() => more().then((m) => m.BrandSection));
const ContactSection = lazyComponent(() => more().then((m) => m.ContactSection));
const FaqSection = lazyComponent(() => more().then((m) => m.FaqSection));
const TeamSection = lazyComponent(() => more().then((m) => m.TeamSection));
const TestimonialsSection = lazyComponent(() => more().then((m) => m.TestimonialsSection));
// The pricing plans and their basket button: their own chunk (only pages with plans need it).
const PricingPlansSection = lazyComponent(() =>
  import("../pricing/pricing-plans-section.tsx").then((m) => m.PricingPlansSection),
);

// Admins only: a section with nothing to show stays reachable (decision 043). Its own chunk.
const EmptySectionPlaceholder = lazyComponent(() =>
  import("./empty-section.tsx").then((m) => m.EmptySectionPlaceholder),
);

const hasMetrics = (section: TemplateSectionView) => section.metrics.length > 0;
const hasPeople = (section: TemplateSectionView) => section.people.length > 0;

/**
 * One renderer per section type (spec public-site §2).
 */
export const SECTION_RENDERERS: Readonly<Record<string, SectionRenderer | undefined>> = {
  general: { Component: GeneralSection, hasContent: hasMetrics },
  reviews: { Component: ReviewsSection, hasContent: hasMetrics },
  help_center: { Component: HelpCenterSection, hasContent: hasMetrics },
  real_estate: { Component: RealEstateSection, hasContent: hasMetrics },
  brand: { Component: BrandSection, hasContent: hasMetrics },
  // The organization's newest posts as slider cards (filled by the page loader, decision 017).
  article_slider: { Component: GeneralSection, hasContent: hasMetrics },
  // The form is the content: a contact section always has a result.
  contact: { Component: ContactSection, hasContent: () => true },
  faq: { Component: FaqSection, hasContent: (section) => section.faqs.length > 0 },
  pricing_plans: { Component: PricingPlansSection, hasContent: (section) => (section.plans?.length ?? 0) > 0 },
  team: { Component: TeamSection, hasContent: hasPeople },
  testimonials: { Component: TestimonialsSection, hasContent: hasPeople },
};

export function TemplateSection({ section, isAdmin = false }: { section: TemplateSectionView; isAdmin?: boolean }) {
  const renderer = Object.hasOwn(SECTION_RENDERERS, section.type) ? SECTION_RENDERERS[section.type] : undefined;
  if (!renderer || !renderer.hasContent(section)) {
    return isAdmin ? (
      <Suspense fallback={null}>
        <EmptySectionPlaceholder section={section} />
      </Suspense>
    ) : null;
  }
  const { Component } = renderer;
  return (
    <SectionErrorBoundary name={plainText(section.titleHtml) || section.type}>
      <Suspense fallback={null}>
        <Component section={section} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
