import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "../../errors.ts";

/** Largest upload, in bytes (the body limit of `POST /api/media` allows a little more for the form). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Responsive widths; an image is never enlarged, so a small one gets fewer. */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;
/** Decompression bombs: a 10 MB file may claim a huge canvas. 50 megapixels is a big photo. */
const MAX_PIXELS = 50_000_000;

export const SVG_REFUSED = "SVG images are not accepted: upload a PNG, JPEG, WebP, GIF or AVIF image";
export const UNSUPPORTED = "Only JPEG, PNG, WebP, GIF and AVIF images are accepted";
export const UNREADABLE = "The file is not an image that can be read (JPEG, PNG, WebP, GIF or AVIF)";
export const TOO_LARGE = "The image is too large (at most 10 MB)";

type Kind = { mime: string; ext: string; encode: (image: Sharp) => Sharp };

const KINDS: Record<string, Kind> = {
  jpeg: { mime: "image/jpeg", ext: "jpg", encode: (i) => i.jpeg({ quality: 85, mozjpeg: true }) },
  png: { mime: "image/png", ext: "png", encode: (i) => i.png({ compressionLevel: 9 }) },
  webp: { mime: "image/webp", ext: "webp", encode: (i) => i.webp({ quality: 85 }) },
  gif: { mime: "image/gif", ext: "gif", encode: (i) => i.gif() },
  avif: { mime: "image/avif", ext: "avif", encode: (i) => i.avif({ quality: 60, effort: 2 }) },
};

export type Rendition = { name: string; width: number; height: number; mime_type: string; bytes: Buffer };
export type ProcessedImage = { mimeType: string; width: number; height: number; renditions: Rendition[] };

/** SVG is text: recognised by its content (an XML or `<svg` start), whatever the file is called. */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.startsWith("<!doctype svg")
  );
}

/**
 * Checks an upload by its content and renders what is stored: the original re-encoded in its own
 * format (metadata such as EXIF and GPS dropped, orientation applied) and WebP variants at the
 * responsive widths. Throws a 400/413 AppError for anything else; the file name and the client's
 * Content-Type play no part.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError("payload_too_large", TOO_LARGE, { field: "file" });
  if (bytes.length === 0) throw new AppError("bad_request", UNREADABLE, { field: "file" });
  // Refused rather than sanitised: an SVG is a document that can carry scripts (decision 0xx-media).
  if (looksLikeSvg(bytes)) throw new AppError("bad_request", SVG_REFUSED, { field: "file" });
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new AppError("bad_request", UNREADABLE, { field: "file" });
  }
  if (metadata.format === "svg") throw new AppError("bad_request", SVG_REFUSED, { field: "file" });
  const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  const kind = format ? KINDS[format] : undefined;
  if (!kind) throw new AppError("bad_request", UNSUPPORTED, { field: "file" });
  const animated = (metadata.pages ?? 1) > 1 && (format === "gif" || format === "webp");
  const open = () =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS, animated, failOn: "error" })
      // EXIF orientation applied before the metadata that carries it is dropped.
      .autoOrient();
  try {
    const original = await kind.encode(open()).toBuffer({ resolveWithObject: true });
    const width = original.info.width;
    const height = original.info.pageHeight ?? original.info.height;
    const renditions: Rendition[] = [
      { name: `original.${kind.ext}`, width, height, mime_type: kind.mime, bytes: original.data },
    ];
    const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
    if (width <= VARIANT_WIDTHS.at(-1)!) widths.push(width);
    for (const target of widths) {
      const variant = await open()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({
        name: `w${variant.info.width}.webp`,
        width: variant.info.width,
        height: variant.info.pageHeight ?? variant.info.height,
        mime_type: "image/webp",
        bytes: variant.data,
      });
    }
    return { mimeType: kind.mime, width, height, renditions };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("bad_request", UNREADABLE, { field: "file" });
  }
}
