import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organizations } from "../../db/schema/index.ts";
import { resolveSettings, type OrganizationSettings } from "../../../shared/settings.ts";
import { AppError } from "../../errors.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import type { Snapshot } from "../changes/entities.ts";
import { checkCookieCategories, checkCookieServices } from "./cookie-lists.ts";
import { organizationListEntity, organizationSettingsEntity } from "./organization-entities.ts";
import {
  LIST_NAMES,
  loadList,
  same,
  planIsEmpty,
  planList,
  writeList,
  type ListItem,
  type ListName,
} from "./organization-lists.ts";
import { saveWebsiteHero, type WebsiteHeroUpdate } from "./website-hero.ts";

/** Settings fields sent by an editor; `null` removes a stored value (back to its default). */
export type SettingsPatch = { name?: string; type?: string } & Record<string, unknown>;

export type OrganizationUpdate = {
  /** The organization's version the editor loaded; stale settings get 409. */
  updated_at?: string;
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
 * whole, and the hero when sent. One transaction: a bad item anywhere (an id of no record of this
 * organization: 404; a missing required field: 400) changes nothing. Each part that really changes
 * is one change with its own revision (`organization_settings`, `organization_list` per list); the
 * `content-changed` event goes out once, after commit.
 */
export async function updateOrganization({ ctx, update }: { ctx: ChangeContext; update: OrganizationUpdate }) {
  const lists = LIST_NAMES.filter((list) => update[list] !== undefined);
  let changed = 0;
  await ctx.db
    .transaction(async (tx) => {
      // The change function runs each part in a savepoint of this transaction; the event waits for the commit.
      const inner: ChangeContext = { ...ctx, db: tx as unknown as Db, publish: async () => {} };
      if (update.settings) {
        const patch = update.settings;
        await applyChange({
          ctx: inner,
          entity: organizationSettingsEntity,
          id: ctx.organizationId,
          action: "update",
          summary: `settings: ${Object.keys(patch).join(", ")}`,
          expectedVersion: update.updated_at,
          change: async (change, before) => {
            const next = mergeSettings(before!, patch);
            if (same(next, { name: before!.name, type: before!.type, settings: before!.settings })) {
              throw new Unchanged();
            }
            await change
              .update(organizations)
              .set({ ...next, updated_at: new Date() })
              .where(eq(organizations.id, ctx.organizationId));
          },
        }).then(
          () => (changed += 1),
          (error: unknown) => {
            if (!(error instanceof Unchanged)) throw error;
          },
        );
      }
      if (update.website_hero !== undefined) {
        await saveWebsiteHero({ ctx: inner, hero: update.website_hero });
        changed += 1;
      }
      for (const list of lists) {
        const items = update[list]!;
        const db = tx as unknown as Db;
        if (list === "submenu_items") await checkMenuReferences(db, ctx.organizationId, items);
        if (list === "cookie_services") {
          await checkCookieServices(db, ctx.organizationId, items, update.cookie_categories);
        }
        if (list === "cookie_categories") await checkCookieCategories(db, ctx.organizationId, items);
        await applyChange({
          ctx: inner,
          entity: organizationListEntity,
          id: list,
          action: "update",
          summary: `${list}: ${items.length} item(s)`,
          change: async (change, before) => {
            const plan = planList(list, (before!.items as Snapshot[]) ?? [], items);
            if (planIsEmpty(plan)) throw new Unchanged();
            await writeList(change, ctx.organizationId, list, plan);
          },
        }).then(
          () => (changed += 1),
          (error: unknown) => {
            if (!(error instanceof Unchanged)) throw error;
          },
        );
      }
    })
    .catch((error: unknown) => {
      throw uniqueViolation(error) ?? error;
    });
  if (changed > 0) {
    try {
      await ctx.publish(ctx.organizationId);
    } catch (error) {
      ctx.logger?.error({ err: error, organization_id: ctx.organizationId }, "content-changed not published");
    }
  }
  return { changed };
}

/**
 * A part that changes nothing leaves no revision: thrown inside its savepoint, it rolls back the
 * savepoint only (the revision insert never happens) and the save goes on with the next part.
 */
class Unchanged extends Error {}

/** Submenu items hang under menu items of the same organization (after this save's menu changes). */
async function checkMenuReferences(db: Db, organizationId: number, items: ListItem[]) {
  const menus = new Set((await loadList(db, organizationId, "menu_items")).map((row) => row.id as number));
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
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  if (code !== "23505") return null;
  return new AppError("conflict", "Two records would share a unique value (a post slug is already used)", {
    code: "duplicate",
  });
}
