import { FallbackText } from "../fallback-text.tsx";
import { clsx as cn } from "clsx";
import { Suspense, useState, type CSSProperties } from "react";
import { lazyComponent } from "../../browser/lazy-component.ts";
import {
  BANNER_HEIGHT_PX,
  COUNTDOWN_BANNER_HEIGHT_PX,
  FIXED_BANNER_HEIGHT_PX,
  FIXED_BANNER_OFFSET_REM,
  type BannerOpenState,
} from "../../../shared/rules/banners.ts";
import type { BannerView } from "../../view-models/banner-views.ts";
import type { SectionLabels } from "../../labels/section-label-shape.ts";
import { ChevronDown, ChevronRight, X } from "../ui/icons.tsx";
import { BannerIcon } from "./banner-icons.tsx";
import { useHydrated } from "../../browser/use-hydrated.ts";

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
    // Left and right are the line's start and end: they mirror on a right-to-left page (decision 072).
    return { width: share, marginInlineStart: side === "right" ? "auto" : undefined };
  }
  if (!horizontal && (side === "top" || side === "bottom")) {
    // Above the cookie banner while it shows (it publishes its height), so the close button stays reachable.
    return side === "top"
      ? { height: share, top: 0, bottom: "auto" }
      : { height: share, bottom: "var(--cookie-banner-height, 0px)", top: "auto" };
  }
  return {};
}

function BannerBody({
  banner,
  labels,
  renderedAt,
  onDismiss,
  onCollapse,
  onNext,
  vertical,
}: {
  banner: BannerView;
  labels: SectionLabels;
  renderedAt: number;
  onDismiss: () => void;
  onCollapse: (() => void) | null;
  /** Phones show one top banner at a time: the button to the next one (null when alone). */
  onNext?: (() => void) | null;
  vertical: boolean;
}) {
  // Server HTML until this chunk hydrates it: a click before then would be dropped (see useHydrated).
  const hydrated = useHydrated();
  const justify =
    banner.align === "left" ? "md:justify-start" : banner.align === "right" ? "md:justify-end" : "md:justify-center";
  const text = (
    <p
      className={cn(
        "flex min-w-0 items-center gap-2 text-xs leading-snug md:text-base",
        banner.bold && "font-semibold",
        !vertical && "flex-1 md:flex-none",
      )}
    >
      <BannerIcon name={banner.icon} />
      {/* The whole text at every width: it wraps on phones (the bar grows rather than cut it off).
          Its own direction: an English fallback on an Arabic page keeps its full stop at its end. */}
      <span dir="auto" lang={banner.fallback?.text}>
        {banner.text}
      </span>
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
      <FallbackText view={banner} field="link">
        {banner.link.label}
      </FallbackText>
    </a>
  );
  const buttons = (
    <span className="flex shrink-0 items-center gap-1">
      {onNext && (
        <button
          type="button"
          onClick={onNext}
          disabled={!hydrated}
          aria-label={labels.nextBanner}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current md:hidden"
        >
          <ChevronRight className="size-4" />
        </button>
      )}
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
          <span className="ms-auto md:ms-0">{buttons}</span>
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
  onNext,
  style,
  className,
  height,
}: {
  banner: BannerView;
  labels: SectionLabels;
  renderedAt: number;
  onDismiss: (banner: BannerView) => void;
  onNext?: (() => void) | null;
  style?: CSSProperties;
  className?: string;
  height?: number;
}) {
  const [open, setOpen] = useState(banner.isOpen);
  const vertical = banner.position === "left" || banner.position === "right";
  // Under 768 px a side banner is a tab until the visitor opens it: a card at the edge of a phone
  // covers the page's headings (decision 037). From 768 px the page keeps room beside it instead.
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const colours = { background: banner.background, color: banner.color };
  if (vertical) {
    const edge = banner.position === "left" ? { insetInlineStart: 0 } : { insetInlineEnd: 0 };
    const showCard = open || openOnPhone;
    return (
      <>
        <button
          type="button"
          data-banner-tab={banner.id}
          data-banner-position={banner.position}
          onClick={() => {
            setOpen(true);
            setOpenOnPhone(true);
          }}
          aria-expanded="false"
          aria-label={`${labels.expandBanner}: ${banner.text}`}
          title={banner.text}
          className={cn(
            "fixed top-1/2 z-40 flex h-12 w-7 -translate-y-1/2 items-center justify-center shadow focus-visible:outline-2 focus-visible:outline-offset-2",
            banner.position === "left" ? "rounded-e-md" : "rounded-s-md",
            open ? (openOnPhone ? "hidden" : "md:hidden") : openOnPhone ? "hidden" : undefined,
          )}
          style={{ ...colours, ...edge }}
        >
          <BannerIcon name={banner.icon ?? "megaphone"} />
        </button>
        {showCard && (
          <aside
            aria-label={banner.text || labels.expandBanner}
            data-banner-id={banner.id}
            data-banner-position={banner.position}
            className={cn("overflow-hidden", className, !openOnPhone && "max-md:hidden")}
            style={{ ...colours, ...style }}
          >
            <BannerBody
              banner={banner}
              labels={labels}
              renderedAt={renderedAt}
              onDismiss={() => onDismiss(banner)}
              onCollapse={() => {
                setOpen(false);
                setOpenOnPhone(false);
              }}
              vertical
            />
          </aside>
        )}
      </>
    );
  }
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
      // At least its height (spec §9); more on a phone when the text needs a second line.
      style={{ ...colours, ...(height ? { minHeight: height } : {}), ...style }}
    >
      <BannerBody
        banner={banner}
        labels={labels}
        renderedAt={renderedAt}
        onDismiss={() => onDismiss(banner)}
        onCollapse={banner.isOpen ? null : () => setOpen(false)}
        onNext={onNext}
        vertical={false}
      />
    </aside>
  );
}

