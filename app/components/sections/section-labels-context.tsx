import { createContext, useContext } from "react";
import { EN_SECTION_LABELS, type SectionLabels } from "../../labels/section-labels-en.ts";

/** The texts of section controls in the page's language, handed down by the page (from its loader). */
export const SectionLabelsContext = createContext<SectionLabels>(EN_SECTION_LABELS);

export function useSectionLabels(): SectionLabels {
  return useContext(SectionLabelsContext);
}
