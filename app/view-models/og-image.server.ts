import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Facebook, LinkedIn and X show 1200×630 raster images; an SVG shows nothing there (decision 037). */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Rendered cards per (organization, source), newest last; a few hundred KB each at most. */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 200;

/**
 * The share card of a page: its image (or the site's logo) centred on the brand colour, as PNG.
 * Only files of the site's own public folder are read (`/demo/…`, `/images/…`): a path that leaves
 * it, or anything else, falls back to the logo, then to the plain brand colour.
 */
export async function ogImage({
  organizationId,
  source,
  logo,
  background,
  publicRoots,
}: {
  organizationId: number;
  source: string | null;
  logo: string | null;
  background: string;
  publicRoots: string[];
}): Promise<Buffer> {
  const key = `${organizationId}\u0000${source ?? ""}\u0000${logo ?? ""}\u0000${background}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const bytes = (await readPublic(source, publicRoots)) ?? (await readPublic(logo, publicRoots));
  const canvas = sharp({
    create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 4, background },
  });
  let png: Buffer;
  if (bytes) {
    // A photo fills the card; a logo or drawing (SVG) sits in the middle with room around it.
    const isSvg = bytes.subarray(0, 512).toString("utf8").includes("<svg");
    const inner = isSvg
      ? await sharp(bytes, { density: 300 })
          .resize(OG_WIDTH - 240, OG_HEIGHT - 200, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer()
      : await sharp(bytes).resize(OG_WIDTH, OG_HEIGHT, { fit: "cover" }).png().toBuffer();
    png = await canvas
      .composite([{ input: inner, gravity: "centre" }])
      .png()
      .toBuffer();
  } else {
    png = await canvas.png().toBuffer();
  }
  cache.set(key, png);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return png;
}

async function readPublic(href: string | null, roots: string[]): Promise<Buffer | null> {
  if (!href || !href.startsWith("/") || href.startsWith("//")) return null;
  const clean = decodeURIComponent(href.split(/[?#]/)[0]!);
  if (!/\.(svg|png|jpe?g|webp)$/i.test(clean)) return null;
  for (const root of roots) {
    const file = path.resolve(root, `.${clean}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) return null;
    try {
      return await readFile(file);
    } catch {
      // Not in this root: try the next.
    }
  }
  return null;
}
