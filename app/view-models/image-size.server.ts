import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/**
 * The natural width ÷ height of an image the app ships (`/demo/…`, `/logo-default.svg`), so that
 * the page can give its <img> a width and a height (no layout shift when it arrives, decision 045).
 * Other addresses (gallery files, external images) give null and the caller keeps a default.
 */
const ratios = new Map<string, Promise<number | null>>();

const FOLDERS = [path.resolve("build/client"), path.resolve("public")];

export function shippedImageRatio(url: string | null | undefined): Promise<number | null> {
  if (!url || !url.startsWith("/") || url.startsWith("//") || url.includes("..") || url.startsWith("/media/")) {
    return Promise.resolve(null);
  }
  const pathname = url.split(/[?#]/)[0]!;
  let ratio = ratios.get(pathname);
  if (!ratio) {
    ratio = measure(pathname);
    ratios.set(pathname, ratio);
  }
  return ratio;
}

async function measure(pathname: string): Promise<number | null> {
  for (const folder of FOLDERS) {
    const file = path.join(folder, pathname);
    if (!file.startsWith(folder + path.sep)) return null;
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) continue;
    try {
      const { width, height } = await sharp(bytes).metadata();
      return width && height ? width / height : null;
    } catch {
      return null;
    }
  }
  return null;
}
