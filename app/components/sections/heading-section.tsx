import { fieldLang } from "../../../shared/i18n/translate.ts";
import { FallbackText } from "../fallback-text.tsx";
import { clsx as cn } from "clsx";
import { Fragment, useState } from "react";
import { BLOCK_ALIGN, TEXT_ALIGN, headingTextStyle } from "../../view-models/section-styles.ts";
import type { HeadingSectionView } from "../../view-models/view-models.ts";
import { SectionErrorBoundary, renderSection } from "./section-error-boundary.tsx";
import { SectionImage } from "./section-image.tsx";

/** Title parts after the first are set apart: the second in the site's primary colour. */
const TITLE_PART_CLASSES = ["", "text-primary", "text-gray-500"] as const;

/**
 * A heading section (spec public-site §2): a title in up to three parts, a description, a button or
 * text link, and an optional image beside the text. A rendering failure shows "Error rendering
 * section: {name}" in its place and leaves the rest of the page alone.
 */
export function HeadingSection({ heading, level }: { heading: HeadingSectionView; level?: 1 | 2 }) {
  return (
    <SectionErrorBoundary name={heading.name}>
      <HeadingSectionContent heading={heading} level={level ?? heading.level} />
    </SectionErrorBoundary>
  );
}

function HeadingSectionContent({ heading, level }: { heading: HeadingSectionView; level: 1 | 2 }) {
  const [imageFailed, setImageFailed] = useState(false);
  return renderSection(heading.name, () =>
    headingMarkup({
      heading,
      level,
      imageFailed,
      onImageFailed: () => setImageFailed(true),
    }),
  );
}

function headingMarkup({
  heading,
  level,
  imageFailed,
  onImageFailed,
}: {
  heading: HeadingSectionView;
  level: 1 | 2;
  imageFailed: boolean;
  onImageFailed: () => void;
}) {
  const text = headingTextStyle(heading.textStyleVariant);
  const clean = heading.styleVariant === "clean";
  const align = heading.titleAlign;
  const Title = level === 1 ? "h1" : "h2";
  const image = heading.image && !imageFailed ? heading.image : null;
  const hasAction = Boolean(heading.buttonText && heading.href);

  return (
    <section
      data-heading-section={heading.id}
      className={cn("px-4 sm:px-6", clean ? "py-20 md:py-32" : "py-12 md:py-20")}
      style={{ background: heading.background }}
    >
      <div
        className={cn(
          "mx-auto max-w-7xl",
          // default: the content sits on a raised panel; clean: straight on the background, more air
          !clean && "rounded-3xl bg-white/70 p-6 shadow-xl ring-1 ring-black/5 sm:p-10 lg:p-14",
          image && "grid items-center gap-10 md:grid-cols-2 md:gap-14",
        )}
      >
        <div className={TEXT_ALIGN[align]}>
          <Title className={cn("text-gray-900", text.title)} {...fieldLang(heading, "title")}>
            {heading.titleParts.map((part, index) => (
              <Fragment key={index}>
                {index > 0 && " "}
                <span className={TITLE_PART_CLASSES[index] || undefined} {...fieldLang(heading, `part${index}`)}>
                  {part}
                </span>
              </Fragment>
            ))}
          </Title>
          {heading.descriptionHtml && (
            <div
              className={cn("rich-text mt-6 max-w-2xl", BLOCK_ALIGN[align], text.description)}
              {...fieldLang(heading, "description")}
              dangerouslySetInnerHTML={{ __html: heading.descriptionHtml }}
            />
          )}
          {hasAction && (
            <div className={cn("mt-8 flex", BLOCK_ALIGN[align])}>
              {heading.isTextLink ? (
                <a
                  href={heading.href!}
                  className="group inline-flex items-center gap-1 rounded font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
                >
                  <FallbackText view={heading} field="button">
                    {heading.buttonText}
                  </FallbackText>
                  <span
                    aria-hidden="true"
                    className="transition-transform motion-safe:group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:motion-safe:group-hover:-translate-x-0.5"
                  >
                    →
                  </span>
                </a>
              ) : (
                <a
                  href={heading.href!}
                  className="inline-flex items-center justify-center rounded-lg bg-primary px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <FallbackText view={heading} field="button">
                    {heading.buttonText}
                  </FallbackText>
                </a>
              )}
            </div>
          )}
        </div>
        {image && (
          // Stacked under the text on phones; left or right of it from the tablet breakpoint.
          <div className={heading.imageFirst ? "md:order-first" : undefined}>
            <SectionImage
              src={image}
              alt=""
              // A fixed 3:2 box, sized before the picture arrives (no layout shift).
              className="aspect-[3/2] max-h-[32rem] w-full rounded-2xl object-cover"
              width={1200}
              height={800}
              loading={level === 1 ? "eager" : "lazy"}
              fetchPriority={level === 1 ? "high" : undefined}
              decoding="async"
              onFailed={onImageFailed}
            />
          </div>
        )}
      </div>
    </section>
  );
}
