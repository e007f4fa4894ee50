import { createHash } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  banners,
  blogPosts,
  cookieCategories,
  cookieServices,
  faqs,
  features,
  menuItems,
  pricingPlans,
  products,
  submenuItems,
} from "../../db/schema/index.ts";
import { AppError } from "../../errors.ts";
import { sameVersion, STALE_MESSAGE } from "../changes/apply-change.ts";
import { nextVersion, type Snapshot, type Tx } from "../changes/entities.ts";
import { SETTINGS_LISTS } from "../../../shared/rules/settings.ts";

/**
 * The lists of organization settings that Global Settings edits by sending each list whole
 * (spec editing-tools §3 "Organization settings", §7 PUT /api/organizations/{id}): an item with an
 * id updates that record of the organization, an item without one is created, a record the list no
 * longer names is deleted, and the list's position gives the order unless the item says otherwise.
 */
export const LIST_NAMES = [
  // Services before their categories: a service moved out of a category deleted in the same save
  // is moved before the delete could cascade to it, and the services deleted with a category leave
  // a revision of their own (restorable after the category's).
  ...SETTINGS_LISTS.filter((list) => list !== "cookie_categories"),
  "cookie_categories",
] as const;
export type ListName = (typeof LIST_NAMES)[number];

type Queryable = Db | Tx;
type ListTable =
  | typeof faqs
  | typeof features
  | typeof banners
  | typeof blogPosts
  | typeof products
  | typeof pricingPlans
  | typeof menuItems
  | typeof submenuItems
  | typeof cookieCategories
  | typeof cookieServices;

export type ListDefinition = {
  name: ListName;
  table: ListTable;
  /** For messages: "no such FAQ in this organization". */
  label: string;
  /** The list's name in History and the audit log. */
  heading: string;
  /** Fields a new item must carry (after trimming). */
  required: string[];
  /** Order step when the item gives none: menus count in tens (spec §9). */
  orderStep: number;
  /** Blog posts are created by the post editor and the Create Page modal, never by a settings list. */
  canCreate: boolean;
  /**
   * Whether a restore deletes records absent from the snapshot. Not for posts: a post written by
   * the post editor after the snapshot must survive a restore of the settings list.
   */
  restoreDeletes: boolean;
};

