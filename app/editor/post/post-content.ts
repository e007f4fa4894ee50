import { detectMedia } from "../../../shared/rules/media.ts";
import type { WirePost } from "./post-form.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

/** The post's content for the editor's side panels: its table of contents and the gallery's images. */

/** The contents panel without headings says how to get some. */
export const tocEmptyHint = (locale: UiLocale = "en") => m.fields_postTocEmpty({}, { locale });

// ---- Table of contents --------------------------------------------------------------------------

export type TocEntry = { level: 1 | 2 | 3 | 4 | 5; text: string; index: number };

/** The h1–h5 headings of an HTML fragment, in order (index = position among those headings). */
export function tableOfContents(html: string, locale: UiLocale = "en"): TocEntry[] {
  const entries: TocEntry[] = [];
  const pattern = /<h([1-5])\b[^>]*>([\s\S]*?)<\/h\1>/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(html))) {
    const text = decodeEntities(match[2]!.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    entries.push({
      level: Number(match[1]) as TocEntry["level"],
      text: text || m.fields_postUntitledHeading({}, { locale }),
      index: entries.length,
    });
  }
  return entries;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * The heading to highlight: the last one whose top has scrolled to (or above) the top of the
 * scrolling area, else the first.
 */
export function currentHeading(tops: number[], containerTop: number, slack = 8): number {
  let current = tops.length > 0 ? 0 : -1;
  tops.forEach((top, index) => {
    if (top - containerTop <= slack) current = index;
  });
  return current;
}

/** Images used on the site (main photos and images inside posts), for the gallery picker. */
export function imagesUsed(
  posts: Pick<WirePost, "content" | "media_config">[],
  extra: (string | null)[] = [],
): string[] {
  const found = new Set<string>();
  const add = (src: string | null | undefined) => {
    const value = src?.trim();
    // Metrics and posts also hold videos and YouTube/Vimeo links: only pictures can be a photo.
    if (value && /^(https?:\/\/|\/)/i.test(value) && detectMedia(value)?.kind === "image") found.add(value);
  };
  for (const post of posts) {
    add(post.media_config.main_photo);
    for (const match of (post.content ?? "").matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)) add(match[1]);
  }
  extra.forEach(add);
  return [...found];
}
