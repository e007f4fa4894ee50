import { clsx as cn } from "clsx";
import { Suspense, useState, type CSSProperties } from "react";
import { lazyComponent } from "../../lib/lazy-component.ts";
import {
  BANNER_HEIGHT_PX,
  COUNTDOWN_BANNER_HEIGHT_PX,
  FIXED_BANNER_HEIGHT_PX,
  FIXED_BANNER_OFFSET_REM,
  type BannerOpenState,
} from "../../../shared/banners.ts";
import type { BannerView } from "../../lib/banner-views.ts";
import type { SectionLabels } from "../../lib/section-labels-en.ts";
import { ChevronDown, X } from "../ui/icons.tsx";
import { BannerIcon } from "./banner-icons.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

// Only pages with a countdown banner download the countdown.
const BannerCountdown = lazyComponent(() => import("./banner-countdown.tsx").then((m) => m.default));

type GroupProps = {
  banners: BannerView[];
  /** Texts in the page's language (from the layout loader). */
  labels: SectionLabels;
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
  // Server HTML until this chunk hydrates it: a click before then would be dropped (see useHydrated).
  const hydrated = useHydrated();
  const justify =
    banner.align === "left" ? "md:justify-start" : banner.align === "right" ? "md:justify-end" : "md:justify-center";
  const text = (
    <p
      className={cn(
        "flex min-w-0 items-center gap-2 text-sm md:text-base",
        banner.bold && "font-semibold",
        !vertical && "flex-1 md:flex-none",
      )}
    >
      <BannerIcon name={banner.icon} />
      {/* One line on phones (the bar has a fixed height); the whole text from 768 px. */}
      <span className={vertical ? undefined : "truncate md:whitespace-normal"}>{banner.text}</span>
    </p>
  );
  const countdown = banner.countdown && banner.endDate && (
    <Suspense fallback={<span className="inline-block h-9 w-44 md:w-52" aria-hidden="true" />}>
      <BannerCountdown end={banner.endDate} renderedAt={renderedAt} labels={labels} />
    </Suspense>
  );
  const link = banner.link && (
    <a
      href={banner.link.href}
      {...(banner.link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="shrink-0 rounded-md bg-white/15 px-2 py-1 text-xs font-semibold underline-offset-4 ring-1 ring-current/40 hover:underline focus-visible:outline-2 focus-visible:outline-current md:px-3 md:py-1.5 md:text-sm"
    >
      {banner.link.label}
    </a>
  );
  const buttons = (
    <span className="flex shrink-0 items-center gap-1">
      {onCollapse && (
        <button
          type="button"
          onClick={onCollapse}
          disabled={!hydrated}
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
          disabled={!hydrated}
          aria-label={labels.dismissBanner}
          data-dismiss-banner={banner.id}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X className="size-4" />
        </button>
      )}
    </span>
  );
  if (vertical) {
    return (
      <div className="flex h-full w-full flex-col items-center justify-center gap-3 px-4 py-6 text-center">
        {text}
        {countdown}
        {link}
        {buttons}
      </div>
    );
  }
  if (countdown) {
    // 72 px: the text above the countdown on phones, one row from 768 px.
    return (
      <div
        className={cn(
          "flex h-full w-full flex-col justify-center gap-1 px-3 md:flex-row md:items-center md:gap-4 md:px-4",
          justify,
        )}
      >
        {text}
        <div className="flex items-center gap-2 md:gap-4">
          {countdown}
          {link}
          <span className="ml-auto md:ml-0">{buttons}</span>
        </div>
      </div>
    );
  }
  return (
    <div className={cn("flex h-full w-full items-center gap-2 px-3 md:gap-4 md:px-4", justify)}>
      {text}
      {link}
      {buttons}
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

/** A collapsed banner is its 32 px button. */
const COLLAPSED_HEIGHT_PX = 32;

const heightOf = (banner: BannerView) => (banner.countdown ? COUNTDOWN_BANNER_HEIGHT_PX : BANNER_HEIGHT_PX);

/** Offset of the navbar below the fixed banners: 3 rem per further banner plus the last one's 56 px. */
export function fixedBannersOffset(count: number): string {
  return count === 0 ? "0px" : `calc(${(count - 1) * FIXED_BANNER_OFFSET_REM}rem + ${FIXED_BANNER_HEIGHT_PX}px)`;
}

/**
 * Banners above the navbar: fixed ones (56 px each, 3 rem further down per index) and top ones in
 * the page flow. Their space is in the server HTML, so nothing moves when the page loads.
 */
export function TopBanners({ banners, labels, renderedAt, onDismiss }: GroupProps) {
  const fixed = banners.filter((banner) => banner.fixed);
  const top = banners.filter((banner) => !banner.fixed && banner.position === "top");
  const offset = fixedBannersOffset(fixed.length);
  // A transparent header floats over the page: it needs the height of the top banners in the flow too.
  const flow = top.reduce((sum, banner) => sum + (banner.isOpen ? heightOf(banner) : COLLAPSED_HEIGHT_PX), 0);
  return (
    <>
      {/* The header reads the offset (sticky top); the spacer keeps the page clear of the fixed banners. */}
      <style>{`:root{--site-banner-offset:${offset};--site-flow-banners:${flow}px}`}</style>
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
        <div
          key={banner.id}
          data-banner-slot={banner.id}
          className="flex"
          style={{ minHeight: banner.isOpen ? heightOf(banner) : undefined }}
        >
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
export function EdgeBanners({ banners, labels, renderedAt, onDismiss }: GroupProps) {
  const edge = banners.filter((banner) => !banner.fixed && banner.position !== "top");
  if (edge.length === 0) return null;
  return (
    <>
      {edge.map((banner) => {
        if (banner.position === "bottom") {
          // The banner floats over the page's last rows (above the breadcrumbs from 768 px): a spacer
          // of its height at the end of the page lets the footer scroll clear of it.
          return (
            <div
              key={banner.id}
              data-banner-slot={banner.id}
              style={{ height: banner.isOpen ? heightOf(banner) : COLLAPSED_HEIGHT_PX }}
            >
              <Banner
                banner={banner}
                labels={labels}
                renderedAt={renderedAt}
                onDismiss={onDismiss}
                className="fixed inset-x-0 bottom-0 z-40 shadow-[0_-2px_8px_rgb(0_0_0/0.15)] md:bottom-10"
                height={banner.isOpen ? heightOf(banner) : undefined}
                style={openBox(banner.openState, true)}
              />
            </div>
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
