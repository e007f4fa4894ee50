import { clsx as cn } from "clsx";
import type { Media } from "../../../shared/rules/media.ts";
import { SectionImage } from "./section-image.tsx";

/**
 * A metric's picture, video file or YouTube/Vimeo player at the section's image height. A round
 * image is a square of that height (capped at the card width) cropped to a circle.
 */
export function MetricMedia({
  media,
  height,
  roundedFull,
  label,
}: {
  media: Media;
  height: number;
  roundedFull: boolean;
  /** Plain-text title of the metric: the image's alt text and the player's title. */
  label: string;
}) {
  if (media.kind === "embed") {
    return (
      <iframe
        src={media.src}
        title={label ? `Video: ${label}` : "Video"}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="block w-full rounded-xl border-0 bg-black"
        style={{ height }}
      />
    );
  }
  if (media.kind === "video") {
    return (
      <video
        src={media.src}
        controls
        preload="metadata"
        playsInline
        aria-label={label || undefined}
        className="block w-full rounded-xl bg-black object-cover"
        style={{ height }}
      >
        <a href={media.src}>{label || media.src}</a>
      </video>
    );
  }
  return (
    <SectionImage
      src={media.src}
      alt={label}
      loading="lazy"
      decoding="async"
      className={cn(
        "block object-cover",
        roundedFull ? "mx-auto aspect-square max-w-full rounded-full" : "w-full rounded-xl",
      )}
      style={roundedFull ? { width: height } : { height }}
    />
  );
}
