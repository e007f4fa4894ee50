import { clsx as cn } from "clsx";
import { gridClasses, sectionTextStyle } from "../../lib/section-styles.ts";
import type { TemplateSectionView } from "../../lib/view-models.ts";
import { MetricCard } from "./metric-card.tsx";
import { MetricSlider } from "./metric-slider.tsx";
import { SectionShell } from "./section-shell.tsx";

/** The general metrics section: a grid of 1 to 5 columns, or a slider. Nothing without metrics. */
export function GeneralSection({ section }: { section: TemplateSectionView }) {
  if (section.metrics.length === 0) return null;
  const text = sectionTextStyle(section.textStyleVariant);
  return (
    <SectionShell section={section} text={text}>
      {section.isSlider ? (
        <MetricSlider section={section} text={text} />
      ) : (
        <div className={cn("grid gap-6 lg:gap-8", gridClasses(section.gridColumns))}>
          {section.metrics.map((metric) => (
            <MetricCard
              key={metric.id}
              metric={metric}
              text={text}
              imageHeight={section.imageHeight}
              isImageBottom={section.isImageBottom}
            />
          ))}
        </div>
      )}
    </SectionShell>
  );
}
