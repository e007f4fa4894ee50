import { asc, eq } from "drizzle-orm";
import { blogPosts, menuItems, profiles, submenuItems } from "../../db/schema/index.ts";
import { SLUG_TAKEN_MESSAGE } from "../../../shared/rules/post-rules.ts";
import { AppError } from "../../errors.ts";
import { scoped } from "../../db/tenant-scope.ts";
import {
  type EntityKind,
  type Snapshot,
  type Tx,
  isUniqueViolation,
  nextVersion,
  positiveId,
  rowFrom,
  toSnapshot,
} from "./entity-kind.ts";

/** The records around the pages: profiles, menu and submenu items, posts. */

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
      // Scoped like every read (decision 032); ids are never reused, so this snapshot never names another organization's row.
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
