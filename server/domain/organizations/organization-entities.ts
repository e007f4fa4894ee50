import { eq } from "drizzle-orm";
import { organizations } from "../../db/schema/index.ts";
import type { OrganizationSettings } from "../../../shared/rules/settings.ts";
import { nextVersion, type EntityKind, type Snapshot, type Tx } from "../changes/entities.ts";
import { checkCookieCategories } from "./cookie-lists.ts";
import {
  LIST_NAMES,
  LISTS,
  listVersion,
  loadList,
  restoreList,
  type ListItem,
  type ListName,
} from "./organization-lists.ts";

/** The organization row itself, locked for the transaction (only its own id: another is null). */
async function loadOrganizationRow(tx: Tx, organizationId: number, id: string, lock: boolean) {
  if (id !== String(organizationId)) return null;
  const query = tx
    .select({
      id: organizations.id,
      name: organizations.name,
      type: organizations.type,
      settings: organizations.settings,
      updated_at: organizations.updated_at,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The organization's settings (id = the organization id): its name, business type and the settings
 * object (header and footer styles included). Lists are `organization_list` records of their own,
 * so that a revision names what changed and restoring settings never rewinds a list.
 */
export const organizationSettingsEntity: EntityKind = {
  name: "organization_settings",
  label: "Organization",
  async load(tx, organizationId, id, { lock }) {
    const row = await loadOrganizationRow(tx, organizationId, id, lock);
    return row ? { ...row, updated_at: row.updated_at.toISOString() } : null;
  },
  async restore(tx, organizationId, _id, snapshot) {
    await tx
      .update(organizations)
      .set({
        name: String(snapshot.name),
        type: String(snapshot.type),
        settings: (snapshot.settings ?? {}) as OrganizationSettings,
        updated_at: nextVersion(organizations.updated_at),
      })
      .where(eq(organizations.id, organizationId));
  },
};

const isListName = (id: string): id is ListName => (LIST_NAMES as readonly string[]).includes(id);

/**
 * One list of the organization's settings as a whole (id = the list name: `faqs`, `menu_items`, …),
 * as Global Settings saves it. Loading locks the organization row, so two saves of lists apply one
 * after the other.
 */
export const organizationListEntity: EntityKind = {
  name: "organization_list",
  label: "List",
  async load(tx, organizationId, id, { lock }) {
    if (!isListName(id)) return null;
    if (lock) await loadOrganizationRow(tx, organizationId, String(organizationId), true);
    const items = await loadList(tx, organizationId, id, lock);
    return {
      list: id,
      name: LISTS[id].heading,
      items,
      // The list's version (organization-lists.ts): what `applyChange` compares with the one sent.
      version: listVersion(items as { id: unknown; updated_at: unknown }[]),
    } satisfies Snapshot;
  },
  async restore(tx, organizationId, id, snapshot) {
    if (!isListName(id)) return;
    const items = Array.isArray(snapshot.items) ? (snapshot.items as Snapshot[]) : [];
    // A restore is a save too: an older list must not drop or rename the essential category.
    if (id === "cookie_categories") await checkCookieCategories(tx, organizationId, items as ListItem[]);
    await restoreList(tx, organizationId, id, items);
  },
};
