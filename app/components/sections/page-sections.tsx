import { Fragment, useEffect, useMemo, useState, type ReactNode } from "react";
import { bodySegments, withRefetchedOrders, type LayoutEntry } from "../../view-models/page-body.ts";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import {
  sectionsErrorText,
  sectionsRefetchUrl,
  TEMPLATE_HEADING_SECTION_UPDATED_EVENT,
  TEMPLATE_SECTION_UPDATED_EVENT,
} from "../../view-models/section-freshness.ts";
import type { HeadingSectionView, TemplateSectionView } from "../../view-models/view-models.ts";
import type { SectionLabels } from "../../labels/section-label-shape.ts";
import { HeadingSection } from "./heading-section.tsx";
import { SectionLabelsContext } from "./section-labels-context.tsx";
import { TemplateSection } from "./template-section.tsx";

type Props = {
  /** Texts of section controls in the page's language (from the loader). */
  labels: SectionLabels;
  headings: HeadingSectionView[];
  sections: TemplateSectionView[];
  locale: Locale;
  site: LocaleSite;
  /** 1 when a hero above holds the page's h1: refetched headings then all take h2. */
  headingOffset?: number;
  /** The owner's Page Layout order of the whole body (decision 043); without it, headings then sections. */
  layout?: LayoutEntry[];
  /** The page's hero ids, and how a run of them renders, at their place in `layout`. */
  heroIds?: number[];
  /** `last`: the last run of heroes, which also shows a hero created since the page loaded. */
  renderHeroes?: (ids: number[], last: boolean) => ReactNode;
  /** An admin sees a section that shows visitors nothing as a placeholder with Edit and Delete. */
  isAdmin?: boolean;
};

async function fetchJson(url: string): Promise<unknown[]> {
  const response = await fetch(url, {
    cache: "no-store",
    credentials: "same-origin",
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? `HTTP ${response.status}`);
  }
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("unexpected answer");
  return body;
}

/**
 * A page's heading and template sections, as the loader rendered them, refetched from the API when
 * an editor announces a change (`template-section-updated`, `template-heading-section-updated`).
 * The mapping code loads on the first event only, so visitors never download it.
 */
export function PageSections(props: Props) {
  const [headings, setHeadings] = useState(props.headings);
  const [sections, setSections] = useState(props.sections);
  const [layout, setLayout] = useState(props.layout ?? []);
  const [errors, setErrors] = useState<{ template?: string; heading?: string }>({});
  const { locale, site, headingOffset = 0 } = props;
  const hasHeroes = (props.heroIds?.length ?? 0) > 0;

  // New loader data (client navigation) replaces what an earlier refetch brought.
  const [source, setSource] = useState(props);
  if (source.headings !== props.headings || source.sections !== props.sections || source.layout !== props.layout) {
    setSource(props);
    setHeadings(props.headings);
    setSections(props.sections);
    setLayout(props.layout ?? []);
    setErrors({});
  }

  useEffect(() => {
    const refetch = async (kind: "template" | "heading") => {
      try {
        const url = sectionsRefetchUrl(kind, window.location.pathname, Date.now());
        const [rows, views] = await Promise.all([fetchJson(url), import("../../view-models/section-views.ts")]);
        // Their orders too (Page Layout announces its save with these events): the body follows them.
        const orders = (rows as { id: number; order?: number }[]).map((row) => ({ id: row.id, order: row.order ?? 0 }));
        setLayout((current) =>
          withRefetchedOrders(current, kind === "template" ? "template_section" : "heading_section", orders),
        );
        if (kind === "heading" && hasHeroes) void refetchHeroOrders();
        if (kind === "template") {
          setSections(rows.map((row) => views.templateSectionView(row as never, locale, site.defaultLocale)));
        } else {
          setHeadings(
            rows.map((row, index) => views.headingSectionView(row as never, index + headingOffset, locale, site)),
          );
        }
        setErrors((current) => ({ ...current, [kind]: undefined }));
      } catch (error) {
        setErrors((current) => ({ ...current, [kind]: error instanceof Error ? error.message : String(error) }));
      }
    };
    const refetchHeroOrders = async () => {
      const url = `/api/heroes?url_page=${encodeURIComponent(window.location.pathname || "/")}&t=${Date.now()}`;
      const rows = (await fetchJson(url).catch(() => null)) as { id: number; display_order?: number }[] | null;
      if (!rows) return;
      const orders = rows.map((row) => ({ id: row.id, order: row.display_order ?? 0 }));
      setLayout((current) => withRefetchedOrders(current, "hero", orders));
    };
    const onTemplates = () => void refetch("template");
    const onHeadings = () => void refetch("heading");
    window.addEventListener(TEMPLATE_SECTION_UPDATED_EVENT, onTemplates);
    window.addEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, onHeadings);
    return () => {
      window.removeEventListener(TEMPLATE_SECTION_UPDATED_EVENT, onTemplates);
      window.removeEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, onHeadings);
    };
  }, [locale, site, headingOffset, hasHeroes]);

  const { heroIds, renderHeroes } = props;
  const segments = useMemo(
    () =>
      bodySegments(layout, {
        heroes: renderHeroes ? (heroIds ?? []) : [],
        headings: headings.map((heading) => heading.id),
        sections: sections.map((section) => section.id),
      }),
    [layout, heroIds, renderHeroes, headings, sections],
  );
  const headingById = new Map(headings.map((heading) => [heading.id, heading]));
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const lastHeroRun = segments.filter((segment) => segment.kind === "heroes").at(-1);
  return (
    <SectionLabelsContext value={props.labels}>
      {errors.heading && <SectionsError text={sectionsErrorText("heading", errors.heading)} />}
      {errors.template && <SectionsError text={sectionsErrorText("template", errors.template)} />}
      {segments.map((segment) => {
        if (segment.kind === "heroes") {
          return (
            <Fragment key={`heroes:${segment.ids.join(",")}`}>
              {renderHeroes?.(segment.ids, segment === lastHeroRun)}
            </Fragment>
          );
        }
        if (segment.kind === "heading") {
          const heading = headingById.get(segment.id);
          return heading && <HeadingSection key={`heading:${heading.id}`} heading={heading} />;
        }
        const section = sectionById.get(segment.id);
        return section && <TemplateSection key={`template:${section.id}`} section={section} isAdmin={props.isAdmin} />;
      })}
    </SectionLabelsContext>
  );
}

function SectionsError({ text }: { text: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
      <p role="alert" data-sections-error className="text-red-600">
        {text}
      </p>
    </div>
  );
}
