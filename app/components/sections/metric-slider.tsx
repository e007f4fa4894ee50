import { clsx as cn } from "clsx";
import { ChevronLeft, ChevronRight, Pause, Play } from "../ui/icons.tsx";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from "react";
import { plainText } from "../../view-models/rich-text.ts";
import {
  MOBILE_MEDIA_QUERY,
  SLIDER_INTERVAL_MS,
  nextIndex,
  previousIndex,
  shouldAutoAdvance,
  swipeDirection,
  visibleCardCount,
  visiblePositions,
} from "../../view-models/slider.ts";
import { sliderLabels } from "../../labels/slider-labels.ts";
import { sliderTrackClasses, type SectionTextStyle } from "../../view-models/section-styles.ts";
import type { TemplateSectionView } from "../../view-models/view-models.ts";
import { metricCard } from "./metric-card.tsx";
import { renderSection } from "./section-error-boundary.tsx";
import { useMediaQuery } from "./use-media-query.ts";
import { useHydrated } from "../../browser/use-hydrated.ts";

/**
 * The metrics of a general section as a slider (spec public-site §4, §9): grid_columns minus 1
 * cards at once (1 on phones), wrap-around, auto-advance every 5 s on desktop unless hovered,
 * focused, paused or the visitor prefers reduced motion, and 75 px swipes.
 *
 * Every card is in the HTML (texts are indexed and nothing jumps on hydration); those outside the
 * window are display:none, and the window's cards are placed with CSS `order`. Phones show only the
 * first card of the window, by CSS, so the server's guess about the viewport does not matter.
 */
export function MetricSlider({ section, text }: { section: TemplateSectionView; text: SectionTextStyle }) {
  const { metrics } = section;
  const count = metrics.length;
  const labels = sliderLabels(section.locale);
  const desktopVisible = visibleCardCount(section.gridColumns, false);
  const mobileVisible = visibleCardCount(section.gridColumns, true);
  // Server HTML until this chunk hydrates it: a click before then would be dropped (see useHydrated).
  const hydrated = useHydrated();

  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [index, setIndex] = useState(0);
  // Only cards brought in by a move fade in; on first paint everything simply is there.
  const [moved, setMoved] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const swipeStart = useRef<number | null>(null);

  const visible = isMobile ? mobileVisible : desktopVisible;
  const autoAdvance = shouldAutoAdvance({
    count,
    visible,
    isMobile,
    reducedMotion,
    hovered,
    focused,
    stopped,
  });

  // Restarted after every move, so a click is never followed by an early automatic step.
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = window.setTimeout(() => {
      setMoved(true);
      setIndex((current) => nextIndex(current, count));
    }, SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [autoAdvance, count, index]);

  const positions = visiblePositions(index, count, desktopVisible);
  const goNext = () => {
    setMoved(true);
    setIndex((current) => nextIndex(current, count));
  };
  const goPrevious = () => {
    setMoved(true);
    setIndex((current) => previousIndex(current, count));
  };
  // On desktop every card may already be on screen; then the controls are only needed on phones.
  const desktopNeedsControls = count > desktopVisible;
  const canAutoAdvance = desktopNeedsControls && !reducedMotion;

  // On a right-to-left page the next card is on the left: the arrow keys and swipes follow it.
  const rightToLeft = (element: Element) => getComputedStyle(element).direction === "rtl";
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = rightToLeft(event.currentTarget);
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) {
      event.preventDefault();
      goNext();
    } else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) {
      event.preventDefault();
      goPrevious();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Mouse drags select text; swipes are for touch and pens.
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    const direction = swipeDirection(rightToLeft(event.currentTarget) ? -dx : dx);
    swipeStart.current = null;
    if (direction === "next") goNext();
    else if (direction === "previous") goPrevious();
  };

  const title = plainText(section.titleHtml);
  return renderSection(title || section.type, () => sliderMarkup());

  function sliderMarkup() {
    const buttonClass =
      "inline-flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-700 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

    return (
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={title || labels.carousel}
        onKeyDown={onKeyDown}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div
          className={cn("grid touch-pan-y gap-6", sliderTrackClasses(desktopVisible))}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          {metrics.map((metric, metricIndex) => {
            const slot = positions.indexOf(metricIndex);
            return (
              <div
                key={metric.id}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.position(metricIndex + 1, count)}
                className={cn(
                  slot === -1 ? "hidden" : slot >= mobileVisible && "max-md:hidden",
                  // a card coming into view fades in (CSS @starting-style), unless motion is reduced
                  moved && "motion-safe:transition-opacity motion-safe:duration-500 motion-safe:starting:opacity-0",
                )}
                style={{ order: slot === -1 ? count : slot }}
              >
                {metricCard({
                  metric,
                  text,
                  imageHeight: section.imageHeight,
                  isImageBottom: section.isImageBottom,
                })}
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className={cn("mt-8 flex items-center justify-center gap-4", !desktopNeedsControls && "md:hidden")}>
            <button
              type="button"
              className={buttonClass}
              aria-label={labels.previous}
              onClick={goPrevious}
              disabled={!hydrated}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-live={autoAdvance ? "off" : "polite"}
              aria-atomic="true"
              className="min-w-16 text-center text-sm tabular-nums text-gray-600"
            >
              {labels.position(index + 1, count)}
            </p>
            <button
              type="button"
              className={buttonClass}
              aria-label={labels.next}
              onClick={goNext}
              disabled={!hydrated}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            {canAutoAdvance && (
              // WCAG 2.2.2: moving content can be paused. Hidden on phones, where it never moves.
              <button
                type="button"
                className={cn(buttonClass, "max-md:hidden")}
                aria-label={stopped ? labels.play : labels.pause}
                onClick={() => setStopped((value) => !value)}
                disabled={!hydrated}
              >
                {stopped ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" className="size-4" />
                )}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }
}
