import { useEffect, useRef, type CSSProperties } from "react";

export const DEFAULT_LOGO = "/logo-default.svg";

function showDefaultLogo(img: HTMLImageElement) {
  if (img.getAttribute("src") === DEFAULT_LOGO) return;
  console.warn(`Logo failed to load (${img.currentSrc || img.src}); showing the default logo`);
  img.src = DEFAULT_LOGO;
}

/** The logo button to the home page of the current language; a broken logo falls back to the default one. */
export function SiteLogo({
  src,
  name,
  label,
  href,
  height,
  ratio,
}: {
  src: string | null;
  name: string;
  /** Accessible name of the button, e.g. "Brightpath Consulting, Home". */
  label: string;
  href: string;
  height: number;
  /** Natural width ÷ height, when known: the <img> gets a width and a height (no shift when it loads). */
  ratio?: number | null;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => showDefaultLogo(img));
  }, []);
  return (
    <a
      href={href}
      aria-label={label}
      className="flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-current"
    >
      <img
        ref={ref}
        src={src || DEFAULT_LOGO}
        alt={name}
        onError={(event) => showDefaultLogo(event.currentTarget)}
        width={Math.round(height * (ratio ?? 4))}
        height={height}
        style={{ "--logo-height": `${height}px` } as CSSProperties}
        className="h-8 w-auto max-w-48 object-contain md:h-(--logo-height)"
      />
    </a>
  );
}
