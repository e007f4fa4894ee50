import { fieldLang } from "../../../shared/i18n/translate.ts";
import { clsx as cn } from "clsx";
import { useInRouterContext, useLocation } from "react-router";
import { stripLocalePrefix } from "../../../shared/i18n/locales.ts";
import { plainText } from "../../view-models/rich-text.ts";
import { ratingLabel } from "../../labels/section-label-shape.ts";
import { useSectionLabels } from "./section-labels-context.tsx";
import { gridClasses, sectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { MetricMedia } from "./metric-media.tsx";
import { renderSection } from "./section-error-boundary.tsx";
import { SectionShell } from "./section-shell.tsx";
import { SectionImage } from "./section-image.tsx";
import { Stars } from "./stars.tsx";

/**
 * Section types whose content is the section's metrics, each laid out for what it says:
 * reviews (quotes with their authors), help_center (topics and a way into the help center),
 * real_estate (property listings), brand (a logo wall).
 */

const name = (section: TemplateSectionView) => plainText(section.titleHtml) || section.type;

/** reviews: each metric is a review (description the quote, title its author, image an avatar). */
export function ReviewsSection({ section }: { section: TemplateSectionView }) {
  const labels = useSectionLabels();
  return renderSection(name(section), () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className={cn("grid gap-6", gridClasses(section.gridColumns))}>
          {section.metrics.map((metric) => (
            <li key={metric.id} data-metric={metric.id}>
              <figure
                className="flex h-full flex-col gap-4 rounded-2xl border border-gray-200 p-6 shadow-sm"
                style={{ background: metric.background }}
              >
                <Stars value={5} label={ratingLabel(labels, 5)} />
                <blockquote
                  className={cn("rich-text flex-1 text-gray-800", text.metricDescription)}
                  {...fieldLang(metric, "description")}
                  dangerouslySetInnerHTML={{ __html: metric.descriptionHtml }}
                />
                <figcaption className="flex items-center gap-3">
                  {metric.media?.kind === "image" && (
                    <SectionImage
                      src={metric.media.src}
                      alt=""
                      loading="lazy"
                      className="size-10 rounded-full object-cover"
                      width={40}
                      height={40}
                    />
                  )}
                  <span
                    className={cn("font-semibold text-gray-900", text.metricTitle, "text-base")}
                    {...fieldLang(metric, "title")}
                    dangerouslySetInnerHTML={{ __html: metric.titleHtml }}
                  />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  });
}

/** `/help-center` in the page's language: the current address's language prefix, if any (the default has none). */
function useHelpCenterHref(): string {
  const inRouter = useInRouterContext();
  // Outside a router (unit renders) the page is in the default language.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const pathname = inRouter ? useLocation().pathname : "/";
  const prefix = stripLocalePrefix(pathname) === pathname ? "" : pathname.slice(0, 3);
  return `${prefix}/help-center`;
}

/** help_center: topics as cards, each leading into the knowledge base of /help-center, and a button to it. */
export function HelpCenterSection({ section }: { section: TemplateSectionView }) {
  const labels = useSectionLabels();
  const href = useHelpCenterHref();
  return renderSection(name(section), () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className={cn("grid gap-4", gridClasses(section.gridColumns))}>
          {section.metrics.map((metric) => (
            <li
              key={metric.id}
              data-metric={metric.id}
              className="relative flex gap-4 rounded-xl border border-gray-200 p-5 transition hover:border-primary hover:shadow-sm"
              style={{ background: metric.background }}
            >
              {metric.media?.kind === "image" && (
                <SectionImage
                  src={metric.media.src}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg object-cover"
                  width={48}
                  height={48}
                />
              )}
              <div className="flex flex-col gap-1">
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
              </div>
              {/* The whole card leads into the knowledge base; an empty link over it, since the
                  card's rich text may hold links of its own (links do not nest). */}
              <a
                href={`${href}?view=knowledge-base`}
                aria-label={plainText(metric.titleHtml) || plainText(metric.descriptionHtml)}
                className="absolute inset-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a
            href={href}
            className="inline-flex items-center rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {labels.openHelpCenter}
          </a>
        </p>
      </SectionShell>
    );
  });
}

/** real_estate: listings with a large photo (or video) at the section's image height. */
export function RealEstateSection({ section }: { section: TemplateSectionView }) {
  return renderSection(name(section), () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className={cn("grid gap-6", gridClasses(section.gridColumns))}>
          {section.metrics.map((metric) => {
            const label = plainText(metric.titleHtml);
            return (
              <li
                key={metric.id}
                data-metric={metric.id}
                className="overflow-hidden rounded-2xl border border-gray-200 shadow-sm"
                style={{ background: metric.background }}
              >
                {metric.media && (
                  <MetricMedia media={metric.media} height={section.imageHeight} roundedFull={false} label={label} />
                )}
                <div className="flex flex-col gap-2 p-5">
                  <h3
                    className={cn("text-gray-900", text.metricTitle)}
                    {...fieldLang(metric, "title")}
                    dangerouslySetInnerHTML={{ __html: metric.titleHtml }}
                  />
                  <div
                    className={cn("rich-text", text.metricDescription)}
                    {...fieldLang(metric, "description")}
                    dangerouslySetInnerHTML={{ __html: metric.descriptionHtml }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </SectionShell>
    );
  });
}

/** brand: a wall of logos (metric images), names as their text alternative; a name alone when no logo. */
export function BrandSection({ section }: { section: TemplateSectionView }) {
  return renderSection(name(section), () => {
    const text = sectionTextStyle(section.textStyleVariant);
    return (
      <SectionShell section={section} text={text}>
        <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
          {section.metrics.map((metric) => {
            const label = plainText(metric.titleHtml);
            return (
              <li key={metric.id} data-metric={metric.id} className="flex flex-col items-center gap-2">
                {metric.media?.kind === "image" ? (
                  <SectionImage
                    src={metric.media.src}
                    alt={label}
                    loading="lazy"
                    className={cn(
                      "h-12 w-auto max-w-40 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0",
                      metric.isImageRoundedFull && "rounded-full",
                    )}
                  />
                ) : (
                  <span className="text-xl font-bold text-gray-600">{label}</span>
                )}
                {metric.isTitleDisplayed && metric.media?.kind === "image" && (
                  <span className="text-sm text-gray-600">{label}</span>
                )}
              </li>
            );
          })}
        </ul>
      </SectionShell>
    );
  });
}
