import { clsx as cn } from "clsx";
import { plainText } from "../../view-models/rich-text.ts";
import { gridClasses, sectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { metricCard } from "./metric-card.tsx";
import { Suspense } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import { renderSection } from "./section-error-boundary.tsx";
import { SectionShell } from "./section-shell.tsx";

// The slider's code (timers, swipes, its texts in ten languages) loads on pages with a slider; the
// server renders its cards in full meanwhile.
const MetricSlider = lazyComponent(() => import("./metric-slider.tsx").then((m) => m.MetricSlider));

/** The general metrics section: a grid of 1 to 5 columns, or a slider. Nothing without metrics. */
export function GeneralSection({ section }: { section: TemplateSectionView }) {
  if (section.metrics.length === 0) return null;
  return renderSection(plainText(section.titleHtml) || section.type, () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        {section.isSlider ? (
          <Suspense fallback={null}>
            <MetricSlider section={section} text={text} />
          </Suspense>
        ) : (
          <div className={cn("grid gap-6 lg:gap-8", gridClasses(section.gridColumns))}>
            {section.metrics.map((metric) =>
              metricCard({
                metric,
                text,
                imageHeight: section.imageHeight,
                isImageBottom: section.isImageBottom,
              }),
            )}
          </div>
        )}
      </SectionShell>
    );
  });
}
