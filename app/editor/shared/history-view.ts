import type { AuditRevision } from "../../components/admin/audit-view.ts";
import type { paths } from "../../api-client/schema.d.ts";

/** A revision as `GET /api/revisions` answers (server/api/content/content.schemas.ts `Revision`). */
export type Revision = AuditRevision & {
  request_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** What `POST /api/revisions/{id}/restore` answers. */
export type RestoreResult = {
  entity: RevisionEntity;
  entity_id: string;
  revision_id: number;
  record: Record<string, unknown> | null;
};

/** The entities of server/domain/changes/entities.ts (ENTITY_NAMES), as `GET /api/revisions` names them. */
export type RevisionEntity = NonNullable<paths["/revisions"]["get"]["parameters"]["query"]>["entity"];

/** Bookkeeping columns a person does not need to see in a preview. */
const HIDDEN_FIELDS = new Set(["id", "organization_id", "created_at", "updated_at", "version"]);

/**
 * The state a restore brings back (what the change produced; for a deletion the state before it,
 * matching server/domain/revisions/restore-revision.ts), as label/value lines.
 */
export function previewFields(revision: Pick<Revision, "before" | "after">): { field: string; value: string }[] {
  const snapshot = revision.after ?? revision.before;
  if (!snapshot) return [];
  return Object.entries(snapshot)
    .filter(([field]) => !HIDDEN_FIELDS.has(field))
    .map(([field, value]) => ({ field, value: previewValue(value) }));
}

export function previewValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return "(empty)";
  return plain.length > 300 ? `${plain.slice(0, 299)}…` : plain;
}

/** The newest revision is the record as it stands: restoring it changes nothing, unless it was a deletion. */
export function canRestore(revision: Pick<Revision, "action">, index: number): boolean {
  return index > 0 || revision.action === "delete";
}

/** The window event that makes the public page refetch what a restore changed, if any. */
export function refreshEventFor(entity: RevisionEntity): string | null {
  if (entity === "template_section" || entity === "metric") return "template-section-updated";
  if (entity === "heading_section") return "template-heading-section-updated";
  if (entity === "hero") return "hero-section-updated";
  return null;
}
