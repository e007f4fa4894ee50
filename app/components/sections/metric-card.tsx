import { fieldLang } from "../../../shared/i18n/translate.ts";
import { clsx as cn } from "clsx";
import { plainText } from "../../view-models/rich-text.ts";
import type { SectionTextStyle } from "../../view-models/section-styles.ts";
import type { MetricView } from "../../view-models/view-models.ts";
import { MetricMedia } from "./metric-media.tsx";

/**
 * One metric: media above (or below) the text, as a card (border, shadow, padding) or plain.
 * Called as a function, not mounted as a component, so that the section's `renderSection` also
 * catches what building a card throws.
 */
export function metricCard({
  metric,
  text,
  imageHeight,
  isImageBottom,
}: {
  metric: MetricView;
  text: SectionTextStyle;
  imageHeight: number;
  isImageBottom: boolean;
}) {
  const label = plainText(metric.titleHtml);
  const media = metric.media && (
    <MetricMedia media={metric.media} height={imageHeight} roundedFull={metric.isImageRoundedFull} label={label} />
  );
  const hasDescription = metric.descriptionHtml.trim() !== "";
  return (
    <article
      key={metric.id}
      data-metric={metric.id}
      className={cn(
        "flex h-full flex-col gap-4",
        metric.isCardType && "rounded-2xl border border-gray-200 p-5 shadow-sm",
      )}
      style={{ background: metric.background }}
    >
      {!isImageBottom && media}
      {(metric.isTitleDisplayed && label) || hasDescription ? (
        <div className="flex flex-col gap-2">
          {metric.isTitleDisplayed && label && (
            <h3
              className={cn("text-gray-900", text.metricTitle)}
              {...fieldLang(metric, "title")}
              dangerouslySetInnerHTML={{ __html: metric.titleHtml }}
            />
          )}
          {hasDescription && (
            <div
              className={cn("rich-text", text.metricDescription)}
              {...fieldLang(metric, "description")}
              dangerouslySetInnerHTML={{ __html: metric.descriptionHtml }}
            />
          )}
        </div>
      ) : null}
      {isImageBottom && <div className="mt-auto">{media}</div>}
    </article>
  );
}
