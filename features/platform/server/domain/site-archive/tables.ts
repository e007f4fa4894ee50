import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "../../../../../server/db/schema/index.ts";

/**
 * Which tables a site archive carries, and how their ids are renumbered on import
 * (docs/decisions/060-site-export-and-import.md). Every table of the Drizzle schema with an
 * organization column is either in ARCHIVED_TABLES or in SKIPPED_TABLES with the reason;
 * site-archive.tables.test.ts fails on a tenant table that is in neither, so a new table is
 * never silently left behind.
 */

/** How a column naming another row is renumbered. */
export type Reference = {
  /** The SQL names of the archived tables the id may belong to, tried in order. */
  tables: string[];
  /**
   * `strict`: the id must be in the archive (a foreign key: anything else is a broken archive).
   * `soft`: a loose pointer (no foreign key); an id the archive does not hold becomes null.
   */
  mode: "strict" | "soft";
};

export type IdRemap = (table: string, oldId: unknown, mode: "strict" | "soft") => unknown;

export type ArchivedTable = {
  table: PgTable;
  /** The row's own id (property name) and how a new one is made; none for link tables. */
  id?: { key: string; kind: "identity" | "random" };
  /** Columns (property names) that name another archived row. */
  refs?: Record<string, Reference>;
  /** JSON columns holding ids, rewritten by a function of the id map. */
  json?: Record<string, (value: unknown, remap: IdRemap) => unknown>;
  /**
   * For a row naming its record by table and id in plain columns: the renumbered row, or null to
   * leave it out (its record is not in the archive).
   */
  record?: (row: Record<string, unknown>, remap: IdRemap) => Record<string, unknown> | null;
};

const USER: Reference = { tables: ["users"], mode: "strict" };
const SOFT_USER: Reference = { tables: ["users"], mode: "soft" };

/**
 * A team or customer entry lists the sections it shows in (`assigned_sections`, empty: all). A
 * section gone before the export becomes 0 (no section has it), so the entry does not turn into
 * one shown everywhere.
 */
function assignedSections(value: unknown, remap: IdRemap): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const entry = value as { assigned_sections?: unknown };
  if (!Array.isArray(entry.assigned_sections)) return value;
  return {
    ...entry,
    assigned_sections: entry.assigned_sections.map((id) => remap("template_sections", id, "soft") ?? 0),
  };
}