export const LISTS: Record<ListName, ListDefinition> = {
  features: {
    name: "features",
    table: features,
    label: "feature",
    heading: "Features",
    required: ["title"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  faqs: {
    name: "faqs",
    table: faqs,
    label: "FAQ",
    heading: "FAQs",
    required: ["question"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  banners: {
    name: "banners",
    table: banners,
    label: "banner",
    heading: "Banners",
    required: [],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  blog_posts: {
    name: "blog_posts",
    table: blogPosts,
    label: "post",
    heading: "Posts and pages",
    required: [],
    orderStep: 1,
    canCreate: false,
    restoreDeletes: false,
  },
  products: {
    name: "products",
    table: products,
    label: "product",
    heading: "Products",
    required: ["name"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  pricing_plans: {
    name: "pricing_plans",
    table: pricingPlans,
    label: "pricing plan",
    heading: "Pricing plans",
    required: ["name", "price"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  menu_items: {
    name: "menu_items",
    table: menuItems,
    label: "menu item",
    heading: "Menu items",
    required: ["display_name"],
    orderStep: 10,
    canCreate: true,
    restoreDeletes: true,
  },
  submenu_items: {
    name: "submenu_items",
    table: submenuItems,
    label: "submenu item",
    heading: "Submenu items",
    required: ["name", "menu_item_id"],
    orderStep: 10,
    canCreate: true,
    restoreDeletes: true,
  },
  // The category named `essential` cannot be renamed or deleted here (cookie-lists.ts).
  cookie_categories: {
    name: "cookie_categories",
    table: cookieCategories,
    label: "cookie category",
    heading: "Cookie categories",
    required: ["name"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
  cookie_services: {
    name: "cookie_services",
    table: cookieServices,
    label: "cookie service",
    heading: "Cookie services",
    required: ["name", "category_id"],
    orderStep: 1,
    canCreate: true,
    restoreDeletes: true,
  },
};

/** Read-only keys an editor may send back as it loaded them; never written. */
const READ_ONLY = new Set(["id", "organization_id", "created_at", "updated_at"]);

export type ListItem = Record<string, unknown> & { id?: number };

function toJson(row: Record<string, unknown>): Snapshot {
  const { organization_id: _org, ...rest } = row;
  return Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Items of another record (submenu items, cookie services) come grouped by that record. */
function parentOrder(list: ListName) {
  if (list === "submenu_items") return [asc(submenuItems.menu_item_id)];
  if (list === "cookie_services") return [asc(cookieServices.category_id)];
  return [];
}

/** The organization's records of a list in their order, as JSON (dates as ISO strings). */
export async function loadList(
  db: Queryable,
  organizationId: number,
  list: ListName,
  lock = false,
): Promise<Snapshot[]> {
  const table = LISTS[list].table as PgTable & typeof faqs;
  const query = db
    .select()
    .from(table)
    .where(eq(table.organization_id, organizationId))
    .orderBy(...parentOrder(list), asc(table.order), asc(table.id));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((row) => toJson(row as Record<string, unknown>));
}

/**
 * A list's version (decision 031): a digest of its records' ids and versions, so it moves on when
 * anyone adds, deletes or changes one of them, whichever road they took. Prefixed so that it never
 * reads as a date. GET answers it in `list_versions`; a list sent whole must carry it.
 */
export function listVersion(rows: { id: unknown; updated_at: unknown }[]): string {
  const parts = rows.map((row) => `${String(row.id)}@${new Date(row.updated_at as string | Date).getTime()}`).sort();
  return `list-${createHash("sha256").update(parts.join(",")).digest("hex").slice(0, 24)}`;
}

/** A stale list: 409 with the list as it is now (its items and version). */
export function staleList(list: ListName, current: Snapshot): AppError {
  return new AppError("conflict", STALE_MESSAGE, { code: "stale", field: `list_versions.${list}`, current });
}

export type ListPlan = {
  deletes: number[];
  updates: { id: number; values: Record<string, unknown> }[];
  inserts: Record<string, unknown>[];
};

/** JSON with object keys sorted: jsonb and Zod each reorder keys, which is no change. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * What writing `items` as the whole list changes, against the records as they are: an id of no
 * record of the organization is a 404 (another organization's included) and nothing is written.
 */
export function planList(list: ListName, existing: Snapshot[], items: ListItem[]): ListPlan {
  const definition = LISTS[list];
  const byId = new Map(existing.map((row) => [row.id as number, row]));
  const kept = new Set<number>();
  const plan: ListPlan = { deletes: [], updates: [], inserts: [] };
  items.forEach((item, index) => {
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item))
      if (!READ_ONLY.has(key) && value !== undefined) values[key] = value;
    if (values.order === undefined) values.order = index * definition.orderStep;
    if (item.id === undefined) {
      if (!definition.canCreate) {
        throw new AppError(
          "bad_request",
          `${list}.${index}.id: is required (a ${definition.label} is created elsewhere)`,
          {
            field: `${list}.${index}.id`,
          },
        );
      }
      for (const field of definition.required) {
        const value = values[field];
        if (value === undefined || value === null || (typeof value === "string" && !value.trim())) {
          throw new AppError("bad_request", `${list}.${index}.${field}: is required`, {
            field: `${list}.${index}.${field}`,
          });
        }
      }
      plan.inserts.push(values);
      return;
    }
    const current = byId.get(item.id);
    if (!current) {
      throw new AppError("not_found", `${list}.${index}.id: no such ${definition.label} in this organization`, {
        code: "not_found",
        field: `${list}.${index}.id`,
      });
    }
    if (kept.has(item.id)) {
      throw new AppError("bad_request", `${list}.${index}.id: is listed twice`, { field: `${list}.${index}.id` });
    }
    kept.add(item.id);
    // Each item carries the version it was loaded with (the schema requires it): a stale one is a 409.
    if (typeof item.updated_at === "string" && !sameVersion(current.updated_at, item.updated_at)) {
      throw new AppError("conflict", STALE_MESSAGE, { code: "stale", field: `${list}.${index}.updated_at`, current });
    }
    const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(value, current[key])));
    if (Object.keys(changed).length > 0) plan.updates.push({ id: item.id, values: changed });
  });
  for (const row of existing) if (!kept.has(row.id as number)) plan.deletes.push(row.id as number);
  return plan;
}

export const planIsEmpty = (plan: ListPlan) =>
  plan.deletes.length === 0 && plan.updates.length === 0 && plan.inserts.length === 0;

/** Only columns of the table, dates as dates. */
export function columnsOf(table: PgTable, values: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!(key in columns) || key === "organization_id" || key === "updated_at") continue;
    const isDate = key === "created_at" || key === "created_on" || key === "end_date_promotion";
    row[key] = isDate && typeof value === "string" ? new Date(value) : value;
  }
  return row;
}

/** Writes a plan; every statement is scoped to the organization. */
export async function writeList(tx: Tx, organizationId: number, list: ListName, plan: ListPlan) {
  const table = LISTS[list].table as PgTable & typeof faqs;
  if (plan.deletes.length > 0) {
    await tx.delete(table).where(and(eq(table.organization_id, organizationId), inArray(table.id, plan.deletes)));
  }
  for (const { id, values } of plan.updates) {
    await tx
      .update(table)
      .set({ ...columnsOf(table, values), updated_at: nextVersion(table.updated_at) } as never)
      .where(and(eq(table.organization_id, organizationId), eq(table.id, id)));
  }
  if (plan.inserts.length > 0) {
    await tx
      .insert(table)
      .values(
        plan.inserts.map((values) => ({ ...columnsOf(table, values), organization_id: organizationId })) as never,
      );
  }
}

/** Writes a list snapshot back: updates or re-creates (same ids) its records; deletes the others where allowed. */
export async function restoreList(tx: Tx, organizationId: number, list: ListName, items: Snapshot[]) {
  const table = LISTS[list].table as PgTable & typeof faqs;
  const existing = await loadList(tx, organizationId, list, true);
  const present = new Set(existing.map((row) => row.id as number));
  const wanted = new Set(items.map((item) => item.id as number));
  if (LISTS[list].restoreDeletes) {
    const gone = [...present].filter((id) => !wanted.has(id));
    if (gone.length > 0) {
      await tx.delete(table).where(and(eq(table.organization_id, organizationId), inArray(table.id, gone)));
    }
  }
  for (const item of items) {
    const id = item.id as number;
    const values = columnsOf(table, Object.fromEntries(Object.entries(item).filter(([key]) => key !== "id")));
    if (present.has(id)) {
      await tx
        .update(table)
        .set({ ...values, updated_at: nextVersion(table.updated_at) } as never)
        .where(and(eq(table.organization_id, organizationId), eq(table.id, id)));
    } else {
      await tx
        .insert(table)
        .overridingSystemValue()
        .values({ ...values, id, organization_id: organizationId } as never);
    }
  }
}
