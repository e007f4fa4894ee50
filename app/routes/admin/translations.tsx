import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { LOCALE_NAMES } from "../../../shared/i18n/locales.ts";
import { editHref, fieldLabel, KIND_LABELS } from "../../../features/translations/shared/translation-links.ts";
import {
  confirmFromTranslationsPage,
  loadTranslations,
} from "../../../features/translations/view-models/translations.server.ts";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/translations";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTranslations(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmFromTranslationsPage(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const fieldClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-primary";
const buttonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60";

const languageName = (locale: string) => LOCALE_NAMES[locale as keyof typeof LOCALE_NAMES] ?? locale;

/**
 * Translation coverage (decision 069): per language the share of fields whose translation is
 * current, and the missing and stale fields with links that open their editor.
 */
export default function AdminTranslations() {
  const { filter, defaultLocale, pages, locales, items, total } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const root = useRouteLoaderData<RootData>("root")!;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <title>{`Translations | ${root.site.name}`}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">Translations</h1>
      <p className="mb-6 text-sm text-gray-600">
        Texts are written in {languageName(defaultLocale)}. A translation is <strong>stale</strong> when its{" "}
        {languageName(defaultLocale)} text changed after it was saved; visitors still see it until you update it or mark
        it as still correct. Where a translation is missing, visitors see the {languageName(defaultLocale)} text.
      </p>

      {locales.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">
          This site has one language. Add languages in Global Settings → General to translate your content.
        </p>
      ) : (
        <ul aria-label="Coverage per language" className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {locales.map((figure) => (
            <li key={figure.locale} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <span className="block text-sm font-medium text-gray-700">{languageName(figure.locale)}</span>
              <span className="text-3xl font-semibold text-gray-900">{figure.percent}%</span>
              <span className="ms-1 text-sm text-gray-600">current</span>
              <div
                role="progressbar"
                aria-label={`${languageName(figure.locale)}: translations current`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={figure.percent}
                className="mt-2 h-2 overflow-hidden rounded bg-gray-100"
              >
                <div className="h-full bg-primary" style={{ width: `${figure.percent}%` }} />
              </div>
              <span className="mt-2 block text-xs text-gray-600">
                {figure.current} of {figure.total} current · {figure.stale} stale · {figure.missing} missing
              </span>
            </li>
          ))}
        </ul>
      )}

      <Form
        method="get"
        aria-label="Filter the fields"
        className="mb-6 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="text-sm font-medium text-gray-700">
          Language
          <select name="locale" defaultValue={filter.locale ?? ""} className={fieldClass}>
            <option value="">Every language</option>
            {locales.map((figure) => (
              <option key={figure.locale} value={figure.locale}>
                {languageName(figure.locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Page
          <select name="page" defaultValue={filter.page ?? ""} className={fieldClass}>
            <option value="">Every page</option>
            <option value="site">Site-wide (menus, FAQs, banners…)</option>
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          State
          <select name="state" defaultValue={filter.state ?? ""} className={fieldClass}>
            <option value="">Missing and stale</option>
            <option value="stale">Stale</option>
            <option value="missing">Missing</option>
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            Filter
          </button>
          <a
            href="/admin/translations"
            className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary"
          >
            Clear
          </a>
        </div>
      </Form>

      <p
        role="status"
        className={result ? (result.ok ? "mb-4 text-sm text-green-800" : "mb-4 text-sm text-red-700") : "sr-only"}
      >
        {busy ? "Saving…" : (result?.message ?? "")}
      </p>

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-gray-600">
          Nothing to translate here: every field is current.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              Fields to translate{total > items.length ? ` (the first ${items.length} of ${total})` : ""}
            </caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Field
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Language
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  State
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Page
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {items.map((item) => {
                const name = `${KIND_LABELS[item.kind] ?? item.kind} “${item.label}”: ${fieldLabel(item.field)}`;
                return (
                  <tr key={`${item.kind}:${item.id}:${item.field}:${item.locale}`} className="align-top">
                    <td className="px-4 py-3">
                      <span className="block text-xs text-gray-500">{KIND_LABELS[item.kind] ?? item.kind}</span>
                      <span className="font-medium text-gray-900">
                        {item.label} · {fieldLabel(item.field)}
                      </span>
                      <span className="block text-gray-600">{item.excerpt}</span>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{languageName(item.locale)}</td>
                    <td className="px-4 py-3">
                      <span
                        className={
                          item.state === "stale"
                            ? "rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                            : "rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800"
                        }
                      >
                        {item.state === "stale" ? "Stale" : "Missing"}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{item.page ?? "Site-wide"}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <a
                          href={editHref(item)}
                          aria-label={`Edit ${name} (${languageName(item.locale)})`}
                          className={buttonClass}
                        >
                          Edit
                        </a>
                        {item.state === "stale" ? (
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="kind" value={item.kind} />
                            <input type="hidden" name="id" value={item.id} />
                            <input type="hidden" name="field" value={item.field} />
                            <input type="hidden" name="locale" value={item.locale} />
                            <button
                              type="submit"
                              disabled={busy}
                              aria-label={`Mark as still correct: ${name} (${languageName(item.locale)})`}
                              className={buttonClass}
                            >
                              Mark as still correct
                            </button>
                          </Form>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
