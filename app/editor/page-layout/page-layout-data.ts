import { m } from "../../../shared/i18n/paraglide/messages.js";
import { ui, type UiLocale } from "../../../shared/i18n/ui-locales.ts";
import type { ApiSchema } from "../../api-client/client.ts";

type Ui = { locale: UiLocale };

/** A page layout section as GET /api/page-layout answers it (spec editing-tools §3; typed client). */
export type LayoutSection = ApiSchema<"PageLayoutSection">;

/** The layout as the API answers it: the sections in their order and the version to send back. */
export type Layout = { sections: LayoutSection[]; url_page: string; version: string };

/**
 * What Page Layout edits (decision 042): the order of the sections, by key. The order is one value:
 * two people reordering the same page choose between their orders side by side.
 */
export type LayoutDraft = { order: string[] };

export const layoutDraft = (layout: Pick<Layout, "sections">): LayoutDraft => ({
  order: layout.sections.map(sectionKey),
});

/** The record id of a page's layout (local draft, presence): "/home" → "home", "/a/b" → "a_b". */
export function layoutId(urlPage: string): string {
  const id = urlPage
    .replace(/^\/+|\/+$/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .slice(0, 64);
  return id || "home";
}

/** The sections of `order` that are known (someone may have removed one meanwhile). */
export function sectionsInOrder(order: string[], known: ReadonlyMap<string, LayoutSection>): LayoutSection[] {
  return order.flatMap((key) => {
    const section = known.get(key);
    return section ? [section] : [];
  });
}

const SECTION_TYPE_LABELS: Record<string, (o: Ui) => string> = {
  general: (o) => m.editors_typeGeneral({}, o),
  brand: (o) => m.editors_typeBrands({}, o),
  article_slider: (o) => m.editors_typeArticleSlider({}, o),
  contact: (o) => m.editors_typeContact({}, o),
  faq: (o) => m.editors_typeFaq({}, o),
  reviews: (o) => m.editors_typeReviews({}, o),
  help_center: (o) => m.editors_typeHelpCenter({}, o),
  real_estate: (o) => m.editors_typeRealEstate({}, o),
  pricing_plans: (o) => m.editors_typePricingPlans({}, o),
  team: (o) => m.editors_typeTeam({}, o),
  testimonials: (o) => m.editors_typeTestimonials({}, o),
};

/** The modal's messages (spec §2.11, §8) in the person's language. */
export const layoutMessages = (o: Ui = ui("en")) => ({
  empty: m.editors_layoutEmpty({}, o),
  fetchFailed: m.editors_layoutFetchFailed({}, o),
  saveFailed: m.editors_layoutSaveFailed({}, o),
});

/** The English ones, as the spec gives them. */
export const LAYOUT_MESSAGES = layoutMessages();

/** The label shown beside a section's title: its template type, or Heading / Hero. */
export function sectionTypeLabel(section: Pick<LayoutSection, "type" | "data">, o: Ui = ui("en")): string {
  if (section.type === "heading_section") return m.editors_typeHeading({}, o);
  if (section.type === "hero") return m.editors_typeHero({}, o);
  return (SECTION_TYPE_LABELS[section.data.section_type ?? "general"] ?? SECTION_TYPE_LABELS.general!)(o);
}

/** A stable key per section across types (a heading and a section may share an id). */
export function sectionKey(section: Pick<LayoutSection, "type" | "id">): string {
  return `${section.type}:${section.id}`;
}

/** The body of PUT /api/page-layout: every section with its new position as order. */
export function layoutBody(sections: LayoutSection[], organizationId?: number) {
  return {
    ...(organizationId === undefined ? {} : { organization_id: organizationId }),
    sections: sections.map((section, order) => ({ id: section.id, type: section.type, order })),
  };
}

/** Moves the item at `from` to `to` (dnd-kit's arrayMove, kept here to test without the DOM). */
export function moveItem<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return list;
  next.splice(to, 0, item);
  return next;
}

/** Save is disabled while saving or loading, or when there are no sections (spec §5). */
export function canSave({ saving, loading, count }: { saving: boolean; loading: boolean; count: number }) {
  return !saving && !loading && count > 0;
}
