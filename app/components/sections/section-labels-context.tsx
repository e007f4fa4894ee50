import { createContext, useContext } from "react";
import { sectionLabels, type SectionLabels } from "../../labels/section-labels.ts";

/**
 * The texts of section controls in the page's language, handed down by the page (from its loader).
 * Outside a page (a section rendered on its own) they are the catalogue's English.
 */
export const SectionLabelsContext = createContext<SectionLabels>(sectionLabels("en"));

export function useSectionLabels(): SectionLabels {
  return useContext(SectionLabelsContext);
}
