import { eq } from "drizzle-orm";
import { organizations } from "../../db/schema/index.ts";
import { resolveSettings, type OrganizationSettings } from "../../../shared/rules/settings.ts";
import { AppError } from "../../errors.ts";
import { applyChanges, sameVersion, UNCHANGED, type ChangeContext } from "../changes/apply-change.ts";
import { isUniqueViolation, nextVersion, type Snapshot, type Tx } from "../changes/entities.ts";
import { heroUpdateChange } from "../heroes/update-hero.ts";
import { checkCookieCategories, checkCookieServices } from "./cookie-lists.ts";
import { organizationListEntity, organizationSettingsEntity } from "./organization-entities.ts";
import {
  LIST_NAMES,
  same,
  planIsEmpty,
  planList,
  staleList,
  writeList,
  type ListItem,
  type ListName,
} from "./organization-lists.ts";
import { saveListRecords, ONE_ROAD_LISTS } from "./save-list-records.ts";
import type { WebsiteHeroUpdate } from "./website-hero.ts";

/** Settings fields sent by an editor; `null` removes a stored value (back to its default). */
export type SettingsPatch = { name?: string; type?: string } & Record<string, unknown>;

export type OrganizationUpdate = {
  /** The organization's version the editor loaded (required with settings); stale settings get 409. */
  updated_at?: string;
  /** Each list sent whole carries the version it was loaded with (GET's `list_versions`). */
  list_versions?: Partial<Record<ListName, string>>;
  settings?: SettingsPatch;
  website_hero?: WebsiteHeroUpdate;
} & Partial<Record<ListName, ListItem[]>>;

/** The settings after a patch: name and type are columns, the rest the settings object. */
export function mergeSettings(before: Snapshot, patch: SettingsPatch) {
  const { name, type, ...rest } = patch;
  const stored = (before.settings as Record<string, unknown>) ?? {};
  const settings: Record<string, unknown> = { ...stored };
  // GET answers these with their defaults filled in; sending a default back stores nothing new.
  const resolved = resolveSettings(stored as OrganizationSettings);
  const defaults: Record<string, unknown> = {
    font_family: resolved.fontFamily,
    language: resolved.defaultLocale,
    supported_locales: resolved.supportedLocales,
  };
  for (const [key, value] of Object.entries(rest)) {
    if (value === null) delete settings[key];
    else if (value !== undefined && !(!(key in stored) && key in defaults && same(value, defaults[key]))) {
      settings[key] = value;
    }
  }
  return {
    name: name ?? (before.name as string),
    type: type ?? (before.type as string),
    settings: settings as OrganizationSettings,
  };
}

/**
 * Saves what Global Settings (or the header and footer editors) sent: the settings, each list sent
 * whole, and the hero when sent — all in one transaction of the change function (`applyChanges`):
 * a stale version anywhere (settings, a list, an item) is a 409 and a bad item anywhere (an id of no
 * record of this organization: 404; a missing required field: 400) changes nothing. Menu items,
 * submenu items and posts take their own endpoints' change functions item by item (one revision per
 * record, decision 031); the other lists, which have no endpoint of their own, are one
 * `organization_list` revision each. One `content-changed` event goes out after commit.
 */
export async function updateOrganization({ ctx, update }: { ctx: ChangeContext; update: OrganizationUpdate }) {
  const lists = LIST_NAMES.filter((list) => update[list] !== undefined);
  const { applied } = await applyChanges(ctx, async (apply, tx) => {
    // Every list's version first, against one locked snapshot, before this save changes any list
    // (deleting a menu item deletes its submenu items: the submenu list's version moves on).
    const snapshots = new Map<ListName, Snapshot[]>();
    for (const list of lists) {
      const current = (await organizationListEntity.load(tx, ctx.organizationId, list, { lock: true }))!;
      const expected = update.list_versions?.[list];
      if (expected === undefined || !sameVersion(current.version, expected)) throw staleList(list, current);
      snapshots.set(list, current.items as Snapshot[]);
    }
    if (update.settings) {
      const patch = update.settings;
      await apply({
        entity: organizationSettingsEntity,
        id: ctx.organizationId,
        action: "update",
        summary: `settings: ${Object.keys(patch).join(", ")}`,
        expectedVersion: update.updated_at,
        change: async (change, before) => {
          const next = mergeSettings(before!, patch);
          if (same(next, { name: before!.name, type: before!.type, settings: before!.settings })) return UNCHANGED;
          await change
            .update(organizations)
            .set({ ...next, updated_at: nextVersion(organizations.updated_at) })
            .where(eq(organizations.id, ctx.organizationId));
        },
      });
    }
    if (update.website_hero !== undefined) {
      const hero = update.website_hero;
      await apply(
        heroUpdateChange({
          organizationId: ctx.organizationId,
          heroId: hero.id,
          fields: hero.fields,
          expectedVersion: hero.expectedVersion,
        }),
      );
    }
    for (const list of lists) {
      const items = update[list]!;
      if (list === "submenu_items") await checkMenuReferences(tx, ctx.organizationId, items);
      if (list === "cookie_services") {
        await checkCookieServices(tx, ctx.organizationId, items, update.cookie_categories);
      }
      if (list === "cookie_categories") await checkCookieCategories(tx, ctx.organizationId, items);
      if (isOneRoad(list)) {
        await saveListRecords({
          tx,
          apply,
          organizationId: ctx.organizationId,
          list,
          existing: snapshots.get(list)!,
          items,
        });
        continue;
      }
      await apply({
        entity: organizationListEntity,
        id: list,
        action: "update",
        summary: `${list}: ${items.length} item(s)`,
        expectedVersion: update.list_versions?.[list],
        change: async (change, before) => {
          const plan = planList(list, (before!.items as Snapshot[]) ?? [], items);
          if (planIsEmpty(plan)) return UNCHANGED;
          await writeList(change, ctx.organizationId, list, plan);
        },
      });
    }
  }).catch((error: unknown) => {
    throw uniqueViolation(error) ?? error;
  });
  return { changed: applied };
}

const isOneRoad = (list: ListName): list is (typeof ONE_ROAD_LISTS)[number] =>
  (ONE_ROAD_LISTS as readonly string[]).includes(list);

/** Submenu items hang under menu items of the same organization (after this save's menu changes). */
async function checkMenuReferences(tx: Tx, organizationId: number, items: ListItem[]) {
  const menus = new Set(
    ((await organizationListEntity.load(tx, organizationId, "menu_items", { lock: false }))!.items as Snapshot[]).map(
      (row) => row.id as number,
    ),
  );
  items.forEach((item, index) => {
    const menuId = item.menu_item_id as number | undefined;
    if (menuId !== undefined && !menus.has(menuId)) {
      throw new AppError("not_found", `submenu_items.${index}.menu_item_id: no such menu item in this organization`, {
        code: "not_found",
        field: `submenu_items.${index}.menu_item_id`,
      });
    }
  });
}

/** Two records of a list may not share a unique value (a post's slug): 409, nothing saved. */
function uniqueViolation(error: unknown): AppError | null {
  if (!isUniqueViolation(error)) return null;
  return new AppError("conflict", "Two records would share a unique value (a post slug is already used)", {
    code: "duplicate",
  });
}
