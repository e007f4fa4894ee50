import { useEffect, useState } from "react";
import type { Locale, LocaleSite } from "../../../shared/locales.ts";
import {
  sectionsErrorText,
  sectionsRefetchUrl,
  TEMPLATE_HEADING_SECTION_UPDATED_EVENT,
  TEMPLATE_SECTION_UPDATED_EVENT,
} from "../../lib/section-freshness.ts";
import type { HeadingSectionView, TemplateSectionView } from "../../lib/view-models.ts";
import type { SectionLabels } from "../../lib/section-labels-en.ts";
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
  const [errors, setErrors] = useState<{ template?: string; heading?: string }>({});
  const { locale, site, headingOffset = 0 } = props;

  // New loader data (client navigation) replaces what an earlier refetch brought.
  const [source, setSource] = useState(props);
  if (source.headings !== props.headings || source.sections !== props.sections) {
    setSource(props);
    setHeadings(props.headings);
    setSections(props.sections);
    setErrors({});
  }

  useEffect(() => {
    const refetch = async (kind: "template" | "heading") => {
      try {
        const url = sectionsRefetchUrl(kind, window.location.pathname, Date.now());
        const [rows, views] = await Promise.all([fetchJson(url), import("../../lib/section-views.ts")]);
        if (kind === "template") {
          setSections(rows.map((row) => views.templateSectionView(row as never, locale)));
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
    const onTemplates = () => void refetch("template");
    const onHeadings = () => void refetch("heading");
    window.addEventListener(TEMPLATE_SECTION_UPDATED_EVENT, onTemplates);
    window.addEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, onHeadings);
    return () => {
      window.removeEventListener(TEMPLATE_SECTION_UPDATED_EVENT, onTemplates);
      window.removeEventListener(TEMPLATE_HEADING_SECTION_UPDATED_EVENT, onHeadings);
    };
  }, [locale, site, headingOffset]);

  return (
    <SectionLabelsContext value={props.labels}>
      {errors.heading && <SectionsError text={sectionsErrorText("heading", errors.heading)} />}
      {headings.map((heading) => (
        <HeadingSection key={heading.id} heading={heading} />
      ))}
      {errors.template && <SectionsError text={sectionsErrorText("template", errors.template)} />}
      {sections.map((section) => (
        <TemplateSection key={section.id} section={section} />
      ))}
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
