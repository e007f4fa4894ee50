import { LOCALE_NAMES, type Locale } from "../../../shared/i18n/locales.ts";
import { suggestionTexts } from "./widget-texts.ts";

/**
 * The language suggestion dialog (spec public-site §2, §4), in the suggested language; VisitorWidgets
 * stores the answer and switches. Non-modal: the page stays usable behind it. Downloaded only when
 * there is something to suggest.
 */
export default function LanguageSuggestionDialog({
  target,
  locale,
  onChoose,
}: {
  target: Locale;
  locale: Locale;
  onChoose: (chosen: Locale) => void;
}) {
  const t = suggestionTexts(target);
  const choose = onChoose;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="language-suggestion-title"
      aria-describedby="language-suggestion-body"
      lang={target}
      // Above the header (z-40), which banners above it can push over the dialog; under fixed banners (z-50).
      // Hidden while the help dialog is open: that one is modal (the page behind it takes no clicks),
      // so the suggestion's buttons could be seen but not pressed; it shows again once it closes.
      data-language-suggestion=""
      className="fixed top-20 end-4 z-[45] w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white p-5 shadow-xl [body:has([data-help-dialog])_&]:hidden"
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
          className="rounded-lg bg-primary px-3 py-2 text-sm font-semibold text-white hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none"
          onClick={() => choose(target)}
        >
          {t.switch}: {LOCALE_NAMES[target]}
        </button>
      </div>
    </div>
  );
}
