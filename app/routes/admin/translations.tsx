import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { languageName } from "../../components/admin/format-time.ts";
import { kindLabel } from "../../components/admin/record-kinds.ts";
import {
  ActionStatus,
  EmptyList,
  FilterForm,
  filterFieldClass as fieldClass,
} from "../../components/admin/admin-list.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import { editHref, fieldLabel } from "../../../features/translations/shared/translation-links.ts";
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

const buttonClass =
  "rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60";

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
  const ui = useUiLanguage();
  // Language names in the person's language: "Spanish", "espagnol", "الإسبانية".
  const nameOf = (locale: string) => languageName(locale, ui.locale);
  const pageTitle = m.admin_navTranslations({}, ui);
  // The server's sentence when it refused (a conflict's reason); its success is said here.
  const resultText = result ? (result.ok ? m.admin_trConfirmed({}, ui) : result.message) : "";
  return (
    <>
      <title>{m.admin_pageTitle({ title: pageTitle, site: root.site.name }, ui)}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">{pageTitle}</h1>
      <p className="mb-6 text-sm text-gray-600">{m.admin_trIntro({ language: nameOf(defaultLocale) }, ui)}</p>

      {locales.length === 0 ? (
        <EmptyList>{m.admin_trOneLanguage({}, ui)}</EmptyList>
      ) : (
        <ul
          aria-label={m.admin_trCoverageLabel({}, ui)}
          className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          {locales.map((figure) => (
            <li key={figure.locale} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <span className="block text-sm font-medium text-gray-700">{nameOf(figure.locale)}</span>
              <span className="text-3xl font-semibold text-gray-900">
                {new Intl.NumberFormat(ui.locale, { style: "percent" }).format(figure.percent / 100)}
              </span>
              <span className="ms-1 text-sm text-gray-600">{m.admin_trCurrent({}, ui)}</span>
              <div
                role="progressbar"
                aria-label={m.admin_trProgressLabel({ language: nameOf(figure.locale) }, ui)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={figure.percent}
                className="mt-2 h-2 overflow-hidden rounded bg-gray-100"
              >
                <div className="h-full bg-primary" style={{ width: `${figure.percent}%` }} />
              </div>
              <span className="mt-2 block text-xs text-gray-600">
                {m.admin_trFigures(
                  { current: figure.current, total: figure.total, stale: figure.stale, missing: figure.missing },
                  ui,
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      <FilterForm label={m.admin_trFilterLabel({}, ui)} clearHref="/admin/translations" columns={4}>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_language({}, ui)}
          <select name="locale" defaultValue={filter.locale ?? ""} className={fieldClass}>
            <option value="">{m.admin_trEveryLanguage({}, ui)}</option>
            {locales.map((figure) => (
              <option key={figure.locale} value={figure.locale}>
                {nameOf(figure.locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_page({}, ui)}
          <select name="page" defaultValue={filter.page ?? ""} className={fieldClass}>
            <option value="">{m.admin_trEveryPage({}, ui)}</option>
            <option value="site">{m.admin_trSiteWideOption({}, ui)}</option>
            {pages.map((page) => (
              <option key={page} value={page}>
                {page}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_state({}, ui)}
          <select name="state" defaultValue={filter.state ?? ""} className={fieldClass}>
            <option value="">{m.admin_trMissingAndStale({}, ui)}</option>
            <option value="stale">{m.admin_trStale({}, ui)}</option>
            <option value="missing">{m.admin_trMissing({}, ui)}</option>
          </select>
        </label>
      </FilterForm>

      <ActionStatus result={result}>{busy ? m.admin_saving({}, ui) : resultText}</ActionStatus>

      {items.length === 0 ? (
        <EmptyList>{m.admin_trNothing({}, ui)}</EmptyList>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">
              {total > items.length
                ? m.admin_trCaptionPart({ shown: items.length, total }, ui)
                : m.admin_trCaption({}, ui)}
            </caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_field({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_language({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_state({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_page({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">{m.admin_actions({}, ui)}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {items.map((item) => {
                const kind = kindLabel(item.kind, ui.locale);
                const name = m.admin_recordNamed({ kind, label: item.label, field: fieldLabel(item.field) }, ui);
                return (
                  <tr key={`${item.kind}:${item.id}:${item.field}:${item.locale}`} className="align-top">
                    <td className="px-4 py-3">
                      <span className="block text-xs text-gray-500">{kind}</span>
                      <span className="font-medium text-gray-900">
                        {item.label} · {fieldLabel(item.field)}
                      </span>
                      <span className="block text-gray-600">{item.excerpt}</span>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{nameOf(item.locale)}</td>
                    <td className="px-4 py-3">
                      <span
                        className={
                          item.state === "stale"
                            ? "rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
                            : "rounded bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800"
                        }
                      >
                        {item.state === "stale" ? m.admin_trStale({}, ui) : m.admin_trMissing({}, ui)}
                      </span>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{item.page ?? m.admin_trSiteWide({}, ui)}</td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap justify-end gap-2">
                        <a
                          href={editHref(item)}
                          aria-label={m.admin_trEditLabel({ name, language: nameOf(item.locale) }, ui)}
                          className={buttonClass}
                        >
                          {m.admin_edit({}, ui)}
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
                              aria-label={m.admin_trMarkCorrectLabel({ name, language: nameOf(item.locale) }, ui)}
                              className={buttonClass}
                            >
                              {m.admin_trMarkCorrect({}, ui)}
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
