import { clsx as cn } from "clsx";
import { lazy, Suspense, useState, type CSSProperties } from "react";
import {
  BANNER_HEIGHT_PX,
  COUNTDOWN_BANNER_HEIGHT_PX,
  FIXED_BANNER_HEIGHT_PX,
  FIXED_BANNER_OFFSET_REM,
  type BannerOpenState,
} from "../../../shared/banners.ts";
import type { BannerView } from "../../lib/banner-views.ts";
import { sectionLabels, type SectionLabels } from "../../lib/section-labels.ts";
import { ChevronDown, X } from "../ui/icons.tsx";
import { BannerIcon } from "./banner-icons.tsx";

// Only pages with a countdown banner download the countdown.
const BannerCountdown = lazy(() => import("./banner-countdown.tsx"));

type GroupProps = {
  banners: BannerView[];
  locale: string;
  renderedAt: number;
  onDismiss: (banner: BannerView) => void;
};

/** Share of the edge a banner takes when open (spec open states), as inline CSS. */
function openBox(state: BannerOpenState, horizontal: boolean): CSSProperties {
  const [side, size] = state.split("-") as [string, string | undefined];
  if (state === "full" || !size) return {};
  const share = size === "half" ? "50%" : `${size}%`;
  if (horizontal && (side === "left" || side === "right")) {
    return { width: share, marginLeft: side === "right" ? "auto" : undefined };
  }
  if (!horizontal && (side === "top" || side === "bottom")) {
    return side === "top" ? { height: share, top: 0, bottom: "auto" } : { height: share, bottom: 0, top: "auto" };
  }
  return {};
}

