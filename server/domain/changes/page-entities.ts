import { createHash } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import {
  headingSections,
  metrics,
  templateSectionMetrics,
  templateSections,
  websiteHero,
} from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { type EntityKind, type Tx, nextVersion, positiveId, rowFrom, toSnapshot } from "./entity-kind.ts";

/** The records of a page: metrics, sections, the hero and the page layout. */

async function sectionMetricIds(tx: Tx, organizationId: number, sectionId: number): Promise<number[]> {
  const rows = await tx
    .select({ metric_id: templateSectionMetrics.metric_id })
    .from(templateSectionMetrics)
    .where(scoped(organizationId).where(templateSectionMetrics, eq(templateSectionMetrics.section_id, sectionId)))
    .orderBy(asc(templateSectionMetrics.order), asc(templateSectionMetrics.metric_id));
  return rows.map((row) => row.metric_id);
}

/** Replaces a section's metric list by `metricIds` (in that order), keeping only the organization's metrics. */
export async function writeSectionMetrics(tx: Tx, organizationId: number, sectionId: number, metricIds: number[]) {
  await tx
    .delete(templateSectionMetrics)
    .where(scoped(organizationId).where(templateSectionMetrics, eq(templateSectionMetrics.section_id, sectionId)));
  const wanted = [...new Set(metricIds)];
  if (wanted.length === 0) return;
  const existing = await tx
    .select({ id: metrics.id })
    .from(metrics)
    .where(scoped(organizationId).where(metrics, inArray(metrics.id, wanted)));
  const present = new Set(existing.map((row) => row.id));
  const kept = wanted.filter((id) => present.has(id));
  if (kept.length === 0) return;
  await tx.insert(templateSectionMetrics).values(
    scoped(organizationId).values(
      templateSectionMetrics,
      kept.map((metricId, order) => ({ section_id: sectionId, metric_id: metricId, order })),
    ),
  );
}