/** In insertion order: a table comes after every table it refers to. */
export const ARCHIVED_TABLES: ArchivedTable[] = [
  // Accounts without credentials: Better Auth keeps password hashes in `accounts` (no organization
  // column, never archived); an imported person sets a password through "forgot password".
  { table: schema.users, id: { key: "id", kind: "random" } },
  {
    table: schema.profiles,
    id: { key: "id", kind: "identity" },
    refs: { user_id: USER },
    json: { team: assignedSections, customer: assignedSections },
  },
  { table: schema.memberships, refs: { user_id: USER } },
  { table: schema.media, id: { key: "id", kind: "identity" }, refs: { created_by: SOFT_USER } },
  { table: schema.metrics, id: { key: "id", kind: "identity" } },
  { table: schema.templateSections, id: { key: "id", kind: "identity" } },
  {
    table: schema.templateSectionMetrics,
    refs: {
      section_id: { tables: ["template_sections"], mode: "strict" },
      metric_id: { tables: ["metrics"], mode: "strict" },
    },
  },
  { table: schema.headingSections, id: { key: "id", kind: "identity" } },
  { table: schema.menuItems, id: { key: "id", kind: "identity" } },
  {
    table: schema.submenuItems,
    id: { key: "id", kind: "identity" },
    refs: { menu_item_id: { tables: ["menu_items"], mode: "strict" } },
  },
  {
    table: schema.blogPosts,
    id: { key: "id", kind: "identity" },
    refs: { section_id: { tables: ["template_sections"], mode: "soft" }, author_id: SOFT_USER },
  },
  { table: schema.documentSets, id: { key: "id", kind: "identity" } },
  { table: schema.policies, id: { key: "id", kind: "identity" } },
  { table: schema.websiteHero, id: { key: "id", kind: "identity" } },
  { table: schema.banners, id: { key: "id", kind: "identity" } },
  {
    table: schema.bannerDismissals,
    refs: { user_id: USER, banner_id: { tables: ["banners"], mode: "strict" } },
  },
  { table: schema.faqs, id: { key: "id", kind: "identity" } },
  { table: schema.features, id: { key: "id", kind: "identity" } },
  { table: schema.products, id: { key: "id", kind: "identity" } },
  { table: schema.pricingPlans, id: { key: "id", kind: "identity" } },
  { table: schema.cookieCategories, id: { key: "id", kind: "identity" } },
  {
    table: schema.cookieServices,
    id: { key: "id", kind: "identity" },
    refs: { category_id: { tables: ["cookie_categories"], mode: "strict" } },
  },
  {
    table: schema.cookieConsents,
    id: { key: "id", kind: "identity" },
    refs: { user_id: SOFT_USER },
    json: {
      services: (value, remap) =>
        Array.isArray(value)
          ? value.map((id) => remap("cookie_services", id, "soft")).filter((id) => id !== null)
          : value,
    },
  },
  {
    table: schema.contactMessages,
    id: { key: "id", kind: "identity" },
    refs: { section_id: { tables: ["template_sections"], mode: "soft" } },
  },
  {
    table: schema.orderRequests,
    id: { key: "id", kind: "identity" },
    json: {
      // The lines keep their names and prices as sold; the plan id follows the plan (or is null).
      lines: (value, remap) =>
        Array.isArray(value)
          ? value.map((line: Record<string, unknown>) => ({
              ...line,
              plan_id: remap("pricing_plans", line.plan_id, "soft"),
            }))
          : value,
    },
  },
  {
    table: schema.meetingTypes,
    id: { key: "id", kind: "identity" },
    json: {
      host_user_ids: (value, remap) =>
        Array.isArray(value) ? value.map((id) => remap("users", id, "soft")).filter((id) => id !== null) : value,
    },
  },
  {
    table: schema.bookings,
    id: { key: "id", kind: "identity" },
    refs: {
      meeting_type_id: { tables: ["meeting_types"], mode: "strict" },
      host_user_id: USER,
      customer_user_id: SOFT_USER,
    },
  },
  { table: schema.chatVisitors, id: { key: "id", kind: "random" } },
  {
    table: schema.conversations,
    id: { key: "id", kind: "identity" },
    refs: {
      user_id: SOFT_USER,
      visitor_id: { tables: ["chat_visitors"], mode: "soft" },
      assignee_id: SOFT_USER,
    },
  },
  {
    table: schema.conversationMessages,
    id: { key: "id", kind: "identity" },
    refs: {
      conversation_id: { tables: ["conversations"], mode: "strict" },
      author_id: { tables: ["users", "chat_visitors"], mode: "soft" },
    },
  },
  { table: schema.cannedReplies, id: { key: "id", kind: "identity" } },
  { table: schema.aiAgents, id: { key: "id", kind: "identity" } },
  {
    table: schema.aiAnswers,
    id: { key: "id", kind: "random" },
    refs: { agent_id: { tables: ["ai_agents"], mode: "soft" } },
  },
  // What each translation was translated from (decision 069), by record kind (its table's SQL name)
  // and id: renumbered with its record, so a translation stale before the export is stale after the
  // import. A row whose record the archive does not hold has nothing left to describe.
  {
    table: schema.translationSources,
    record: (row, remap) => {
      const id = remap(String(row.record_kind), row.record_id, "soft");
      return id === null ? null : { ...row, record_id: String(id) };
    },
  },
  // The change log: entity ids and the snapshots inside are renumbered by import-site.ts.
  { table: schema.revisions, id: { key: "id", kind: "identity" }, refs: { actor_id: SOFT_USER } },
];

/** Tenant tables deliberately left out of an archive, and why. */
export const SKIPPED_TABLES: Record<string, string> = {
  domains: "addresses belong to the instance: the import gives the site its own",
  sessions: "sign-ins of the old site: secrets, and meaningless on another instance",
  verifications: "single-use e-mail and password-reset tokens: secrets",
  email_outbox: "the delivery log of sent mail, which holds single-use links",
  jobs: "scheduled work of the old site; the import plans its own (search index, publication)",
  realtime_channels:
    "sequence counters named by old ids: the import starts each imported conversation's channels at its last message",
  realtime_events: "the short replay log of live connections",
  search_documents: "derived from the content: rebuilt by a search.reindex job after the import",
  site_members: "who runs the site from the platform console: the person who imports it becomes its owner",
  platform_tokens: "single-use platform tokens (hand-offs, invitations): secrets",
};

/** The SQL name of a table. */
export const nameOf = (table: PgTable) => getTableName(table);

/** The property of `table` holding the organization, if it has one (`organization_id` in SQL). */
export function organizationKey(table: PgTable): string | undefined {
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    if (column.name === "organization_id") return key;
  }
  return undefined;
}

/** Every table of the schema with an organization column (SQL names). */
export function tenantTablesOfSchema(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is PgTable => is(value, PgTable) && organizationKey(value) !== undefined,
  );
}

export const ARCHIVED_BY_NAME = new Map(ARCHIVED_TABLES.map((spec) => [nameOf(spec.table), spec]));

/** Revisions name their record by entity; the entities whose id is a row id of an archived table. */
export const REVISION_ENTITY_TABLES: Record<string, string> = {
  metric: "metrics",
  template_section: "template_sections",
  heading_section: "heading_sections",
  profile: "profiles",
  menu_item: "menu_items",
  submenu_item: "submenu_items",
  post: "blog_posts",
  hero: "website_hero",
  media: "media",
  meeting_type: "meeting_types",
  ai_agent: "ai_agents",
  order_request: "order_requests",
  canned_reply: "canned_replies",
  booking: "bookings",
  conversation: "conversations",
};
