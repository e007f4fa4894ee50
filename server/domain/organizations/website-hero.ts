import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Tx } from "../changes/entities.ts";

/**
 * The seam for the organization's hero (spec §3 "Hero", settings field `website_hero`). There is
 * no hero store on this branch yet: the hero editor (issue 12 item 2) brings its table and entity.
 * When it lands, `loadWebsiteHero` returns its record and `saveWebsiteHero` writes it through that
 * editor's change function; nothing else in the organizations API needs to change.
 */
export async function loadWebsiteHero(_db: Db | Tx, _organizationId: number): Promise<Record<string, unknown> | null> {
  return null;
}

export async function saveWebsiteHero(_tx: Tx, _organizationId: number, _hero: unknown): Promise<void> {
  throw new AppError("bad_request", "website_hero: the hero section cannot be saved here yet", {
    field: "website_hero",
  });
}
