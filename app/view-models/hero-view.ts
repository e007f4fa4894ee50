/**
 * A hero record (as the loader and the API read it) to what the page renders: translated, every
 * default and legacy fallback applied (shared/rules/hero.ts), colour names resolved to CSS values by the
 * palette module. Browser-safe, so the loader and the `hero-section-updated` refresh build the same view.
 */
import {
  BLOCK_WIDTH_CSS,
  heroImageBox,
  resolveHero,
  textSizePx,
  type HeroAnimation,
  type HeroImagePosition,
  type HeroRecordLike,
  type HeroWeight,
} from "../../shared/rules/hero.ts";
import type { Locale, LocaleSite } from "../../shared/i18n/locales.ts";
import { safeMediaUrl } from "../../shared/rules/media.ts";
import { accessibleShade, colorValue } from "../../shared/style/palette.ts";
import type { Gradient } from "../../shared/i18n/types.ts";
import { fallbackTranslator, type FallbackLangs } from "../../shared/i18n/translate.ts";
import { linkTo } from "./section-views.ts";

export type HeroView = {
  id: number;
  /** h1 for the first hero of a page (the page's main heading), h2 after it. */
  level: 1 | 2;
  title: string;
  description: string;
  alignment: "left" | "center" | "right";
  /** CSS max-width of the text block. */
  blockWidth: string;
  columns: 1 | 2 | 3;
  titleColor: string;
  /** A CSS gradient for gradient text, or null. */
  titleGradient: string | null;
  /** CSS font sizes (rem). */
  titleSize: { mobile: string; desktop: string };
  descriptionSize: { mobile: string; desktop: string };
  descriptionColor: string;
  descriptionWeight: HeroWeight;
  background: string;
  image: { src: string; position: HeroImagePosition; width: number; height: number; fullPage: boolean } | null;
  button: {
    text: string;
    href: string;
    external: boolean;
    background: string;
    aboveDescription: boolean;
    isVideo: boolean;
  } | null;
  animation: HeroAnimation | null;
  /** The SEO badge above the title: its text links to the blog with 'Explore'. */
  seoTitle: { text: string; href: string } | null;
  /** The language of texts shown untranslated (`title`, `description`, `button`), when any. */
  fallback?: FallbackLangs;
};

const HEX = /^#[0-9a-fA-F]{3,8}$/;
/** A stored colour as CSS: hex as it is, palette names through the palette module. */
function cssColor(name: string, fallback: string): string {
  return HEX.test(name) ? name : colorValue(name, fallback);
}
function cssBackground(color: string, isGradient: boolean, gradient: Gradient, fallback: string): string {
  if (!isGradient) return cssColor(color, fallback);
  const stops = [gradient.from, gradient.via, gradient.to].filter((stop): stop is string => Boolean(stop));
  return `linear-gradient(to right, ${stops.map((stop) => cssColor(stop, fallback)).join(", ")})`;
}

function rem(size: string, fallbackPx: number): string {
  const px = textSizePx(size) ?? fallbackPx;
  return `${px / 16}rem`;
}

export function heroView(record: HeroRecordLike, index: number, locale: Locale, site: LocaleSite): HeroView {
  const hero = resolveHero(record);
  const { title_style: ts, description_style: ds, image_style: is, background_style: bs, button_style: bts } = hero;
  const image = safeMediaUrl(hero.image);
  const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
  const title = t("title", hero.title, hero.title_translation);
  const description = t("description", hero.description, hero.description_translation);
  const buttonText = t("button", hero.button, hero.button_translation).trim();
  const buttonLink = linkTo(bts.url, locale, site);
  const seo = bs.seo_title.trim();
  return {
    id: hero.id,
    level: index === 0 ? 1 : 2,
    title,
    description,
    alignment: ts.alignment,
    blockWidth: BLOCK_WIDTH_CSS[ts.blockWidth],
    columns: Math.min(3, Math.max(1, ts.blockColumns)) as 1 | 2 | 3,
    titleColor: cssColor(ts.color, "#1f2937"),
    titleGradient: ts.is_gradient ? cssBackground(ts.color, true, ts.gradient, "#1f2937") : null,
    titleSize: { mobile: rem(ts.size.mobile, 48), desktop: rem(ts.size.desktop, 72) },
    descriptionSize: { mobile: rem(ds.size.mobile, 18), desktop: rem(ds.size.desktop, 24) },
    descriptionColor: cssColor(ds.color, "#4b5563"),
    descriptionWeight: ds.weight,
    background: cssBackground(bs.color, bs.is_gradient, bs.gradient, "#ffffff"),
    image: image ? { src: image, position: is.position, fullPage: is.fullPage, ...heroImageBox(is) } : null,
    // A stored button URL the link rule refuses (older data) shows no button rather than a bad link.
    button:
      buttonText && buttonLink.href
        ? {
            text: buttonText,
            href: buttonLink.href,
            external: buttonLink.external,
            // White text on the button: a solid colour too light for it is darkened (WCAG AA).
            background: bts.is_gradient
              ? cssBackground(bts.color, true, bts.gradient, "#0369a1")
              : cssColor(HEX.test(bts.color) ? bts.color : accessibleShade(bts.color), "#0369a1"),
            aboveDescription: bts.aboveDescription,
            isVideo: bts.isVideo,
          }
        : null,
    animation: hero.animation_element,
    seoTitle: seo ? { text: seo, href: linkTo("/blog", locale, site).href ?? "/blog" } : null,
    ...marks(),
  };
}
