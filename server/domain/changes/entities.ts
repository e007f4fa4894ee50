import { createHash } from "node:crypto";
import { asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  blogPosts,
  headingSections,
  menuItems,
  metrics,
  profiles,
  submenuItems,
  templateSectionMetrics,
  templateSections,
  websiteHero,
} from "../../db/schema/index.ts";
import { SLUG_TAKEN_MESSAGE } from "../../../shared/post-rules.ts";
import { AppError } from "../../errors.ts";
import { orderRequestEntity } from "../orders/order-request-entity.ts";
import { organizationListEntity, organizationSettingsEntity } from "../organizations/organization-entities.ts";
import { mediaEntity } from "../media/media-entity.ts";
import { meetingTypeEntity } from "../meetings/meeting-type-entity.ts";
import { aiAgentEntity } from "../ai/ai-agent-entity.ts";
import { cannedReplyEntity } from "../conversations/canned-replies.ts";
import { bookingEntity } from "../meetings/booking-entity.ts";
import { scoped } from "../../db/tenant-scope.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A record as JSON (dates as ISO strings), as kept in a revision's `before` and `after`. */
export type Snapshot = Record<string, unknown>;

export const ENTITY_NAMES = [
  "metric",
  "template_section",
  "heading_section",
  "page_layout",
  "profile",
  "organization_settings",
  "organization_list",
  "menu_item",
  "submenu_item",
  "post",
  "hero",
  "media",
  "meeting_type",
  "ai_agent",
  "order_request",
  "canned_reply",
  "booking",
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

/** What the change function and restore need to know about one kind of record. */
export type EntityKind = {
  name: EntityName;
  /** For messages: "Metric not found". */
  label: string;
  /** The record of the organization as a snapshot, or null (absent, or another organization's). */
  load(tx: Tx, organizationId: number, id: string, options: { lock: boolean }): Promise<Snapshot | null>;
  /** Writes a snapshot back: updates the record, or re-creates it (same id) when it was deleted. */
  restore(tx: Tx, organizationId: number, id: string, snapshot: Snapshot): Promise<void>;
};

/** A new version strictly later than the last, to the millisecond: two saves never share one. */
export function nextVersion(column: AnyPgColumn): SQL {
  return sql`date_trunc('milliseconds', greatest(clock_timestamp(), ${column} + interval '1 millisecond'))`;
}

function toSnapshot(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The columns of `table` present in a snapshot, ready to write (never id or organization). */
function rowFrom(table: PgTable, snapshot: Snapshot): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snapshot)) {
    if (!(key in columns) || key === "id" || key === "organization_id" || key === "updated_at") continue;
    row[key] = key === "created_at" && typeof value === "string" ? new Date(value) : value;
  }
  return row;
}

function positiveId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

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

/**
 * A profile's team and customer objects (what the team/testimonial manager edits). The snapshot
 * carries the name for the change log, never the e-mail address or the account behind it; a restore
 * writes back only the two objects (profiles are created and deleted with accounts, not here).
 */
export const profileEntity: EntityKind = {
  name: "profile",
  label: "Profile",
  async load(tx, organizationId, id, { lock }) {
    const profileId = positiveId(id);
    if (profileId === null) return null;
    const query = tx
      .select({
        id: profiles.id,
        full_name: profiles.full_name,
        team: profiles.team,
        customer: profiles.customer,
        updated_at: profiles.updated_at,
      })
      .from(profiles)
      .where(scoped(organizationId).where(profiles, eq(profiles.id, profileId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    await tx
      .update(profiles)
      .set({
        team: (snapshot.team ?? null) as typeof profiles.$inferInsert.team,
        customer: (snapshot.customer ?? null) as typeof profiles.$inferInsert.customer,
        updated_at: nextVersion(profiles.updated_at),
      })
      .where(scoped(organizationId).where(profiles, eq(profiles.id, Number(id))));
  },
};

async function loadSubmenuRows(tx: Tx, organizationId: number, menuItemId: number) {
  return tx
    .select()
    .from(submenuItems)
    .where(scoped(organizationId).where(submenuItems, eq(submenuItems.menu_item_id, menuItemId)))
    .orderBy(asc(submenuItems.order), asc(submenuItems.id));
}

/** Upserts a submenu row from a snapshot (same id); its menu item must exist (the composite key). */
async function writeSubmenu(tx: Tx, organizationId: number, submenuId: number, snapshot: Snapshot) {
  const values = rowFrom(submenuItems, snapshot);
  const updated = await tx
    .update(submenuItems)
    .set({ ...values, updated_at: nextVersion(submenuItems.updated_at) })
    .where(scoped(organizationId).where(submenuItems, eq(submenuItems.id, submenuId)))
    .returning({ id: submenuItems.id });
  if (updated.length > 0) return;
  await tx
    .insert(submenuItems)
    .overridingSystemValue()
    .values(
      scoped(organizationId).values(submenuItems, { ...(values as typeof submenuItems.$inferInsert), id: submenuId }),
    );
}

/**
 * A menu item with its submenu items: deleting a menu item deletes them (the foreign key
 * cascades), so its last revision holds them and a restore brings them back with it.
 */
export const menuItemEntity: EntityKind = {
  name: "menu_item",
  label: "Menu item",
  async load(tx, organizationId, id, { lock }) {
    const menuItemId = positiveId(id);
    if (menuItemId === null) return null;
    const query = tx
      .select()
      .from(menuItems)
      .where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    const subs = await loadSubmenuRows(tx, organizationId, menuItemId);
    return { ...toSnapshot(row), website_submenuitem: subs.map(toSnapshot) };
  },
  async restore(tx, organizationId, id, snapshot) {
    const menuItemId = Number(id);
    const values = rowFrom(menuItems, snapshot);
    const updated = await tx
      .update(menuItems)
      .set({ ...values, updated_at: nextVersion(menuItems.updated_at) })
      .where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)))
      .returning({ id: menuItems.id });
    if (updated.length === 0) {
      await tx
        .insert(menuItems)
        .overridingSystemValue()
        .values(
          scoped(organizationId).values(menuItems, { ...(values as typeof menuItems.$inferInsert), id: menuItemId }),
        );
    }
    // Submenus it had that are gone come back; those still there keep their own later edits
    // (each submenu has its own revisions).
    const kept = Array.isArray(snapshot.website_submenuitem) ? (snapshot.website_submenuitem as Snapshot[]) : [];
    const present = new Set((await loadSubmenuRows(tx, organizationId, menuItemId)).map((row) => row.id));
    for (const sub of kept) {
      const subId = typeof sub.id === "number" ? sub.id : Number(sub.id);
      if (!Number.isInteger(subId) || present.has(subId)) continue;
      // Scoped like every read (issue 16 item 6); ids are never reused, so this snapshot never names another organization's row.
      const [elsewhere] = await tx
        .select({ id: submenuItems.id })
        .from(submenuItems)
        .where(scoped(organizationId).where(submenuItems, eq(submenuItems.id, subId)));
      if (elsewhere) continue; // moved under another menu item since: leave it there
      await writeSubmenu(tx, organizationId, subId, { ...sub, menu_item_id: menuItemId });
    }
  },
};

