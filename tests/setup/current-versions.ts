import { and, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { blogPosts, domains, headingSections, templateSections, websiteHero } from "../../server/db/schema/index.ts";
import { ENTITIES, type EntityName, type Snapshot } from "../../server/domain/changes/entities.ts";
import { LIST_NAMES } from "../../server/domain/organizations/organization-lists.ts";

/**
 * Every update and delete must carry the version it was based on (decision 031). Tests about
 * other behaviour (validation, isolation, revisions) act like an editor that has just loaded the
 * record: this fills in the CURRENT version of what a write names, when the test sends none. A
 * version the test sends is kept as it is (stale-version tests), and the race and missing-version
 * tests (server/api/write-versions.test.ts) call the API without this.
 *
 * A record of no organization of the host (another organization's id) gets a well-formed version
 * that matches nothing, so the answer stays the 404 the test expects.
 */
const NO_RECORD_VERSION = "2000-01-01T00:00:00.000Z";

const BY_PATH: [RegExp, EntityName][] = [
  [/^\/api\/menu-items\/(\d+)/, "menu_item"],
  [/^\/api\/submenu-items\/(\d+)/, "submenu_item"],
  [/^\/api\/metrics\/(\d+)/, "metric"],
  [/^\/api\/template-sections\/(\d+)/, "template_section"],
  [/^\/api\/template-heading-sections\/(\d+)/, "heading_section"],
  [/^\/api\/heroes\/(\d+)/, "hero"],
  [/^\/api\/profiles\/(\d+)/, "profile"],
  [/^\/api\/media\/(\d+)/, "media"],
  [/^\/api\/meeting-types\/(\d+)/, "meeting_type"],
  [/^\/api\/ai\/agents\/(\d+)/, "ai_agent"],
  [/^\/api\/orders\/(\d+)/, "order_request"],
  [/^\/api\/canned-replies\/(\d+)/, "canned_reply"],
  [/^\/api\/admin\/meetings\/bookings\/(\d+)/, "booking"],
  [/^\/api\/conversations\/(\d+)$/, "conversation"],
];

type Body = Record<string, unknown>;

async function organizationOf(db: Db, host: string): Promise<number | null> {
  const [row] = await db
    .select({ id: domains.organization_id })
    .from(domains)
    .where(eq(domains.host, host.split(":")[0]!));
  return row?.id ?? null;
}

async function load(db: Db, entity: EntityName, organizationId: number, id: string): Promise<Snapshot | null> {
  return db.transaction((tx) => ENTITIES[entity].load(tx, organizationId, id, { lock: false }));
}

async function recordVersion(db: Db, organizationId: number, path: string): Promise<string | null | undefined> {
  for (const [pattern, entity] of BY_PATH) {
    const match = pattern.exec(path);
    if (match) return ((await load(db, entity, organizationId, match[1]!))?.updated_at as string) ?? null;
  }
  const post = /^\/api\/posts\/([^/?]+)/.exec(path);
  if (post) {
    const [row] = await db
      .select({ updated_at: blogPosts.updated_at })
      .from(blogPosts)
      .where(and(eq(blogPosts.organization_id, organizationId), eq(blogPosts.slug, decodeURIComponent(post[1]!))));
    return row?.updated_at.toISOString() ?? null;
  }
  return undefined;
}

async function layoutVersion(db: Db, organizationId: number, body: Body): Promise<string> {
  const [first] = (Array.isArray(body.sections) ? body.sections : []) as { type?: string; id?: number }[];
  if (!first || typeof first.id !== "number") return NO_RECORD_VERSION;
  const table =
    first.type === "hero" ? websiteHero : first.type === "heading_section" ? headingSections : templateSections;
  const [row] = await db
    .select({ url_page: table.url_page })
    .from(table)
    .where(and(eq(table.organization_id, organizationId), eq(table.id, first.id)));
  if (!row) return NO_RECORD_VERSION;
  return String((await load(db, "page_layout", organizationId, row.url_page))!.version);
}

async function organizationVersions(db: Db, organizationId: number, body: Body): Promise<Body> {
  const next: Body = { ...body };
  if (next.settings !== undefined && next.updated_at === undefined) {
    next.updated_at =
      (await load(db, "organization_settings", organizationId, String(organizationId)))?.updated_at ??
      NO_RECORD_VERSION;
  }
  const hero = next.website_hero as Body | undefined;
  if (hero && typeof hero === "object" && hero.updated_at === undefined && typeof hero.id === "number") {
    next.website_hero = {
      ...hero,
      updated_at: (await load(db, "hero", organizationId, String(hero.id)))?.updated_at ?? NO_RECORD_VERSION,
    };
  }
  const versions = { ...(next.list_versions as Record<string, string> | undefined) };
  for (const list of LIST_NAMES) {
    if (!Array.isArray(next[list])) continue;
    const current = await load(db, "organization_list", organizationId, list);
    versions[list] ??= String(current?.version ?? NO_RECORD_VERSION);
    const byId = new Map(((current?.items as Snapshot[]) ?? []).map((row) => [row.id, row.updated_at]));
    next[list] = (next[list] as unknown[]).map((item) => {
      if (!item || typeof item !== "object") return item;
      const record = item as Body;
      if (record.id === undefined || record.updated_at !== undefined) return record;
      return { ...record, updated_at: byId.get(record.id) ?? NO_RECORD_VERSION };
    });
  }
  if (Object.keys(versions).length > 0) next.list_versions = versions;
  return next;
}

/** The request with the current versions filled in (see above); reads, creations and others untouched. */
export async function withCurrentVersions(
  db: Db,
  host: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ path: string; body: unknown }> {
  const verb = method.toUpperCase();
  if (!["PUT", "PATCH", "DELETE", "POST"].includes(verb)) return { path, body };
  const organizationId = await organizationOf(db, host);
  if (organizationId === null) return { path, body };
  const plain = body && typeof body === "object" && !Array.isArray(body) ? (body as Body) : undefined;
  if (verb === "PUT" && /^\/api\/organizations\/\d+/.test(path) && plain) {
    return { path, body: await organizationVersions(db, organizationId, plain) };
  }
  if (verb === "PUT" && /^\/api\/page-layout/.test(path) && plain && plain.version === undefined) {
    return { path, body: { ...plain, version: await layoutVersion(db, organizationId, plain) } };
  }
  // Creations take no version, except a metric added to a section (the section's).
  if (verb === "POST" && !/^\/api\/template-sections\/\d+\/metrics/.test(path)) return { path, body };
  if (verb === "DELETE") {
    if (/[?&]updated_at=/.test(path)) return { path, body };
    const version = await recordVersion(db, organizationId, path);
    if (version === undefined) return { path, body };
    const separator = path.includes("?") ? "&" : "?";
    return { path: `${path}${separator}updated_at=${encodeURIComponent(version ?? NO_RECORD_VERSION)}`, body };
  }
  if (!plain || plain.updated_at !== undefined) return { path, body };
  const version = await recordVersion(db, organizationId, path);
  if (version === undefined) return { path, body };
  return { path, body: { ...plain, updated_at: version ?? NO_RECORD_VERSION } };
}
