import { Menu, X } from "../ui/icons.tsx";
import { Suspense, lazy, useId, useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { Locale, LocaleSite } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import type { MenuView, ViewerView } from "../../view-models/view-models.ts";

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  menu: MenuView[];
  labels: ChromeLabels;
  site: LocaleSite & { withLanguageSwitch: boolean };
  locale: Locale;
  viewer: ViewerView;
  buttonClassName: string;
};

const loadPanel = () => import("./mobile-menu-panel.tsx");
const MobileMenuPanel = lazy(loadPanel);

/** Below 768 px: the burger button and its panel, with an accordion for each item with submenu items. */
export function MobileMenu({ open, onOpenChange, menu, labels, site, locale, viewer, buttonClassName }: Props) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    onOpenChange(false);
    buttonRef.current?.focus();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
  };

  return (
    <div className="md:hidden" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.closeMenu : labels.openMenu}
        className={buttonClassName}
        onClick={() => onOpenChange(!open)}
        // A finger or pointer on the button: fetch the panel's code while the press completes.
        onPointerDown={() => void loadPanel()}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-100 bg-white px-3 pt-2 pb-6 shadow-xl"
      >
        {/* The panel's content exists only while open: it cannot open before hydration, and every
            server render is cheaper without it (the same links are in the desktop menu and footer).
            Its code loads on the first press of the button. */}
        {open && (
          <Suspense fallback={null}>
            <MobileMenuPanel
              panelId={panelId}
              menu={menu}
              labels={labels}
              site={site}
              locale={locale}
              viewer={viewer}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