export const metricEntity: EntityKind = {
  name: "metric",
  label: "Metric",
  async load(tx, organizationId, id, { lock }) {
    const metricId = positiveId(id);
    if (metricId === null) return null;
    const query = tx
      .select()
      .from(metrics)
      .where(scoped(organizationId).where(metrics, eq(metrics.id, metricId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    // The sections it appears in, so that a deleted metric comes back where it was.
    const links = await tx
      .select({ section_id: templateSectionMetrics.section_id, order: templateSectionMetrics.order })
      .from(templateSectionMetrics)
      .where(scoped(organizationId).where(templateSectionMetrics, eq(templateSectionMetrics.metric_id, metricId)))
      .orderBy(asc(templateSectionMetrics.section_id));
    return { ...toSnapshot(row), sections: links };
  },
  async restore(tx, organizationId, id, snapshot) {
    const metricId = Number(id);
    const values = rowFrom(metrics, snapshot);
    const updated = await tx
      .update(metrics)
      .set({ ...values, updated_at: nextVersion(metrics.updated_at) })
      .where(scoped(organizationId).where(metrics, eq(metrics.id, metricId)))
      .returning({ id: metrics.id });
    if (updated.length > 0) return;
    await tx
      .insert(metrics)
      .overridingSystemValue()
      .values(scoped(organizationId).values(metrics, { ...(values as typeof metrics.$inferInsert), id: metricId }));
    const links = Array.isArray(snapshot.sections)
      ? (snapshot.sections as { section_id: number; order: number }[])
      : [];
    if (links.length === 0) return;
    const sections = await tx
      .select({ id: templateSections.id })
      .from(templateSections)
      .where(
        scoped(organizationId).where(
          templateSections,
          inArray(
            templateSections.id,
            links.map((link) => link.section_id),
          ),
        ),
      );
    const present = new Set(sections.map((section) => section.id));
    const kept = links.filter((link) => present.has(link.section_id));
    if (kept.length === 0) return;
    await tx.insert(templateSectionMetrics).values(
      scoped(organizationId).values(
        templateSectionMetrics,
        kept.map((link) => ({ section_id: link.section_id, metric_id: metricId, order: link.order })),
      ),
    );
  },
};

export const templateSectionEntity: EntityKind = {
  name: "template_section",
  label: "Section",
  async load(tx, organizationId, id, { lock }) {
    const sectionId = positiveId(id);
    if (sectionId === null) return null;
    const query = tx
      .select()
      .from(templateSections)
      .where(scoped(organizationId).where(templateSections, eq(templateSections.id, sectionId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    return { ...toSnapshot(row), metric_ids: await sectionMetricIds(tx, organizationId, sectionId) };
  },
  async restore(tx, organizationId, id, snapshot) {
    const sectionId = Number(id);
    const values = rowFrom(templateSections, snapshot);
    const updated = await tx
      .update(templateSections)
      .set({ ...values, updated_at: nextVersion(templateSections.updated_at) })
      .where(scoped(organizationId).where(templateSections, eq(templateSections.id, sectionId)))
      .returning({ id: templateSections.id });
    if (updated.length === 0) {
      await tx
        .insert(templateSections)
        .overridingSystemValue()
        .values(
          scoped(organizationId).values(templateSections, {
            ...(values as typeof templateSections.$inferInsert),
            id: sectionId,
          }),
        );
    }
    const metricIds = Array.isArray(snapshot.metric_ids) ? (snapshot.metric_ids as number[]) : [];
    await writeSectionMetrics(tx, organizationId, sectionId, metricIds);
  },
};

export const headingSectionEntity: EntityKind = {
  name: "heading_section",
  label: "Heading section",
  async load(tx, organizationId, id, { lock }) {
    const headingId = positiveId(id);
    if (headingId === null) return null;
    const query = tx
      .select()
      .from(headingSections)
      .where(scoped(organizationId).where(headingSections, eq(headingSections.id, headingId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const headingId = Number(id);
    const values = rowFrom(headingSections, snapshot);
    const updated = await tx
      .update(headingSections)
      .set({ ...values, updated_at: nextVersion(headingSections.updated_at) })
      .where(scoped(organizationId).where(headingSections, eq(headingSections.id, headingId)))
      .returning({ id: headingSections.id });
    if (updated.length > 0) return;
    await tx
      .insert(headingSections)
      .overridingSystemValue()
      .values(
        scoped(organizationId).values(headingSections, {
          ...(values as typeof headingSections.$inferInsert),
          id: headingId,
        }),
      );
  },
};

export const heroEntity: EntityKind = {
  name: "hero",
  label: "Hero section",
  async load(tx, organizationId, id, { lock }) {
    const heroId = positiveId(id);
    if (heroId === null) return null;
    const query = tx
      .select()
      .from(websiteHero)
      .where(scoped(organizationId).where(websiteHero, eq(websiteHero.id, heroId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const heroId = Number(id);
    const values = rowFrom(websiteHero, snapshot);
    const updated = await tx
      .update(websiteHero)
      .set({ ...values, updated_at: nextVersion(websiteHero.updated_at) })
      .where(scoped(organizationId).where(websiteHero, eq(websiteHero.id, heroId)))
      .returning({ id: websiteHero.id });
    if (updated.length > 0) return;
    await tx
      .insert(websiteHero)
      .overridingSystemValue()
      .values(
        scoped(organizationId).values(websiteHero, { ...(values as typeof websiteHero.$inferInsert), id: heroId }),
      );
  },
};

export type LayoutEntry = { type: "template_section" | "heading_section" | "hero"; id: number; order: number };

/**
 * A page layout's version: a digest of which sections the page has and their order, so that it moves
 * on when anyone adds, removes or reorders one (GET /api/page-layout answers it, PUT sends it back).
 */
export function layoutVersion(sections: { type: string; id: number; order: number }[]): string {
  const parts = sections.map((entry) => `${entry.type}:${entry.id}:${entry.order}`).sort();
  return `layout-${createHash("sha256").update(parts.join(",")).digest("hex").slice(0, 24)}`;
}

/** The order of a page's sections (id = the page path, e.g. `/home`). */
export const pageLayoutEntity: EntityKind = {
  name: "page_layout",
  label: "Page",
  async load(tx, organizationId, urlPage, { lock }) {
    // A layout is no row of its own: a write takes a lock on (organization, page) for its
    // transaction, so two saves based on one version are checked one after the other. Without it,
    // on PostgreSQL both read the old version before either committed, and both were applied.
    if (lock) await tx.execute(sql`select pg_advisory_xact_lock(${organizationId}, hashtext(${urlPage}))`);
    const [templates, headings, heroes] = await Promise.all([
      tx
        .select({ id: templateSections.id, order: templateSections.order })
        .from(templateSections)
        .where(scoped(organizationId).where(templateSections, eq(templateSections.url_page, urlPage)))
        .orderBy(asc(templateSections.order), asc(templateSections.id)),
      tx
        .select({ id: headingSections.id, order: headingSections.order })
        .from(headingSections)
        .where(scoped(organizationId).where(headingSections, eq(headingSections.url_page, urlPage)))
        .orderBy(asc(headingSections.order), asc(headingSections.id)),
      tx
        .select({ id: websiteHero.id, order: websiteHero.display_order })
        .from(websiteHero)
        .where(scoped(organizationId).where(websiteHero, eq(websiteHero.url_page, urlPage)))
        .orderBy(asc(websiteHero.display_order), asc(websiteHero.id)),
    ]);
    const sections: LayoutEntry[] = [
      ...heroes.map((row) => ({ type: "hero" as const, ...row })),
      ...headings.map((row) => ({ type: "heading_section" as const, ...row })),
      ...templates.map((row) => ({ type: "template_section" as const, ...row })),
    ].sort((a, b) => a.order - b.order);
    return { url_page: urlPage, sections, version: layoutVersion(sections) };
  },
  async restore(tx, organizationId, urlPage, snapshot) {
    const sections = Array.isArray(snapshot.sections) ? (snapshot.sections as LayoutEntry[]) : [];
    await writeLayoutOrder(tx, organizationId, urlPage, sections);
  },
};

/** Sets the order of the listed sections of one page (others, and other pages, untouched). */
export async function writeLayoutOrder(tx: Tx, organizationId: number, urlPage: string, sections: LayoutEntry[]) {
  for (const entry of sections) {
    if (entry.type === "hero") {
      await tx
        .update(websiteHero)
        .set({ display_order: entry.order, updated_at: nextVersion(websiteHero.updated_at) })
        .where(
          scoped(organizationId).where(websiteHero, eq(websiteHero.id, entry.id), eq(websiteHero.url_page, urlPage)),
        );
      continue;
    }
    const table = entry.type === "template_section" ? templateSections : headingSections;
    await tx
      .update(table)
      .set({ order: entry.order, updated_at: nextVersion(table.updated_at) })
      .where(scoped(organizationId).where(table, eq(table.id, entry.id), eq(table.url_page, urlPage)));
  }
}
