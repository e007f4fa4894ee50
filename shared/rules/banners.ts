/**
 * Banner rules of spec public-site §3, §4, §5 and §9, pure so that server, browser and tests share
 * them: dismissal durations, which banners a page shows, and the stored dismissals.
 */
import { sectionPagePath, stripLocalePrefix } from "../i18n/locales.ts";

export const BANNER_POSITIONS = ["top", "bottom", "left", "right"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_OPEN_STATES = [
  "full",
  "left-half",
  "right-half",
  "top-half",
  "bottom-half",
  "left-30",
  "left-70",
  "right-30",
  "right-70",
  "top-30",
  "top-70",
  "bottom-30",
  "bottom-70",
] as const;
export type BannerOpenState = (typeof BANNER_OPEN_STATES)[number];

/** Banner heights (spec §9). */
export const BANNER_HEIGHT_PX = 48;
export const COUNTDOWN_BANNER_HEIGHT_PX = 72;
export const FIXED_BANNER_HEIGHT_PX = 56;
/** Fixed banners are offset by 3 rem per index above the navbar. */
export const FIXED_BANNER_OFFSET_REM = 3;

/** localStorage key of anonymous dismissals (spec §7). */
export const DISMISSED_BANNERS_KEY = "dismissedBannerIds";

export type BannerLink = {
  url?: string | null;
  label?: string | null;
  label_translation?: Record<string, string>;
  isExternal?: boolean;
  /** Custom content shown as the link instead of the label (plain text). */
  customContent?: string | null;
};

export type BannerContent = {
  text?: string;
  text_translation?: Record<string, string>;
  /** An icon name of the small set the site ships (megaphone, gift, clock, info, sparkles). */
  icon?: string | null;
  link?: BannerLink | null;
  /** Palette name (sky-600) or a gradient `{ from, via, to }`. */
  banner_background?: string | { from: string; via?: string | null; to: string } | null;
  /** Text colour as a palette name, and optional emphasis. */
  banner_content_style?: { color?: string | null; is_bold?: boolean; align?: "left" | "center" | "right" } | null;
};

export type DismissedBanner = { id: number; expiresAt: number };

const MINUTE_MS = 60_000;
const UNIT_MS: Record<string, number> = {
  minute: MINUTE_MS,
  hour: 60 * MINUTE_MS,
  day: 24 * 60 * MINUTE_MS,
  // A month is 30 days and a year 365 days: a dismissal is a rough "leave me alone for a while".
  month: 30 * 24 * 60 * MINUTE_MS,
  year: 365 * 24 * 60 * MINUTE_MS,
};

/**
 * Milliseconds of a dismissal duration text: a number followed by minute(s), hour(s), day(s),
 * month(s) or year(s) ("30 minutes", "1 day", "2 Months"). Anything else, or none, is 1 minute.
 */
export function parseDismissalDuration(text: string | null | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(minute|hour|day|month|year)s?\s*$/i.exec(text ?? "");
  if (!match) return MINUTE_MS;
  const amount = Number(match[1]);
  if (!Number.isFinite(amount) || amount <= 0) return MINUTE_MS;
  return Math.min(amount * UNIT_MS[match[2]!.toLowerCase()]!, 100 * UNIT_MS.year!);
}

/** Whether a banner's `page_paths` include the page (locale prefix removed; `/` and `/home` alike; `/x/*` a prefix). */
export function bannerMatchesPath(pagePaths: readonly string[] | null | undefined, pathname: string): boolean {
  const list = (pagePaths ?? []).map((p) => p.trim()).filter(Boolean);
  if (list.length === 0) return true;
  const page = sectionPagePath(stripLocalePrefix(pathname.split(/[?#]/)[0]!));
  return list.some((entry) => {
    if (entry === "*") return true;
    if (entry.endsWith("/*")) {
      const base = sectionPagePath(entry.slice(0, -2) || "/");
      return page === base || page.startsWith(`${base}/`);
    }
    return sectionPagePath(entry.startsWith("/") ? entry : `/${entry}`) === page;
  });
}

export type BannerVisibilityInput = {
  id: number;
  is_enabled: boolean;
  end_date_promotion: string | Date | null;
  page_paths: readonly string[] | null;
};

/** Whether a banner's promotion is over: not shown after its end date. */
export function isBannerExpired(endDate: string | Date | null | undefined, now: number): boolean {
  if (!endDate) return false;
  const end = new Date(endDate).getTime();
  return Number.isFinite(end) && end <= now;
}

/** Whether a dismissal of `id` is still in force. */
export function isBannerDismissed(id: number, dismissed: readonly DismissedBanner[], now: number): boolean {
  return dismissed.some((entry) => entry.id === id && entry.expiresAt > now);
}

/** A banner shows when enabled, before its end date, on one of its pages, and not dismissed. */
export function isBannerVisible(
  banner: BannerVisibilityInput,
  { path, now, dismissed = [] }: { path: string; now: number; dismissed?: readonly DismissedBanner[] },
): boolean {
  return (
    banner.is_enabled &&
    !isBannerExpired(banner.end_date_promotion, now) &&
    bannerMatchesPath(banner.page_paths, path) &&
    !isBannerDismissed(banner.id, dismissed, now)
  );
}

/**
 * The stored dismissals, whatever is in storage: anything that is not a list of `{ id, expiresAt }`
 * counts as none, and expired entries are dropped.
 */
export function readDismissals(raw: string | null | undefined, now: number): DismissedBanner[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const list: DismissedBanner[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object") continue;
    const id = Number((entry as { id?: unknown }).id);
    const rawExpiry = (entry as { expiresAt?: unknown }).expiresAt;
    const expiresAt = typeof rawExpiry === "number" ? rawExpiry : new Date(String(rawExpiry)).getTime();
    if (Number.isInteger(id) && id > 0 && Number.isFinite(expiresAt) && expiresAt > now) list.push({ id, expiresAt });
  }
  return list;
}

/** The list after dismissing `id` for `duration` text from `now` (replacing an older entry). */
export function addDismissal(
  list: readonly DismissedBanner[],
  id: number,
  duration: string | null | undefined,
  now: number,
): DismissedBanner[] {
  return [...list.filter((entry) => entry.id !== id), { id, expiresAt: now + parseDismissalDuration(duration) }];
}

/** Days, hours, minutes and seconds until `end`; null once it is past (the banner then reads Sale Ended). */
export function countdownParts(
  end: string | Date,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((new Date(end).getTime() - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Id of the style element the early script adds to hide locally dismissed banners before first paint. */
export const EARLY_DISMISSAL_STYLE_ID = "banner-dismissals";

/**
 * Runs inline while the page is parsed, before the banners are painted: hides the banners this
 * browser dismissed (localStorage `dismissedBannerIds`), so a cached page never flashes them and
 * the page body never moves (a top banner's slot, which reserves its height, goes too). React takes
 * over after hydration and removes the rule.
 */
export const EARLY_DISMISSAL_SCRIPT = `try{var d=JSON.parse(localStorage.getItem(${JSON.stringify(
  DISMISSED_BANNERS_KEY,
)})||"[]"),n=Date.now(),c="",f=0;if(Array.isArray(d))for(var i=0;i<d.length;i++){var e=d[i]||{},t=typeof e.expiresAt=="number"?e.expiresAt:Date.parse(e.expiresAt);if(t>n&&/^\\d+$/.test(String(e.id)))c+='[data-banner-id="'+e.id+'"],[data-banner-slot="'+e.id+'"]{display:none!important}'}if(c){var s=document.createElement("style");s.id=${JSON.stringify(
  EARLY_DISMISSAL_STYLE_ID,
)};s.textContent=c;document.head.appendChild(s)}}catch(x){}`;

/** What the page layout needs to know of a banner to keep room for it. */
type BannerBox = { position: BannerPosition; fixed: boolean; isOpen: boolean; countdown: boolean };

const flowHeight = (banner: BannerBox) =>
  banner.isOpen ? (banner.countdown ? COUNTDOWN_BANNER_HEIGHT_PX : BANNER_HEIGHT_PX) : 32;

/** Width of a side banner's card from 768 px, and the room the page keeps for it (rem). */
export const SIDE_BANNER_WIDTH_REM = 12;
/** Width of a side banner's collapsed tab (rem): all a side banner takes under 768 px. */
export const SIDE_BANNER_TAB_REM = 1.75;

/**
 * CSS variables of the page layout for its banners (set on the layout's root element, so the
 * server HTML already has them and nothing moves when scripts run): the fixed banners' offset, the
 * height of the top banners in the flow (phones show one at a time), and the room kept beside the
 * page for side banners, so that they cover no heading and no text (decision 037).
 */
export function bannerLayoutVars(banners: readonly BannerBox[]): Record<string, string> {
  const fixed = banners.filter((banner) => banner.fixed).length;
  const top = banners.filter((banner) => !banner.fixed && banner.position === "top");
  const side = (position: BannerPosition, wide: boolean) => {
    const own = banners.filter((banner) => !banner.fixed && banner.position === position);
    if (own.length === 0) return "0px";
    // Under 768 px a side banner is its tab; a page with its own padding needs only the rest.
    if (!wide) return `${SIDE_BANNER_TAB_REM - 1}rem`;
    return own.some((banner) => banner.isOpen) ? `${SIDE_BANNER_WIDTH_REM + 0.5}rem` : `${SIDE_BANNER_TAB_REM}rem`;
  };
  return {
    "--site-banner-offset":
      fixed === 0 ? "0px" : `calc(${(fixed - 1) * FIXED_BANNER_OFFSET_REM}rem + ${FIXED_BANNER_HEIGHT_PX}px)`,
    "--site-flow-banners-md": `${top.reduce((sum, banner) => sum + flowHeight(banner), 0)}px`,
    "--site-flow-banners-phone": `${top[0] ? flowHeight(top[0]) : 0}px`,
    "--site-side-left": side("left", false),
    "--site-side-right": side("right", false),
    "--site-side-left-md": side("left", true),
    "--site-side-right-md": side("right", true),
  };
}
