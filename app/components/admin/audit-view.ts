import { entityLabel as entityName } from "./record-kinds.ts";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

type Label = (inputs: object, options: { locale: UiLocale }) => string;

/** What the audit page shows of a revision (built on the server; browser-safe). */
export type AuditRevision = {
  id: number;
  entity: string;
  entity_id: string;
  action: string;
  summary: string;
  title: string;
  actor: { id: string | null; name: string };
  created_at: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

export const ENTITY_LABELS: Record<string, string> = {
  metric: "Metric",
  template_section: "Section",
  heading_section: "Heading section",
  page_layout: "Page layout",
  hero: "Hero section",
  post: "Post or page",
  profile: "Profile",
  menu_item: "Menu item",
  submenu_item: "Submenu item",
  organization_settings: "Settings",
  organization_list: "Settings list",
  media: "Image",
  translation: "Translation",
};

const ACTION_LABELS: Record<string, Label> = {
  create: (_: object, ui: { locale: UiLocale }) => m.admin_auCreated({}, ui),
  update: (_: object, ui: { locale: UiLocale }) => m.admin_auChanged({}, ui),
  delete: (_: object, ui: { locale: UiLocale }) => m.admin_auDeleted({}, ui),
  restore: (_: object, ui: { locale: UiLocale }) => m.admin_auRestoredAction({}, ui),
};

/** Languages whose sentences write a common noun in lower case ("Restore section …"). */
const LOWER_CASE_NOUNS = new Set<string>(["en", "es", "fr", "it", "pt", "ru", "pl"]);

export type AuditFilter = { actor?: string; entity?: string; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of the page's query string; anything malformed is ignored rather than trusted. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  const actor = params.get("actor")?.trim();
  if (actor && actor.length <= 100) filter.actor = actor;
  const entity = params.get("entity");
  if (entity && entity in ENTITY_LABELS) filter.entity = entity;
  for (const key of ["from", "to"] as const) {
    const value = params.get(key);
    if (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) filter[key] = value;
  }
  return filter;
}

/** `from` and `to` days (UTC, both included) as an instant range (shared with the API). */
export { filterRange } from "../../../shared/rules/audit-range.ts";

function plain(value: unknown, locale: UiLocale): string {
  const empty = m.admin_auEmpty({}, { locale });
  if (value === null || value === undefined || value === "") return empty;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const stripped = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stripped.length > 80 ? `${stripped.slice(0, 79)}…` : stripped || empty;
}

export type AuditRow = {
  id: number;
  time: string;
  isoTime: string;
  person: string;
  entityLabel: string;
  title: string;
  action: string;
  details: string[];
  restoreLabel: string;
};

/**
 * One table row per revision: when, who, what (entity and its title), and what changed, in the
 * person's UI language; `when` writes the times (`useDateTime()`: the person's language and zone).
 */
export function auditRows(revisions: AuditRevision[], locale: UiLocale, when: (value: string) => string): AuditRow[] {
  const ui = { locale };
  return revisions.map((revision) => {
    const entityLabel = entityName(revision.entity, locale);
    const time = when(revision.created_at);
    const title = revision.title || `#${revision.entity_id}`;
    let details: string[];
    if (revision.action === "update" || revision.action === "restore") {
      details = revision.changes
        .slice(0, 5)
        .map((change) => `${change.field}: ${plain(change.before, locale)} → ${plain(change.after, locale)}`);
      if (revision.changes.length > 5) details.push(m.admin_auMore({ count: revision.changes.length - 5 }, ui));
      if (details.length === 0) details = [m.admin_auNoChange({}, ui)];
    } else {
      details = [revision.action === "delete" ? m.admin_auDeletedDetail({}, ui) : m.admin_auCreated({}, ui)];
    }
    return {
      id: revision.id,
      time,
      isoTime: revision.created_at,
      person: revision.actor.name,
      entityLabel,
      title,
      action: ACTION_LABELS[revision.action]?.({}, ui) ?? revision.action,
      details,
      restoreLabel: m.admin_auRestoreLabel(
        {
          entity: LOWER_CASE_NOUNS.has(locale) ? entityLabel.toLocaleLowerCase(locale) : entityLabel,
          title,
          time,
        },
        ui,
      ),
    };
  });
}