function BannerBody({
  banner,
  labels,
  renderedAt,
  onDismiss,
  onCollapse,
  vertical,
}: {
  banner: BannerView;
  labels: SectionLabels;
  renderedAt: number;
  onDismiss: () => void;
  onCollapse: (() => void) | null;
  vertical: boolean;
}) {
  const justify =
    banner.align === "left" ? "justify-start" : banner.align === "right" ? "justify-end" : "justify-center";
  return (
    <div
      className={cn(
        "flex h-full w-full items-center gap-x-4 gap-y-2 px-4",
        vertical ? "flex-col justify-center py-6 text-center" : cn("flex-wrap", justify),
      )}
    >
      <p className={cn("flex items-center gap-2 text-sm md:text-base", banner.bold && "font-semibold")}>
        <BannerIcon name={banner.icon} />
        <span>{banner.text}</span>
      </p>
      {banner.countdown && banner.endDate && (
        <Suspense fallback={<span className="inline-block h-10 w-52" aria-hidden="true" />}>
          <BannerCountdown end={banner.endDate} renderedAt={renderedAt} labels={labels} />
        </Suspense>
      )}
      {banner.link && (
        <a
          href={banner.link.href}
          {...(banner.link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className="rounded-md bg-white/15 px-3 py-1.5 text-sm font-semibold underline-offset-4 ring-1 ring-current/40 hover:underline focus-visible:outline-2 focus-visible:outline-current"
        >
          {banner.link.label}
        </a>
      )}
      <span className={cn("flex items-center gap-1", vertical ? "" : "ml-auto md:ml-0")}>
        {onCollapse && (
          <button
            type="button"
            onClick={onCollapse}
            aria-label={labels.collapseBanner}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current"
          >
            <ChevronDown className="size-4 rotate-180" />
          </button>
        )}
        {banner.dismissible && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={labels.dismissBanner}
            data-dismiss-banner={banner.id}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X className="size-4" />
          </button>
        )}
      </span>
    </div>
  );
}

function Banner({
  banner,
  labels,
  renderedAt,
  onDismiss,
  style,
  className,
  height,
}: {
  banner: BannerView;
  labels: SectionLabels;
  renderedAt: number;
  onDismiss: (banner: BannerView) => void;
  style?: CSSProperties;
  className?: string;
  height?: number;
}) {
  const [open, setOpen] = useState(banner.isOpen);
  const vertical = banner.position === "left" || banner.position === "right";
  const colours = { background: banner.background, color: banner.color };
  if (!open) {
    return (
      <div data-banner-id={banner.id} data-banner-position={banner.position} className={className} style={style}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded="false"
          className="flex h-8 items-center gap-2 rounded-md px-3 text-sm font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2"
          style={colours}
        >
          <BannerIcon name={banner.icon ?? "megaphone"} />
          {labels.expandBanner}
        </button>
      </div>
    );
  }
  return (
    <aside
      aria-label={banner.text || labels.expandBanner}
      data-banner-id={banner.id}
      data-banner-position={banner.position}
      data-countdown-banner={banner.countdown || undefined}
      className={cn("overflow-hidden", className)}
      style={{ ...colours, ...(height ? { height } : {}), ...style }}
    >
      <BannerBody
        banner={banner}
        labels={labels}
        renderedAt={renderedAt}
        onDismiss={() => onDismiss(banner)}
        onCollapse={banner.isOpen ? null : () => setOpen(false)}
        vertical={vertical}
      />
    </aside>
  );
}

const heightOf = (banner: BannerView) => (banner.countdown ? COUNTDOWN_BANNER_HEIGHT_PX : BANNER_HEIGHT_PX);

/** Offset of the navbar below the fixed banners: 3 rem per further banner plus the last one's 56 px. */
export function fixedBannersOffset(count: number): string {
  return count === 0 ? "0px" : `calc(${(count - 1) * FIXED_BANNER_OFFSET_REM}rem + ${FIXED_BANNER_HEIGHT_PX}px)`;
}

/**
 * Banners above the navbar: fixed ones (56 px each, 3 rem further down per index) and top ones in
 * the page flow. Their space is in the server HTML, so nothing moves when the page loads.
 */
export function TopBanners({ banners, locale, renderedAt, onDismiss }: GroupProps) {
  const labels = sectionLabels(locale);
  const fixed = banners.filter((banner) => banner.fixed);
  const top = banners.filter((banner) => !banner.fixed && banner.position === "top");
  const offset = fixedBannersOffset(fixed.length);
  return (
    <>
      {/* The header reads the offset (sticky top); the spacer keeps the page clear of the fixed banners. */}
      <style>{`:root{--site-banner-offset:${offset}}`}</style>
      {fixed.length > 0 && (
        <div aria-hidden="false" style={{ height: offset }}>
          {fixed.map((banner, index) => (
            <Banner
              key={banner.id}
              banner={banner}
              labels={labels}
              renderedAt={renderedAt}
              onDismiss={onDismiss}
              className="fixed inset-x-0 z-50 shadow"
              height={FIXED_BANNER_HEIGHT_PX}
              style={{ top: `${index * FIXED_BANNER_OFFSET_REM}rem` }}
            />
          ))}
        </div>
      )}
      {top.map((banner) => (
        <div key={banner.id} className="flex" style={{ minHeight: banner.isOpen ? heightOf(banner) : undefined }}>
          <Banner
            banner={banner}
            labels={labels}
            renderedAt={renderedAt}
            onDismiss={onDismiss}
            className="w-full"
            height={heightOf(banner)}
            style={openBox(banner.openState, true)}
          />
        </div>
      ))}
    </>
  );
}

/** Banners at the bottom and the sides: fixed to their edge, over the page (they never push it). */
export function EdgeBanners({ banners, locale, renderedAt, onDismiss }: GroupProps) {
  const labels = sectionLabels(locale);
  const edge = banners.filter((banner) => !banner.fixed && banner.position !== "top");
  if (edge.length === 0) return null;
  return (
    <>
      {edge.map((banner) => {
        if (banner.position === "bottom") {
          return (
            <Banner
              key={banner.id}
              banner={banner}
              labels={labels}
              renderedAt={renderedAt}
              onDismiss={onDismiss}
              className="fixed inset-x-0 bottom-0 z-40 shadow-[0_-2px_8px_rgb(0_0_0/0.15)] md:bottom-10"
              height={banner.isOpen ? heightOf(banner) : undefined}
              style={openBox(banner.openState, true)}
            />
          );
        }
        const side = banner.position === "left" ? { left: 0 } : { right: 0 };
        return (
          <Banner
            key={banner.id}
            banner={banner}
            labels={labels}
            renderedAt={renderedAt}
            onDismiss={onDismiss}
            className="fixed z-40 w-64 max-w-[80vw] rounded-md shadow-lg"
            style={
              banner.openState === "full" || !/^(top|bottom)-/.test(banner.openState)
                ? { ...side, top: "50%", translate: "0 -50%" }
                : { ...side, ...openBox(banner.openState, false) }
            }
          />
        );
      })}
    </>
  );
}
