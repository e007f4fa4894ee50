import { clsx } from "clsx";
import { ChevronDown, Globe } from "../ui/icons.tsx";
import { useLocation } from "react-router";
import { textDirection, type Locale, type LocaleSite } from "../../../shared/i18n/locales.ts";
import type { ChromeLabels } from "../../labels/chrome-labels.ts";
import { languageCookie, languageOptions, type LanguageOption } from "../../browser/language-switch.ts";
import { Dropdown, type DropdownGroup } from "./dropdown.tsx";

/** The current page in every supported language, from the router's location (same on server and browser). */
export function useLanguageOptions(site: LocaleSite, locale: Locale): LanguageOption[] {
  const location = useLocation();
  return languageOptions({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    current: locale,
    site,
  });
}

function remember(locale: Locale) {
  document.cookie = languageCookie(locale);
}

function LanguageLink({ option, className }: { option: LanguageOption; className?: string }) {
  return (
    <a
      href={option.href}
      lang={option.locale}
      dir={textDirection(option.locale)}
      hrefLang={option.locale}
      aria-current={option.current ? "true" : undefined}
      className={className}
      onClick={() => remember(option.locale)}
    >
      {option.name}
    </a>
  );
}

/** The header's language dropdown (desktop). */
export function LanguageMenu({
  site,
  locale,
  labels,
  group,
  triggerClassName,
}: {
  site: LocaleSite;
  locale: Locale;
  labels: ChromeLabels;
  group: DropdownGroup;
  triggerClassName: string;
}) {
  const options = useLanguageOptions(site, locale);
  return (
    <Dropdown
      group={group}
      id="language"
      className="relative"
      // The accessible name starts with the visible text (the code) so voice control finds it.
      triggerLabel={`${locale.toUpperCase()}, ${labels.language}: ${options.find((option) => option.current)?.name ?? locale}`}
      triggerClassName={triggerClassName}
      trigger={
        <>
          <Globe aria-hidden="true" className="size-4" />
          <span className="uppercase">{locale}</span>
          <ChevronDown aria-hidden="true" className="size-3.5 opacity-70" />
        </>
      }
      panelClassName="absolute end-0 top-full pt-2"
    >
      <ul className="w-48 rounded-xl bg-white p-1.5 text-sm text-gray-700 shadow-lg ring-1 ring-black/5">
        {options.map((option) => (
          <li key={option.locale}>
            <LanguageLink
              option={option}
              className={clsx(
                "flex items-center justify-between rounded-lg px-3 py-2 outline-none hover:bg-gray-100 focus-visible:bg-gray-100",
                option.current && "font-semibold text-gray-900",
              )}
            />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

/** The languages as a plain list of links (mobile menu, footer). */
export function LanguageList({
  site,
  locale,
  labels,
  className,
  linkClassName,
}: {
  site: LocaleSite;
  locale: Locale;
  labels: ChromeLabels;
  className?: string;
  linkClassName?: string;
}) {
  const options = useLanguageOptions(site, locale);
  return (
    <nav aria-label={labels.language} className={className}>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {options.map((option) => (
          <li key={option.locale}>
            <LanguageLink
              option={option}
              className={clsx(linkClassName, option.current && "font-semibold underline underline-offset-4")}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
