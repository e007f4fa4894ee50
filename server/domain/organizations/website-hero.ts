import type { Db } from "../../db/client.ts";
import type { ChangeContext } from "../changes/apply-change.ts";
import type { Tx } from "../changes/entities.ts";
import type { HeroFields, HeroRecord } from "../heroes/hero-fields.ts";
import { listHeroes } from "../heroes/list-heroes.ts";
import { updateHero } from "../heroes/update-hero.ts";

/** The hero of the organization's settings (spec §3 `website_hero`): the first hero of its home page. */
export const WEBSITE_HERO_PAGE = "/home";

export async function loadWebsiteHero(db: Db | Tx, organizationId: number): Promise<HeroRecord | null> {
  const [hero] = await listHeroes({ db: db as Db, organizationId, urlPage: WEBSITE_HERO_PAGE });
  return hero ?? null;
}

export type WebsiteHeroUpdate = { id: number; fields: HeroFields; expectedVersion?: string };

/**
 * Saves `website_hero` through the hero editor's own change function (its revision, its version
 * check: a stale `updated_at` is a 409, another organization's hero a 404). `ctx.db` is the PUT's
 * transaction, so the hero is saved together with the rest of the settings or not at all.
 */
export async function saveWebsiteHero({ ctx, hero }: { ctx: ChangeContext; hero: WebsiteHeroUpdate }): Promise<void> {
  await updateHero({ ctx, heroId: hero.id, fields: hero.fields, expectedVersion: hero.expectedVersion });
}
