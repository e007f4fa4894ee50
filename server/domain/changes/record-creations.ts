import { asc } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  blogPosts,
  headingSections,
  meetingTypes,
  menuItems,
  metrics,
  revisions,
  submenuItems,
  templateSections,
  websiteHero,
} from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import { LIST_NAMES } from "../organizations/organization-lists.ts";
import type { Actor } from "./apply-change.ts";
import { ENTITIES, type EntityName, type Snapshot, type Tx } from "./entities.ts";

/** The record kinds a new site's content is made of, with the table that lists their ids. */
const RECORD_TABLES: [EntityName, PgTable, AnyPgColumn][] = [
  ["metric", metrics, metrics.id],
  ["template_section", templateSections, templateSections.id],
  ["heading_section", headingSections, headingSections.id],
  ["hero", websiteHero, websiteHero.id],
  ["menu_item", menuItems, menuItems.id],
  ["submenu_item", submenuItems, submenuItems.id],
  ["post", blogPosts, blogPosts.id],
  ["meeting_type", meetingTypes, meetingTypes.id],
];

/**
 * Writes a `create` revision for every record of an organization whose content was made in bulk,
 * inside that transaction (the starter kit): each record's History starts with its creation, by the
 * person it was made for, and a record deleted later can be restored to it, as for any record made
 * through `applyChange`. Records, the organization's settings and each non-empty settings list get
 * one revision each; nothing is written for an organization with no content.
 */
export async function recordCreations(
  tx: Tx,
  {
    organizationId,
    actor,
    requestId,
    summary,
  }: { organizationId: number; actor: Actor; requestId: string; summary: string },
): Promise<number> {
  const tenant = scoped(organizationId);
  const made: { entity: EntityName; id: string; after: Snapshot }[] = [];
  const add = async (entity: EntityName, id: string) => {
    const after = await ENTITIES[entity].load(tx, organizationId, id, { lock: false });
    if (after) made.push({ entity, id, after });
  };
  for (const [entity, table, idColumn] of RECORD_TABLES) {
    const rows = (await tx
      .select({ id: idColumn })
      .from(table)
      .where(tenant.where(table as never))
      .orderBy(asc(idColumn))) as { id: number }[];
    for (const row of rows) await add(entity, String(row.id));
  }
  await add("organization_settings", String(organizationId));
  for (const list of LIST_NAMES) {
    const snapshot = await ENTITIES.organization_list.load(tx, organizationId, list, { lock: false });
    if (Array.isArray(snapshot?.items) && snapshot.items.length > 0)
      made.push({ entity: "organization_list", id: list, after: snapshot });
  }
  if (made.length === 0) return 0;
  await tx.insert(revisions).values(
    made.map(({ entity, id, after }) =>
      tenant.values(revisions, {
        entity,
        entity_id: id,
        action: "create",
        summary,
        before: null,
        after,
        actor_id: actor.id,
        actor_name: actor.name,
        request_id: requestId,
      }),
    ),
  );
  return made.length;
}
