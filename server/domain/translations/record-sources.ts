import { sql } from "drizzle-orm";
import { translationSources } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tx } from "../../db/client.ts";
import { LIST_NAMES } from "../organizations/organization-lists.ts";
import {
  hasTranslation,
  normaliseSource,
  sourceHash,
  translatableFields,
  type TranslatableField,
} from "../../../shared/i18n/translation-state.ts";

type Snapshot = Record<string, unknown>;

/** Entities whose snapshot is one row of a table with translations: the table's SQL name. */
const ROW_KINDS: Partial<Record<string, string>> = {
  metric: "metrics",
  template_section: "template_sections",
  heading_section: "heading_sections",
  hero: "website_hero",
  menu_item: "menu_items",
  submenu_item: "submenu_items",
  post: "blog_posts",
  meeting_type: "meeting_types",
  // A profile's snapshot holds its team and customer objects, whose texts are translated.
  profile: "profiles",
};

/** Every list of organization settings has translated items (their names are their tables' names). */
const TRANSLATED_LISTS: ReadonlySet<string> = new Set(LIST_NAMES);

const isRow = (value: unknown): value is Snapshot => typeof value === "object" && value !== null;

/** The translatable fields a snapshot of `entity` holds (a menu item's snapshot holds its submenu). */
export function snapshotFields(entity: string, snapshot: Snapshot | null): TranslatableField[] {
  if (!snapshot) return [];
  if (entity === "organization_list") {
    const list = String(snapshot.list ?? "");
    if (!TRANSLATED_LISTS.has(list) || !Array.isArray(snapshot.items)) return [];
    return snapshot.items.filter(isRow).flatMap((item) => translatableFields(list, item));
  }
  const kind = ROW_KINDS[entity];
  if (!kind) return [];
  const fields = translatableFields(kind, snapshot);
  if (entity === "menu_item" && Array.isArray(snapshot.website_submenuitem)) {
    fields.push(
      ...snapshot.website_submenuitem.filter(isRow).flatMap((sub) => translatableFields("submenu_items", sub)),
    );
  }
  return fields;
}

type SourceRow = { record_kind: string; record_id: string; field: string; locale: string; source_hash: string };

/**
 * What a write does to the translation sources (decision 069), from the record before and after:
 * - a translation saved (new or changed, non-blank) records the hash of the source it now sits beside;
 * - a source changed under an unchanged translation that has no stored hash yet (content from before
 *   coverage was tracked) gets the hash of the *previous* source, so it reads stale from now on.
 * A translation with a stored hash needs nothing: its hash no longer matches the new source.
 */
export function sourceWrites(
  entity: string,
  before: Snapshot | null,
  after: Snapshot | null,
): { saved: SourceRow[]; pinned: SourceRow[] } {
  const saved: SourceRow[] = [];
  const pinned: SourceRow[] = [];
  if (!after) return { saved, pinned };
  const previous = new Map(
    snapshotFields(entity, before).map((field) => [`${field.kind}\u0000${field.id}\u0000${field.field}`, field]),
  );
  for (const field of snapshotFields(entity, after)) {
    const old = previous.get(`${field.kind}\u0000${field.id}\u0000${field.field}`);
    const sourceChanged = old !== undefined && sourceHash(old.source) !== sourceHash(field.source);
    for (const [locale, value] of Object.entries(field.translations)) {
      if (!hasTranslation(value)) continue;
      const row = { record_kind: field.kind, record_id: field.id, field: field.field, locale };
      const translationChanged =
        old === undefined || normaliseSource(old.translations[locale]) !== normaliseSource(value);
      if (translationChanged) saved.push({ ...row, source_hash: sourceHash(field.source) });
      else if (sourceChanged) pinned.push({ ...row, source_hash: sourceHash(old.source) });
    }
  }
  return { saved, pinned };
}

/**
 * Called by the change function inside the write's transaction, after the record is written: the
 * source hashes of the translations this write saved, and the pins that make the translations of a
 * changed source stale. Same transaction, so a source edit and its stale marks commit together.
 */
export async function recordTranslationSources(
  tx: Tx,
  organizationId: number,
  entity: string,
  before: Snapshot | null,
  after: Snapshot | null,
): Promise<void> {
  const { saved, pinned } = sourceWrites(entity, before, after);
  const target = [
    translationSources.organization_id,
    translationSources.record_kind,
    translationSources.record_id,
    translationSources.field,
    translationSources.locale,
  ];
  if (saved.length > 0) {
    await tx
      .insert(translationSources)
      .values(scoped(organizationId).values(translationSources, saved))
      .onConflictDoUpdate({
        target,
        set: { source_hash: sql`excluded.source_hash`, translated_at: sql`now()` },
      });
  }
  if (pinned.length > 0) {
    await tx
      .insert(translationSources)
      .values(scoped(organizationId).values(translationSources, pinned))
      .onConflictDoNothing({ target });
  }
}
