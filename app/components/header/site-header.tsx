import { clsx } from "clsx";
import { useEffect, useState, type CSSProperties } from "react";
import { localizePath, type Locale } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import {
  DESKTOP_BREAKPOINT_PX,
  headerBackground,
  headerCanHide,
  NAVBAR_HEIGHT_PX,
} from "../../view-models/header-behaviour.ts";
import type { HeaderView, MenuView, ViewerView } from "../../view-models/view-models.ts";
import type { RootData } from "../../root.tsx";
import { BasketLink } from "./basket-link.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { useDropdownGroup } from "./dropdown.tsx";
import { LanguageMenu } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ProfileMenu } from "./profile-menu.tsx";
import { SiteLogo } from "./site-logo.tsx";
import { useHeaderScroll } from "./use-header-scroll.ts";

type Props = {
  site: RootData["site"];
  locale: Locale;
  /** Interface texts of the current language only (the tables stay on the server). */
  labels: ChromeLabels;
  menu: MenuView[];
  style: HeaderView;
  viewer: ViewerView;
};

/** The page content column of sections (max-w-7xl): the header's items line up with it. */
const PAGE_COLUMN = "80rem";

/** Bar height and logo cap per header type (the spec's navbar is 64 px; mini variants are compact). */
const BAR: Record<HeaderView["type"], { height: number; logoMax: number }> = {
  default: { height: NAVBAR_HEIGHT_PX, logoMax: 48 },
  transparent: { height: NAVBAR_HEIGHT_PX, logoMax: 48 },
  fixed: { height: NAVBAR_HEIGHT_PX, logoMax: 48 },
  mini: { height: 48, logoMax: 32 },
  ring_card_mini: { height: 52, logoMax: 36 },
};

export function SiteHeader({ site, locale, labels, menu, style, viewer }: Props) {
  const group = useDropdownGroup();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { hidden, scrolled } = useHeaderScroll();
  const isHidden = hidden && headerCanHide(style.type, mobileOpen || group.openId !== null);
  const isCard = style.type === "ring_card_mini";
  const bar = BAR[style.type];
  const background = headerBackground(style.type, style.background, scrolled);

  // The mobile panel is hidden by CSS from 768 px; close it too, so it does not keep the header pinned.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (query.matches) setMobileOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const item = clsx(
    "group inline-flex items-center gap-1 rounded-md px-3 py-2 font-medium whitespace-nowrap transition-colors outline-none",
    "hover:text-(--header-hover) focus-visible:text-(--header-hover) focus-visible:ring-2 focus-visible:ring-current aria-expanded:text-(--header-hover) aria-[current=page]:text-(--header-hover)",
    style.itemsAreText ? "hover:underline underline-offset-8" : "hover:bg-current/8 aria-expanded:bg-current/8",
    style.type === "mini" || isCard ? "text-sm" : "text-[15px]",
  );
  const iconButton =
    "relative inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-current/8 hover:text-(--header-hover) outline-none focus-visible:ring-2 focus-visible:ring-current";

  return (
    <header
      data-header-type={style.type}
      data-scrolled={scrolled || undefined}
      data-hidden={isHidden || undefined}
      className={clsx(
        "group/header z-40 w-full transition-[translate,background-color,box-shadow] duration-300",
        style.type === "transparent" ? "fixed inset-x-0" : "sticky",
        // Hidden while scrolling down, but never while keyboard focus is inside it.
        "data-hidden:not-focus-within:-translate-y-[calc(100%+1rem)]",
        isCard ? "px-3 pt-2" : "data-scrolled:shadow-sm",
        !isCard && style.type !== "transparent" && "border-b border-black/5",
        !isCard && background !== "transparent" && "backdrop-blur-md",
      )}
      style={
        {
          // Fixed banners (spec §4) sit above the navbar; they publish their total height here.
          // A transparent header is fixed over the page: below the top banners until the page scrolls.
          top:
            style.type === "transparent" && !scrolled
              ? "calc(var(--site-banner-offset, 0px) + var(--site-flow-banners, 0px))"
              : "var(--site-banner-offset, 0px)",
          background: isCard ? "transparent" : background,
          color: style.color,
          "--header-hover": style.colorHover,
        } as CSSProperties
      }
    >
      <div
        className={clsx(
          "relative mx-auto flex items-center gap-2 px-4 sm:px-6 md:gap-4",
          isCard && "rounded-2xl shadow-lg ring-1 ring-black/10 backdrop-blur-md",
        )}
        style={{
          // The floating card stays a card on wide screens; other bars line up with the page's
          // content column (80 rem, the sections' max-w-7xl) whatever wider menu width is set.
          maxWidth: isCard ? `min(${style.maxWidth}, 72rem)` : `min(${style.maxWidth}, ${PAGE_COLUMN})`,
          height: bar.height,
          background: isCard ? background : undefined,
        }}
      >
        <SiteLogo
          src={site.logo}
          name={site.name}
          label={`${site.name}, ${labels.home}`}
          href={localizePath("/", locale, site)}
          height={Math.min(style.logoHeight, bar.logoMax)}
          ratio={site.logoRatio}
        />
        <nav aria-label={labels.mainNavigation} className="hidden min-w-0 flex-1 items-center md:ms-4 md:flex">
          <DesktopMenu menu={menu} labels={labels} group={group} itemClassName={item} />
        </nav>
        <div className="ms-auto flex items-center gap-1 md:gap-2">
          {site.withLanguageSwitch && (
            <div className="hidden md:block">
              <LanguageMenu
                site={site}
                locale={locale}
                labels={labels}
                group={group}
                triggerClassName={clsx(item, "gap-1.5 px-2.5 text-sm")}
              />
            </div>
          )}
          <BasketLink href={localizePath("/basket", locale, site)} label={labels.basket} className={iconButton} />
          <div className="hidden md:block">
            <ProfileMenu
              viewer={viewer}
              site={site}
              locale={locale}
              labels={labels}
              group={group}
              triggerClassName={clsx(iconButton, "w-auto px-1")}
            />
          </div>
          <MobileMenu
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            menu={menu}
            labels={labels}
            site={site}
            locale={locale}
            viewer={viewer}
            buttonClassName={iconButton}
          />
        </div>
      </div>
    </header>
  );
}
