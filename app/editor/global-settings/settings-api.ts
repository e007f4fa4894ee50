/**
 * Global Settings' reads and writes through the typed client (decision 042): the organization as
 * GET /api/organizations/{id} answers it, its version for the record-editor layer, and the save
 * (PUT, then the active tab's section reloaded, spec §7). Failures keep the spec's texts (§8).
 */
import { ApiError } from "../../api-client/api-error.ts";
import { api, unwrap } from "../../api-client/client.ts";
import type { Ui } from "./list-fields.ts";
import {
  GENERAL_FIELDS,
  settingsMessages,
  withSection,
  type OrganizationData,
  type SettingsPayload,
} from "./settings-form.ts";

/**
 * The organization's version as the record editor keeps it: `organization.updated_at` (sent with the
 * settings) and each list's version (`list_versions`, sent with the lists), one string.
 */
export type SettingsVersion = { updated_at: string; list_versions: Record<string, string> };

export function versionOf(data: OrganizationData): string {
  return JSON.stringify({ updated_at: data.organization.updated_at, list_versions: data.list_versions ?? {} });
}

export function parseVersion(version: string | null): SettingsVersion | null {
  if (!version) return null;
  try {
    return JSON.parse(version) as SettingsVersion;
  } catch {
    return null;
  }
}

/** GET /api/organizations/{id}; a failure says what the spec's catalogue says (with the status text). */
export async function loadOrganization(id: number, o: Ui, signedIn = true): Promise<OrganizationData> {
  const texts = settingsMessages(o);
  if (!signedIn) throw new Error(texts.noSession);
  const answer = await api.GET("/organizations/{id}", { params: { path: { id } } }).catch(() => null);
  if (!answer) throw new Error(texts.loadFailed);
  const { data, response } = answer;
  if (response.status === 401) throw new Error(texts.noSession);
  if (!response.ok || !data) throw new Error(texts.fetchOrganization(response.statusText || String(response.status)));
  return data;
}

/** GET …/sections/{section}: one tab's lists, reloaded after a save. */
async function loadSection(id: number, section: string, o: Ui): Promise<Record<string, unknown>> {
  const { data, response } = await api.GET("/organizations/{orgId}/sections/{sectionName}", {
    params: { path: { orgId: id, sectionName: section as never } },
  });
  if (!response.ok || !data)
    throw new Error(settingsMessages(o).fetchSection(section, response.statusText || String(response.status)));
  return data;
}

/** `settings.name` (the API's name of a field) → `general.name` (the form's). */
export function formField(field: string | null): string | null {
  if (!field) return null;
  const [head, name, ...rest] = field.split(".");
  if (head === "settings" && name && (GENERAL_FIELDS as readonly string[]).includes(name) && rest.length === 0) {
    return `general.${name}`;
  }
  const list = /^([a-z_]+)\.(\d+)\.(.+)$/.exec(field);
  return list ? `lists.${list[1]}.${list[2]}.${list[3]}` : null;
}

/**
 * PUT /api/organizations/{id}, then the active tab's section (spec §7). A stale version is a 409
 * whose `current` is the whole organization as it is now (the record editor merges three-way with
 * it); a 400 naming a field names the form's field; a lost session says the spec's text.
 */
export async function saveOrganization(
  id: number,
  payload: SettingsPayload,
  section: string | null,
  o: Ui,
): Promise<OrganizationData> {
  const texts = settingsMessages(o);
  let saved: OrganizationData;
  try {
    saved = await unwrap(api.PUT("/organizations/{id}", { params: { path: { id } }, body: payload as never }));
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (failure.status === 409) {
      throw new ApiError(409, failure.message, { ...failure.body, current: await loadOrganization(id, o) });
    }
    if (failure.status === 401) throw new ApiError(401, texts.noSession, failure.body);
    const field = failure.status === 400 ? formField(failure.field) : null;
    if (field) {
      const first = failure.message.split("; ")[0] ?? failure.message;
      const message = first.startsWith(`${failure.field}: `) ? first.slice(`${failure.field}: `.length) : first;
      throw new ApiError(400, `${field}: ${message}`, { ...failure.body, field, error: `${field}: ${message}` });
    }
    throw new ApiError(
      failure.status,
      failure.status >= 500 || failure.status === 0 ? texts.saveFailed : failure.message,
      failure.body,
    );
  }
  return section ? withSection(saved, await loadSection(id, section, o)) : saved;
}
