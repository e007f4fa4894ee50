import { fieldLang } from "../../../shared/i18n/translate.ts";
import { FallbackText } from "../fallback-text.tsx";
import { clsx as cn } from "clsx";
import { plainText } from "../../view-models/rich-text.ts";
import { sectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { ChevronDown } from "../ui/icons.tsx";
import { renderSection } from "./section-error-boundary.tsx";
import { SectionShell } from "./section-shell.tsx";

/**
 * faq: the organization's FAQs as disclosure widgets (`<details>`): keyboard-operable, searchable
 * by the browser's find, and working before (or without) JavaScript.
 */
export function FaqSection({ section }: { section: TemplateSectionView }) {
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <div className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {section.faqs.map((faq, index) => (
            <details key={faq.id} data-faq={faq.id} className="group px-5" open={index === 0}>
              <summary
                className={cn(
                  "flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-gray-900 [&::-webkit-details-marker]:hidden",
                  text.metricTitle,
                  "text-lg",
                )}
              >
                <FallbackText view={faq} field="question">
                  {faq.question}
                </FallbackText>
                <ChevronDown className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <div
                className={cn("rich-text pb-5", text.metricDescription)}
                {...fieldLang(faq, "answer")}
                dangerouslySetInnerHTML={{ __html: faq.answerHtml }}
              />
            </details>
          ))}
        </div>
      </SectionShell>
    );
  });
}
