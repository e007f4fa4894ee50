import { eq, sql } from "drizzle-orm";
import { websiteHero } from "../../db/schema/index.ts";
import { applyChange, type ChangeContext } from "../changes/apply-change.ts";
import { heroEntity } from "../changes/entities.ts";
import type { HeroFields } from "./hero-fields.ts";
import { scoped } from "../../db/tenant-scope.ts";

/** Creates a hero on its page (home unless given), after the page's other heroes. */
export async function createHero({ ctx, fields }: { ctx: ChangeContext; fields: HeroFields & { title: string } }) {
  const result = await applyChange({
    ctx,
    entity: heroEntity,
    id: null,
    action: "create",
    summary: "create hero section",
    change: async (tx) => {
      const urlPage = fields.url_page ?? "/home";
      let order = fields.display_order;
      if (order === undefined) {
        const [last] = await tx
          .select({ max: sql<number | null>`max(${websiteHero.display_order})` })
          .from(websiteHero)
          .where(scoped(ctx.organizationId).where(websiteHero, eq(websiteHero.url_page, urlPage)));
        order = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      }
      const [row] = await tx
        .insert(websiteHero)
        .values(scoped(ctx.organizationId).values(websiteHero, { ...fields, url_page: urlPage, display_order: order }))
        .returning({ id: websiteHero.id });
      return { id: row!.id };
    },
  });
  return result.after!;
}
