import { htmlToLine } from "../content/html-to-text.ts";
/** Fields whose value differs between two snapshots (versions aside): "what changed". */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: unknown; after: unknown }[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes = [];
  for (const field of keys) {
    if (field === "updated_at" || field === "created_at") continue;
    const a = before?.[field];
    const b = after?.[field];
    if (JSON.stringify(a) !== JSON.stringify(b)) changes.push({ field, before: a ?? null, after: b ?? null });
  }
  return changes;
}

/** A human name for a snapshot: its title, name or page. */
export function snapshotTitle(snapshot: Record<string, unknown> | null): string {
  if (!snapshot) return "";
  for (const key of ["section_title", "title", "name", "full_name", "url_page"]) {
    const value = snapshot[key];
    if (typeof value === "string" && value.trim()) {
      return htmlToLine(value).slice(0, 120);
    }
  }
  return "";
}
