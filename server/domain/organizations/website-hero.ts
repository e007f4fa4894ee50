import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { ChangeContext } from "../changes/apply-change.ts";
import type { Tx } from "../changes/entities.ts";

/**
 * The seam for the organization's hero (spec §3 "Hero", settings field `website_hero`). There is
 * no hero store on this branch: the hero editor (issue 12 item 2) brings its table, entity and
 * change functions. When it lands, `loadWebsiteHero` returns the organization's hero record (or
 * null) and `saveWebsiteHero` calls that editor's update function with `ctx` (its `db` is the PUT's
 * transaction, so the hero is saved or not together with the rest); nothing else changes.
 */
export async function loadWebsiteHero(_db: Db | Tx, _organizationId: number): Promise<Record<string, unknown> | null> {
  return null;
}

export async function saveWebsiteHero({
  ctx: _ctx,
  hero: _hero,
}: {
  ctx: ChangeContext;
  hero: unknown;
}): Promise<void> {
  throw new AppError("bad_request", "website_hero: the hero section cannot be saved here yet", {
    field: "website_hero",
  });
}