export const submenuItemEntity: EntityKind = {
  name: "submenu_item",
  label: "Submenu item",
  async load(tx, organizationId, id, { lock }) {
    const submenuId = positiveId(id);
    if (submenuId === null) return null;
    const query = tx
      .select()
      .from(submenuItems)
      .where(scoped(organizationId).where(submenuItems, eq(submenuItems.id, submenuId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const menuItemId = Number(snapshot.menu_item_id);
    const [parent] = await tx
      .select({ id: menuItems.id })
      .from(menuItems)
      .where(scoped(organizationId).where(menuItems, eq(menuItems.id, menuItemId)));
    if (!parent) {
      throw new AppError("conflict", "Its menu item was deleted: restore the menu item first.", {
        code: "parent_missing",
      });
    }
    await writeSubmenu(tx, organizationId, Number(id), snapshot);
  },
};

/** A unique-constraint violation from PostgreSQL or PGlite (directly or as a driver error's cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** A post or a page (both are blog_post rows; spec editing-tools §3), by id. */
export const postEntity: EntityKind = {
  name: "post",
  label: "Post",
  async load(tx, organizationId, id, { lock }) {
    const postId = positiveId(id);
    if (postId === null) return null;
    const query = tx
      .select()
      .from(blogPosts)
      .where(scoped(organizationId).where(blogPosts, eq(blogPosts.id, postId)));
    const [row] = lock ? await query.for("update") : await query;
    return row ? toSnapshot(row) : null;
  },
  async restore(tx, organizationId, id, snapshot) {
    const postId = Number(id);
    const values = rowFrom(blogPosts, snapshot);
    for (const key of ["created_on", "publish_at"] as const) {
      if (typeof values[key] === "string") values[key] = new Date(values[key]);
    }
    try {
      const updated = await tx
        .update(blogPosts)
        .set({ ...values, updated_at: nextVersion(blogPosts.updated_at) })
        .where(scoped(organizationId).where(blogPosts, eq(blogPosts.id, postId)))
        .returning({ id: blogPosts.id });
      if (updated.length > 0) return;
      await tx
        .insert(blogPosts)
        .overridingSystemValue()
        .values(scoped(organizationId).values(blogPosts, { ...(values as typeof blogPosts.$inferInsert), id: postId }));
    } catch (error) {
      // Another post took the slug since: say so instead of failing.
      if (isUniqueViolation(error))
        throw new AppError("conflict", SLUG_TAKEN_MESSAGE, { code: "slug_taken", field: "slug" });
      throw error;
    }
  },
};

export const ENTITIES: Record<EntityName, EntityKind> = {
  profile: profileEntity,
  metric: metricEntity,
  template_section: templateSectionEntity,
  heading_section: headingSectionEntity,
  page_layout: pageLayoutEntity,
  organization_settings: organizationSettingsEntity,
  organization_list: organizationListEntity,
  menu_item: menuItemEntity,
  submenu_item: submenuItemEntity,
  post: postEntity,
  hero: heroEntity,
  media: mediaEntity,
  meeting_type: meetingTypeEntity,
  ai_agent: aiAgentEntity,
  order_request: orderRequestEntity,
  canned_reply: cannedReplyEntity,
  booking: bookingEntity,
};
