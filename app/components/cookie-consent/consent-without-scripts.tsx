import { FallbackText } from "../fallback-text.tsx";
import type { CookieCategoryView } from "../../../shared/rules/cookie-consent.ts";
import type { BannerTexts } from "../visitor-widgets/widget-texts.ts";
import type { SettingsLabels } from "./settings-texts.ts";

const button =
  "rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:outline-none";
const secondary = `${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`;
const primary = `${button} bg-primary text-white hover:bg-primary-hover`;

/**
 * The cookie banner of a browser without scripts (decision 055): the layout renders it inside
 * `<noscript>` while the visitor has made no choice, so a browser running the page's scripts never
 * shows it (the script's banner comes instead). It sits in the page's flow, first in the document;
 * its buttons post to /cookie-settings, whose action records the choice and comes back here.
 */
export function ConsentBannerWithoutScripts({
  texts: t,
  action,
  back,
}: {
  /** bannerTexts() of the page language, from the layout's loader. */
  texts: BannerTexts;
  /** /cookie-settings in the page's language. */
  action: string;
  /** The page to come back to. */
  back: string;
}) {
  const target = `${action}?back=${encodeURIComponent(back)}`;
  return (
    <section
      aria-labelledby="plain-cookie-banner-title"
      data-plain-consent=""
      className="border-b border-gray-200 bg-white px-4 py-4"
    >
      <form method="post" action={target} className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:gap-6">
        <input type="hidden" name="back" value={back} />
        <div className="flex-1">
          <h2 id="plain-cookie-banner-title" className="font-semibold text-gray-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t.body}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href={target} className={`${button} text-gray-800 underline`}>
            {t.settings}
          </a>
          <button type="submit" name="choice" value="reject" className={secondary}>
            {t.reject}
          </button>
          <button type="submit" name="choice" value="accept" className={primary}>
            {t.accept}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The settings dialog's choices as a page (/cookie-settings): each category with its services as
 * check boxes, the essential ones on and locked. Save settings keeps the checked services.
 */
export function ConsentSettingsForm({
  categories,
  labels,
  back,
  error,
}: {
  categories: CookieCategoryView[];
  labels: SettingsLabels;
  back: string;
  error: string | null;
}) {
  return (
    <form method="post" className="mt-6 grid gap-6" aria-describedby={error ? "consent-error" : undefined}>
      <input type="hidden" name="back" value={back} />
      {error && (
        <p id="consent-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {categories.map((category) => (
        <fieldset key={category.id} className="rounded-lg border border-gray-200 p-4">
          <legend className="px-1 font-semibold text-gray-900">
            <FallbackText view={category} field="name">
              {category.name}
            </FallbackText>
          </legend>
          <p className="text-sm text-gray-700">{category.description || category.description_en}</p>
          {category.cookie_service.length === 0 ? (
            <p className="mt-2 text-sm text-gray-500">{labels.noServices}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {category.cookie_service.map((service) => (
                <li key={service.id}>
                  <label className="flex items-start gap-2 text-sm text-gray-900">
                    {category.is_essential ? (
                      // Locked on: a disabled box is not sent, and the action keeps the essentials anyway.
                      <input type="checkbox" checked disabled readOnly className="mt-1" />
                    ) : (
                      <input type="checkbox" name="service" value={service.id} className="mt-1" />
                    )}
                    <span>
                      <span className="font-medium">
                        <FallbackText view={service} field="name">
                          {service.name}
                        </FallbackText>
                      </span>
                      {category.is_essential && <span className="ms-2 text-gray-500">({labels.alwaysOn})</span>}
                      {service.description && (
                        <span className="block text-gray-600">
                          <FallbackText view={service} field="description">
                            {service.description}
                          </FallbackText>
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="choice" value="save" className={primary}>
          {labels.save}
        </button>
        <button type="submit" name="choice" value="reject" className={secondary}>
          {labels.rejectAll}
        </button>
        <button type="submit" name="choice" value="accept" className={secondary}>
          {labels.acceptAll}
        </button>
      </div>
    </form>
  );
}
