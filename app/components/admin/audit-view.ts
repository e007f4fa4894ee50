import { formatUtcTime } from "./format-time.ts";

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

const ACTION_LABELS: Record<string, string> = {
  create: "Created",
  update: "Changed",
  delete: "Deleted",
  restore: "Restored",
};

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

function plain(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const stripped = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stripped.length > 80 ? `${stripped.slice(0, 79)}…` : stripped || "(empty)";
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

/** One table row per revision: when, who, what (entity and its title), and what changed. */
export function auditRows(revisions: AuditRevision[]): AuditRow[] {
  return revisions.map((revision) => {
    const entityLabel = ENTITY_LABELS[revision.entity] ?? revision.entity;
    const title = revision.title || `#${revision.entity_id}`;
    let details: string[];
    if (revision.action === "update" || revision.action === "restore") {
      details = revision.changes
        .slice(0, 5)
        .map((change) => `${change.field}: ${plain(change.before)} → ${plain(change.after)}`);
      if (revision.changes.length > 5) details.push(`and ${revision.changes.length - 5} more`);
      if (details.length === 0) details = ["No visible change"];
    } else {
      details = [revision.action === "delete" ? "Deleted (restore brings it back)" : "Created"];
    }
    return {
      id: revision.id,
      time: formatUtcTime(revision.created_at),
      isoTime: revision.created_at,
      person: revision.actor.name,
      entityLabel,
      title,
      action: ACTION_LABELS[revision.action] ?? revision.action,
      details,
      restoreLabel: `Restore ${entityLabel.toLowerCase()} “${title}” as of ${formatUtcTime(revision.created_at)}`,
    };
  });
}
