import type { ComponentType } from "react";
import { plainText } from "../../lib/rich-text.ts";
import type { TemplateSectionView } from "../../lib/view-models.ts";
import { PricingPlansSection } from "../pricing/pricing-plans-section.tsx";
import { GeneralSection } from "./general-section.tsx";
import { SectionErrorBoundary } from "./section-error-boundary.tsx";

export type SectionRenderer = {
  Component: ComponentType<{ section: TemplateSectionView }>;
  /** Sections with no result render nothing (spec public-site §2), not even an empty frame. */
  hasContent: (section: TemplateSectionView) => boolean;
};

/**
 * One renderer per section type (spec public-site §2). reviews, help_center, real_estate, brand,
 * article_slider, contact, faq, pricing_plans, team and testimonials have no data source yet: they
 * render nothing until their renderer is added here.
 */
export const SECTION_RENDERERS: Readonly<Record<string, SectionRenderer | undefined>> = {
  general: { Component: GeneralSection, hasContent: (section) => section.metrics.length > 0 },
  reviews: undefined,
  help_center: undefined,
  real_estate: undefined,
  brand: undefined,
  // The organization's newest posts as slider cards (filled by the page loader, issue 9 item 7).
  article_slider: { Component: GeneralSection, hasContent: (section) => section.metrics.length > 0 },
  contact: undefined,
  faq: undefined,
  pricing_plans: { Component: PricingPlansSection, hasContent: (section) => (section.plans?.length ?? 0) > 0 },
  team: undefined,
  testimonials: undefined,
};

export function TemplateSection({ section }: { section: TemplateSectionView }) {
  const renderer = Object.hasOwn(SECTION_RENDERERS, section.type) ? SECTION_RENDERERS[section.type] : undefined;
  if (!renderer || !renderer.hasContent(section)) return null;
  const { Component } = renderer;
  return (
    <SectionErrorBoundary name={plainText(section.titleHtml) || section.type}>
      <Component section={section} />
    </SectionErrorBoundary>
  );
}
