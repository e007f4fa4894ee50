import { fieldLang } from "../../../shared/i18n/translate.ts";
import { clsx as cn } from "clsx";
import type { ReactNode } from "react";
import { BLOCK_ALIGN, TEXT_ALIGN, type SectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";

/**
 * The frame every template section type shares: background, width (max-width container unless
 * full width), and the aligned title and description.
 */
export function SectionShell({
  section,
  text,
  children,
}: {
  section: TemplateSectionView;
  text: SectionTextStyle;
  children: ReactNode;
}) {
  const titleId = `section-${section.id}-title`;
  const hasTitle = section.titleHtml.trim() !== "";
  const hasDescription = section.descriptionHtml.trim() !== "";
  return (
    <section
      data-template-section={section.id}
      data-section-type={section.type}
      aria-labelledby={hasTitle ? titleId : undefined}
      className="py-12 md:py-16"
      style={section.background ? { background: section.background } : undefined}
    >
      <div className={cn("px-4 sm:px-6", !section.isFullWidth && "mx-auto max-w-7xl")}>
        {(hasTitle || hasDescription) && (
          <div className={cn("mb-10", TEXT_ALIGN[section.titleAlign])}>
            {hasTitle && (
              <h2
                id={titleId}
                className={cn("text-gray-900", text.title)}
                {...fieldLang(section, "title")}
                dangerouslySetInnerHTML={{ __html: section.titleHtml }}
              />
            )}
            {hasDescription && (
              <div
                className={cn("rich-text mt-4 max-w-3xl", BLOCK_ALIGN[section.titleAlign], text.description)}
                {...fieldLang(section, "description")}
                dangerouslySetInnerHTML={{ __html: section.descriptionHtml }}
              />
            )}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
