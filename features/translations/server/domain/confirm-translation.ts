import { and, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type faqs, translationSources } from "../../../../server/db/schema/index.ts";
import { scoped, type TenantTable } from "../../../../server/db/tenant-scope.ts";
import { applyChange, UNCHANGED, type ChangeContext } from "../../../../server/domain/changes/apply-change.ts";
import { positiveId, toSnapshot, type EntityKind, type Tx } from "../../../../server/domain/changes/entity-kind.ts";
import { AppError } from "../../../../server/errors.ts";
import { hasTranslation, sourceHash, translatableFields } from "../../../../shared/i18n/translation-state.ts";
import { TRANSLATED_TABLES } from "./translation-coverage.ts";

/** One translation's identity: which field of which record, in which language. */
export type TranslationRef = { kind: string; id: string; field: string; locale: string };

/** The entity id of a translation's source record: `kind:id:field:locale`. */
export const translationEntityId = (ref: TranslationRef) => `${ref.kind}:${ref.id}:${ref.field}:${ref.locale}`;

function parseId(id: string): TranslationRef | null {
  const [kind, record, field, locale, ...rest] = id.split(":");
  if (!kind || !record || !field || !locale || rest.length > 0) return null;
  return { kind, id: record, field, locale };
}

function sameRef(ref: TranslationRef) {
  return and(
    eq(translationSources.record_kind, ref.kind),
    eq(translationSources.record_id, ref.id),
    eq(translationSources.field, ref.field),
    eq(translationSources.locale, ref.locale),
  );
}

async function writeHash(tx: Tx, organizationId: number, ref: TranslationRef, hash: string) {
  await tx
    .insert(translationSources)
    .values(
      scoped(organizationId).values(translationSources, {
        record_kind: ref.kind,
        record_id: ref.id,
        field: ref.field,
        locale: ref.locale,
        source_hash: hash,
      }),
    )
    .onConflictDoUpdate({
      target: [
        translationSources.organization_id,
        translationSources.record_kind,
        translationSources.record_id,
        translationSources.field,
        translationSources.locale,
      ],
      set: { source_hash: hash, translated_at: sql`now()` },
    });
}

/**
 * The source a translation was saved against (id `kind:id:field:locale`): what "Mark as still
 * correct" changes, through the one write road so that it has a revision and an audit entry.
 */
export const translationEntity: EntityKind = {
  name: "translation",
  label: "Translation",
  visibleOnPages: false,
  async load(tx, organizationId, id, { lock }) {
    const ref = parseId(id);
    if (!ref) return null;
    const query = tx
      .select()
      .from(translationSources)
      .where(scoped(organizationId).where(translationSources, sameRef(ref)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? { id, ...toSnapshot(row) } : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const ref = parseId(id);
    if (!ref) return;
    if (typeof snapshot.source_hash === "string") await writeHash(tx, organizationId, ref, snapshot.source_hash);
    else await tx.delete(translationSources).where(scoped(organizationId).where(translationSources, sameRef(ref)));
  },
};

/** The record's field as it is now, or a 404 (another organization's record included). */
async function currentField(tx: Tx, organizationId: number, ref: TranslationRef) {
  const kind = TRANSLATED_TABLES[ref.kind];
  const recordId = positiveId(ref.id);
  const notFound = new AppError("not_found", "No such translated field in this organization", { code: "not_found" });
  if (!kind || recordId === null) throw notFound;
  const table = kind.table as TenantTable & { id: typeof faqs.id };
  const [row] = await tx
    .select()
    .from(kind.table as PgTable)
    .where(scoped(organizationId).where(kind.table, eq(table.id, recordId)));
  const field = row
    ? translatableFields(ref.kind, row as Record<string, unknown>).find((f) => f.field === ref.field)
    : undefined;
  if (!field) throw notFound;
  return field;
}

/**
 * "Mark as still correct": the translation stays as it is and now counts as made from today's
 * source text. Nothing to confirm (no translation in that language) is a 400.
 */
export async function confirmTranslation({ ctx, ref }: { ctx: ChangeContext; ref: TranslationRef }) {
  return applyChange({
    ctx,
    entity: translationEntity,
    id: translationEntityId(ref),
    action: "update",
    absentOk: true,
    summary: `Marked the ${ref.locale} translation of ${ref.field} as still correct`,
    change: async (tx, before) => {
      const field = await currentField(tx, ctx.organizationId, ref);
      if (!hasTranslation(field.translations[ref.locale])) {
        throw new AppError("bad_request", "There is no translation in this language to confirm.", {
          code: "no_translation",
          field: "locale",
        });
      }
      const hash = sourceHash(field.source);
      if (before?.source_hash === hash) return UNCHANGED;
      await writeHash(tx, ctx.organizationId, ref, hash);
      return { id: translationEntityId(ref) };
    },
  });
}
