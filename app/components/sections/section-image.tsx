import { useState, type ImgHTMLAttributes } from "react";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "onError" | "src"> & {
  src: string;
  /** Called once when the image cannot be loaded, after it has been hidden. */
  onFailed?: () => void;
};

/**
 * An image that hides itself when it cannot be loaded, logging a warning rather than an error (a
 * missing picture is the editor's to fix, not a fault of the page). React 19 replays load and error
 * events of images that settled before hydration, so server-rendered images are covered too.
 */
export function SectionImage({ src, onFailed, alt = "", ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      onError={() => {
        console.warn(`Image failed to load: ${src}`);
        setFailedSrc(src);
        onFailed?.();
      }}
    />
  );
}
