import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { auditRows, ENTITY_LABELS } from "../../components/admin/audit-view.ts";
import { entityLabel } from "../../components/admin/record-kinds.ts";
import {
  ActionStatus,
  EmptyList,
  FilterForm,
  filterFieldClass as fieldClass,
} from "../../components/admin/admin-list.tsx";
import { useUiLanguage } from "../../components/ui/ui-language.tsx";
import { useDateTime, useTimeZone } from "../../components/use-date-time.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { RootData } from "../../root.tsx";
import type { Route } from "./+types/audit";
import { loadAuditLog, restoreFromAuditLog } from "./audit.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAuditLog(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return restoreFromAuditLog(request, context);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The organization's change log: who changed what and when, filterable, each version restorable. */
export default function AdminAudit() {
  const { filter, people, items } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const root = useRouteLoaderData<RootData>("root")!;
  const ui = useUiLanguage();
  const when = useDateTime();
  const zone = useTimeZone();
  const rows = auditRows(items, ui.locale, when);
  const resultText = result
    ? result.ok
      ? m.admin_auRestored({}, ui)
      : (result.message ?? m.admin_auChoose({}, ui))
    : "";
  const restoring = navigation.state !== "idle" && navigation.formMethod === "POST";
  const pendingId = restoring ? Number(navigation.formData?.get("revision")) : null;
  return (
    <>
      <title>{m.admin_pageTitle({ title: m.admin_navAudit({}, ui), site: root.site.name }, ui)}</title>
      <h1 className="mb-2 text-3xl font-semibold tracking-tight text-gray-900">{m.admin_navAudit({}, ui)}</h1>
      <p className="mb-6 text-sm text-gray-600">{m.admin_auIntro({ zone }, ui)}</p>

      <FilterForm label={m.admin_auFilter({}, ui)} clearHref="/admin/audit" columns={5}>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_auPerson({}, ui)}
          <select name="actor" defaultValue={filter.actor ?? ""} className={fieldClass}>
            <option value="">{m.admin_auEveryone({}, ui)}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_auWhat({}, ui)}
          <select name="entity" defaultValue={filter.entity ?? ""} className={fieldClass}>
            <option value="">{m.admin_auEverything({}, ui)}</option>
            {Object.keys(ENTITY_LABELS).map((value) => (
              <option key={value} value={value}>
                {entityLabel(value, ui.locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_auFrom({}, ui)}
          <input type="date" name="from" defaultValue={filter.from ?? ""} className={fieldClass} />
        </label>
        <label className="text-sm font-medium text-gray-700">
          {m.admin_auTo({}, ui)}
          <input type="date" name="to" defaultValue={filter.to ?? ""} className={fieldClass} />
        </label>
      </FilterForm>

      <ActionStatus result={result}>{restoring ? m.admin_auRestoring({}, ui) : resultText}</ActionStatus>

      {rows.length === 0 ? (
        <EmptyList>{m.admin_auNone({}, ui)}</EmptyList>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{m.admin_auCaption({}, ui)}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium whitespace-nowrap">
                  {m.admin_time({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_auPerson({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_auRecord({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {m.admin_auChange({}, ui)}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">{m.admin_actions({}, ui)}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row) => (
                <tr key={row.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-gray-700">
                    <time dateTime={row.isoTime}>{row.time}</time>
                  </td>
                  <td className="px-4 py-3 text-gray-900">{row.person}</td>
                  <td className="px-4 py-3">
                    <span className="block text-xs text-gray-500">{row.entityLabel}</span>
                    <span className="font-medium text-gray-900">{row.title}</span>
                  </td>
                  <td className="px-4 py-3 text-gray-700">
                    <span className="font-medium text-gray-900">{row.action}</span>
                    <ul className="mt-1 space-y-0.5 break-words">
                      {row.details.map((detail, index) => (
                        <li key={index}>{detail}</li>
                      ))}
                    </ul>
                  </td>
                  <td className="px-4 py-3 text-end">
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="revision" value={row.id} />
                      <button
                        type="submit"
                        aria-label={row.restoreLabel}
                        disabled={restoring}
                        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
                      >
                        {pendingId === row.id ? m.admin_auRestoring({}, ui) : m.admin_auRestore({}, ui)}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
