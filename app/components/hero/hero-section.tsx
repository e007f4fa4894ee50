import { clsx as cn } from "clsx";
import { lazy, Suspense, useState, useSyncExternalStore, type CSSProperties } from "react";
import { fieldLang } from "../../../shared/i18n/translate.ts";
import { FallbackText } from "../fallback-text.tsx";
import * as m from "../../../shared/i18n/paraglide/messages.js";
import { usePageLanguage } from "../../labels/page-language.ts";
import type { HeroView } from "../../view-models/hero-view.ts";
import { BLOCK_ALIGN, TEXT_ALIGN } from "../../view-models/section-styles.ts";
import { SectionErrorBoundary } from "../sections/section-error-boundary.tsx";
import { SectionImage } from "../sections/section-image.tsx";

// The animated backgrounds are their own chunk: downloaded only when a hero on the page uses one.
const HeroAnimation = lazy(() => import("./hero-animation.tsx"));

/** Description columns from the tablet breakpoint (written out so the build sees them). */
const COLUMNS: Record<1 | 2 | 3, string> = { 1: "", 2: "md:columns-2 md:gap-10", 3: "md:columns-3 md:gap-10" };
const WEIGHTS = { normal: "font-normal", medium: "font-medium", semibold: "font-semibold", bold: "font-bold" } as const;

/**
 * The hero of a page (spec editing-tools §3 "Hero"): title, description, button, an image beside,
 * inside or behind the text, an optional animated background. Server-rendered with its final size:
 * images carry their width and height, the animation fills a layer that is already in place.
 */
export function HeroSection({ hero }: { hero: HeroView }) {
  return (
    <SectionErrorBoundary name={hero.title}>
      <HeroContent hero={hero} />
    </SectionErrorBoundary>
  );
}

function HeroContent({ hero }: { hero: HeroView }) {
  const [imageFailed, setImageFailed] = useState(false);
  const language = usePageLanguage();
  const image = hero.image && !imageFailed ? hero.image : null;
  const beside = image && (image.position === "left" || image.position === "right") ? image : null;
  const behind = image?.position === "background" ? image : null;
  const inline = image?.position === "inline" ? image : null;
  const Title = hero.level === 1 ? "h1" : "h2";
  const align = hero.alignment;
  const vars = {
    "--hero-title-mobile": hero.titleSize.mobile,
    "--hero-title-desktop": hero.titleSize.desktop,
    "--hero-text-mobile": hero.descriptionSize.mobile,
    "--hero-text-desktop": hero.descriptionSize.desktop,
    background: hero.background,
  } as CSSProperties;
  const titleStyle: CSSProperties = hero.titleGradient
    ? {
        backgroundImage: hero.titleGradient,
        WebkitBackgroundClip: "text",
        backgroundClip: "text",
        color: "transparent",
      }
    : { color: hero.titleColor };
  const button = hero.button && (
    <div className={cn("flex", BLOCK_ALIGN[align], hero.button.aboveDescription ? "mt-8" : "mt-10")}>
      <a
        href={hero.button.href}
        {...(hero.button.external ? { rel: "noopener noreferrer" } : {})}
        className="inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-semibold text-white shadow-sm transition hover:shadow-[inset_0_0_0_100vmax_rgb(0_0_0/0.12)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
        style={{ background: hero.button.background }}
      >
        {hero.button.isVideo && (
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
            <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
          </svg>
        )}
        <FallbackText view={hero} field="button">
          {hero.button.text}
        </FallbackText>
      </a>
    </div>
  );

  return (
    <section
      data-hero-section={hero.id}
      className={cn(
        "relative isolate overflow-hidden px-4 sm:px-6",
        image?.fullPage && "flex min-h-svh items-center",
        // A background image keeps its 16:9 room (1280×720 by default) even before it loads.
        behind && "min-h-[min(720px,80svh)]",
      )}
      style={vars}
    >
      {behind && (
        <SectionImage
          src={behind.src}
          alt=""
          width={behind.width}
          height={behind.height}
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          fetchPriority={hero.level === 1 ? "high" : undefined}
          decoding="async"
          onFailed={() => setImageFailed(true)}
        />
      )}
      {hero.animation && <AnimationLayer name={hero.animation} />}
      <div
        className={cn(
          "mx-auto flex w-full max-w-7xl flex-col gap-10 py-16 md:py-24",
          beside && "md:flex-row md:items-center md:gap-14",
          beside?.position === "left" && "md:flex-row-reverse",
        )}
      >
        <div className={cn("min-w-0 flex-1", TEXT_ALIGN[align])}>
          <div className={BLOCK_ALIGN[align]} style={{ maxWidth: hero.blockWidth }}>
            {hero.seoTitle && (
              <div className={cn("mb-8 flex", BLOCK_ALIGN[align])}>
                <a
                  href={hero.seoTitle.href}
                  className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-900/10 hover:ring-gray-900/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900"
                >
                  <span>{hero.seoTitle.text}</span>
                  <span className="font-semibold text-gray-900">
                    {m.visitor_heroExplore({}, language)} <span aria-hidden="true">→</span>
                  </span>
                </a>
              </div>
            )}
            <Title
              className="text-[length:var(--hero-title-mobile)] leading-[1.1] font-bold tracking-tight text-balance break-words md:text-[length:var(--hero-title-desktop)]"
              style={titleStyle}
              {...fieldLang(hero, "title")}
            >
              {hero.title}
            </Title>
            {hero.button?.aboveDescription && button}
            {hero.description && (
              <p
                className={cn(
                  "mt-6 text-[length:var(--hero-text-mobile)] leading-relaxed whitespace-pre-line md:text-[length:var(--hero-text-desktop)]",
                  WEIGHTS[hero.descriptionWeight],
                  COLUMNS[hero.columns],
                )}
                style={{ color: hero.descriptionColor }}
                {...fieldLang(hero, "description")}
              >
                {hero.description}
              </p>
            )}
            {!hero.button?.aboveDescription && button}
            {inline && (
              <div className={cn("mt-10 flex", BLOCK_ALIGN[align])}>
                <HeroImage image={inline} eager={hero.level === 1} onFailed={() => setImageFailed(true)} />
              </div>
            )}
          </div>
        </div>
        {beside && (
          <div className="flex shrink-0 justify-center">
            <HeroImage image={beside} eager={hero.level === 1} onFailed={() => setImageFailed(true)} />
          </div>
        )}
      </div>
    </section>
  );
}

function HeroImage({
  image,
  eager,
  onFailed,
}: {
  image: NonNullable<HeroView["image"]>;
  eager: boolean;
  onFailed: () => void;
}) {
  return (
    <SectionImage
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      // Its box is known before it loads (no layout shift); narrower screens scale it down.
      style={{
        width: `${image.width}px`,
        maxWidth: "100%",
        height: "auto",
        aspectRatio: `${image.width} / ${image.height}`,
      }}
      className="rounded-2xl object-cover"
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onFailed={onFailed}
    />
  );
}

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** The animation's layer is in the server HTML; its code comes after hydration, never shifting the page. */
function AnimationLayer({ name }: { name: NonNullable<HeroView["animation"]> }) {
  // false on the server and while hydrating, true right after: the chunk is fetched after hydration.
  const mounted = useSyncExternalStore(noSubscription, isBrowser, isServer);
  return (
    <div aria-hidden="true" data-hero-animation={name} className="pointer-events-none absolute inset-0 -z-10">
      {mounted && (
        <Suspense fallback={null}>
          <HeroAnimation name={name} />
        </Suspense>
      )}
    </div>
  );
}
