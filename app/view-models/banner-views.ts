/** Banner records to what the page renders: translated, colours resolved, links checked. */
import {
  BANNER_OPEN_STATES,
  BANNER_POSITIONS,
  type BannerContent,
  type BannerOpenState,
  type BannerPosition,
} from "../../shared/rules/banners.ts";
import type { Locale, LocaleSite } from "../../shared/i18n/locales.ts";
import { backgroundValue, colorValue } from "../../shared/style/palette.ts";
import { fallbackTranslator, type FallbackLangs } from "../../shared/i18n/translate.ts";
import { linkTo } from "./section-views.ts";

export type BannerView = {
  id: number;
  position: BannerPosition;
  dismissible: boolean;
  isOpen: boolean;
  openState: BannerOpenState;
  fixed: boolean;
  /** ISO date the promotion ends, or null. */
  endDate: string | null;
  countdown: boolean;
  dismissalDuration: string | null;
  pagePaths: string[];
  text: string;
  icon: string | null;
  link: { href: string; label: string; external: boolean } | null;
  background: string;
  color: string;
  bold: boolean;
  align: "left" | "center" | "right";
  /** The language of texts shown untranslated (`text`, `link`), when any. */
  fallback?: FallbackLangs;
};

export type BannerRecord = {
  id: number;
  position: string;
  type: string;
  is_open: boolean;
  open_state: string;
  is_fixed_above_navbar: boolean;
  end_date_promotion: Date | string | null;
  end_date_promotion_is_displayed: boolean;
  dismissal_duration: string | null;
  page_paths: string[];
  content: BannerContent;
};

export function bannerView(banner: BannerRecord, locale: Locale, site: LocaleSite): BannerView {
  const content = banner.content ?? {};
  const { t, marks } = fallbackTranslator(locale, site.defaultLocale);
  const link = content.link;
  const url = link?.url?.trim();
  let resolved: BannerView["link"] = null;
  if (url) {
    const target = linkTo(url, locale, site);
    // linkTo applies the link rule: a stored link it refuses (older data) is no link.
    const safe = target.href;
    if (safe) {
      resolved = {
        href: safe,
        label: link?.customContent?.trim() || t("link", link?.label ?? url, link?.label_translation),
        external: Boolean(link?.isExternal) || target.external,
      };
    }
  }
  const background = content.banner_background;
  const style = content.banner_content_style ?? {};
  return {
    id: banner.id,
    position: (BANNER_POSITIONS as readonly string[]).includes(banner.position)
      ? (banner.position as BannerPosition)
      : "top",
    dismissible: banner.type === "closed",
    isOpen: banner.is_open,
    openState: (BANNER_OPEN_STATES as readonly string[]).includes(banner.open_state)
      ? (banner.open_state as BannerOpenState)
      : "full",
    fixed: banner.is_fixed_above_navbar,
    endDate: banner.end_date_promotion ? new Date(banner.end_date_promotion).toISOString() : null,
    countdown: Boolean(banner.end_date_promotion && banner.end_date_promotion_is_displayed),
    dismissalDuration: banner.dismissal_duration,
    pagePaths: banner.page_paths ?? [],
    text: t("text", content.text ?? "", content.text_translation),
    icon: content.icon ?? null,
    link: resolved,
    background:
      typeof background === "object" && background
        ? backgroundValue(null, true, background, "#0f172a")
        : colorValue(background ?? "slate-900", "#0f172a"),
    color: colorValue(style.color ?? "white", "#ffffff"),
    bold: Boolean(style.is_bold),
    align: style.align ?? "center",
    ...marks(),
  };
}
