import type { Db } from "../../db/client.ts";
import type { Tx } from "../changes/entities.ts";
import type { HeroFields, HeroRecord } from "../heroes/hero-fields.ts";
import { listHeroes } from "../heroes/list-heroes.ts";

/** The hero of the organization's settings (spec §3 `website_hero`): the first hero of its home page. */
export const WEBSITE_HERO_PAGE = "/home";

export async function loadWebsiteHero(db: Db | Tx, organizationId: number): Promise<HeroRecord | null> {
  const [hero] = await listHeroes({ db: db as Db, organizationId, urlPage: WEBSITE_HERO_PAGE });
  return hero ?? null;
}

export type WebsiteHeroUpdate = { id: number; fields: HeroFields; expectedVersion?: string };
