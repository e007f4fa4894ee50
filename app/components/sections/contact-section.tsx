import { fieldLang } from "../../../shared/i18n/translate.ts";
import { clsx as cn } from "clsx";
import { plainText } from "../../view-models/rich-text.ts";
import { sectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { Suspense } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import { renderSection } from "./section-error-boundary.tsx";
import { SectionShell } from "./section-shell.tsx";

// The form loads on its own: it is rarely in view at first paint (the server HTML shows it meanwhile).
const ContactForm = lazyComponent(() => import("./contact-form.tsx").then((m) => m.default));

/** contact: the contact form, with the section's metrics (address, phone, hours…) beside it. */
export function ContactSection({ section }: { section: TemplateSectionView }) {
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    const hasDetails = section.metrics.length > 0;
    return (
      <SectionShell section={section} text={text}>
        <div className={cn("grid gap-10", hasDetails && "lg:grid-cols-[1fr_2fr]")}>
          {hasDetails && (
            <ul className="flex flex-col gap-6">
              {section.metrics.map((metric) => (
                <li key={metric.id} data-metric={metric.id} className="flex flex-col gap-1">
                  {metric.isTitleDisplayed && (
                    <h3
                      className={cn("text-gray-900", text.metricTitle, "text-lg")}
                      {...fieldLang(metric, "title")}
                      dangerouslySetInnerHTML={{ __html: metric.titleHtml }}
                    />
                  )}
                  <div
                    className={cn("rich-text", text.metricDescription)}
                    {...fieldLang(metric, "description")}
                    dangerouslySetInnerHTML={{ __html: metric.descriptionHtml }}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <Suspense fallback={<div className="min-h-96" />}>
              <ContactForm sectionId={section.id} locale={section.locale} />
            </Suspense>
          </div>
        </div>
      </SectionShell>
    );
  });
}