/** A collapsed banner is its 32 px button. */
const COLLAPSED_HEIGHT_PX = 32;

const heightOf = (banner: BannerView) => (banner.countdown ? COUNTDOWN_BANNER_HEIGHT_PX : BANNER_HEIGHT_PX);

/**
 * Banners above the navbar: fixed ones (56 px each, 3 rem further down per index) and top ones in
 * the page flow. Their space is in the server HTML, so nothing moves when the page loads; the
 * layout sets the offsets the header reads (bannerLayoutVars). Phones show one top banner at a
 * time, with a button to the next: two stacked bars took 120 px of a 812 px screen (decision 037).
 */
export function TopBanners({ banners, labels, renderedAt, onDismiss }: GroupProps) {
  const [current, setCurrent] = useState(0);
  const fixed = banners.filter((banner) => banner.fixed);
  const top = banners.filter((banner) => !banner.fixed && banner.position === "top");
  const shown = top.length === 0 ? 0 : current % top.length;
  const offset = fixed.length === 0 ? 0 : (fixed.length - 1) * FIXED_BANNER_OFFSET_REM * 16 + FIXED_BANNER_HEIGHT_PX;
  return (
    <>
      {fixed.length > 0 && (
        <div style={{ height: offset }}>
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
      {top.map((banner, index) => (
        <div
          key={banner.id}
          data-banner-slot={banner.id}
          className={cn("flex", index !== shown && "max-md:hidden")}
          style={{ minHeight: banner.isOpen ? heightOf(banner) : undefined }}
        >
          <Banner
            banner={banner}
            labels={labels}
            renderedAt={renderedAt}
            onDismiss={onDismiss}
            onNext={top.length > 1 ? () => setCurrent(shown + 1) : null}
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
                // Above the cookie banner while it shows (it publishes its height), so the close
                // button is never under it.
                className="fixed inset-x-0 bottom-[var(--cookie-banner-height,0px)] z-40 shadow-[0_-2px_8px_rgb(0_0_0/0.15)] md:bottom-[calc(2.5rem+var(--cookie-banner-height,0px))]"
                height={banner.isOpen ? heightOf(banner) : undefined}
                style={openBox(banner.openState, true)}
              />
            </div>
          );
        }
        const side = banner.position === "left" ? { insetInlineStart: 0 } : { insetInlineEnd: 0 };
        return (
          <Banner
            key={banner.id}
            banner={banner}
            labels={labels}
            renderedAt={renderedAt}
            onDismiss={onDismiss}
            // From 768 px in the room the page keeps beside it (bannerLayoutVars); on a phone, over
            // the page only once the visitor opened it from its tab.
            className="fixed z-40 w-64 max-w-[80vw] rounded-md shadow-lg md:w-48"
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
