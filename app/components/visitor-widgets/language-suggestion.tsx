import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LOCALE_NAMES, type Locale, type LocaleSite } from "../../../shared/locales.ts";
import { readCookie, writeCookie } from "../../lib/browser-cookies.ts";
import { languageCookie, languageOptions } from "../../lib/language-switch.ts";
import {
  LANGUAGE_SUGGESTION_DELAY_MS,
  SUGGESTION_CHOICE_COOKIE,
  SUGGESTION_CHOICE_MAX_AGE_S,
  SUGGESTION_SOURCE_COOKIE,
  SUGGESTION_TARGET_COOKIE,
  suggestedLanguage,
} from "../../lib/language-suggestion.ts";
import { suggestionTexts } from "./widget-texts.ts";

/**
 * Suggests the visitor's own language (spec public-site §4). Pages come from a shared cache, so
 * the suggestion is worked out here, from the browser's language list (what it sends as
 * Accept-Language), and written to the suggestion cookies; the dialog shows 2 s later while no
 * choice is stored. Either answer is stored; switching opens the same path in that language.
 */
export function LanguageSuggestion({ locale, site }: { locale: Locale; site: LocaleSite }) {
  const [target, setTarget] = useState<Locale | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (readCookie(SUGGESTION_CHOICE_COOKIE)) return;
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    const suggestion = suggestedLanguage(preferred, locale, site.supportedLocales);
    writeCookie(SUGGESTION_SOURCE_COOKIE, suggestion ? locale : "", suggestion ? undefined : 0);
    writeCookie(SUGGESTION_TARGET_COOKIE, suggestion ?? "", suggestion ? undefined : 0);
    if (!suggestion) return;
    const timer = setTimeout(() => {
      const source = readCookie(SUGGESTION_SOURCE_COOKIE);
      const next = readCookie(SUGGESTION_TARGET_COOKIE) as Locale | null;
      if (readCookie(SUGGESTION_CHOICE_COOKIE) || source !== locale || !next) return;
      if (next !== locale && site.supportedLocales.includes(next)) setTarget(next);
    }, LANGUAGE_SUGGESTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locale, site]);

  if (!target) return null;
  const t = suggestionTexts(target);
  const choose = (chosen: Locale) => {
    writeCookie(SUGGESTION_CHOICE_COOKIE, chosen, SUGGESTION_CHOICE_MAX_AGE_S);
    setTarget(null);
    if (chosen === locale) return;
    document.cookie = languageCookie(chosen);
    const option = languageOptions({
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      current: locale,
      site,
    }).find((entry) => entry.locale === chosen);
    if (option) navigate(option.href);
  };
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="language-suggestion-title"
      aria-describedby="language-suggestion-body"
      lang={target}
      data-language-suggestion=""
      className="fixed top-20 right-4 z-[85] w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-5 shadow-xl"
    >
      <h2 id="language-suggestion-title" className="font-semibold text-gray-900">
        {t.title}
      </h2>
      <p id="language-suggestion-body" className="mt-1 text-sm text-gray-700">
        {t.body(LOCALE_NAMES[target])}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          onClick={() => choose(locale)}
        >
          {t.stay}
        </button>
        <button
          type="button"
          className="rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:opacity-90 focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
          onClick={() => choose(target)}
        >
          {t.switch}: {LOCALE_NAMES[target]}
        </button>
      </div>
    </div>
  );
}
